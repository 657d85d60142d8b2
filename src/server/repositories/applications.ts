import { createHash } from 'node:crypto';
import { withTransaction } from '../db/transactions';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
} from 'kysely';
import { CATEGORY, categoryLabel } from '../../domain/categories';
import { deleteFileIfUnreferenced, isPostgres, lockedRecord } from './files';
import { timestampText } from '../db/time';
import { SEARCH_TEXT_SEPARATOR, searchTextExpression } from '../db/migrations/applicationSearch';
import { STATUS_BITS, withReached } from './reachedStatuses';
import type {
  ApplicationChannel,
  ApplicationEventsTable,
  ApplicationStatus,
  ApplicationsTable,
  Database,
  OutboxStatus,
} from '../db/types';

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

type CandidateKeys = { id: number; email_key: string; phone_key: string };

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

/** How many rows the CSV export reads at a time. */
const EXPORT_CHUNK = 1000;

/**
 * How many applications the candidate of each row has made (same e-mail or same phone): the
 * applications with the same e-mail, plus those with the same phone, less those with both (counted
 * twice); at least the application itself. Counted for a whole chunk in two grouped queries on the key
 * indexes (not three correlated counts per row).
 */
async function appliedCounts(
  db: Kysely<Database>,
  rows: { id: number; email_key: string; phone_key: string }[],
): Promise<Map<number, number>> {
  const emails = [...new Set(rows.map((row) => row.email_key).filter(Boolean))];
  const phones = [...new Set(rows.map((row) => row.phone_key).filter(Boolean))];
  const [byEmailAndPhone, byPhone] = await Promise.all([
    emails.length === 0
      ? []
      : db
          .selectFrom('applications')
          .select(['email_key', 'phone_key', (eb) => eb.fn.countAll<number | string>().as('count')])
          .where('email_key', 'in', emails)
          .groupBy(['email_key', 'phone_key'])
          .execute(),
    phones.length === 0
      ? []
      : db
          .selectFrom('applications')
          .select(['phone_key', (eb) => eb.fn.countAll<number | string>().as('count')])
          .where('phone_key', 'in', phones)
          .groupBy('phone_key')
          .execute(),
  ]);
  const emailCount = new Map<string, number>();
  const bothCount = new Map<string, number>();
  for (const group of byEmailAndPhone) {
    const count = Number(group.count);
    emailCount.set(group.email_key, (emailCount.get(group.email_key) ?? 0) + count);
    bothCount.set(`${group.email_key}\n${group.phone_key}`, count);
  }
  const phoneCount = new Map(byPhone.map((group) => [group.phone_key, Number(group.count)]));
  return new Map(
    rows.map(({ id, email_key: email, phone_key: phone }) => {
      if (email && phone)
        return [
          id,
          (emailCount.get(email) ?? 0) +
            (phoneCount.get(phone) ?? 0) -
            (bothCount.get(`${email}\n${phone}`) ?? 0),
        ];
      if (email) return [id, emailCount.get(email) ?? 1];
      if (phone) return [id, phoneCount.get(phone) ?? 1];
      return [id, 1];
    }),
  );
}

/** How many applications the CSV export of this filter has. */
export async function countExportedApplications(db: Kysely<Database>, filter: ApplicationFilter = {}) {
  let query = db
    .selectFrom('applications as application')
    .leftJoin('jobs as job', 'job.id', 'application.job_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'));
  if (filter.status) query = query.where('application.status', '=', filter.status);
  if (filter.jobId !== undefined) query = query.where('application.job_id', '=', filter.jobId);
  if (filter.ownerId !== undefined) query = query.where('job.owner_id', '=', filter.ownerId);
  if (filter.clientId !== undefined) query = query.where('job.client_id', '=', filter.clientId);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** A row of the CSV export. */
export type ExportedApplication = Pick<
  Selectable<ApplicationsTable>,
  | 'id'
  | 'reference'
  | 'created_at'
  | 'status'
  | 'job_title'
  | 'category'
  | 'name'
  | 'email'
  | 'phone'
  | 'gender'
  | 'title'
  | 'career_level'
  | 'experience'
  | 'message'
> & { applied_count: number };

/**
 * The rows of the CSV export, newest first: the list's filter, with the fields staff read (and the id).
 * Read EXPORT_CHUNK rows at a time (after the last id read), so an export of any size holds one chunk;
 * the rows are the driver's own objects, not copies (copying each row's 20 fields made garbage that
 * outlived its chunk: the heap grew with the rows exported).
 */
export async function* exportApplications(
  db: Kysely<Database>,
  filter: ApplicationFilter = {},
): AsyncGenerator<ExportedApplication[]> {
  let before: number | undefined;
  for (;;) {
    let query = db
      .selectFrom('applications as application')
      .select([
        'application.id',
        'application.reference',
        'application.created_at',
        'application.status',
        'application.job_title',
        'application.category',
        'application.name',
        'application.email',
        'application.phone',
        'application.gender',
        'application.title',
        'application.career_level',
        'application.experience',
        'application.message',
        'application.email_key',
        'application.phone_key',
      ])
      .orderBy('application.id', 'desc')
      .limit(EXPORT_CHUNK);
    if (filter.status) query = query.where('application.status', '=', filter.status);
    if (filter.jobId !== undefined) query = query.where('application.job_id', '=', filter.jobId);
    if (filter.ownerId !== undefined) {
      const ownerId = filter.ownerId;
      query = query.where('application.job_id', 'in', (eb) =>
        eb.selectFrom('jobs').select('jobs.id').where('jobs.owner_id', '=', ownerId),
      );
    }
    if (filter.clientId !== undefined) {
      const clientId = filter.clientId;
      query = query.where('application.job_id', 'in', (eb) =>
        eb.selectFrom('jobs').select('jobs.id').where('jobs.client_id', '=', clientId),
      );
    }
    if (before !== undefined) query = query.where('application.id', '<', before);
    const rows = await query.execute();
    if (rows.length === 0) return;
    const counts = await appliedCounts(db, rows);
    yield rows.map((row) => Object.assign(row, { applied_count: counts.get(row.id) ?? 1 }));
    if (rows.length < EXPORT_CHUNK) return;
    before = rows[rows.length - 1].id;
  }
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
    ])
    .where('application.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return withCandidate(row, await otherApplicationsOf(db, [row]));
}

/** The job an application is for, as the application copies it; held (key share) on PostgreSQL so a job deleted meanwhile waits. */
export async function findJobToApplyFor(db: Kysely<Database>, jobId: number) {
  const jobQuery = db
    .selectFrom('jobs')
    .select([
      'id',
      'title',
      'title_gu',
      'title_hi',
      'category',
      'career_level',
      'experience',
      'filled',
      'valid_through',
    ])
    .where('id', '=', jobId);
  return (isPostgres(db) ? jobQuery.forKeyShare() : jobQuery).executeTakeFirst();
}

/** Takes the next number of the year's reference counter; the counter row's lock keeps concurrent applications apart. */
export async function takeReferenceNumber(db: Kysely<Database>, year: number): Promise<number> {
  const counter = await db
    .insertInto('reference_counters')
    .values({ year, last_value: 1 })
    .onConflict((conflict) =>
      conflict.column('year').doUpdateSet({ last_value: sql<number>`reference_counters.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return Number(counter.last_value);
}

/** A 64-bit advisory-lock key for a name. */
function advisoryKey(name: string): bigint {
  return createHash('sha256').update(name, 'utf8').digest().readBigInt64BE(0);
}

/**
 * On PostgreSQL, takes until the transaction ends a lock on each candidate key (normalised e-mail,
 * normalised phone) for this job, in key order so two transactions never wait on each other crosswise.
 * SQLite runs one writing transaction at a time, which serialises already.
 */
export async function lockCandidateKeys(
  db: Kysely<Database>,
  jobId: number,
  keys: { email: string; phone: string },
): Promise<void> {
  if (!isPostgres(db)) return;
  const names = [
    ...(keys.email ? [`application:${jobId}:email:${keys.email}`] : []),
    ...(keys.phone ? [`application:${jobId}:phone:${keys.phone}`] : []),
  ];
  const locks = [...new Set(names.map(advisoryKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of locks) await sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`.execute(db);
}

/** Whether the candidate (either key) applied to this job at or after `since`. */
export async function hasAppliedSince(
  db: Kysely<Database>,
  query: { jobId: number; email: string; phone: string; since: Date },
): Promise<boolean> {
  const { email, phone } = query;
  const recent = await db
    .selectFrom('applications')
    .select('id')
    .where('job_id', '=', query.jobId)
    .where('created_at', '>=', timestampText(query.since))
    .where((eb) =>
      eb.or([
        ...(email ? [eb('email_key', '=', email)] : []),
        ...(phone ? [eb('phone_key', '=', phone)] : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return recent !== undefined;
}

export type NewApplicationRow = Omit<Insertable<ApplicationsTable>, 'id' | 'reached_statuses' | 'status'> & {
  status: ApplicationStatus;
};

/** Stores an application (its `reached_statuses` from its status) and answers its id. */
export async function insertApplication(db: Kysely<Database>, row: NewApplicationRow): Promise<number> {
  const { id } = await db
    .insertInto('applications')
    .values({ ...row, reached_statuses: STATUS_BITS[row.status] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Appends an entry to an application's history; answers its id. */
export async function insertHistoryEntry(
  db: Kysely<Database>,
  entry: Omit<Insertable<ApplicationEventsTable>, 'id'>,
): Promise<number> {
  const { id } = await db
    .insertInto('application_events')
    .values(entry)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
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

/** The applications a status change reads, locked on PostgreSQL in id order (so bulk changes never deadlock). */
/**
 * The Gujarati and Hindi titles of the job an application records (`job_title_gu`, `job_title_hi`): its
 * job's translations while the job still has the title the application was made for, else null.
 * Scalar subqueries, so a `FOR UPDATE` of the applications locks no job row.
 */
export function jobTitleTranslations(eb: ExpressionBuilder<Database, 'applications'>) {
  const translation = (column: 'title_gu' | 'title_hi') =>
    eb
      .selectFrom('jobs')
      .select(`jobs.${column}`)
      .whereRef('jobs.id', '=', 'applications.job_id')
      .whereRef('jobs.title', '=', 'applications.job_title');
  return [translation('title_gu').as('job_title_gu'), translation('title_hi').as('job_title_hi')];
}

export async function lockApplicationsForStatusChange(db: Kysely<Database>, ids: number[]) {
  return lockedRecord(
    db,
    db
      .selectFrom('applications')
      .select(['id', 'status', 'reference', 'name', 'email', 'phone', 'job_title', 'language', 'created_at'])
      .select(jobTitleTranslations)
      .where('id', 'in', ids)
      .orderBy('id'),
  ).execute();
}

/** Sets an application's status and marks it reached. */
export async function setApplicationStatus(
  db: Kysely<Database>,
  id: number,
  status: ApplicationStatus,
): Promise<void> {
  await db
    .updateTable('applications')
    .set({ status, reached_statuses: withReached(status) })
    .where('id', '=', id)
    .execute();
}

/**
 * The latest history entry of an application that started a stay in a status (the arrival or a change
 * of status; an erasure request keeps the status and starts none).
 */
export async function latestStayStart(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('application_events')
    .select(['id', 'created_at'])
    .where('application_id', '=', applicationId)
    .where((eb) => eb.or([eb('from_status', 'is', null), eb('from_status', '<>', eb.ref('to_status'))]))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Writes how long the stay a history entry started lasted. */
export async function setStaySeconds(db: Kysely<Database>, eventId: number, seconds: number): Promise<void> {
  await db
    .updateTable('application_events')
    .set({ stay_seconds: seconds })
    .where('id', '=', eventId)
    .execute();
}

/** Records where an application came from (staff's choice); false when there is no such application. */
export async function setChannel(
  db: Kysely<Database>,
  id: number,
  channel: ApplicationChannel,
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ channel })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function applicationExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('applications').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** What became of a queued message, in the history's words: the outbox's state, waiting and sending alike `queued`. */
export type HistoryMessageState = 'queued' | 'sent' | 'failed';

const historyMessageState = (status: OutboxStatus): HistoryMessageState =>
  status === 'sent' ? 'sent' : status === 'failed' ? 'failed' : 'queued';

/**
 * The application's status history, oldest first; each entry lists the messages it queued for the
 * applicant (one per channel) in the state their outbox rows are in now.
 */
export async function listHistory(db: Kysely<Database>, applicationId: number) {
  const rows = await db
    .selectFrom('application_events')
    .select(['id', 'from_status', 'to_status', 'changed_by', 'message_sent', 'created_at'])
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute();
  const linked = await db
    .selectFrom('outbox')
    .select(['id', 'application_event_id', 'channel', 'status'])
    .where('application_id', '=', applicationId)
    .where('application_event_id', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    message_sent: Number(row.message_sent) === 1,
    messages: linked
      .filter((message) => message.application_event_id === row.id)
      .map((message) => ({ channel: message.channel, state: historyMessageState(message.status) })),
  }));
}

export async function listNotes(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('application_notes')
    .select(['id', 'body', 'author', 'created_at'])
    .where('application_id', '=', applicationId)
    .orderBy('id', 'desc')
    .execute();
}

export async function addNote(db: Kysely<Database>, applicationId: number, body: string, author: string) {
  return db
    .insertInto('application_notes')
    .values({ application_id: applicationId, body, author, created_at: timestampText() })
    .returning(['id', 'body', 'author', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The applications of a candidate (normalised e-mail and/or phone keys; none when both are empty). */
export async function applicationsOfCandidate(db: Kysely<Database>, keys: { email: string; phone: string }) {
  const { email, phone } = keys;
  if (!email && !phone) return [];
  return db
    .selectFrom('applications')
    .select(['id', 'email_key', 'resume'])
    .where((eb) =>
      eb.or([
        ...(email ? [eb('email_key', '=', email)] : []),
        ...(phone ? [eb('phone_key', '=', phone)] : []),
      ]),
    )
    .execute();
}

/** The contacts of every enquiry (matched against a candidate by the caller). */
export async function listEnquiryContacts(db: Kysely<Database>) {
  return db.selectFrom('enquiries').select(['id', 'email', 'phone']).execute();
}

const count = async (query: Promise<{ count: number | string | bigint }>) => Number((await query).count);

/** How many outbox messages are about these applications and/or enquiries, or addressed to these (lower-case) addresses. */
export async function countMessagesAbout(
  db: Kysely<Database>,
  about: { applicationIds?: number[]; enquiryIds?: number[]; addresses?: string[] },
): Promise<number> {
  const applicationIds = about.applicationIds ?? [];
  const enquiryIds = about.enquiryIds ?? [];
  const addresses = about.addresses ?? [];
  if (applicationIds.length + enquiryIds.length + addresses.length === 0) return 0;
  return count(
    db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where((eb) =>
        eb.or([
          ...(applicationIds.length > 0 ? [eb('application_id', 'in', applicationIds)] : []),
          ...(enquiryIds.length > 0 ? [eb('enquiry_id', 'in', enquiryIds)] : []),
          ...(addresses.length > 0 ? [eb(sql<string>`lower(to_address)`, 'in', addresses)] : []),
        ]),
      )
      .executeTakeFirstOrThrow(),
  );
}

/** How many history entries and notes these applications have. */
export async function countHistoryAndNotes(db: Kysely<Database>, applicationIds: number[]) {
  if (applicationIds.length === 0) return { history: 0, notes: 0 };
  const [history, notes] = await Promise.all([
    count(
      db
        .selectFrom('application_events')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('application_id', 'in', applicationIds)
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom('application_notes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('application_id', 'in', applicationIds)
        .executeTakeFirstOrThrow(),
    ),
  ]);
  return { history, notes };
}

/** How many newsletter subscriptions these (lower-case) addresses have. */
export async function countSubscriptionsOf(db: Kysely<Database>, addresses: string[]): Promise<number> {
  if (addresses.length === 0) return 0;
  return count(
    db
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(sql<string>`lower(email)`, 'in', addresses)
      .executeTakeFirstOrThrow(),
  );
}

/** Deletes enquiries (their messages go with them); answers how many. */
export async function deleteEnquiries(db: Kysely<Database>, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('enquiries').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the newsletter subscription of a (lower-case) address, any letter case; answers how many. */
export async function deleteSubscriptionsOf(db: Kysely<Database>, address: string): Promise<number> {
  const removed = await db
    .deleteFrom('subscribers')
    .where(sql<string>`lower(email)`, '=', address)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/**
 * Erases applications received before `cutoff` (with their history, notes, messages and resumes)
 * and every outbox message older than it; answers the counts.
 */
export async function eraseApplicationsBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<{ applications: number; messages: number }> {
  const before = timestampText(cutoff);
  return withTransaction(db, async (trx) => {
    const expired = await trx
      .selectFrom('applications')
      .select('id')
      .where('created_at', '<', before)
      .execute();
    const linked = await trx
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(
        'application_id',
        'in',
        trx.selectFrom('applications').select('id').where('created_at', '<', before),
      )
      .executeTakeFirstOrThrow();
    const applications = await deleteApplicationsWithFiles(
      trx,
      expired.map((row) => row.id),
    );
    const old = await trx.deleteFrom('outbox').where('created_at', '<', before).executeTakeFirst();
    return { applications, messages: Number(linked.count) + Number(old.numDeletedRows) };
  });
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
