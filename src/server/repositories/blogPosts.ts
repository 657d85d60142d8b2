import { sql, type Kysely } from 'kysely';
import { withTransaction } from '../db/transactions';
import { deleteFileIfUnreferenced, lockedRecord, saveFile, saveReplacementFile } from './files';
import { timestampText } from '../db/time';
import type { BlogPostRow, Database } from '../db/types';
import type { AcceptedFile } from './files';
import { bumpContentVersion } from './contentVersions';

const BLOG_COLUMNS = [
  'id',
  'title',
  'description',
  'photo',
  'created_at',
  'title_gu',
  'title_hi',
  'description_gu',
  'description_hi',
] as const;

/** What staff write of a post: its title and description, with their translations (null when none). */
export type BlogPostFields = Omit<BlogPostRow, 'id' | 'photo' | 'created_at'>;

export async function listBlogPosts(db: Kysely<Database>): Promise<BlogPostRow[]> {
  return db.selectFrom('blog_posts').select(BLOG_COLUMNS).orderBy('id', 'desc').execute();
}

/** Each post's id, date and translations, newest first (the sitemap lists the languages it exists in). */
export async function listBlogPostDates(db: Kysely<Database>) {
  return db
    .selectFrom('blog_posts')
    .select(['id', 'created_at', 'description', 'title_gu', 'title_hi', 'description_gu', 'description_hi'])
    .orderBy('id', 'desc')
    .execute();
}

export async function findBlogPost(db: Kysely<Database>, id: number): Promise<BlogPostRow | undefined> {
  return db.selectFrom('blog_posts').select(BLOG_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Another post with the same title (case-insensitive), if any. */
export async function findDuplicateBlogPost(db: Kysely<Database>, title: string, exceptId?: number) {
  let query = db
    .selectFrom('blog_posts')
    .select('id')
    .where(sql<string>`lower(title)`, '=', title.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function createBlogPost(
  db: Kysely<Database>,
  fields: BlogPostFields,
  photo: AcceptedFile,
): Promise<BlogPostRow> {
  return withTransaction(db, async (trx) => {
    const photoPath = await saveFile(trx, photo);
    const created = await trx
      .insertInto('blog_posts')
      .values({ ...fields, photo: photoPath, created_at: timestampText() })
      .returning(BLOG_COLUMNS)
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx, 'blog');
    return created;
  });
}

export async function updateBlogPost(
  db: Kysely<Database>,
  id: number,
  fields: BlogPostFields,
  photo?: AcceptedFile,
): Promise<BlogPostRow | undefined> {
  return withTransaction(db, async (trx) => {
    const existing = await lockedRecord(
      trx,
      trx.selectFrom('blog_posts').select('photo').where('id', '=', id),
    ).executeTakeFirst();
    if (!existing) return undefined;
    const photoPath = photo ? await saveReplacementFile(trx, photo, existing.photo) : existing.photo;
    const post = await trx
      .updateTable('blog_posts')
      .set({ ...fields, photo: photoPath })
      .where('id', '=', id)
      .returning(BLOG_COLUMNS)
      .executeTakeFirstOrThrow();
    if (photoPath !== existing.photo) await deleteFileIfUnreferenced(trx, existing.photo);
    await bumpContentVersion(trx, 'blog');
    return post;
  });
}

export async function deleteBlogPost(db: Kysely<Database>, id: number): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    const existing = await lockedRecord(
      trx,
      trx.selectFrom('blog_posts').select('photo').where('id', '=', id),
    ).executeTakeFirst();
    if (!existing) return false;
    await trx.deleteFrom('blog_posts').where('id', '=', id).execute();
    await deleteFileIfUnreferenced(trx, existing.photo);
    await bumpContentVersion(trx, 'blog');
    return true;
  });
}
