import type { Kysely } from 'kysely';
import { PIPELINE_STATUSES, type DashboardRange } from './dashboard';
import type { Database } from '../db/types';

export type RecruiterFigures = Awaited<ReturnType<typeof applicationsPerOwner>>[number];

/**
 * Per staff member who owns a job now: the range's applications to their jobs (the ones they handle),
 * how many of those are still in the pipeline and how many are placed (current status, as per job).
 * One GROUP BY over the owner index and the applications' job index; owners without an application in
 * the range are listed with zeros. A disabled person keeps their name.
 */
export async function applicationsPerOwner(db: Kysely<Database>, range: DashboardRange) {
  const rows = await db
    .selectFrom('users as owner')
    .innerJoin('jobs as job', 'job.owner_id', 'owner.id')
    .leftJoin('applications as application', (join) =>
      join
        .onRef('application.job_id', '=', 'job.id')
        .on('application.created_at', '>=', range.start)
        .on('application.created_at', '<', range.end),
    )
    .select((eb) => [
      'owner.id as id',
      'owner.name as name',
      eb.fn.count<number | string>('application.id').as('applications'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when('application.status', 'in', [...PIPELINE_STATUSES])
            .then(1)
            .else(0)
            .end(),
        )
        .as('in_pipeline'),
      eb.fn
        .sum<number | string | null>(
          eb.case().when('application.status', '=', 'Placed').then(1).else(0).end(),
        )
        .as('placed'),
    ])
    .groupBy(['owner.id', 'owner.name'])
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      /** The range's applications to the jobs this person owns now. */
      applications: Number(row.applications),
      in_pipeline: Number(row.in_pipeline ?? 0),
      placed: Number(row.placed ?? 0),
    }))
    .sort((a, b) => b.applications - a.applications || a.name.localeCompare(b.name) || a.id - b.id);
}
