import { createHash, createHmac } from 'node:crypto';
import { message } from '../openapi/catalogue';
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitRule, RateLimitSettings } from '../config';
import { tooManyRequests } from './errors';

/**
 * Turns a counter's key (`<step>:<kind>:<datum>`, e.g. `login:account:asha@example.com`) into the key
 * stored in memory or Redis: the step and kind as they are, the datum (an e-mail, an address, a
 * reference) as its keyed hash, so no counter names a person.
 */
export type CounterKeyHasher = (key: string) => string;

/**
 * The hasher of counter keys: HMAC-SHA-256 with a key derived from the server's secret (every process
 * that shares Redis shares `SECRETS_KEY`, so they count alike), or plain SHA-256 without one.
 */
export function counterKeyHasher(secret?: Buffer): CounterKeyHasher {
  const hmacKey = secret && createHmac('sha256', secret).update('rate-limit counter keys').digest();
  const digest = (datum: string) =>
    (hmacKey ? createHmac('sha256', hmacKey) : createHash('sha256')).update(datum).digest('base64url');
  return (key) => {
    const parts = key.split(':');
    const kept = parts.length >= 3 ? 2 : 1;
    return `${parts.slice(0, kept).join(':')}:${digest(parts.slice(kept).join(':'))}`;
  };
}

const hashersOf = new WeakMap<FastifyInstance, CounterKeyHasher>();

/** "Please try again in N minute(s)." for a wait in milliseconds (at least one minute). */
export function tryAgainIn(waitMs: number): string {
  return message('tryAgainIn', { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) });
}

const secondsOf = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

/**
 * Registers @fastify/rate-limit for the routes that opt in through `config.rateLimit` (see
 * `routeRateLimit`). Counters live in Redis when a client is given, so every process behind a proxy
 * enforces one limit; in this process's memory otherwise. Requests the server sends to itself (the
 * page renderer's reads, see `InternalRequests`) are not counted: the page request is (`pageRateLimit`).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redis: Redis | undefined,
  keyPrefix: string,
  hashKey: CounterKeyHasher = counterKeyHasher(),
): Promise<void> {
  hashersOf.set(app, hashKey);
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${keyPrefix}rate-limit:`,
    // The address as its hash: no counter names a person.
    keyGenerator: (request) => hashKey(`route:ip:${normalizeIP(request.ip)}`),
    allowList: (request) => app.internalRequests.isInternal(request),
    // A Redis outage must not take the public site down with it: the request goes through, logged.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        message('tooManyRequests', { tryAgain: tryAgainIn(context.ttl) }),
        secondsOf(context.ttl),
      ),
  });
}

/** The route option of a rule (per IP address and operation), or false when the rule is off (max 0). */
export function routeRateLimit(rule: RateLimitRule): RateLimitOptions | false {
  return rule.max > 0 ? { max: rule.max, timeWindow: rule.windowMs } : false;
}

/** The outcome of counting a page request: allowed, or refused with the wait and its sentence. */
export type PageLimitOutcome =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

/**
 * The limit of page requests (every page the server answers: rendered public pages, not-found pages
 * and the client shell), per IP address, one counter for all pages: the `publicReads` rule
 * (`RATE_LIMIT_READS` per minute), counted apart from each API read. A page's own data reads are
 * internal and not counted, so one page request counts once. Undefined when the rule is off. `scope`
 * names a counter of its own (the shortlist links count apart: `shortlist`, and `shortlist-miss` for
 * tokens that name no shortlist).
 */
export function pageRateLimit(
  app: FastifyInstance,
  rule: RateLimitRule,
  scope = 'page',
): ((request: FastifyRequest) => Promise<PageLimitOutcome>) | undefined {
  if (rule.max <= 0) return undefined;
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request) =>
      (hashersOf.get(app) ?? counterKeyHasher())(`${scope}:ip:${normalizeIP(request.ip)}`),
  });
  return async (request) => {
    const outcome = await check(request);
    if (outcome.isAllowed || !outcome.isExceeded) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: secondsOf(outcome.ttl),
      message: message('tooManyRequests', { tryAgain: tryAgainIn(outcome.ttl) }),
    };
  };
}

/** One counter an attempt counts against, with the rule that bounds it. */
export type AttemptTaken = { allowed: true } | { allowed: false; waitMs: number };

/**
 * Fixed-window counters of sign-in attempts. `take` checks every key of an attempt and counts it
 * against all of them in one atomic step, or against none when one key is at its limit, so parallel
 * requests can never all read "under the limit" before any of them is counted, nor can a refused
 * attempt hold (or, taken back, free) a place that another attempt was refused for. Unlike the stores
 * of @fastify/rate-limit these can take an attempt back (`undo`) and start a key afresh (`clear`),
 * which the sign-in scheme needs; they share the plugin's Redis connection.
 */
export interface AttemptCounter {
  take(keys: readonly CountedKey[]): Promise<AttemptTaken>;
  undo(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** How long the key's window still runs while it holds a count (ms), else 0; counts nothing. */
  waitOf(key: string): Promise<number>;
}

export class MemoryAttemptCounter implements AttemptCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  /** `hashKey`: how a key is stored (its datum hashed, see `counterKeyHasher`). */
  constructor(private readonly hashKey: CounterKeyHasher = counterKeyHasher()) {}

  async take(counted: readonly CountedKey[], now = Date.now()): Promise<AttemptTaken> {
    const keys = counted.map(({ key, rule }) => ({ key: this.hashKey(key), rule }));
    // No await until the attempt is counted: one step of the event loop, so atomic in this process.
    let waitMs = 0;
    for (const { key, rule } of keys) {
      const window = this.current(key, now);
      if (window && window.count >= rule.max) waitMs = Math.max(waitMs, window.resetAt - now, 1);
    }
    if (waitMs > 0) return { allowed: false, waitMs };
    if (this.windows.size > 50_000) this.sweep(now);
    for (const { key, rule } of keys) {
      const window = this.current(key, now) ?? { count: 0, resetAt: now + rule.windowMs };
      window.count += 1;
      this.windows.set(key, window);
    }
    return { allowed: true };
  }

  async undo(key: string): Promise<void> {
    const window = this.windows.get(this.hashKey(key));
    if (window && window.count > 0) window.count -= 1;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(this.hashKey(key));
  }

  async waitOf(key: string, now = Date.now()): Promise<number> {
    const window = this.current(this.hashKey(key), now);
    return window && window.count > 0 ? Math.max(window.resetAt - now, 1) : 0;
  }

  private current(key: string, now: number) {
    const window = this.windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

// KEYS: the counters; ARGV: window (ms) and max of each key in turn. Answers {1, 0} when the
// attempt was counted against every key, {0, wait in ms} when one key is at its limit (nothing counted).
const TAKE_SCRIPT = `
local wait = 0
for i = 1, #KEYS do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count >= tonumber(ARGV[2 * i]) then
    local ttl = redis.call('PTTL', KEYS[i])
    if ttl < 0 then
      redis.call('PEXPIRE', KEYS[i], ARGV[2 * i - 1])
      ttl = tonumber(ARGV[2 * i - 1])
    end
    wait = math.max(wait, ttl, 1)
  end
end
if wait > 0 then return {0, wait} end
for i = 1, #KEYS do
  local count = redis.call('INCR', KEYS[i])
  if count == 1 or redis.call('PTTL', KEYS[i]) < 0 then redis.call('PEXPIRE', KEYS[i], ARGV[2 * i - 1]) end
end
return {1, 0}`;

const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisAttemptCounter implements AttemptCounter {
  /** `hashKey`: how a key is stored (its datum hashed, see `counterKeyHasher`). */
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly hashKey: CounterKeyHasher = counterKeyHasher(),
  ) {}

  async take(keys: readonly CountedKey[]): Promise<AttemptTaken> {
    const [allowed, waitMs] = (await this.redis.eval(
      TAKE_SCRIPT,
      keys.length,
      ...keys.map(({ key }) => this.prefix + this.hashKey(key)),
      ...keys.flatMap(({ rule }) => [rule.windowMs, rule.max]),
    )) as [number, number];
    return allowed === 1 ? { allowed: true } : { allowed: false, waitMs };
  }

  async undo(key: string): Promise<void> {
    await this.redis.eval(UNDO_SCRIPT, 1, this.prefix + this.hashKey(key));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + this.hashKey(key));
  }

  async waitOf(key: string): Promise<number> {
    const stored = this.prefix + this.hashKey(key);
    const [count, ttl] = await Promise.all([this.redis.get(stored), this.redis.pttl(stored)]);
    return Number(count ?? '0') > 0 && ttl > 0 ? ttl : 0;
  }
}

/** What a sign-in attempt is counted as. */
export interface SignInAttempt {
  /** The address the request came from. */
  ip: string;
  /** The e-mail typed, lower-cased. */
  email: string;
  /** The id of a known device: a valid device cookie of this account from an earlier sign-in. */
  knownDeviceId?: string;
}

export type SignInTicket =
  | { allowed: false; retryAfterSeconds: number; message: string }
  | { allowed: true; succeeded: () => Promise<void> };

interface CountedKey {
  key: string;
  rule: RateLimitRule;
}

/**
 * The sign-in limits. Every attempt is counted BEFORE its password is checked, so at most `max`
 * passwords are ever checked per key and window, however many requests arrive at once.
 *
 * - From an unknown device an attempt counts against its IP address (`login`, e.g. 10 per 15 minutes)
 *   and against the account's e-mail (`loginAccount`, e.g. 20 per hour), which stops a guesser
 *   spread over many addresses.
 * - From a known device (a device cookie that an earlier sign-in to this account set) it counts only
 *   against that device (`login`), so strangers' failures never lock staff out of their own devices.
 * - A refused attempt (429) is not counted; a successful sign-in takes its own attempt back
 *   and clears the account's count (so, once staff sign in from a known device, new devices can too).
 */
export class SignInLimits {
  /**
   * `prefix` names the step counted: `login` for passwords, `code` for second-factor codes (each step has
   * counts of its own, so a right password does not reset the count of wrong codes).
   */
  constructor(
    private readonly counter: AttemptCounter,
    private readonly rules: Pick<RateLimitSettings, 'login' | 'loginAccount'>,
    private readonly prefix = 'login',
  ) {}

  async begin(attempt: SignInAttempt): Promise<SignInTicket> {
    const keys = this.keysOf(attempt).filter(({ rule }) => rule.max > 0);
    const taken = await this.counter.take(keys);
    if (!taken.allowed) {
      return {
        allowed: false,
        retryAfterSeconds: secondsOf(taken.waitMs),
        message: message('tooManySignIns', { tryAgain: tryAgainIn(taken.waitMs) }),
      };
    }
    const accountKey = this.accountKey(attempt.email);
    return {
      allowed: true,
      succeeded: async () => {
        await Promise.all([
          ...keys.filter(({ key }) => key !== accountKey).map(({ key }) => this.counter.undo(key)),
          this.counter.clear(accountKey),
        ]);
      },
    };
  }

  private accountKey(email: string): string {
    return `${this.prefix}:account:${email}`;
  }

  private keysOf({ ip, email, knownDeviceId }: SignInAttempt): CountedKey[] {
    if (knownDeviceId !== undefined)
      return [{ key: `${this.prefix}:device:${knownDeviceId}`, rule: this.rules.login }];
    return [
      { key: `${this.prefix}:ip:${normalizeIP(ip)}`, rule: this.rules.login },
      { key: this.accountKey(email), rule: this.rules.loginAccount },
    ];
  }
}

/**
 * The applicant's status page: checking, withdrawing and asking for erasure each name a reference and
 * a contact, so each is a guess of the same secret. They share one count (the `publicWrites` rule,
 * `RATE_LIMIT_PUBLIC` per 15 minutes) per address and one per reference, counted before the lookup:
 * a guesser can neither spread guesses over the three operations nor over many addresses.
 */
export class StatusPageLimits {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly rule: RateLimitRule,
  ) {}

  /** Counts one attempt; answers the 429 to throw when the address or the reference is at its limit. */
  async take(attempt: { ip: string; reference: string }): Promise<ApiErrorLike | undefined> {
    if (this.rule.max <= 0) return undefined;
    const taken = await this.counter.take([
      { key: `status:ip:${normalizeIP(attempt.ip)}`, rule: this.rule },
      { key: `status:reference:${attempt.reference.trim().toUpperCase()}`, rule: this.rule },
    ]);
    if (taken.allowed) return undefined;
    return tooManyRequests(
      message('tooManyRequests', { tryAgain: tryAgainIn(taken.waitMs) }),
      secondsOf(taken.waitMs),
    );
  }
}

type ApiErrorLike = ReturnType<typeof tooManyRequests>;

/** Each server's status-page limits (set by the rate-limits plugin, read by the status page's routes). */
export const statusPageLimits = new WeakMap<FastifyInstance, StatusPageLimits>();
