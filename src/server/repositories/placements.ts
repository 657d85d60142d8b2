import type { InferResult, Kysely, Selectable } from 'kysely';
import { timestampText } from '../db/time';
import type { Database, PlacementsTable } from '../db/types';

/** A placement's fields as the route has checked and computed them (the table's, but its id, leaving and times). */
export type PlacementFields = Omit<
  Selectable<PlacementsTable>,
  'id' | 'left_date' | 'left_reason' | 'created_at' | 'updated_at'
>;

/** A placement as staff see it: with its client, job and candidate, and the placement that replaces it. */
export type PlacementRow = InferResult<ReturnType<typeof placementQuery>>[number];

export type PlacementFilter = Partial<
  Pick<Selectable<PlacementsTable>, 'client_id' | 'application_id' | 'job_id'>
>;

/** The requirement an application was made to: its job's client and terms (client_id null: not one). */
export async function requirementOfApplication(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .select([
      'applications.id as application_id',
      'applications.status',
      'jobs.id as job_id',
      'jobs.client_id',
      'jobs.fee_type',
      'jobs.fee_percent_bp',
      'jobs.fee_amount_paise',
      'jobs.guarantee_days',
    ])
    .where('applications.id', '=', applicationId)
    .executeTakeFirst();
}

function placementQuery(db: Kysely<Database>) {
  return db
    .selectFrom('placements')
    .innerJoin('clients', 'clients.id', 'placements.client_id')
    .innerJoin('jobs', 'jobs.id', 'placements.job_id')
    .innerJoin('applications', 'applications.id', 'placements.application_id')
    .leftJoin('placements as replacement', 'replacement.replaces_placement_id', 'placements.id')
    .select([
      'placements.id',
      'placements.application_id',
      'placements.job_id',
      'placements.client_id',
      'placements.joining_date',
      'placements.fee_type',
      'placements.ctc_paise',
      'placements.monthly_rate_paise',
      'placements.computed_fee_paise',
      'placements.fee_paise',
      'placements.fee_reason',
      'placements.guarantee_end_date',
      'placements.left_date',
      'placements.left_reason',
      'placements.replaces_placement_id',
      'placements.created_at',
      'placements.updated_at',
      'clients.name as client_name',
      'jobs.title as job_title',
      'applications.name as candidate_name',
      // The placement that replaces this one (its candidate left), or null.
      'replacement.id as replaced_by',
      // An issued invoice bills it (1/0 on SQLite, a boolean on PostgreSQL).
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('invoices')
              .select('invoices.id')
              .whereRef('invoices.placement_id', '=', 'placements.id')
              .where('invoices.kind', '=', 'invoice')
              .where('invoices.status', '=', 'issued'),
          )
          .as('invoiced'),
    ]);
}

/** Placements, newest joining first, filtered by client, job or application. */
export async function listPlacements(
  db: Kysely<Database>,
  filter: PlacementFilter = {},
): Promise<PlacementRow[]> {
  let query = placementQuery(db);
  if (filter.client_id !== undefined) query = query.where('placements.client_id', '=', filter.client_id);
  if (filter.job_id !== undefined) query = query.where('placements.job_id', '=', filter.job_id);
  if (filter.application_id !== undefined)
    query = query.where('placements.application_id', '=', filter.application_id);
  return query.orderBy('placements.joining_date', 'desc').orderBy('placements.id', 'desc').execute();
}

export async function findPlacement(db: Kysely<Database>, id: number): Promise<PlacementRow | undefined> {
  return placementQuery(db).where('placements.id', '=', id).executeTakeFirst();
}

/** Records a placement and answers its id. */
export async function insertPlacement(db: Kysely<Database>, fields: PlacementFields): Promise<number> {
  const now = timestampText();
  const row = await db
    .insertInto('placements')
    .values({ ...fields, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets the agreed fee and its reason; false when there is no such placement. */
export async function setPlacementFee(
  db: Kysely<Database>,
  id: number,
  fee: { fee_paise: number; fee_reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('placements')
    .set({ ...fee, updated_at: timestampText() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks a placement's candidate as left; false when there is no such placement. */
export async function setPlacementLeft(
  db: Kysely<Database>,
  id: number,
  left: { left_date: string; left_reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('placements')
    .set({ ...left, updated_at: timestampText() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Removes the placements of applications that left Placed (the pipeline allows moving back): answers the
 * ids removed. A placement that replaced another is removed too, so the one it replaced is due again.
 */
export async function removePlacementsOf(db: Kysely<Database>, applicationIds: number[]): Promise<number[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .selectFrom('placements')
    .select('id')
    .where('application_id', 'in', applicationIds)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  await db.deleteFrom('placements').where('id', 'in', ids).execute();
  return ids;
}
