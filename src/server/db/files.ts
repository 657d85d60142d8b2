import type { Kysely } from 'kysely';
import { timestampText } from './time';
import type { Database } from './types';
import { fileNameFromPath, filePath, type AcceptedFile } from '../services/files';

/** Stores a checked file once (content-addressed) and answers the path records keep. */
export async function saveFile(db: Kysely<Database>, file: AcceptedFile): Promise<string> {
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
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  return filePath(file.name);
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
  const reference = await db
    .selectFrom('jobs')
    .select('id')
    .where('logo', '=', path)
    .unionAll(db.selectFrom('blog_posts').select('id').where('photo', '=', path))
    .unionAll(db.selectFrom('team_members').select('id').where('photo', '=', path))
    .unionAll(db.selectFrom('applications').select('id').where('resume', '=', path))
    .limit(1)
    .executeTakeFirst();
  if (!reference) await db.deleteFrom('files').where('name', '=', name).execute();
}
