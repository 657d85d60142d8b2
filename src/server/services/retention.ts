import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { eraseApplicationsBefore } from '../repositories/candidateRecords';
import { pruneCandidateSignIns } from '../repositories/candidateAccounts';
import { claimScheduledRun } from '../repositories/scheduledRuns';
import { appendAudit, pruneAuditBefore } from '../repositories/audit';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '../config';
import type { Database } from '../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_JOB = 'retention';

/**
 * Erases what is older than the retention period, removes audit entries older than the audit retention
 * period and job seekers' codes and sessions that ended over a day ago, records the run in the audit trail and logs the counts (never personal data).
 */
export async function eraseExpired(
  db: Kysely<Database>,
  retentionDays: number,
  log: FastifyBaseLogger,
  now: number = Date.now(),
  auditRetentionDays: number = DEFAULT_AUDIT_RETENTION_DAYS,
) {
  const counts = await eraseApplicationsBefore(db, new Date(now - retentionDays * DAY_MS));
  const auditEntries = await pruneAuditBefore(db, new Date(now - auditRetentionDays * DAY_MS));
  // Job seekers' sign-in codes and sessions that ended more than a day ago.
  await pruneCandidateSignIns(db, new Date(now - DAY_MS));
  await appendAudit(db, { staffId: null, staffName: '', address: '' }, [
    {
      action: 'retention-run',
      resource: 'application',
      summary: `applications: ${counts.applications}, messages: ${counts.messages}, audit entries: ${auditEntries}`,
    },
  ]);
  log.info(
    { retentionDays, erasedApplications: counts.applications, erasedMessages: counts.messages, auditEntries },
    'retention: erased expired records',
  );
  return counts;
}

export interface RetentionPeriods {
  retentionDays: number;
  auditRetentionDays?: number;
}

/**
 * Runs the retention erasure once a day across all processes: the daily scheduler (services/scheduler.ts) asks
 * every hour, and only the one that claims the day's run erases.
 */
export class DailyRetention {
  readonly name = RETENTION_JOB;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly periods: RetentionPeriods,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Erases when today's run is not yet claimed; answers whether this call ran it. */
  async runIfDue(now: number = Date.now()): Promise<boolean> {
    if (!(await claimScheduledRun(this.db, RETENTION_JOB, DAY_MS - 60_000, now))) return false;
    const { retentionDays, auditRetentionDays } = this.periods;
    await eraseExpired(this.db, retentionDays, this.log, now, auditRetentionDays);
    return true;
  }
}
