import type { Kysely } from 'kysely';
import { emailKey, phoneKey } from '../../domain/candidates';
import { withTransaction } from '../db/transactions';
import type { Database } from '../db/types';
import {
  applicationsOfCandidate,
  countHistoryAndNotes,
  countMessagesAbout,
  countSubscriptionsOf,
  deleteEnquiries,
  deleteSubscriptionsOf,
  listEnquiryContacts,
} from '../repositories/candidateRecords';
import { deleteApplicationsWithFiles } from '../repositories/applications';
import { deleteMailTo } from '../repositories/outbox';
import { deleteCandidateSignIns } from '../repositories/candidateAccounts';
import { deleteProfilesOf } from '../repositories/candidateProfiles';

/** The use case "erase a candidate": who the candidate is (domain/candidates.ts) and what goes with them. */

export interface ErasureCounts {
  applications: number;
  messages: number;
  enquiries: number;
  subscribers: number;
}

export interface ErasurePreview extends ErasureCounts {
  files: number;
  history: number;
  notes: number;
}

/**
 * The candidate of a contact: their applications (same normalised e-mail or phone), every address
 * they used (lower-case), and the enquiries sent from one of those addresses or the same phone.
 */
async function candidateOf(db: Kysely<Database>, contact: { email: string; phone: string }) {
  const email = emailKey(contact.email);
  const phone = phoneKey(contact.phone);
  const applications = await applicationsOfCandidate(db, { email, phone });
  const addresses = [...new Set([email, ...applications.map((row) => row.email_key)].filter(Boolean))];
  const enquiryIds = (await listEnquiryContacts(db))
    .filter(
      (row) => addresses.includes(emailKey(row.email)) || (phone !== '' && phoneKey(row.phone) === phone),
    )
    .map((row) => row.id);
  return { applications, addresses, enquiryIds };
}

/**
 * Erases every record of one candidate, found by e-mail (any case) and/or phone (normalised):
 * their applications with history, notes, resumes and messages, the messages sent to their
 * addresses, and their enquiries and newsletter subscriptions.
 */
export async function eraseCandidate(
  db: Kysely<Database>,
  contact: { email: string; phone: string },
): Promise<ErasureCounts> {
  return withTransaction(db, async (trx) => {
    const { applications, addresses, enquiryIds } = await candidateOf(trx, contact);
    const applicationIds = applications.map((row) => row.id);
    const linkedMessages = await countMessagesAbout(trx, { applicationIds });
    const erasedApplications = await deleteApplicationsWithFiles(trx, applicationIds);
    const enquiryMessages = await countMessagesAbout(trx, { enquiryIds });
    const enquiries = await deleteEnquiries(trx, enquiryIds);
    let addressedMessages = 0;
    let subscribers = 0;
    for (const address of addresses) {
      addressedMessages += await deleteMailTo(trx, address);
      subscribers += await deleteSubscriptionsOf(trx, address);
    }
    // Their own sign-ins (job seekers' accounts) end with them.
    const phones = [...new Set([phoneKey(contact.phone), ...applications.map((row) => row.phone_key)])];
    const contacts = [
      ...addresses.map((address) => `email:${address}`),
      ...phones.filter(Boolean).map((phone) => `phone:${phone}`),
    ];
    await deleteCandidateSignIns(trx, contacts);
    // And the profile they kept, with its stored resume (unless an application still holds the file).
    await deleteProfilesOf(trx, contacts);
    return {
      applications: erasedApplications,
      messages: linkedMessages + enquiryMessages + addressedMessages,
      enquiries,
      subscribers,
    };
  });
}

/**
 * What `eraseCandidate` would erase for this contact now, counted without changing anything: the
 * candidate's applications with their resumes, history entries and notes, the outbox messages about
 * them, about their enquiries or addressed to them, their enquiries and their subscriptions.
 */
export async function previewCandidateErasure(
  db: Kysely<Database>,
  contact: { email: string; phone: string },
): Promise<ErasurePreview> {
  const { applications, addresses, enquiryIds } = await candidateOf(db, contact);
  const applicationIds = applications.map((row) => row.id);
  const [{ history, notes }, messages, subscribers] = await Promise.all([
    countHistoryAndNotes(db, applicationIds),
    countMessagesAbout(db, { applicationIds, enquiryIds, addresses }),
    countSubscriptionsOf(db, addresses),
  ]);
  return {
    applications: applications.length,
    files: new Set(applications.map((row) => row.resume).filter((resume) => resume)).size,
    history,
    notes,
    messages,
    enquiries: enquiryIds.length,
    subscribers,
  };
}
