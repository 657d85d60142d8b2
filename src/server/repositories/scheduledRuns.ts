import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Claims today's run of a scheduled job: true for exactly one caller (of any process) once at least
 * `intervalMs` has passed since the last claimed run. A compare-and-set on the job's row.
 */
export async function claimScheduledRun(
  db: Kysely<Database>,
  name: string,
  intervalMs: number,
  now: number = Date.now(),
): Promise<boolean> {
  await db
    .insertInto('scheduled_runs')
    .values({ name, last_run_at: 0 })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('scheduled_runs')
    .set({ last_run_at: now })
    .where('name', '=', name)
    .where('last_run_at', '<=', now - intervalMs)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
