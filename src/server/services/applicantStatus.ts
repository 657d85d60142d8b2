import type { Kysely } from 'kysely';
import { isContactOf, isDeliverableAddress, MIN_APPLICANT_PHONE_DIGITS } from '../../domain/candidates';
import { OPEN_APPLICATION_STATUSES } from '../../domain/applicationStatuses';
import { withTransaction } from '../db/transactions';
import type { ApplicationStatus, Database, Language } from '../db/types';
import { findApplicationByReference, latestStatusChangeAt } from '../repositories/applicationStatus';
import { newSessionToken, sessionTokenHash } from './auth';
import { ERASURE_LINK_TTL_MS, erasureLinkMail } from './erasureMail';
import { recordErasureRequest } from './erasureRequests';
import { enqueueMail } from './outbox';
import { changeStatus, type StatusChange, type StatusChangeOutcome } from './statusChange';

/** The use cases of the public status page: finding one's application, withdrawing it, asking for erasure. */

/** The statuses from which an applicant may still withdraw: the application is open. */
export const WITHDRAWABLE_STATUSES = OPEN_APPLICATION_STATUSES;

/** How the history names a change the applicant made on the status page. */
export const APPLICANT_SIGNATURE = 'The applicant (status page)';

/** How the history names a withdrawal the job seeker made from their own account (`/my-applications`). */
export const ACCOUNT_SIGNATURE = 'The applicant (own account)';

/** What the status page shows of an application (the contract's `ApplicationStatusAnswer`). */
export interface ApplicationStatusAnswer {
  reference: string;
  job_title: string;
  job_title_gu: string | null;
  job_title_hi: string | null;
  status: ApplicationStatus;
  status_date: string;
  can_withdraw: boolean;
}

/**
 * The application with this reference whose applicant gave this e-mail or phone, with the date of its
 * current status; undefined for an unknown reference and for a contact that is not the applicant's alike.
 */
export async function findApplicantApplication(
  db: Kysely<Database>,
  query: { reference: string; contact: string },
) {
  const reference = query.reference.trim().toUpperCase();
  const row = await findApplicationByReference(db, reference);
  if (!row || !isContactOf(query.contact, row, MIN_APPLICANT_PHONE_DIGITS)) return undefined;
  const answer: ApplicationStatusAnswer = {
    reference,
    job_title: row.job_title,
    job_title_gu: row.job_title_gu,
    job_title_hi: row.job_title_hi,
    status: row.status,
    status_date: (await latestStatusChangeAt(db, row.id)) ?? row.created_at,
    can_withdraw: WITHDRAWABLE_STATUSES.includes(row.status),
  };
  const applicant = {
    reference,
    email: row.email,
    name: row.name,
    language: row.language,
  };
  return { id: row.id, answer, applicant };
}

/**
 * The applicant withdraws their application. Whether it may still be withdrawn is checked again under
 * the lock status changes take: a staff change made meanwhile stands (`refused`).
 */
export async function withdrawApplication(
  db: Kysely<Database>,
  id: number,
  messageFor: StatusChange['messageFor'],
  changedBy: string = APPLICANT_SIGNATURE,
): Promise<StatusChangeOutcome> {
  return changeStatus(db, {
    ids: [id],
    status: 'Withdrawn',
    changedBy,
    onlyFrom: WITHDRAWABLE_STATUSES,
    messageFor,
  });
}

/**
 * The applicant asks for their data to be erased. With an address mail can reach, the request is
 * confirmed by a link e-mailed to it (the token travels only in the e-mail; its hash is stored), else
 * it waits for an Administrator. Answers which of the two it is.
 */
export async function requestErasure(
  db: Kysely<Database>,
  application: {
    id: number;
    applicant: { reference: string; email: string; name: string; language: Language };
  },
  context: { origin: string; now: Date },
): Promise<'email' | 'staff'> {
  const { id, applicant } = application;
  const { now } = context;
  if (isDeliverableAddress(applicant.email)) {
    const token = newSessionToken();
    await withTransaction(db, async (trx) => {
      const recorded = await recordErasureRequest(
        trx,
        {
          applicationId: id,
          reference: applicant.reference,
          channel: 'email',
          language: applicant.language,
          tokenHash: sessionTokenHash(token),
          expiresAt: new Date(now.getTime() + ERASURE_LINK_TTL_MS),
        },
        now,
      );
      if (recorded)
        await enqueueMail(trx, [erasureLinkMail({ applicationId: id, ...applicant }, context.origin, token)]);
    });
    return 'email';
  }
  await recordErasureRequest(
    db,
    { applicationId: id, reference: applicant.reference, channel: 'staff', language: applicant.language },
    now,
  );
  return 'staff';
}
