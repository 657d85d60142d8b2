import { sql, type Kysely } from 'kysely';
import { bumpContentVersion } from './contentVersions';
import { deleteFileIfUnreferenced, lockedRecord, saveFile, saveReplacementFile } from './files';
import { timestampText } from './time';
import type { Database, JobRow } from './types';
import type { AcceptedFile } from '../services/files';

export const JOB_COLUMNS = [
  'id',
  'title',
  'location',
  'salary',
  'career_level',
  'experience',
  'qualification',
  'category',
  'description',
  'logo',
  'created_at',
] as const;

export interface JobFields {
  title: string;
  location: string;
  salary: string;
  career_level: string;
  experience: string;
  qualification: string;
  category: '1' | '2';
  description: string;
}

/** Newest first; all jobs or one category. */
export async function listJobs(db: Kysely<Database>, category?: '1' | '2'): Promise<JobRow[]> {
  let query = db.selectFrom('jobs').select(JOB_COLUMNS).orderBy('id', 'desc');
  if (category) query = query.where('category', '=', category);
  return query.execute();
}

export async function findJob(db: Kysely<Database>, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').select(JOB_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Another job with the same title, category and location (case-insensitive), if any. */
export async function findDuplicateJob(
  db: Kysely<Database>,
  fields: Pick<JobFields, 'title' | 'category' | 'location'>,
  exceptId?: number,
) {
  let query = db
    .selectFrom('jobs')
    .select('id')
    .where(sql<string>`lower(title)`, '=', fields.title.toLowerCase())
    .where('category', '=', fields.category)
    .where(sql<string>`lower(location)`, '=', fields.location.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function createJob(
  db: Kysely<Database>,
  fields: JobFields,
  logo: AcceptedFile,
): Promise<JobRow> {
  return db.transaction().execute(async (trx) => {
    const logoPath = await saveFile(trx, logo);
    const job = await trx
      .insertInto('jobs')
      .values({ ...fields, logo: logoPath, created_at: timestampText() })
      .returning(JOB_COLUMNS)
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx, 'jobs');
    return job;
  });
}

/** Replaces a job's fields (and logo when a new one is given); answers undefined when there is no such job. */
export async function updateJob(
  db: Kysely<Database>,
  id: number,
  fields: JobFields,
  logo?: AcceptedFile,
): Promise<JobRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const existing = await lockedRecord(
      trx,
      trx.selectFrom('jobs').select('logo').where('id', '=', id),
    ).executeTakeFirst();
    if (!existing) return undefined;
    const logoPath = logo ? await saveReplacementFile(trx, logo, existing.logo) : existing.logo;
    const job = await trx
      .updateTable('jobs')
      .set({ ...fields, logo: logoPath })
      .where('id', '=', id)
      .returning(JOB_COLUMNS)
      .executeTakeFirstOrThrow();
    if (logoPath !== existing.logo) await deleteFileIfUnreferenced(trx, existing.logo);
    await bumpContentVersion(trx, 'jobs');
    return job;
  });
}

/** Deletes a job and, when nothing else uses it, its logo. Applications keep their snapshot. */
export async function deleteJob(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await lockedRecord(
      trx,
      trx.selectFrom('jobs').select('logo').where('id', '=', id),
    ).executeTakeFirst();
    if (!existing) return false;
    await trx.updateTable('applications').set({ job_id: null }).where('job_id', '=', id).execute();
    await trx.deleteFrom('jobs').where('id', '=', id).execute();
    await deleteFileIfUnreferenced(trx, existing.logo);
    await bumpContentVersion(trx, 'jobs');
    return true;
  });
}
