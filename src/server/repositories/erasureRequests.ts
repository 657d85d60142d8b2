import type { Insertable, Kysely } from 'kysely';
import { lockedRecord } from './files';
import type { Database, ErasureRequestsTable, ErasureRequestStatus } from '../db/types';

/** The most handled requests the staff screen lists after the pending ones. */
const HANDLED_LISTED = 50;

/** The application a request is about, locked first (as status changes lock it), so two requests at once make one. */
export async function lockApplicationForRequest(db: Kysely<Database>, applicationId: number) {
  return lockedRecord(
    db,
    db.selectFrom('applications').select(['id', 'status', 'created_at']).where('id', '=', applicationId),
  ).executeTakeFirst();
}

/** Whether the application has a staff-confirmed request still pending. */
export async function hasPendingStaffRequest(db: Kysely<Database>, applicationId: number): Promise<boolean> {
  const pending = await db
    .selectFrom('erasure_requests')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('channel', '=', 'staff')
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return pending !== undefined;
}

export async function insertErasureRequest(
  db: Kysely<Database>,
  row: Omit<Insertable<ErasureRequestsTable>, 'id'>,
): Promise<void> {
  await db.insertInto('erasure_requests').values(row).execute();
}

/** The e-mailed request whose link has this token hash, locked until the transaction ends. */
export async function lockLinkRequest(db: Kysely<Database>, tokenHash: string) {
  return lockedRecord(
    db,
    db
      .selectFrom('erasure_requests')
      .select(['id', 'application_id', 'status', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .where('channel', '=', 'email'),
  ).executeTakeFirst();
}

/** A staff-confirmed request, locked until the transaction ends. */
export async function lockStaffRequest(db: Kysely<Database>, id: number) {
  return lockedRecord(
    db,
    db
      .selectFrom('erasure_requests')
      .select(['id', 'application_id', 'reference', 'status'])
      .where('id', '=', id)
      .where('channel', '=', 'staff'),
  ).executeTakeFirst();
}

/** Records a request's outcome. */
export async function resolveRequest(
  db: Kysely<Database>,
  id: number,
  outcome: { status: ErasureRequestStatus; resolved_at: string; resolved_by: string },
): Promise<void> {
  await db.updateTable('erasure_requests').set(outcome).where('id', '=', id).execute();
}

/** The contact (e-mail address and phone) an application was made with. */
export async function applicationContact(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('applications')
    .select(['email', 'phone'])
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
}

/** The staff-confirmed requests: pending ones (oldest first), then the latest handled ones. */
export async function listErasureRequests(db: Kysely<Database>) {
  const base = db
    .selectFrom('erasure_requests')
    .leftJoin('applications', 'applications.id', 'erasure_requests.application_id')
    .select([
      'erasure_requests.id',
      'erasure_requests.reference',
      'erasure_requests.status',
      'erasure_requests.created_at',
      'erasure_requests.resolved_at',
      'erasure_requests.resolved_by',
      'applications.id as application_id',
      'applications.name',
      'applications.phone',
      'applications.job_title',
      'applications.status as application_status',
      'applications.language',
    ])
    .where('erasure_requests.channel', '=', 'staff');
  const pending = await base
    .where('erasure_requests.status', '=', 'pending')
    .orderBy('erasure_requests.id')
    .execute();
  const handled = await base
    .where('erasure_requests.status', '<>', 'pending')
    .orderBy('erasure_requests.id', 'desc')
    .limit(HANDLED_LISTED)
    .execute();
  return [...pending, ...handled].map((row) => ({
    id: row.id,
    reference: row.reference,
    status: row.status,
    created_at: row.created_at,
    resolved_at: row.resolved_at,
    resolved_by: row.resolved_by,
    application:
      row.application_id === null || row.application_status === null
        ? null
        : {
            id: row.application_id,
            name: row.name ?? '',
            phone: row.phone ?? '',
            job_title: row.job_title ?? '',
            status: row.application_status,
            language: row.language ?? 'en',
          },
  }));
}
