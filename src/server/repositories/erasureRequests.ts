import type { Kysely } from 'kysely';
import { eraseCandidate, type ErasureCounts } from './applications';
import { lockedRecord } from './files';
import { timestampText } from '../db/time';
import { withTransaction } from '../db/transactions';
import type { Database, ErasureChannel, Language } from '../db/types';

/** How the application's history names an erasure request (the request itself, not its outcome). */
export const ERASURE_REQUEST_SIGNATURES: Record<ErasureChannel, string> = {
  email: 'The applicant asked for erasure (status page; link e-mailed)',
  staff: 'The applicant asked for erasure (status page; for an Administrator)',
};

/** The most handled requests the staff screen lists after the pending ones. */
const HANDLED_LISTED = 50;

/**
 * Records an applicant's erasure request and its entry in the application's history (the status
 * stays as it is). A `staff` request is made once: while one is pending, asking again adds nothing.
 * Answers whether a new request was recorded.
 */
export async function recordErasureRequest(
  db: Kysely<Database>,
  request: {
    applicationId: number;
    reference: string;
    channel: ErasureChannel;
    language: Language;
    tokenHash?: string;
    expiresAt?: Date;
  },
  now: Date = new Date(),
): Promise<boolean> {
  return withTransaction(db, (trx) => recordRequest(trx, request, now));
}

async function recordRequest(
  db: Kysely<Database>,
  request: Parameters<typeof recordErasureRequest>[1],
  now: Date,
): Promise<boolean> {
  // The application is locked first (as status changes lock it), so two requests at once make one.
  const application = await lockedRecord(
    db,
    db
      .selectFrom('applications')
      .select(['id', 'status', 'created_at'])
      .where('id', '=', request.applicationId),
  ).executeTakeFirst();
  if (!application) return false;
  if (request.channel === 'staff') {
    const pending = await db
      .selectFrom('erasure_requests')
      .select('id')
      .where('application_id', '=', request.applicationId)
      .where('channel', '=', 'staff')
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) return false;
  }
  const createdAt = timestampText(now);
  await db
    .insertInto('erasure_requests')
    .values({
      application_id: request.applicationId,
      reference: request.reference,
      channel: request.channel,
      language: request.language,
      token_hash: request.tokenHash ?? null,
      expires_at: request.expiresAt ? timestampText(request.expiresAt) : null,
      created_at: createdAt,
    })
    .execute();
  await db
    .insertInto('application_events')
    .values({
      application_id: request.applicationId,
      from_status: application.status,
      to_status: application.status,
      changed_by: ERASURE_REQUEST_SIGNATURES[request.channel],
      created_at: createdAt,
      application_created_at: application.created_at,
    })
    .execute();
  return true;
}

export type LinkErasureOutcome =
  { outcome: 'invalid' } | { outcome: 'expired' } | { outcome: 'erased'; counts: ErasureCounts };

/**
 * Erases with a mailed link, in one transaction: the link is used up (whatever else fails, it cannot
 * be used twice) and the candidate of its application erased as staff erasure does (its e-mail address
 * and phone number). An unknown or used link, and one whose application is already gone, is invalid.
 */
export async function eraseWithLink(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date = new Date(),
): Promise<LinkErasureOutcome> {
  return withTransaction(db, async (trx) => {
    const request = await lockedRecord(
      trx,
      trx
        .selectFrom('erasure_requests')
        .select(['id', 'application_id', 'status', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .where('channel', '=', 'email'),
    ).executeTakeFirst();
    if (!request || request.status !== 'pending' || request.application_id === null)
      return { outcome: 'invalid' };
    if (!request.expires_at || request.expires_at <= timestampText(now)) return { outcome: 'expired' };
    const counts = await eraseApplicationOf(trx, request.application_id);
    await trx
      .updateTable('erasure_requests')
      .set({ status: 'erased', resolved_at: timestampText(now), resolved_by: 'The applicant (e-mail link)' })
      .where('id', '=', request.id)
      .execute();
    return { outcome: 'erased', counts };
  });
}

/** Erases the candidate of one application (its e-mail address and phone number), as staff erasure does. */
async function eraseApplicationOf(db: Kysely<Database>, applicationId: number): Promise<ErasureCounts> {
  const application = await db
    .selectFrom('applications')
    .select(['email', 'phone'])
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  // Requests of the candidate's other applications keep their outcome once those are gone too.
  return eraseCandidate(db, { email: application.email, phone: application.phone });
}

export type StaffErasureOutcome =
  | { outcome: 'missing' }
  | { outcome: 'erased'; reference: string; counts: ErasureCounts }
  | { outcome: 'dismissed'; reference: string };

/** An Administrator erases the candidate of a pending request, or dismisses it; in one transaction. */
export async function resolveErasureRequest(
  db: Kysely<Database>,
  id: number,
  decision: 'erase' | 'dismiss',
  staffName: string,
  now: Date = new Date(),
): Promise<StaffErasureOutcome> {
  return withTransaction(db, async (trx) => {
    const request = await lockedRecord(
      trx,
      trx
        .selectFrom('erasure_requests')
        .select(['id', 'application_id', 'reference', 'status'])
        .where('id', '=', id)
        .where('channel', '=', 'staff'),
    ).executeTakeFirst();
    if (!request || request.status !== 'pending') return { outcome: 'missing' };
    const resolved = { resolved_at: timestampText(now), resolved_by: staffName };
    if (decision === 'dismiss') {
      await trx
        .updateTable('erasure_requests')
        .set({ status: 'dismissed', ...resolved })
        .where('id', '=', id)
        .execute();
      return { outcome: 'dismissed', reference: request.reference };
    }
    // An application erased meanwhile (retention, another erasure) leaves nothing to erase.
    const counts =
      request.application_id === null
        ? { applications: 0, messages: 0, enquiries: 0, subscribers: 0 }
        : await eraseApplicationOf(trx, request.application_id);
    await trx
      .updateTable('erasure_requests')
      .set({ status: 'erased', ...resolved })
      .where('id', '=', id)
      .execute();
    return { outcome: 'erased', reference: request.reference, counts };
  });
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
