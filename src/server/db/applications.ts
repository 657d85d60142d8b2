import { createHash } from 'node:crypto';
import { withTransaction } from './transactions';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { CATEGORY, categoryLabel } from '../../domain/categories';
import { deleteFileIfUnreferenced, isPostgres, lockedRecord, saveFile } from './files';
import { deleteMailTo, enqueueMail, type OutgoingMail } from './outbox';
import { isJobClosed } from '../../domain/jobClosing';
import { timestampText } from './time';
import { SEARCH_TEXT_SEPARATOR, searchTextExpression } from './migrations/applicationSearch';
import { parseTimestamp } from '../../domain/timestamps';
import { STATUS_BITS, withReached } from './reachedStatuses';
import type { ApplicationChannel, ApplicationStatus, Database, Language, OutboxStatus } from './types';
import { agencyYear } from '../../domain/agencyTime';
import { emailKey, formatReference, phoneKey } from '../../domain/candidates';
import type { AcceptedFile } from '../services/files';

export interface ApplicantFields {
  name: string;
  email: string;
  phone: string;
  gender: string;
  title: string;
  message: string;
}

export interface ApplicationFilter {
  status?: ApplicationStatus;
  jobId?: number;
  /** Only applications for the jobs this staff member owns now ("My jobs"). */
  ownerId?: number;
}

function summaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('applications as application')
    .leftJoin('jobs as job', 'job.id', 'application.job_id')
    .select([
      'application.id',
      'job.logo as logo',
      'application.job_title',
      'job.title as current_job_title',
      'application.name',
      'application.email',
      'application.phone',
      'application.category',
      'application.title',
      'application.reference',
      'application.status',
      'application.created_at',
      'application.email_key',
      'application.phone_key',
      'application.language',
    ]);
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
  const column = APPLICATION_SORT_COLUMNS[query.sort];
  const offset = (query.page - 1) * query.pageSize;
  // A search newest first: the page's ids from the search's indexes first (a sort of ids, not rows;
  // reading the rows newest first would read them all when few match), then those rows. Not on
  // PostgreSQL under three characters: no index serves those, and newest first stops at the page.
  const search = query.search.trim();
  const idsFirst =
    search !== '' &&
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
  // The page and the counts at once (PostgreSQL runs them side by side).
  const [rows, { total }, { all }] = await Promise.all([
    pageRows
      .select([
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
      ])
      .orderBy(sql.ref(column), query.order)
      .orderBy('application.id', query.order)
      .limit(query.pageSize)
      .offset(idsFirst ? 0 : offset)
      .execute(),
    from()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number | string>().as('all'))
      .executeTakeFirstOrThrow(),
  ]);
  const others = await otherApplicationsOf(db, rows);
  return {
    items: rows.map((row) => {
      const { other_application_ids: _ids, ...rest } = withCandidate(row, others);
      void _ids;
      return rest;
    }),
    total: Number(total),
    all: Number(all),
  };
}

/** How many rows the CSV export reads at a time. */
const EXPORT_CHUNK = 1000;

/**
 * How many applications the candidate of `application` has made (same e-mail or same phone), counted in
 * SQL for each exported row from the key indexes: the applications with the same e-mail, plus those with
 * the same phone, less those with both (counted twice); at least the application itself.
 */
const appliedCountOf = sql<number | string>`case
  when application.email_key <> '' and application.phone_key <> '' then
    (select count(*) from applications same where same.email_key = application.email_key)
    + (select count(*) from applications same where same.phone_key = application.phone_key)
    - (select count(*) from applications same
        where same.email_key = application.email_key and same.phone_key = application.phone_key)
  when application.email_key <> '' then
    (select count(*) from applications same where same.email_key = application.email_key)
  when application.phone_key <> '' then
    (select count(*) from applications same where same.phone_key = application.phone_key)
  else 1 end`;

/** How many applications the CSV export of this filter has. */
export async function countExportedApplications(db: Kysely<Database>, filter: ApplicationFilter = {}) {
  let query = db
    .selectFrom('applications as application')
    .leftJoin('jobs as job', 'job.id', 'application.job_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'));
  if (filter.status) query = query.where('application.status', '=', filter.status);
  if (filter.jobId !== undefined) query = query.where('application.job_id', '=', filter.jobId);
  if (filter.ownerId !== undefined) query = query.where('job.owner_id', '=', filter.ownerId);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/**
 * The rows of the CSV export, newest first: the list's filter, with the fields staff read. Read
 * EXPORT_CHUNK rows at a time (after the last id read), so an export of any size holds one chunk.
 */
export async function* exportApplications(db: Kysely<Database>, filter: ApplicationFilter = {}) {
  let before: number | undefined;
  for (;;) {
    let query = summaryQuery(db)
      .select([
        'application.gender',
        'application.message',
        'application.career_level',
        'application.experience',
        appliedCountOf.as('applied_count'),
      ])
      .orderBy('application.id', 'desc')
      .limit(EXPORT_CHUNK);
    if (filter.status) query = query.where('application.status', '=', filter.status);
    if (filter.jobId !== undefined) query = query.where('application.job_id', '=', filter.jobId);
    if (filter.ownerId !== undefined) query = query.where('job.owner_id', '=', filter.ownerId);
    if (before !== undefined) query = query.where('application.id', '<', before);
    const rows = await query.execute();
    if (rows.length === 0) return;
    yield rows.map((row) => {
      const { email_key: _email, phone_key: _phone, reference, applied_count, ...rest } = row;
      void _email;
      void _phone;
      return { ...rest, reference: reference ?? '', applied_count: Number(applied_count) };
    });
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

const DAY_MS = 24 * 60 * 60 * 1000;

export type CreateOutcome =
  | { outcome: 'created'; id: number; reference: string; jobTitle: string }
  | { outcome: 'job-missing' }
  | { outcome: 'job-closed' }
  | { outcome: 'already-applied' };

export interface NewApplication {
  jobId: number;
  applicant: ApplicantFields;
  resume: AcceptedFile;
  consentVersion: string;
  /** Where the application came from (services/applicationChannel.ts). */
  channel: ApplicationChannel;
  /** When it arrives (the server's clock): judges the closing date, the 24-hour rule and the reference year. */
  now: Date;
  /** The language of the page the application was sent from. */
  language: Language;
  /** The messages to store with the application, once its reference is known. */
  mails: (created: { id: number; reference: string; jobTitle: string }) => OutgoingMail[];
}

/** Takes the next reference of the year; the counter row's lock keeps concurrent applications apart. */
async function nextReference(db: Kysely<Database>, now: Date): Promise<string> {
  const year = agencyYear(now);
  const counter = await db
    .insertInto('reference_counters')
    .values({ year, last_value: 1 })
    .onConflict((conflict) =>
      conflict.column('year').doUpdateSet({ last_value: sql<number>`reference_counters.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return formatReference(year, Number(counter.last_value));
}

/** A 64-bit advisory-lock key for a name. */
function advisoryKey(name: string): bigint {
  return createHash('sha256').update(name, 'utf8').digest().readBigInt64BE(0);
}

/**
 * Serialises the 24-hour duplicate rule on PostgreSQL: takes, until the transaction ends, a lock on
 * each candidate key (normalised e-mail, normalised phone) for this job, in key order so two
 * transactions never wait on each other crosswise. A second application of the same candidate waits
 * until the first one has committed, and then sees it. SQLite runs one writing transaction at a time,
 * which serialises the rule already.
 */
async function lockCandidateKeys(
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

/**
 * Stores an application with a snapshot of the job as it is now, its reference, its arrival in the
 * history and its messages in the outbox, all in one transaction. Refuses a second application of
 * the same candidate to the same job within 24 hours.
 */
export async function createApplication(db: Kysely<Database>, input: NewApplication): Promise<CreateOutcome> {
  return withTransaction(db, async (trx) => {
    // Holds the job (key share) so a job deleted meanwhile waits instead of failing our reference to it.
    const jobQuery = trx
      .selectFrom('jobs')
      .select(['id', 'title', 'category', 'career_level', 'experience', 'filled', 'valid_through'])
      .where('id', '=', input.jobId);
    const job = await (isPostgres(trx) ? jobQuery.forKeyShare() : jobQuery).executeTakeFirst();
    if (!job) return { outcome: 'job-missing' };
    const { now } = input;
    if (isJobClosed(job, now)) return { outcome: 'job-closed' };
    const email = emailKey(input.applicant.email);
    const phone = phoneKey(input.applicant.phone);
    await lockCandidateKeys(trx, job.id, { email, phone });
    // Read after the lock: an application of the same candidate that committed meanwhile is seen.
    const recent = await trx
      .selectFrom('applications')
      .select('id')
      .where('job_id', '=', job.id)
      .where('created_at', '>=', timestampText(new Date(now.getTime() - DAY_MS)))
      .where((eb) =>
        eb.or([
          ...(email ? [eb('email_key', '=', email)] : []),
          ...(phone ? [eb('phone_key', '=', phone)] : []),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    if (recent) return { outcome: 'already-applied' };
    const resumePath = await saveFile(trx, input.resume);
    const reference = await nextReference(trx, now);
    const createdAt = timestampText(now);
    const { id } = await trx
      .insertInto('applications')
      .values({
        ...input.applicant,
        job_id: job.id,
        job_title: job.title,
        category: job.category,
        career_level: job.career_level,
        experience: job.experience,
        resume: resumePath,
        created_at: createdAt,
        reference,
        status: 'New',
        reached_statuses: STATUS_BITS.New,
        email_key: email,
        phone_key: phone,
        consent_version: input.consentVersion,
        consent_at: createdAt,
        channel: input.channel,
        language: input.language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('application_events')
      .values({
        application_id: id,
        from_status: null,
        to_status: 'New',
        changed_by: null,
        created_at: createdAt,
        application_created_at: createdAt,
      })
      .execute();
    await enqueueMail(trx, input.mails({ id, reference, jobTitle: job.title }), now.getTime());
    return { outcome: 'created', id, reference, jobTitle: job.title };
  });
}

/** Deletes applications and then the resumes no record references any more. */
async function deleteApplicationsWithFiles(db: Kysely<Database>, ids: number[]): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += DELETE_CHUNK) {
    const chunk = ids.slice(start, start + DELETE_CHUNK);
    // The records first, then their files in name order (the locking rule of db/files.ts).
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

export interface StatusChange {
  ids: number[];
  status: ApplicationStatus;
  changedBy: string;
  /**
   * Only applications now in one of these statuses may change (read under the same lock as every
   * status change): any other refuses the whole change, so a parallel change is never overwritten.
   */
  onlyFrom?: readonly ApplicationStatus[];
  /** The message for the applicant of one application, or undefined to send none. */
  messageFor?: (application: {
    id: number;
    reference: string;
    name: string;
    email: string;
    phone: string;
    job_title: string;
    language: Language;
  }) => Promise<OutgoingMail[]>;
}

export type StatusChangeOutcome =
  | { outcome: 'missing'; ids: number[] }
  | { outcome: 'refused'; ids: number[] }
  | { outcome: 'changed'; changed: number[]; messages: number };

/**
 * Ends an application's stay in its current status at a change written at `endedAt`: the latest history
 * entry that started a stay (the arrival or a change of status; an erasure request keeps the status and
 * starts none) is given its length in seconds, for the dashboard's time in each stage.
 */
async function endStay(trx: Kysely<Database>, applicationId: number, endedAt: string): Promise<void> {
  const entry = await trx
    .selectFrom('application_events')
    .select(['id', 'created_at'])
    .where('application_id', '=', applicationId)
    .where((eb) => eb.or([eb('from_status', 'is', null), eb('from_status', '<>', eb.ref('to_status'))]))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const started = entry ? parseTimestamp(entry.created_at) : null;
  const ended = parseTimestamp(endedAt);
  if (!entry || !started || !ended) return;
  await trx
    .updateTable('application_events')
    .set({ stay_seconds: Math.round((ended.getTime() - started.getTime()) / 1000) })
    .where('id', '=', entry.id)
    .execute();
}

/**
 * Moves applications to a status in one transaction: each one that changes gets a history entry and,
 * when asked, its applicant's message in the outbox. All or nothing: unknown ids change nothing.
 * On PostgreSQL the applications are locked (in id order, so bulk changes never deadlock) before
 * their status is read: a parallel change waits, then reads the status this one wrote, so every
 * history entry starts where the previous one ended and only an effective change sends a message.
 */
export async function changeStatus(db: Kysely<Database>, change: StatusChange): Promise<StatusChangeOutcome> {
  const ids = [...new Set(change.ids)];
  return withTransaction(db, async (trx) => {
    const rows = await lockedRecord(
      trx,
      trx
        .selectFrom('applications')
        .select([
          'id',
          'status',
          'reference',
          'name',
          'email',
          'phone',
          'job_title',
          'language',
          'created_at',
        ])
        .where('id', 'in', ids)
        .orderBy('id'),
    ).execute();
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) return { outcome: 'missing', ids: missing };
    const { onlyFrom } = change;
    const refused = onlyFrom ? rows.filter((row) => !onlyFrom.includes(row.status)) : [];
    if (refused.length > 0) return { outcome: 'refused', ids: refused.map((row) => row.id) };
    const createdAt = timestampText();
    const changed: number[] = [];
    let messages = 0;
    for (const row of rows) {
      if (row.status === change.status) continue;
      const mails = change.messageFor
        ? await change.messageFor({ ...row, reference: row.reference ?? '' })
        : [];
      await trx
        .updateTable('applications')
        .set({ status: change.status, reached_statuses: withReached(change.status) })
        .where('id', '=', row.id)
        .execute();
      await endStay(trx, row.id, createdAt);
      const event = await trx
        .insertInto('application_events')
        .values({
          application_id: row.id,
          from_status: row.status,
          to_status: change.status,
          changed_by: change.changedBy,
          message_sent: mails.length > 0 ? 1 : 0,
          created_at: createdAt,
          application_created_at: row.created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // One applicant messaged (by e-mail, WhatsApp or both) counts once. Each message names the
      // history entry, so the history follows it as the outbox sends it or gives up.
      if (mails.length > 0)
        messages += Math.min(
          1,
          await enqueueMail(
            trx,
            mails.map((mail) => ({ ...mail, applicationEventId: event.id })),
          ),
        );
      changed.push(row.id);
    }
    return { outcome: 'changed', changed, messages };
  });
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

export interface ErasureCounts {
  applications: number;
  messages: number;
  enquiries: number;
  subscribers: number;
}

/**
 * Erases every record of one candidate, found by e-mail (any case) and/or phone (normalised):
 * their applications with history, notes, resumes and messages, the messages sent to their
 * addresses, and their enquiries and newsletter subscriptions.
 */
export async function eraseCandidate(
  db: Kysely<Database>,
  contact: { email: string; phone: string },
): Promise<ErasureCounts> {
  const email = emailKey(contact.email);
  const phone = phoneKey(contact.phone);
  return withTransaction(db, async (trx) => {
    const applications =
      email || phone
        ? await trx
            .selectFrom('applications')
            .select(['id', 'email_key'])
            .where((eb) =>
              eb.or([
                ...(email ? [eb('email_key', '=', email)] : []),
                ...(phone ? [eb('phone_key', '=', phone)] : []),
              ]),
            )
            .execute()
        : [];
    const addresses = new Set([email, ...applications.map((row) => row.email_key)].filter(Boolean));
    const linkedMessages = await trx
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('application_id', 'in', applications.length > 0 ? applications.map((row) => row.id) : [0])
      .executeTakeFirstOrThrow();
    const erasedApplications = await deleteApplicationsWithFiles(
      trx,
      applications.map((row) => row.id),
    );
    const enquiries = (await trx.selectFrom('enquiries').select(['id', 'email', 'phone']).execute()).filter(
      (row) => addresses.has(emailKey(row.email)) || (phone !== '' && phoneKey(row.phone) === phone),
    );
    let enquiryMessages = 0;
    if (enquiries.length > 0) {
      const enquiryIds = enquiries.map((row) => row.id);
      const counted = await trx
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('enquiry_id', 'in', enquiryIds)
        .executeTakeFirstOrThrow();
      enquiryMessages = Number(counted.count);
      await trx.deleteFrom('enquiries').where('id', 'in', enquiryIds).execute();
    }
    let addressedMessages = 0;
    let subscribers = 0;
    for (const address of addresses) {
      addressedMessages += await deleteMailTo(trx, address);
      const removed = await trx
        .deleteFrom('subscribers')
        .where(sql<string>`lower(email)`, '=', address)
        .executeTakeFirst();
      subscribers += Number(removed.numDeletedRows);
    }
    return {
      applications: erasedApplications,
      messages: Number(linkedMessages.count) + enquiryMessages + addressedMessages,
      enquiries: enquiries.length,
      subscribers,
    };
  });
}

export interface ErasurePreview extends ErasureCounts {
  files: number;
  history: number;
  notes: number;
}

/**
 * What `eraseCandidate` would erase for this contact now, counted without changing anything: the
 * candidate's applications with their resumes, history entries and notes, the outbox messages about
 * them, about their enquiries or addressed to them, their enquiries and their subscriptions.
 */
export async function previewCandidateErasure(
  db: Kysely<Database>,
  contact: { email: string; phone: string },
): Promise<ErasurePreview> {
  const email = emailKey(contact.email);
  const phone = phoneKey(contact.phone);
  const applications =
    email || phone
      ? await db
          .selectFrom('applications')
          .select(['id', 'email_key', 'resume'])
          .where((eb) =>
            eb.or([
              ...(email ? [eb('email_key', '=', email)] : []),
              ...(phone ? [eb('phone_key', '=', phone)] : []),
            ]),
          )
          .execute()
      : [];
  const ids = applications.length > 0 ? applications.map((row) => row.id) : [0];
  const addresses = [...new Set([email, ...applications.map((row) => row.email_key)].filter(Boolean))];
  const enquiryIds = (await db.selectFrom('enquiries').select(['id', 'email', 'phone']).execute())
    .filter(
      (row) => addresses.includes(emailKey(row.email)) || (phone !== '' && phoneKey(row.phone) === phone),
    )
    .map((row) => row.id);
  const count = async (query: Promise<{ count: number | string | bigint }>) => Number((await query).count);
  const [history, notes, messages, subscribers] = await Promise.all([
    count(
      db
        .selectFrom('application_events')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('application_id', 'in', ids)
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom('application_notes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('application_id', 'in', ids)
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where((eb) =>
          eb.or([
            eb('application_id', 'in', ids),
            eb('enquiry_id', 'in', enquiryIds.length > 0 ? enquiryIds : [0]),
            ...(addresses.length > 0 ? [eb(sql<string>`lower(to_address)`, 'in', addresses)] : []),
          ]),
        )
        .executeTakeFirstOrThrow(),
    ),
    addresses.length > 0
      ? count(
          db
            .selectFrom('subscribers')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where(sql<string>`lower(email)`, 'in', addresses)
            .executeTakeFirstOrThrow(),
        )
      : Promise.resolve(0),
  ]);
  return {
    applications: applications.length,
    files: new Set(applications.map((row) => row.resume).filter((resume) => resume)).size,
    history,
    notes,
    messages,
    enquiries: enquiryIds.length,
    subscribers,
  };
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
