/** Shortlists shared with a client contact and the client's answers (SQL only). */
import { employerConsentOf } from '../../domain/employerConsent';
import type { Kysely, Selectable } from 'kysely';
import { lockedRecord } from './files';
import type { Database, ShortlistAnswer, ShortlistItemsTable, ShortlistsTable } from '../db/types';

/** A shortlist as stored: every column but its id and its revocation. */
export type NewShortlist = Omit<Selectable<ShortlistsTable>, 'id' | 'revoked_at'>;

/** What the recruiter tells the client of one application (the item's own columns). */
export type NewShortlistItem = Pick<
  Selectable<ShortlistItemsTable>,
  'application_id' | 'qualification' | 'current_location' | 'note'
>;

/** Stores a shortlist and its items; answers its id. */
export async function insertShortlist(
  db: Kysely<Database>,
  shortlist: NewShortlist,
  items: NewShortlistItem[],
): Promise<number> {
  const { id } = await db
    .insertInto('shortlists')
    .values(shortlist)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('shortlist_items')
    .values(items.map((item) => ({ ...item, shortlist_id: id })))
    .execute();
  return id;
}

const SHORTLIST_COLUMNS = [
  'shortlists.id',
  'shortlists.job_id',
  'shortlists.client_id',
  'clients.name as client_name',
  'shortlists.contact_id',
  'shortlists.contact_name',
  'shortlists.language',
  'shortlists.expires_at',
  'shortlists.revoked_at',
  'shortlists.created_by_name',
  'shortlists.created_by_email',
  'shortlists.created_at',
  'jobs.title as job_title',
] as const;

export type ShortlistItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

/** The items of shortlists, with what the candidate's application says (never the phone or e-mail). */
async function itemsOf(db: Kysely<Database>, shortlistIds: number[]) {
  if (shortlistIds.length === 0) return [];
  const rows = await db
    .selectFrom('shortlist_items')
    .innerJoin('applications', 'applications.id', 'shortlist_items.application_id')
    .select([
      'shortlist_items.id',
      'shortlist_items.shortlist_id',
      'shortlist_items.application_id',
      'applications.name',
      'applications.reference',
      'applications.experience',
      'applications.resume',
      'applications.created_at',
      'applications.status',
      'shortlist_items.qualification',
      'shortlist_items.current_location',
      'shortlist_items.note',
      'shortlist_items.answer',
      'shortlist_items.answer_note',
      'shortlist_items.answer_slots',
      'shortlist_items.answered_at',
    ])
    .where('shortlist_items.shortlist_id', 'in', shortlistIds)
    .orderBy('shortlist_items.id')
    .execute();
  return rows.map((row) => ({ ...row, answer_slots: parseSlots(row.answer_slots) }));
}

function parseSlots(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((slot): slot is string => typeof slot === 'string') : [];
  } catch {
    return [];
  }
}

export type ShortlistRow = Awaited<ReturnType<typeof readShortlists>>[number];

async function readShortlists(
  db: Kysely<Database>,
  where: { jobId?: number; id?: number; tokenHash?: string },
) {
  let query = db
    .selectFrom('shortlists')
    .innerJoin('clients', 'clients.id', 'shortlists.client_id')
    .innerJoin('jobs', 'jobs.id', 'shortlists.job_id')
    .select(SHORTLIST_COLUMNS);
  if (where.jobId !== undefined) query = query.where('shortlists.job_id', '=', where.jobId);
  if (where.id !== undefined) query = query.where('shortlists.id', '=', where.id);
  if (where.tokenHash !== undefined) query = query.where('shortlists.token_hash', '=', where.tokenHash);
  const rows = await query.orderBy('shortlists.id', 'desc').execute();
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, items: items.filter((item) => item.shortlist_id === row.id) }));
}

/** The shortlists of a job, newest first, with their items. */
export const listShortlistsOfJob = (db: Kysely<Database>, jobId: number) => readShortlists(db, { jobId });

export async function findShortlist(db: Kysely<Database>, id: number): Promise<ShortlistRow | undefined> {
  return (await readShortlists(db, { id }))[0];
}

/** The shortlist a link's token names, by the token's hash. */
export async function findShortlistByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<ShortlistRow | undefined> {
  return (await readShortlists(db, { tokenHash }))[0];
}

/** Marks a shortlist revoked (once); false when there is no such shortlist. */
export async function revokeShortlistRow(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const found = await db.selectFrom('shortlists').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) return false;
  await db
    .updateTable('shortlists')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  return true;
}

/** The applications of a job among `ids` (id, status, created_at), locked on PostgreSQL. */
export async function applicationsOfJob(db: Kysely<Database>, jobId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('applications')
    .select(['id', 'status', 'created_at'])
    .where('job_id', '=', jobId)
    .where('id', 'in', ids)
    .execute();
}

/**
 * The applications among `ids` whose candidate has not agreed to their resume going to employers
 * (src/domain/employerConsent.ts), with their name and reference, in id order.
 */
export async function applicationsWithoutEmployerConsent(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('applications')
    .select([
      'id',
      'name',
      'reference',
      'consent_version',
      'consent_at',
      'employer_consent_on',
      'employer_consent_how',
    ])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => employerConsentOf(row) === null)
    .map((row) => ({ id: row.id, name: row.name, reference: row.reference }));
}

/** One item of a shortlist, locked for its answer (with its application's status). */
export async function lockShortlistItem(db: Kysely<Database>, shortlistId: number, itemId: number) {
  return lockedRecord(
    db,
    db
      .selectFrom('shortlist_items')
      .innerJoin('applications', 'applications.id', 'shortlist_items.application_id')
      .select([
        'shortlist_items.id',
        'shortlist_items.application_id',
        'applications.name',
        'applications.status',
        'applications.created_at',
      ])
      .where('shortlist_items.shortlist_id', '=', shortlistId)
      .where('shortlist_items.id', '=', itemId),
  ).executeTakeFirst();
}

export async function setShortlistAnswer(
  db: Kysely<Database>,
  itemId: number,
  answer: { answer: ShortlistAnswer; note: string; slots: string[]; at: string },
): Promise<void> {
  await db
    .updateTable('shortlist_items')
    .set({
      answer: answer.answer,
      answer_note: answer.note,
      answer_slots: JSON.stringify(answer.slots),
      answered_at: answer.at,
    })
    .where('id', '=', itemId)
    .execute();
}

/** The job a shortlist is for, with its client (null client: not a requirement); undefined when none. */
export async function requirementOf(db: Kysely<Database>, jobId: number) {
  return db
    .selectFrom('jobs')
    .leftJoin('clients', 'clients.id', 'jobs.client_id')
    .select(['jobs.id', 'jobs.title', 'jobs.client_id', 'clients.name as client_name'])
    .where('jobs.id', '=', jobId)
    .executeTakeFirst();
}

/** A contact of the client (undefined when the contact is not that client's). */
export async function contactOfClient(db: Kysely<Database>, clientId: number, contactId: number) {
  return db
    .selectFrom('client_contacts')
    .select(['id', 'name', 'email'])
    .where('client_id', '=', clientId)
    .where('id', '=', contactId)
    .executeTakeFirst();
}
