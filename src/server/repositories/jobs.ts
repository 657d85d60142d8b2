import { sql, type Kysely, type Selectable } from 'kysely';
import { withTransaction } from '../db/transactions';
import { bumpContentVersion } from './contentVersions';
import { deleteFileIfUnreferenced, lockedRecord, saveFile, saveReplacementFile } from './files';
import { timestampText } from '../db/time';
import type { Database, EmploymentType, JobRow, JobsTable, ManagedJobRow } from '../db/types';
import type { AcceptedFile } from './files';
import { openOn as isOpenOn } from './openJobs';

/** The columns of a job in a public answer (never its owner). */
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

/** The columns of a job in a list of search results: the public ones without the descriptions. */
export const JOB_SUMMARY_COLUMNS = JOB_COLUMNS.filter(
  (
    column,
  ): column is Exclude<(typeof JOB_COLUMNS)[number], 'description' | 'description_gu' | 'description_hi'> =>
    column !== 'description' && column !== 'description_gu' && column !== 'description_hi',
);
export type JobSummaryRow = Omit<JobRow, 'description' | 'description_gu' | 'description_hi'>;

/**
 * What staff write of a job: its columns but the id, the logo (a file of its own) and the timestamps, with
 * the yes/no fields as booleans (stored as integers). `owner_id`: see isEligibleOwner; a client's
 * requirement (`client_id` and its terms, all null otherwise): src/server/routes/jobs.ts checks them;
 * `name_employer`: the public posting names the client (its employer_name is the client's name).
 */
export type JobFields = Omit<
  Selectable<JobsTable>,
  'id' | 'logo' | 'created_at' | 'updated_at' | 'filled' | 'contract_before_departure' | 'name_employer'
> & { filled: boolean; contract_before_departure: boolean; name_employer: boolean };

/** The stored form of the yes/no fields (integers, on both databases). */
const storedFlags = (fields: JobFields) => ({
  filled: fields.filled ? 1 : 0,
  contract_before_departure: fields.contract_before_departure ? 1 : 0,
  name_employer: fields.name_employer ? 1 : 0,
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
  if (openOn !== undefined) query = query.where(isOpenOn(openOn));
  return query.execute();
}

/** The filters of the public job search (see src/domain/jobSearch.ts); every one optional. */
export interface JobSearchFilter {
  category?: '1' | '2';
  country?: string;
  /** Compared without regard to letter case. */
  city?: string;
  employmentType?: EmploymentType;
  /** Jobs whose salary reaches this amount (their maximum, or their minimum when they give no maximum). */
  minSalary?: number;
  /** Jobs whose salary starts at or below this amount (their minimum, or their maximum). */
  maxSalary?: number;
  /** Jobs created at or after this stored timestamp (`YYYY-MM-DD HH:MM:SS`, UTC). */
  postedSince?: string;
}

export interface JobSearchFacet<T = string> {
  value: T;
  count: number;
}

/** What the open jobs (of the category searched, whatever the other filters) offer to filter by. */
export interface JobSearchFacets {
  countries: JobSearchFacet[];
  cities: Array<{ country: string | null; city: string; count: number }>;
  categories: JobSearchFacet<'1' | '2'>[];
  types: JobSearchFacet<EmploymentType>[];
}

export interface JobSearchResult {
  rows: JobSummaryRow[];
  total: number;
}

/** The open jobs on the India day `openOn`, of one category or all. */
function openJobs(db: Kysely<Database>, openOn: string, category: '1' | '2' | undefined) {
  let query = db.selectFrom('jobs').where(isOpenOn(openOn));
  if (category) query = query.where('category', '=', category);
  return query;
}

/**
 * One page of the open jobs on the India day `openOn` that match `filter`, newest first, and how many
 * match in all (SQL on both databases: the filters, LIMIT/OFFSET and the count run in the database).
 */
export async function searchJobs(
  db: Kysely<Database>,
  filter: JobSearchFilter,
  openOn: string,
  page: { limit: number; offset: number },
): Promise<JobSearchResult> {
  const matching = () => {
    let query = openJobs(db, openOn, filter.category);
    if (filter.country) query = query.where('country', '=', filter.country);
    if (filter.city) query = query.where(sql<string>`lower(city)`, '=', filter.city.toLowerCase());
    if (filter.employmentType) query = query.where('employment_type', '=', filter.employmentType);
    const { minSalary, maxSalary } = filter;
    if (minSalary !== undefined)
      query = query.where(sql<number>`coalesce(salary_max, salary_min)`, '>=', minSalary);
    if (maxSalary !== undefined)
      query = query.where(sql<number>`coalesce(salary_min, salary_max)`, '<=', maxSalary);
    if (filter.postedSince) query = query.where('created_at', '>=', filter.postedSince);
    return query;
  };
  const [rows, total] = await Promise.all([
    page.limit === 0
      ? Promise.resolve([])
      : matching()
          .select(JOB_SUMMARY_COLUMNS)
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
    matching()
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/**
 * What the open jobs of a category (all categories when undefined) offer to filter by, with how many
 * jobs each: one grouped query, summed up here.
 */
export async function jobSearchFacets(
  db: Kysely<Database>,
  openOn: string,
  category: '1' | '2' | undefined,
): Promise<JobSearchFacets> {
  const groups = await openJobs(db, openOn, category)
    .select(['country', 'city', 'category', 'employment_type', sql<number>`count(*)`.as('count')])
    .groupBy(['country', 'city', 'category', 'employment_type'])
    .execute();
  const tally = <K>(key: (group: (typeof groups)[number]) => K | null | undefined) => {
    const counts = new Map<K, number>();
    for (const group of groups) {
      const value = key(group);
      if (value === null || value === undefined || value === '') continue;
      counts.set(value, (counts.get(value) ?? 0) + Number(group.count));
    }
    return counts;
  };
  const byValue = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const listed = <T extends string>(counts: Map<T, number>) =>
    [...counts].sort(([a], [b]) => byValue(a, b)).map(([value, count]) => ({ value, count }));
  const cities = tally((group) => (group.city ? JSON.stringify([group.country, group.city]) : null));
  return {
    countries: listed(tally((group) => group.country)),
    cities: [...cities]
      .map(([key, count]) => {
        const [country, city] = JSON.parse(key) as [string | null, string];
        return { country, city, count };
      })
      .sort((a, b) => byValue(a.country ?? '', b.country ?? '') || byValue(a.city, b.city)),
    categories: listed(tally((group) => group.category)),
    types: listed(tally((group) => group.employment_type as EmploymentType | null)),
  };
}

/** Staff's view of jobs: the public columns with the owner's id and name, the client and its terms. */
function managedJobQuery(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .leftJoin('users as owner', 'owner.id', 'jobs.owner_id')
    .leftJoin('clients as client', 'client.id', 'jobs.client_id')
    .select(JOB_COLUMNS.map((column) => `jobs.${column}` as const))
    .select([
      'jobs.owner_id',
      'owner.name as owner_name',
      'jobs.client_id',
      'client.name as client_name',
      'jobs.headcount',
      'jobs.fee_type',
      'jobs.fee_percent_bp',
      'jobs.fee_amount_paise',
      'jobs.guarantee_days',
      'jobs.name_employer',
    ]);
}

/** Every job, newest first, with its owner, for the staff Jobs grid. */
export async function listManagedJobs(db: Kysely<Database>): Promise<ManagedJobRow[]> {
  return managedJobQuery(db).orderBy('jobs.id', 'desc').execute();
}

/** Every job's id and title, newest first (the Applications list's Job filter): no other column is read. */
export async function listJobTitles(db: Kysely<Database>) {
  return db.selectFrom('jobs').select(['id', 'title']).orderBy('id', 'desc').execute();
}

export async function findManagedJob(db: Kysely<Database>, id: number): Promise<ManagedJobRow | undefined> {
  return managedJobQuery(db).where('jobs.id', '=', id).executeTakeFirst();
}

/** The roles whose people may own a job. */
export const OWNER_ROLES = ['admin', 'recruiter'] as const;

/**
 * The people who may be made a job's owner: enabled Recruiters and Administrators who have accepted
 * their invitation (a pending invitee cannot sign in yet, so cannot look after a job), by name.
 */
export async function listEligibleOwners(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role'])
    .where('role', 'in', [...OWNER_ROLES])
    .where('disabled_at', 'is', null)
    .where('password_hash', '!=', '')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Whether this person may be made a job's owner now (see listEligibleOwners). */
export async function isEligibleOwner(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('role', 'in', [...OWNER_ROLES])
    .where('disabled_at', 'is', null)
    .where('password_hash', '!=', '')
    .executeTakeFirst();
  return row !== undefined;
}

/** The owner a job has now (undefined when there is no such job). */
export async function ownerOfJob(db: Kysely<Database>, id: number): Promise<number | null | undefined> {
  const row = await db.selectFrom('jobs').select('owner_id').where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : row.owner_id;
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
