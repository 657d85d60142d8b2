import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { openOn } from './openJobs';
import { STATUS_BITS } from './reachedStatuses';

export type ClientFiguresRow = Awaited<ReturnType<typeof clientFigures>>[number];

type ClientScope = ExpressionBuilder<Database, 'clients'>;

/**
 * Candidates shared with a client: the distinct applications on its shortlists (links sent to its
 * contacts, revoked or expired ones included: the client saw them).
 */
const candidatesShared = (eb: ClientScope) =>
  eb
    .selectFrom('shortlist_items')
    .innerJoin('shortlists', 'shortlists.id', 'shortlist_items.shortlist_id')
    .select((inner) => inner.fn.count<number>('shortlist_items.application_id').distinct().as('count'))
    .whereRef('shortlists.client_id', '=', 'clients.id');

/**
 * The dashboard's figures per client, all time, by name: requirements open on `today` (India), candidates
 * shared, applications that ever reached Interview (`reached_statuses`), placements and the sum of their
 * agreed fees in paise (a monthly rate counts one month).
 */
export async function clientFigures(db: Kysely<Database>, today: string) {
  const rows = await db
    .selectFrom('clients')
    .select((eb) => [
      'clients.id as client_id',
      'clients.name as client_name',
      eb
        .selectFrom('jobs')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('jobs.client_id', '=', 'clients.id')
        .where(openOn(today))
        .as('requirements_open'),
      candidatesShared(eb).as('candidates_shared'),
      eb
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('jobs.client_id', '=', 'clients.id')
        .where(sql<boolean>`(applications.reached_statuses & ${sql.lit(STATUS_BITS.Interview)}) <> 0`)
        .as('interviews'),
      eb
        .selectFrom('placements')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('placements.client_id', '=', 'clients.id')
        .as('placements'),
      eb
        .selectFrom('placements')
        .select((inner) =>
          inner.fn.coalesce(inner.fn.sum<number | string>('placements.fee_paise'), sql.lit(0)).as('sum'),
        )
        .whereRef('placements.client_id', '=', 'clients.id')
        .as('fees_paise'),
    ])
    .orderBy(sql`lower(clients.name)`)
    .orderBy('clients.id')
    .execute();
  return rows.map((row) => ({
    client_id: row.client_id,
    client_name: row.client_name,
    requirements_open: Number(row.requirements_open ?? 0),
    candidates_shared: Number(row.candidates_shared ?? 0),
    interviews: Number(row.interviews ?? 0),
    placements: Number(row.placements ?? 0),
    fees_paise: Number(row.fees_paise ?? 0),
  }));
}
