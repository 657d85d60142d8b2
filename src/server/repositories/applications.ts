/** The Applications list (filtered, paged and searched on the server), one application, and deleting with resumes. */
import { withTransaction } from '../db/transactions';
import { employerConsentOf } from '../../domain/employerConsent';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { CATEGORY, categoryLabel } from '../../domain/categories';
import { deleteFileIfUnreferenced, isPostgres, lockedRecord } from './files';
import { SEARCH_TEXT_SEPARATOR, searchTextExpression } from '../db/migrations/applicationSearch';
import type { ApplicationRow, ApplicationStatus, Database } from '../db/types';

export interface ApplicationFilter {
  status?: ApplicationStatus;
  jobId?: number;
  /** Only applications for the jobs this staff member owns now ("My jobs"). */
  ownerId?: number;
  /** Only applications for this client's requirements (jobs). */
  clientId?: number;
}

/** The columns the Applications grid shows (and the candidate keys it counts by): a server page carries these only. */
const GRID_COLUMNS = [
  'application.id',
  'job.logo as logo',
  'application.job_title',
  'job.title as current_job_title',
  'application.name',
  'application.email',
  'application.phone',
  'application.category',
  'application.reference',
  'application.status',
  'application.email_key',
  'application.phone_key',
  'application.language',
] as const;

function summaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('applications as application')
    .leftJoin('jobs as job', 'job.id', 'application.job_id')
    .select([...GRID_COLUMNS, 'application.title', 'application.created_at']);
}

const KEY_LOOKUP_LIMIT = 500;
const DELETE_CHUNK = 500;

type CandidateKeys = Pick<ApplicationRow, 'id' | 'email_key' | 'phone_key'>;

/**
 * For each application, the ids of the other applications of the same candidate (same e-mail or
 * same phone), newest first.
 */
async function otherApplicationsOf(
  db: Kysely<Database>,
  rows: CandidateKeys[],
): Promise<Map<number, number[]>> {
  const emails = [...new Set(rows.map((row) => row.email_key).filter(Boolean))];
  const phones = [...new Set(rows.map((row) => row.phone_key).filter(Boolean))];
  // For long lists, reading every key is cheaper than (and avoids the parameter limits of) a long IN list.
  const related =
    emails.length + phones.length === 0
      ? []
      : emails.length + phones.length > KEY_LOOKUP_LIMIT
        ? await db.selectFrom('applications').select(['id', 'email_key', 'phone_key']).execute()
        : await db
            .selectFrom('applications')
            .select(['id', 'email_key', 'phone_key'])
            .where((eb) =>
              eb.or([
                ...(emails.length > 0 ? [eb('email_key', 'in', emails)] : []),
                ...(phones.length > 0 ? [eb('phone_key', 'in', phones)] : []),
              ]),
            )
            .execute();
  const byEmail = new Map<string, number[]>();
  const byPhone = new Map<string, number[]>();
  for (const row of related) {
    if (row.email_key) byEmail.set(row.email_key, [...(byEmail.get(row.email_key) ?? []), row.id]);
    if (row.phone_key) byPhone.set(row.phone_key, [...(byPhone.get(row.phone_key) ?? []), row.id]);
  }
  const others = new Map<number, number[]>();
  for (const row of rows) {
    const ids = new Set<number>([
      ...(row.email_key ? (byEmail.get(row.email_key) ?? []) : []),
      ...(row.phone_key ? (byPhone.get(row.phone_key) ?? []) : []),
    ]);
    ids.delete(row.id);
    others.set(
      row.id,
      [...ids].sort((a, b) => b - a),
    );
  }
  return others;
}

function withCandidate<T extends CandidateKeys & { reference: string | null }>(
  row: T,
  others: Map<number, number[]>,
) {
  const { email_key: _email, phone_key: _phone, reference, ...rest } = row;
  void _email;
  void _phone;
  const otherIds = others.get(row.id) ?? [];
  return {
    ...rest,
    reference: reference ?? '',
    applied_count: otherIds.length + 1,
    other_application_ids: otherIds,
  };
}

/** Newest first, optionally of one status and/or one job; each with its candidate's other applications. */
export async function listApplications(db: Kysely<Database>, filter: ApplicationFilter = {}) {
  let query = summaryQuery(db).orderBy('application.id', 'desc');
  if (filter.status) query = query.where('application.status', '=', filter.status);
  if (filter.jobId !== undefined) query = query.where('application.job_id', '=', filter.jobId);
  if (filter.ownerId !== undefined) query = query.where('job.owner_id', '=', filter.ownerId);
  if (filter.clientId !== undefined) query = query.where('job.client_id', '=', filter.clientId);
  const rows = await query.execute();
  const others = await otherApplicationsOf(db, rows);
  return rows.map((row) => withCandidate(row, others));
}

/** The columns the Applications list sorts by on the server (the contract's `ApplicationSortField`). */
export const APPLICATION_SORT_COLUMNS = {
  created_at: 'application.id',
  name: 'application.name',
  status: 'application.status',
  reference: 'application.reference',
  job_title: 'application.job_title',
  email: 'application.email',
  phone: 'application.phone',
  category: 'application.category',
  language: 'application.language',
} as const;
export type ApplicationSortField = keyof typeof APPLICATION_SORT_COLUMNS;

/**
 * How many matches past the page's first row a search counts: beyond, the list says "more than" (see
 * `listApplicationsPage`).
 */
export const SEARCH_COUNT_LIMIT = 1000;

/** From this many characters on the search matches the reference too (as the list searches in the browser). */
export const REFERENCE_SEARCH_MIN_LENGTH = 3;

export interface ApplicationPageQuery extends ApplicationFilter {
  /** From 1. */
  page: number;
  pageSize: number;
  sort: ApplicationSortField;
  order: 'asc' | 'desc';
  /** The search text (trimmed here); empty for none. */
  search: string;
  /**
   * Count the applications in all (`all` of the answer) up to this many only: whether the list pages on
   * the server is all that count decides, and stopping there spares PostgreSQL reading every row.
   */
  countAllUpTo?: number;
}

/** A LIKE pattern matching `text` anywhere, its `%`, `_` and `\` taken literally (with `escape '\'`). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The filters and the search of the Applications list, in SQL. The search is the list's (SPEC §5 and
 * what staff see): a case-insensitive substring of the typed job title, the job's title as applied for
 * and as it is now, the category value or its label, the name, and from three characters the reference.
 */
function pageConditions(query: ApplicationPageQuery, postgres: boolean) {
  return (eb: ExpressionBuilder<ListTables, 'application' | 'job'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.status) conditions.push(eb('application.status', '=', query.status));
    if (query.jobId !== undefined) conditions.push(eb('application.job_id', '=', query.jobId));
    if (query.ownerId !== undefined) conditions.push(eb('job.owner_id', '=', query.ownerId));
    if (query.clientId !== undefined) conditions.push(eb('job.client_id', '=', query.clientId));
    const search = query.search.trim();
    if (search !== '' && !search.includes(SEARCH_TEXT_SEPARATOR))
      conditions.push(indexedSearch(eb, search, postgres));
    else if (search !== '') {
      const pattern = containsPattern(search.toLowerCase());
      const contains = (column: string) =>
        sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      const matches: Expression<SqlBool>[] = [
        contains('application.title'),
        contains('application.job_title'),
        contains('job.title'),
        contains('application.category'),
        contains('application.name'),
      ];
      const needle = search.toLowerCase();
      // The label is '1' International and anything else Domestic (domain/categories.ts).
      if (categoryLabel(CATEGORY.international).toLowerCase().includes(needle))
        matches.push(eb('application.category', '=', CATEGORY.international));
      if (categoryLabel(CATEGORY.domestic).toLowerCase().includes(needle))
        matches.push(eb('application.category', '<>', CATEGORY.international));
      if (search.length >= REFERENCE_SEARCH_MIN_LENGTH) matches.push(contains('application.reference'));
      conditions.push(eb.or(matches));
    }
    return eb.and(conditions);
  };
}

type ListTables = Database & { application: Database['applications']; job: Database['jobs'] };

/**
 * The list's search (as `pageConditions` describes it) written for the indexes of migration 0024: the
 * job title, category value and name are one lower-case text (`searchTextExpression`), the job's current
 * title is looked up among the jobs once. PostgreSQL serves each part from its index (the trigram ones
 * from three characters: for fewer the pattern is written so that they are not used, as they would
 * be read whole); SQLite reads the whole condition from the one index of the text, the job, the
 * category and the reference, much narrower than the rows (`> ''`, true of every such text, lets it).
 */
function indexedSearch(
  eb: ExpressionBuilder<ListTables, 'application' | 'job'>,
  search: string,
  postgres: boolean,
): Expression<SqlBool> {
  const needle = search.toLowerCase();
  const pattern = containsPattern(needle);
  const reference = search.length >= REFERENCE_SEARCH_MIN_LENGTH;
  const like = (value: Expression<unknown>) =>
    postgres && !reference
      ? sql<SqlBool>`(${value} || '') like ${pattern} escape '\\'`
      : sql<SqlBool>`${value} like ${pattern} escape '\\'`;
  const text = searchTextExpression(postgres ? 'postgres' : 'sqlite', 'application');
  const jobsNamed = sql`select id from jobs where lower(title) like ${pattern} escape '\\'`;
  const matches: Expression<SqlBool>[] = [
    like(text),
    // PostgreSQL: a list its job_id index reads when the trigram indexes are used, else a hashed set.
    postgres && reference
      ? sql<SqlBool>`application.job_id = any(array(${jobsNamed}))`
      : sql<SqlBool>`application.job_id in (${jobsNamed})`,
  ];
  // The label is '1' International and anything else Domestic (domain/categories.ts).
  if (categoryLabel(CATEGORY.international).toLowerCase().includes(needle))
    matches.push(eb('application.category', '=', CATEGORY.international));
  if (categoryLabel(CATEGORY.domestic).toLowerCase().includes(needle))
    matches.push(eb('application.category', '<>', CATEGORY.international));
  if (reference) matches.push(like(sql`lower(application.reference)`));
  return postgres ? eb.or(matches) : eb.and([sql<SqlBool>`${text} > ''`, eb.or(matches)]);
}

/**
 * One page of the Applications list, sorted and searched in SQL, with how many match and how many there
 * are in all. Each row carries what the list shows only.
 */
export async function listApplicationsPage(db: Kysely<Database>, query: ApplicationPageQuery) {
  const postgres = isPostgres(db);
  const from = () =>
    db
      .selectFrom('applications as application')
      .leftJoin('jobs as job', 'job.id', 'application.job_id')
      .where(pageConditions(query, postgres));
  // The count needs the job only for "My jobs" or the search's fallback (the job's title in the row): the
  // left join on its key adds no row, and SQLite would otherwise look up the job of every match.
  const search = query.search.trim();
  const countFrom =
    query.ownerId === undefined &&
    query.clientId === undefined &&
    (search === '' || !search.includes(SEARCH_TEXT_SEPARATOR))
      ? () =>
          db
            .selectFrom('applications as application')
            // No condition names the job here (the cases above): the builder's type only lacks it.
            .where((eb) =>
              pageConditions(
                query,
                postgres,
              )(eb as unknown as ExpressionBuilder<ListTables, 'application' | 'job'>),
            )
      : from;
  const column = APPLICATION_SORT_COLUMNS[query.sort];
  const offset = (query.page - 1) * query.pageSize;
  // A search counts its matches up to SEARCH_COUNT_LIMIT past the page's first row: a count stopped
  // there reads a few thousand rows at most, where counting every match read them all (a search of one
  // letter matches most of 100,000 applications: 190 ms on PostgreSQL, for "of 61,738").
  const countLimit = search === '' ? undefined : offset + SEARCH_COUNT_LIMIT;
  const counting = Promise.all([
    countLimit === undefined
      ? countFrom()
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow()
      : db
          .selectFrom(
            countFrom()
              .select(sql<number>`1`.as('one'))
              .limit(countLimit + 1)
              .as('matches'),
          )
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
    query.countAllUpTo === undefined
      ? db
          .selectFrom('applications')
          .select((eb) => eb.fn.countAll<number | string>().as('all'))
          .executeTakeFirstOrThrow()
      : db
          .selectFrom(
            db.selectFrom('applications').select('id').limit(query.countAllUpTo).as('first_applications'),
          )
          .select((eb) => eb.fn.countAll<number | string>().as('all'))
          .executeTakeFirstOrThrow(),
  ]);
  // A search's count comes first: it says which way reads the page's rows sooner (below).
  const counted = countLimit === undefined ? undefined : await counting;
  const more = counted !== undefined && countLimit !== undefined && Number(counted[0].total) > countLimit;
  // A search newest first that few rows match: the page's ids from the search's indexes first (a sort
  // of ids, not rows; reading the rows newest first would read them all when few match), then those
  // rows. Not when more match than the count's limit (newest first finds the page's within the first
  // rows read), nor on PostgreSQL under three characters: no index serves those.
  const idsFirst =
    search !== '' &&
    !more &&
    query.sort === 'created_at' &&
    (!postgres || search.length >= REFERENCE_SEARCH_MIN_LENGTH);
  const pageRows = idsFirst
    ? db
        .selectFrom('applications as application')
        .leftJoin('jobs as job', 'job.id', 'application.job_id')
        .where(
          'application.id',
          'in',
          from()
            .select('application.id')
            .orderBy(sql`application.id + 0`, query.order)
            .limit(query.pageSize)
            .offset(offset),
        )
    : from();
  // The page, and (without a search) the counts at the same time (PostgreSQL runs them side by side).
  const [rows, [{ total }, { all }]] = await Promise.all([
    pageRows
      .select(GRID_COLUMNS)
      .orderBy(sql.ref(column), query.order)
      .orderBy('application.id', query.order)
      .limit(query.pageSize)
      .offset(idsFirst ? 0 : offset)
      .execute(),
    counting,
  ]);
  const others = await otherApplicationsOf(db, rows);
  return {
    items: rows.map((row) => {
      const { other_application_ids: _ids, ...rest } = withCandidate(row, others);
      void _ids;
      return rest;
    }),
    total: more && countLimit !== undefined ? countLimit : Number(total),
    more,
    all: Number(all),
  };
}

export async function findApplication(db: Kysely<Database>, id: number) {
  const row = await summaryQuery(db)
    .select([
      'application.job_id',
      'application.career_level',
      'application.experience',
      'application.gender',
      'application.message',
      'application.resume',
      'application.consent_version',
      'application.consent_at',
      'application.channel',
      'application.employer_consent_on',
      'application.employer_consent_how',
      'application.resume_source',
      'application.phone_key',
      'application.email_key',
    ])
    .where('application.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { employer_consent_on: _on, employer_consent_how: _how, ...detail } = row;
  return {
    ...withCandidate(detail, await otherApplicationsOf(db, [row])),
    employer_consent: employerConsentOf(row),
    /** The keys that find the candidate's account and profile (not answered). */
    candidateKeys: { phone: row.phone_key, email: row.email_key },
  };
}

/** Deletes applications and then the resumes no record references any more. */
export async function deleteApplicationsWithFiles(db: Kysely<Database>, ids: number[]): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += DELETE_CHUNK) {
    const chunk = ids.slice(start, start + DELETE_CHUNK);
    // The records first, then their files in name order (the locking rule of repositories/files.ts).
    const resumes = await lockedRecord(
      db,
      db.selectFrom('applications').select('resume').where('id', 'in', chunk).orderBy('id'),
    ).execute();
    const result = await db.deleteFrom('applications').where('id', 'in', chunk).executeTakeFirst();
    for (const path of [...new Set(resumes.map((row) => row.resume))].sort())
      await deleteFileIfUnreferenced(db, path);
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

export async function deleteApplication(db: Kysely<Database>, id: number): Promise<boolean> {
  return withTransaction(db, async (trx) => (await deleteApplicationsWithFiles(trx, [id])) > 0);
}

export async function applicationExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('applications').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** The ids of the applications whose resume is this stored file (`/files/<name>`), oldest first. */
export async function applicationsWithResume(db: Kysely<Database>, resumePath: string): Promise<number[]> {
  const rows = await db
    .selectFrom('applications')
    .select('id')
    .where('resume', '=', resumePath)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
