import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/**
 * Work a request hands off to run once its answer has been sent, so that the answer's timing does not
 * tell what the work was (forgot-password answers a staff address as fast as any other). A failure is
 * logged, never answered. The server's close waits for the work still running (lifecycle plugin), and
 * `settled()` lets a test wait for it.
 */
export class AfterResponseTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Runs `task` after `reply` has been sent (or its connection closed); `what` names it in the log. */
  run(reply: FastifyReply, what: string, task: () => Promise<void>): void {
    const raw = reply.raw;
    // On the event loop's next turn after the answer is written, so that nothing the answer's sender
    // does at once (a client's callback, the next request) waits for the work, even on SQLite, whose
    // queries run synchronously.
    const sent = new Promise<void>((resolve) => {
      const later = () => setImmediate(resolve);
      if (raw.writableFinished || raw.destroyed) return later();
      raw.once('finish', later);
      raw.once('close', later);
    });
    const log = reply.log ?? this.log;
    const running = sent
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed after the answer was sent.`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves when no handed-off work is left, including work handed off while waiting. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
