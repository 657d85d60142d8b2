import type { Kysely } from 'kysely';
import { agencyYear } from '../../domain/agencyTime';
import { emailKey, formatReference, phoneKey } from '../../domain/candidates';
import { isJobClosed } from '../../domain/jobClosing';
import { localizedTitle } from '../../domain/contentLanguage';
import { timestampText } from '../db/time';
import { withTransaction } from '../db/transactions';
import type { ApplicationChannel, ApplicationRow, Database, Language, ResumeSource } from '../db/types';
import {
  findJobToApplyFor,
  hasAppliedSince,
  insertApplication,
  lockCandidateKeys,
  takeReferenceNumber,
} from '../repositories/newApplications';
import { insertHistoryEntry } from '../repositories/applicationHistory';
import { saveFile, type AcceptedFile } from '../repositories/files';
import type { OutgoingMail } from '../repositories/outbox';
import { enqueueMail } from './outbox';

/** The use case "a candidate applies for a job": its rules (closed job, 24-hour duplicate, reference) and what it stores. */

export type ApplicantFields = Pick<
  ApplicationRow,
  'name' | 'email' | 'phone' | 'gender' | 'title' | 'message'
>;

/** How long a candidate waits before applying to the same job again. */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export type CreateOutcome =
  | { outcome: 'created'; id: number; reference: string; jobTitle: string }
  | { outcome: 'job-missing' }
  | { outcome: 'job-closed' }
  | { outcome: 'already-applied' };

export interface NewApplication {
  jobId: number;
  applicant: ApplicantFields;
  resume: AcceptedFile;
  /** Whether the resume is the form's file or the job seeker's stored one (copied in all the same). */
  resumeSource?: ResumeSource;
  consentVersion: string;
  /** Where the application came from (services/applicationChannel.ts). */
  channel: ApplicationChannel;
  /** When it arrives (the server's clock): judges the closing date, the 24-hour rule and the reference year. */
  now: Date;
  /** The language of the page the application was sent from. */
  language: Language;
  /**
   * The messages to store with the application, once its reference is known: `jobTitle` is the English
   * title the application records, `applicantJobTitle` the title in the applicant's language (staff's
   * translation, else the English one).
   */
  mails: (created: {
    id: number;
    reference: string;
    jobTitle: string;
    applicantJobTitle: string;
  }) => OutgoingMail[];
}

/**
 * Stores an application with a snapshot of the job as it is now, its reference, its arrival in the
 * history and its messages in the outbox, all in one transaction. Refuses an application to a missing
 * or closed job (domain/jobClosing.ts at `now`), and a second application of the same candidate (same
 * normalised e-mail or phone) to the same job within 24 hours. On PostgreSQL the candidate's keys are
 * locked for the job first, so a second application sent at the same time waits for the first to
 * commit and then sees it; SQLite runs one writing transaction at a time.
 */
export async function applyForJob(db: Kysely<Database>, input: NewApplication): Promise<CreateOutcome> {
  return withTransaction(db, async (trx) => {
    const job = await findJobToApplyFor(trx, input.jobId);
    if (!job) return { outcome: 'job-missing' };
    const { now } = input;
    if (isJobClosed(job, now)) return { outcome: 'job-closed' };
    const email = emailKey(input.applicant.email);
    const phone = phoneKey(input.applicant.phone);
    await lockCandidateKeys(trx, job.id, { email, phone });
    // Read after the lock: an application of the same candidate that committed meanwhile is seen.
    const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS);
    if (await hasAppliedSince(trx, { jobId: job.id, email, phone, since }))
      return { outcome: 'already-applied' };
    const resumePath = await saveFile(trx, input.resume);
    const year = agencyYear(now);
    const reference = formatReference(year, await takeReferenceNumber(trx, year));
    const createdAt = timestampText(now);
    const id = await insertApplication(trx, {
      ...input.applicant,
      job_id: job.id,
      job_title: job.title,
      category: job.category,
      career_level: job.career_level,
      experience: job.experience,
      resume: resumePath,
      resume_source: input.resumeSource ?? 'upload',
      created_at: createdAt,
      reference,
      status: 'New',
      email_key: email,
      phone_key: phone,
      consent_version: input.consentVersion,
      consent_at: createdAt,
      channel: input.channel,
      language: input.language,
    });
    await insertHistoryEntry(trx, {
      application_id: id,
      from_status: null,
      to_status: 'New',
      changed_by: null,
      created_at: createdAt,
      application_created_at: createdAt,
    });
    const applicantJobTitle = localizedTitle(job, input.language).text;
    await enqueueMail(
      trx,
      input.mails({ id, reference, jobTitle: job.title, applicantJobTitle }),
      now.getTime(),
    );
    return { outcome: 'created', id, reference, jobTitle: job.title };
  });
}
