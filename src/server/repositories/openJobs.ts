import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/types';

/**
 * "Open on day D" in SQL, written once for every query that lists open jobs (the public lists and search,
 * the job-alert digest, the dashboard's jobs to watch): not filled, and no closing date or one not before
 * `day`, the `YYYY-MM-DD` day in India. The same rule as `isJobClosedOn` of src/domain/jobClosing.ts, which
 * judges a job already read; test/server/openJobs.test.ts holds the two equal on both databases.
 */
export const openOn = (day: string) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.and([
    eb('jobs.filled', '=', 0),
    eb.or([eb('jobs.valid_through', 'is', null), eb('jobs.valid_through', '>=', day)]),
  ]);
