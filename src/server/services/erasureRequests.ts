import type { Kysely } from 'kysely';
import { timestampText } from '../db/time';
import { withTransaction } from '../db/transactions';
import type { Database, ErasureChannel, Language } from '../db/types';
import { insertHistoryEntry } from '../repositories/applicationHistory';
import {
  applicationContact,
  hasPendingStaffRequest,
  insertErasureRequest,
  lockApplicationForRequest,
  lockLinkRequest,
  lockStaffRequest,
  resolveRequest,
} from '../repositories/erasureRequests';
import { eraseCandidate, type ErasureCounts } from './candidateErasure';

/** The use cases of an applicant's erasure request: asking, erasing with the mailed link, an Administrator's decision. */

/** How the application's history names an erasure request (the request itself, not its outcome). */
export const ERASURE_REQUEST_SIGNATURES: Record<ErasureChannel, string> = {
  email: 'The applicant asked for erasure (status page; link e-mailed)',
  staff: 'The applicant asked for erasure (status page; for an Administrator)',
};

/** How the history names an erasure request sent from the job seeker's own account (a `staff` request). */
export const ACCOUNT_ERASURE_SIGNATURE =
  'The applicant asked for erasure (own account; for an Administrator)';

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
    /** How the history names the request; the channel's signature when absent. */
    signature?: string;
  },
  now: Date = new Date(),
): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    const application = await lockApplicationForRequest(trx, request.applicationId);
    if (!application) return false;
    if (request.channel === 'staff' && (await hasPendingStaffRequest(trx, request.applicationId)))
      return false;
    const createdAt = timestampText(now);
    await insertErasureRequest(trx, {
      application_id: request.applicationId,
      reference: request.reference,
      channel: request.channel,
      language: request.language,
      token_hash: request.tokenHash ?? null,
      expires_at: request.expiresAt ? timestampText(request.expiresAt) : null,
      created_at: createdAt,
    });
    await insertHistoryEntry(trx, {
      application_id: request.applicationId,
      from_status: application.status,
      to_status: application.status,
      changed_by: request.signature ?? ERASURE_REQUEST_SIGNATURES[request.channel],
      created_at: createdAt,
      application_created_at: application.created_at,
    });
    return true;
  });
}

/** Erases the candidate of one application (its e-mail address and phone number), as staff erasure does. */
async function eraseApplicationOf(db: Kysely<Database>, applicationId: number): Promise<ErasureCounts> {
  // Requests of the candidate's other applications keep their outcome once those are gone too.
  return eraseCandidate(db, await applicationContact(db, applicationId));
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
    const request = await lockLinkRequest(trx, tokenHash);
    if (!request || request.status !== 'pending' || request.application_id === null)
      return { outcome: 'invalid' };
    if (!request.expires_at || request.expires_at <= timestampText(now)) return { outcome: 'expired' };
    const counts = await eraseApplicationOf(trx, request.application_id);
    await resolveRequest(trx, request.id, {
      status: 'erased',
      resolved_at: timestampText(now),
      resolved_by: 'The applicant (e-mail link)',
    });
    return { outcome: 'erased', counts };
  });
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
    const request = await lockStaffRequest(trx, id);
    if (!request || request.status !== 'pending') return { outcome: 'missing' };
    const resolved = { resolved_at: timestampText(now), resolved_by: staffName };
    if (decision === 'dismiss') {
      await resolveRequest(trx, id, { status: 'dismissed', ...resolved });
      return { outcome: 'dismissed', reference: request.reference };
    }
    // An application erased meanwhile (retention, another erasure) leaves nothing to erase.
    const counts =
      request.application_id === null
        ? { applications: 0, messages: 0, enquiries: 0, subscribers: 0 }
        : await eraseApplicationOf(trx, request.application_id);
    await resolveRequest(trx, id, { status: 'erased', ...resolved });
    return { outcome: 'erased', reference: request.reference, counts };
  });
}
