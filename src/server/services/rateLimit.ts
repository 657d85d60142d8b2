import type { RateLimitRule } from '../config';

/** A fixed-window counter per key, in memory (one process; enough for one small machine). */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly rule: RateLimitRule) {}

  get enabled(): boolean {
    return this.rule.max > 0;
  }

  /** Seconds until the key may try again, or 0 when it is under its limit. Does not count. */
  retryAfter(key: string, now = Date.now()): number {
    if (!this.enabled) return 0;
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now || window.count < this.rule.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  }

  /** Counts one hit for the key. */
  hit(key: string, now = Date.now()): void {
    if (!this.enabled) return;
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.rule.windowMs });
    } else {
      window.count += 1;
    }
  }

  /** Counts a hit and answers the seconds to wait when that hit went over the limit (else 0). */
  consume(key: string, now = Date.now()): number {
    const waiting = this.retryAfter(key, now);
    if (waiting > 0) return waiting;
    this.hit(key, now);
    return 0;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
