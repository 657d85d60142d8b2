import { PostgresAdapter, type Kysely, type SelectQueryBuilder } from 'kysely';
import { timestampText } from '../db/time';
import type { Database, FileKind } from '../db/types';

/** A checked file (services/files.ts accepts uploads) ready to be stored under its content-addressed name. */
export interface AcceptedFile {
  name: string;
  contentType: string;
  kind: FileKind;
  data: Buffer;
}

/** The path stored in records and answered to clients (the client prefixes the API base). */
export function filePath(name: string): string {
  return `/files/${name}`;
}

/** The stored name inside a `/files/<name>` path, or undefined for anything else. */
export function fileNameFromPath(path: string | null | undefined): string | undefined {
  const match = /^\/files\/([a-f0-9]{64}\.(?:png|jpg|webp|gif|pdf))$/.exec(path ?? '');
  return match?.[1];
}

/*
 * Files are stored once per content hash and shared by every record with the same bytes. Deleting a
 * record deletes its file only when no other record references it, so a delete must never decide on
 * that while another transaction is attaching a record to the same file. The rule, in every
 * transaction that touches files:
 * - lock the record being changed or deleted first (`lockedRecord`),
 * - then the file rows, in name order (`saveFile` locks the row it stores, `lockFile` an existing one),
 * - decide "unreferenced" only while holding the file row's lock (`deleteFileIfUnreferenced`).
 * A creator therefore either finishes (its record is committed and seen by the deleter's reference
 * check, which runs after the lock is granted) or waits until the deleter has removed the file and
 * then stores it again. SQLite runs one writing transaction at a time, so the locks are PostgreSQL's.
 */

/** True on PostgreSQL, where concurrent transactions need the row locks described above. */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds `FOR UPDATE` on PostgreSQL: read the record a transaction is about to change or delete. */
export function lockedRecord<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db) ? query.forUpdate() : query;
}

/**
 * Stores a checked file once (content-addressed) and answers the path records keep. On PostgreSQL
 * the upsert updates (and so locks) an existing row, or waits for a deleter holding it and then
 * stores the file again.
 */
export async function saveFile(db: Kysely<Database>, file: AcceptedFile): Promise<string> {
  const postgres = isPostgres(db);
  await db
    .insertInto('files')
    .values({
      name: file.name,
      content_type: file.contentType,
      size: file.data.length,
      kind: file.kind,
      data: file.data,
      created_at: timestampText(),
    })
    .onConflict((conflict) =>
      postgres
        ? conflict.column('name').doUpdateSet((eb) => ({ content_type: eb.ref('excluded.content_type') }))
        : conflict.column('name').doNothing(),
    )
    .execute();
  return filePath(file.name);
}

/** Locks the row of a stored file until the transaction ends (PostgreSQL). */
async function lockFile(db: Kysely<Database>, name: string): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('files').select('name').where('name', '=', name).forUpdate().execute();
}

/**
 * Stores the file that replaces `oldPath` on a record, locking both file rows in name order so two
 * records swapping files cannot deadlock.
 */
export async function saveReplacementFile(
  db: Kysely<Database>,
  file: AcceptedFile,
  oldPath: string | null | undefined,
): Promise<string> {
  const oldName = fileNameFromPath(oldPath);
  if (oldName && oldName < file.name) await lockFile(db, oldName);
  const stored = await saveFile(db, file);
  if (oldName && oldName > file.name) await lockFile(db, oldName);
  return stored;
}

export async function findFile(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('files')
    .select(['name', 'content_type', 'size', 'kind', 'data'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Deletes the file behind a stored path when no record references it any more. */
export async function deleteFileIfUnreferenced(
  db: Kysely<Database>,
  path: string | null | undefined,
): Promise<void> {
  const name = fileNameFromPath(path);
  if (!name || !path) return;
  await lockFile(db, name);
  const reference = await db
    .selectFrom('jobs')
    .select('id')
    .where('logo', '=', path)
    .unionAll(db.selectFrom('blog_posts').select('id').where('photo', '=', path))
    .unionAll(db.selectFrom('team_members').select('id').where('photo', '=', path))
    .unionAll(db.selectFrom('applications').select('id').where('resume', '=', path))
    .unionAll(db.selectFrom('candidate_profiles').select('id').where('resume', '=', path))
    .limit(1)
    .executeTakeFirst();
  if (!reference) await db.deleteFrom('files').where('name', '=', name).execute();
}
