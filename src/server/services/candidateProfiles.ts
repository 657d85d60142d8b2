import type { Kysely } from 'kysely';
import { addYears, agencyDate } from '../../domain/agencyTime';
import { applyFormTexts } from '../../domain/applyFormTexts';
import { isCalendarDate } from '../../domain/placements';
import { withTransaction } from '../db/transactions';
import type { Database, Language } from '../db/types';
import { enumOf, maxLengthOf, megabytes, message } from '../openapi/catalogue';
import {
  findProfile,
  profileResumeFile,
  storeProfile,
  type ProfileFields,
} from '../repositories/candidateProfiles';
import type { AcceptedFile } from '../repositories/files';
import { contactId, type Contact } from './candidateAccounts';
import { candidateTextsFor } from './candidateTexts';
import { acceptResume, isUploadedFile, MAX_RESUME_BYTES } from './files';

/**
 * Job seekers' profiles (issue 42 item 3): what a signed-in job seeker keeps to fill the apply form. The
 * rules are the apply form's, read from the contract (the lengths of `ShortText` and `LongText`, the
 * `Gender` choices) and its resume check (`acceptResume`: a PDF within `ResumeFile`'s `x-max-bytes`); the
 * passport is only its status (`PassportStatus`: ECR, ECNR, none), never a number.
 */

const SHORT_MAX = maxLengthOf('ShortText');
const LONG_MAX = maxLengthOf('LongText');
const GENDERS = enumOf('Gender');
const PASSPORT_STATUSES = enumOf('PassportStatus');
const WORK_ABROAD = enumOf('WorkAbroad');
/** Youngest and oldest ages a date of birth may give (India's minimum working age; a typing slip). */
const AGE_RANGE = { youngest: 14, oldest: 100 };

export const PROFILE_TEXT_FIELDS = [
  'name',
  'languages',
  'location',
  'qualification',
  'experience',
] as const satisfies readonly (keyof ProfileFields)[];

export type ProfileField = keyof ProfileFields | 'resume';
export interface ProfileProblem {
  field: ProfileField;
  text: string;
}

/** The fields of a posted profile form, checked; `problems` name each refused field in the page's language. */
export function profileFieldsFrom(
  body: Record<string, string>,
  language: Language,
  now: Date,
): { fields: ProfileFields; problems: ProfileProblem[] } {
  const texts = candidateTextsFor(language).profile;
  const value = (name: keyof ProfileFields) => (body[name] ?? '').trim();
  const fields: ProfileFields = {
    name: value('name'),
    gender: value('gender'),
    date_of_birth: value('date_of_birth'),
    languages: value('languages'),
    location: value('location'),
    qualification: value('qualification'),
    experience: value('experience'),
    skills: value('skills'),
    work_abroad: value('work_abroad'),
    passport: value('passport'),
  };
  const problems: ProfileProblem[] = [];
  for (const field of PROFILE_TEXT_FIELDS)
    if (fields[field].length > SHORT_MAX) problems.push({ field, text: texts.tooLong(SHORT_MAX) });
  if (fields.skills.length > LONG_MAX) problems.push({ field: 'skills', text: texts.tooLong(LONG_MAX) });
  if (!GENDERS.includes(fields.gender)) problems.push({ field: 'gender', text: texts.choose });
  if (!WORK_ABROAD.includes(fields.work_abroad)) problems.push({ field: 'work_abroad', text: texts.choose });
  if (!PASSPORT_STATUSES.includes(fields.passport)) problems.push({ field: 'passport', text: texts.choose });
  if (fields.date_of_birth !== '') {
    const today = agencyDate(now);
    const valid =
      isCalendarDate(fields.date_of_birth) &&
      fields.date_of_birth <= addYears(today, -AGE_RANGE.youngest) &&
      fields.date_of_birth >= addYears(today, -AGE_RANGE.oldest);
    if (!valid) problems.push({ field: 'date_of_birth', text: texts.dateOfBirthInvalid });
  }
  return { fields, problems };
}

/**
 * The resume of a posted profile form, checked as the apply form's is (`acceptResume`), with the apply
 * form's sentences in the page's language; nothing when no file was chosen.
 */
export function profileResumeFrom(
  value: unknown,
  language: Language,
): { resume?: { file: AcceptedFile; name: string }; problem?: ProfileProblem } {
  if (!isUploadedFile(value)) return {};
  const texts = applyFormTexts[language] ?? applyFormTexts.en;
  try {
    const file = acceptResume(value);
    return { resume: { file, name: value.clientFileName.slice(0, SHORT_MAX) } };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    const text =
      status === 413
        ? texts.resumeTooLarge.replace('{resumeMegabytes}', String(megabytes(MAX_RESUME_BYTES)))
        : (error as Error).message === message('resumeNotPdf')
          ? texts.resumeNotPdf
          : texts.resumeNotFile;
    return { problem: { field: 'resume', text } };
  }
}

/** Saves the contact's profile (and its new resume, when one was chosen) in one transaction. */
export function saveCandidateProfile(
  db: Kysely<Database>,
  contact: Contact,
  fields: ProfileFields,
  resume: { file: AcceptedFile; name: string } | undefined,
  now: Date,
): Promise<void> {
  return withTransaction(db, (trx) => storeProfile(trx, contactId(contact), fields, resume, now));
}

export const candidateProfile = (db: Kysely<Database>, contact: Contact) =>
  findProfile(db, contactId(contact));

/** The profile's stored resume as an upload would give it (for an application made in one tap). */
export const storedResumeOf = (db: Kysely<Database>, contact: Contact) =>
  profileResumeFile(db, contactId(contact));

/**
 * What the apply form is filled with for a signed-in job seeker (the contract's `CandidateProfilePrefill`):
 * their profile's name and gender, the contact they signed in with, and whether a stored resume exists.
 */
export async function profilePrefill(db: Kysely<Database>, contact: Contact) {
  const profile = await candidateProfile(db, contact);
  return {
    name: profile?.name ?? '',
    gender: (profile?.gender ?? '') as '' | 'Male' | 'Female' | 'Other',
    email: contact.kind === 'email' ? contact.key : '',
    phone: contact.kind === 'phone' ? contact.key : '',
    has_profile: profile !== undefined,
    has_resume: Boolean(profile?.resume),
    resume_name: profile?.resume ? profile.resume_name : '',
  };
}
