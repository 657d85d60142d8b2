import { sql, type Kysely } from 'kysely';
import { withTransaction } from './transactions';
import { bumpContentVersion } from './contentVersions';
import { deleteFileIfUnreferenced, lockedRecord, saveFile, saveReplacementFile } from './files';
import { timestampText } from './time';
import type { Database, EmploymentType, JobRow, SalaryPeriod, VisaType } from './types';
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
  'updated_at',
  'employer_name',
  'employment_type',
  'city',
  'country',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'valid_through',
  'filled',
  'foreign_employer',
  'visa_type',
  'contract_before_departure',
  'title_gu',
  'title_hi',
  'description_gu',
  'description_hi',
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
  employer_name: string | null;
  employment_type: EmploymentType | null;
  city: string | null;
  country: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: SalaryPeriod | null;
  valid_through: string | null;
  filled: boolean;
  foreign_employer: string | null;
  visa_type: VisaType | null;
  contract_before_departure: boolean;
  /** Gujarati and Hindi title and description; null when not translated. */
  title_gu: string | null;
  title_hi: string | null;
  description_gu: string | null;
  description_hi: string | null;
}

/** The stored form of the yes/no fields (integers, on both databases). */
const storedFlags = (fields: JobFields) => ({
  filled: fields.filled ? 1 : 0,
  contract_before_departure: fields.contract_before_departure ? 1 : 0,
});

export interface JobListFilter {
  category?: '1' | '2';
  /** Only the jobs open on this day in India (`YYYY-MM-DD`, see src/domain/jobClosing.ts); every job when absent. */
  openOn?: string;
}

/** Newest first; all jobs or one category, all or only the open ones. */
export async function listJobs(db: Kysely<Database>, filter: JobListFilter = {}): Promise<JobRow[]> {
  let query = db.selectFrom('jobs').select(JOB_COLUMNS).orderBy('id', 'desc');
  if (filter.category) query = query.where('category', '=', filter.category);
  const { openOn } = filter;
  if (openOn !== undefined) {
    query = query
      .where('filled', '=', 0)
      .where((eb) => eb.or([eb('valid_through', 'is', null), eb('valid_through', '>=', openOn)]));
  }
  return query.execute();
}

export async function findJob(db: Kysely<Database>, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').select(JOB_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** What the sitemap needs of every job: where it is listed, when it changed, whether it is open, its translations. */
export async function listJobDates(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .select([
      'id',
      'category',
      'updated_at',
      'filled',
      'valid_through',
      'description',
      'title_gu',
      'title_hi',
      'description_gu',
      'description_hi',
    ])
    .orderBy('id', 'desc')
    .execute();
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
  return withTransaction(db, async (trx) => {
    const logoPath = await saveFile(trx, logo);
    const now = timestampText();
    const job = await trx
      .insertInto('jobs')
      .values({ ...fields, ...storedFlags(fields), logo: logoPath, created_at: now, updated_at: now })
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
  return withTransaction(db, async (trx) => {
    const existing = await lockedRecord(
      trx,
      trx.selectFrom('jobs').select('logo').where('id', '=', id),
    ).executeTakeFirst();
    if (!existing) return undefined;
    const logoPath = logo ? await saveReplacementFile(trx, logo, existing.logo) : existing.logo;
    const job = await trx
      .updateTable('jobs')
      .set({ ...fields, ...storedFlags(fields), logo: logoPath, updated_at: timestampText() })
      .where('id', '=', id)
      .returning(JOB_COLUMNS)
      .executeTakeFirstOrThrow();
    if (logoPath !== existing.logo) await deleteFileIfUnreferenced(trx, existing.logo);
    await bumpContentVersion(trx, 'jobs');
    return job;
  });
}

/** Marks jobs filled (closing them) without touching their other fields. */
export async function markJobsFilled(db: Kysely<Database>, ids: number[]): Promise<void> {
  await withTransaction(db, async (trx) => {
    await trx
      .updateTable('jobs')
      .set({ filled: 1, updated_at: timestampText() })
      .where('id', 'in', ids)
      .execute();
    await bumpContentVersion(trx, 'jobs');
  });
}

/** Deletes a job and, when nothing else uses it, its logo. Applications keep their snapshot. */
export async function deleteJob(db: Kysely<Database>, id: number): Promise<boolean> {
  return withTransaction(db, async (trx) => {
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
