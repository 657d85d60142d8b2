import type { Kysely, Selectable } from 'kysely';
import { timestampText } from '../db/time';
import type { CandidateProfilesTable, Database } from '../db/types';
import {
  deleteFileIfUnreferenced,
  findFile,
  fileNameFromPath,
  lockedRecord,
  saveReplacementFile,
  type AcceptedFile,
} from './files';

/** What a job seeker keeps in their profile (everything but the stored resume). */
export type ProfileFields = Pick<
  Selectable<CandidateProfilesTable>,
  | 'name'
  | 'gender'
  | 'date_of_birth'
  | 'languages'
  | 'location'
  | 'qualification'
  | 'experience'
  | 'skills'
  | 'work_abroad'
  | 'passport'
>;

export const PROFILE_COLUMNS = [
  'id',
  'contact',
  'name',
  'gender',
  'date_of_birth',
  'languages',
  'location',
  'qualification',
  'experience',
  'skills',
  'resume',
  'resume_name',
  'work_abroad',
  'passport',
  'created_at',
  'updated_at',
] as const;

/** The profile of a contact (`phone:…`, `email:…`), if they keep one. */
export function findProfile(db: Kysely<Database>, contact: string) {
  return db
    .selectFrom('candidate_profiles')
    .select(PROFILE_COLUMNS)
    .where('contact', '=', contact)
    .executeTakeFirst();
}

/** The profiles of any of these contacts. */
export function findProfilesOf(db: Kysely<Database>, contacts: string[]) {
  if (contacts.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('candidate_profiles')
    .select(PROFILE_COLUMNS)
    .where('contact', 'in', contacts)
    .orderBy('id')
    .execute();
}

/**
 * Creates or replaces the contact's profile; with `resume` its stored resume is replaced (the old file
 * deleted when no record references it any more, so an application that copied it keeps it). Run it
 * inside a transaction: the profile row is locked before the file rows (the rule of repositories/files.ts).
 */
export async function storeProfile(
  db: Kysely<Database>,
  contact: string,
  fields: ProfileFields,
  resume: { file: AcceptedFile; name: string } | undefined,
  now: Date,
): Promise<void> {
  const existing = await lockedRecord(
    db,
    db.selectFrom('candidate_profiles').select(['id', 'resume']).where('contact', '=', contact),
  ).executeTakeFirst();
  const stamp = timestampText(now);
  const resumePath = resume ? await saveReplacementFile(db, resume.file, existing?.resume) : undefined;
  const stored = resume ? { resume: resumePath, resume_name: resume.name } : {};
  if (existing) {
    await db
      .updateTable('candidate_profiles')
      .set({ ...fields, ...stored, updated_at: stamp })
      .where('id', '=', existing.id)
      .execute();
    if (resumePath && resumePath !== existing.resume) await deleteFileIfUnreferenced(db, existing.resume);
  } else {
    await db
      .insertInto('candidate_profiles')
      .values({ contact, ...fields, ...stored, created_at: stamp, updated_at: stamp })
      .execute();
  }
}

/** The stored resume of a contact's profile, as a file ready to be stored again (content-addressed). */
export async function profileResumeFile(
  db: Kysely<Database>,
  contact: string,
): Promise<AcceptedFile | undefined> {
  const profile = await findProfile(db, contact);
  const name = fileNameFromPath(profile?.resume);
  if (!name) return undefined;
  const file = await findFile(db, name);
  if (!file || file.kind !== 'resume') return undefined;
  return { name: file.name, contentType: file.content_type, kind: 'resume', data: Buffer.from(file.data) };
}

/** Deletes the profiles of these contacts and their resumes no record references any more; answers how many. */
export async function deleteProfilesOf(db: Kysely<Database>, contacts: string[]): Promise<number> {
  if (contacts.length === 0) return 0;
  const profiles = await lockedRecord(
    db,
    db
      .selectFrom('candidate_profiles')
      .select(['id', 'resume'])
      .where('contact', 'in', contacts)
      .orderBy('id'),
  ).execute();
  if (profiles.length === 0) return 0;
  await db
    .deleteFrom('candidate_profiles')
    .where(
      'id',
      'in',
      profiles.map((profile) => profile.id),
    )
    .execute();
  for (const path of [...new Set(profiles.map((profile) => profile.resume))].sort())
    await deleteFileIfUnreferenced(db, path);
  return profiles.length;
}

/**
 * Whether the candidate of these keys (an application's `phone_key`, `email_key`) has an account (a live
 * session of their own, or a profile) and a profile.
 */
export async function accountFlagsOf(
  db: Kysely<Database>,
  keys: { phone: string; email: string },
  now: Date,
): Promise<{ has_account: boolean; has_profile: boolean }> {
  const contacts = [keys.phone && `phone:${keys.phone}`, keys.email && `email:${keys.email}`].filter(
    (contact): contact is string => Boolean(contact),
  );
  if (contacts.length === 0) return { has_account: false, has_profile: false };
  const [profile, session] = await Promise.all([
    db
      .selectFrom('candidate_profiles')
      .select('id')
      .where('contact', 'in', contacts)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('candidate_sessions')
      .select('id')
      .where('contact', 'in', contacts)
      .where('expires_at', '>', timestampText(now))
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { has_account: Boolean(profile || session), has_profile: Boolean(profile) };
}
