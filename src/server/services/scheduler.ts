import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';

/** A job run at most once a day across all processes; `runIfDue` claims the day's run (scheduled_runs). */
export interface DailyJob {
  name: string;
  runIfDue(now?: number): Promise<unknown>;
}

/** Every process checks each job at this minute of every hour; only the one that claims the day runs it. */
export const DAILY_JOB_CHECK = '7 * * * *';
const FIRST_CHECK_MS = 60_000;

/**
 * The one timer of the daily jobs (retention, job-alert digest, backup): croner fires the hourly check,
 * and a first check runs a minute after start, so a new or restarted site does not wait an hour. Each
 * job's own claim (`claimScheduledRun`) makes it run once a day whatever the number of processes. Checks
 * never overlap; `stop` waits for a running check.
 */
export class DailyScheduler {
  private cron: Cron | undefined;
  private first: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly jobs: DailyJob[],
    private readonly log: FastifyBaseLogger,
  ) {}

  start(firstCheckMs = FIRST_CHECK_MS): void {
    this.stopped = false;
    this.cron = new Cron(DAILY_JOB_CHECK, { protect: true, unref: true }, () => this.check());
    this.first = setTimeout(() => void this.check(), firstCheckMs);
    this.first.unref();
  }

  /** Runs every job that is due, one after the other (a failing job is logged and the others still run). */
  check(now?: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) return this.running;
    this.running = (async () => {
      for (const job of this.jobs) {
        if (this.stopped) break;
        try {
          await job.runIfDue(now);
        } catch (error) {
          this.log.error({ err: error, job: job.name }, 'daily job failed');
        }
      }
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.cron?.stop();
    if (this.first) clearTimeout(this.first);
    await this.running;
  }
}
