/** A new application: the job it is for, its reference number, the duplicate check and its row. */
import { sql, type Insertable, type Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import { isPostgres } from './files';
import { timestampText } from '../db/time';
import { STATUS_BITS } from './reachedStatuses';
import type { ApplicationStatus, ApplicationsTable, Database } from '../db/types';

/** The job an application is for, as the application copies it; held (key share) on PostgreSQL so a job deleted meanwhile waits. */
export async function findJobToApplyFor(db: Kysely<Database>, jobId: number) {
  const jobQuery = db
    .selectFrom('jobs')
    .select([
      'id',
      'title',
      'title_gu',
      'title_hi',
      'category',
      'career_level',
      'experience',
      'filled',
      'valid_through',
    ])
    .where('id', '=', jobId);
  return (isPostgres(db) ? jobQuery.forKeyShare() : jobQuery).executeTakeFirst();
}

/** Takes the next number of the year's reference counter; the counter row's lock keeps concurrent applications apart. */
export async function takeReferenceNumber(db: Kysely<Database>, year: number): Promise<number> {
  const counter = await db
    .insertInto('reference_counters')
    .values({ year, last_value: 1 })
    .onConflict((conflict) =>
      conflict.column('year').doUpdateSet({ last_value: sql<number>`reference_counters.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return Number(counter.last_value);
}

/** A 64-bit advisory-lock key for a name. */
function advisoryKey(name: string): bigint {
  return createHash('sha256').update(name, 'utf8').digest().readBigInt64BE(0);
}

/**
 * On PostgreSQL, takes until the transaction ends a lock on each candidate key (normalised e-mail,
 * normalised phone) for this job, in key order so two transactions never wait on each other crosswise.
 * SQLite runs one writing transaction at a time, which serialises already.
 */
export async function lockCandidateKeys(
  db: Kysely<Database>,
  jobId: number,
  keys: { email: string; phone: string },
): Promise<void> {
  if (!isPostgres(db)) return;
  const names = [
    ...(keys.email ? [`application:${jobId}:email:${keys.email}`] : []),
    ...(keys.phone ? [`application:${jobId}:phone:${keys.phone}`] : []),
  ];
  const locks = [...new Set(names.map(advisoryKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of locks) await sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`.execute(db);
}

/** Whether the candidate (either key) applied to this job at or after `since`. */
export async function hasAppliedSince(
  db: Kysely<Database>,
  query: { jobId: number; email: string; phone: string; since: Date },
): Promise<boolean> {
  const { email, phone } = query;
  const recent = await db
    .selectFrom('applications')
    .select('id')
    .where('job_id', '=', query.jobId)
    .where('created_at', '>=', timestampText(query.since))
    .where((eb) =>
      eb.or([
        ...(email ? [eb('email_key', '=', email)] : []),
        ...(phone ? [eb('phone_key', '=', phone)] : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return recent !== undefined;
}

export type NewApplicationRow = Omit<Insertable<ApplicationsTable>, 'id' | 'reached_statuses' | 'status'> & {
  status: ApplicationStatus;
};

/** Stores an application (its `reached_statuses` from its status) and answers its id. */
export async function insertApplication(db: Kysely<Database>, row: NewApplicationRow): Promise<number> {
  const { id } = await db
    .insertInto('applications')
    .values({ ...row, reached_statuses: STATUS_BITS[row.status] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
