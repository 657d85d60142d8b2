import type { Kysely } from 'kysely';
import { emailKey, phoneKey } from '../../domain/candidates';
import type { ApplicationStatus, Database } from '../db/types';

/** The statuses from which an applicant may still withdraw: the application is open. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = [
  'New',
  'Screening',
  'Interview',
  'Offered',
];

/** The least digits a phone number must have to identify an applicant (a shorter one matches nobody). */
const MIN_PHONE_DIGITS = 6;

/** What the status page shows of an application (the contract's `ApplicationStatusAnswer`). */
export interface ApplicationStatusAnswer {
  reference: string;
  job_title: string;
  status: ApplicationStatus;
  status_date: string;
  can_withdraw: boolean;
}

/**
 * Whether the contact a visitor typed is the applicant's: the same e-mail address (as candidates are
 * compared) when it has an `@`, else the same phone number.
 */
function sameContact(contact: string, application: { email: string; phone: string }): boolean {
  if (contact.includes('@')) {
    const key = emailKey(contact);
    return key !== '' && key === emailKey(application.email);
  }
  const key = phoneKey(contact);
  return key.length >= MIN_PHONE_DIGITS && key === phoneKey(application.phone);
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
  const row = await db
    .selectFrom('applications')
    .select(['id', 'reference', 'job_title', 'status', 'email', 'phone', 'name', 'language', 'created_at'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!row || !sameContact(query.contact, row)) return undefined;
  const latest = await db
    .selectFrom('application_events')
    .select('created_at')
    .where('application_id', '=', row.id)
    // An entry that kept the status (an erasure request) is not a change of it.
    .where((eb) => eb.or([eb('from_status', 'is', null), eb('from_status', '<>', eb.ref('to_status'))]))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const answer: ApplicationStatusAnswer = {
    reference,
    job_title: row.job_title,
    status: row.status,
    status_date: latest?.created_at ?? row.created_at,
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
