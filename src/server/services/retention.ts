import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { eraseApplicationsBefore } from '../db/applications';
import { claimScheduledRun } from '../db/scheduledRuns';
import type { Database } from '../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_JOB = 'retention';

/** Erases what is older than the retention period and logs the counts (never personal data). */
export async function eraseExpired(
  db: Kysely<Database>,
  retentionDays: number,
  log: FastifyBaseLogger,
  now: number = Date.now(),
) {
  const counts = await eraseApplicationsBefore(db, new Date(now - retentionDays * DAY_MS));
  log.info(
    { retentionDays, erasedApplications: counts.applications, erasedMessages: counts.messages },
    'retention: erased expired records',
  );
  return counts;
}

/**
 * Runs the retention erasure once a day across all processes: the daily scheduler (services/scheduler.ts) asks
 * every hour, and only the one that claims the day's run erases.
 */
export class DailyRetention {
  readonly name = RETENTION_JOB;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly retentionDays: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Erases when today's run is not yet claimed; answers whether this call ran it. */
  async runIfDue(now: number = Date.now()): Promise<boolean> {
    if (!(await claimScheduledRun(this.db, RETENTION_JOB, DAY_MS - 60_000, now))) return false;
    await eraseExpired(this.db, this.retentionDays, this.log, now);
    return true;
  }
}
