import { sql, type Kysely, type RawBuilder } from 'kysely';
import { openOn } from './openJobs';
import { isPostgres } from './files';
import { timestampText } from '../db/time';
import { addDays, agencyDate, startOfAgencyDay } from '../../domain/agencyTime';
import { OPEN_APPLICATION_STATUSES } from '../../domain/applicationStatuses';
import { STATUS_BITS } from './reachedStatuses';
import { APPLICATION_STATUSES, type ApplicationStatus, type Database } from '../db/types';

/**
 * The recruitment dashboard's figures, each one SQL aggregation (GROUP BY over indexed columns) that runs
 * on SQLite and PostgreSQL alike. Days are the agency's (India: UTC+05:30 all year, no daylight saving);
 * timestamps are stored as UTC text, so a range of days becomes a range of stored text and stays indexed.
 */

/** India's offset from UTC in minutes, for SQL (src/domain/agencyTime.ts writes it as `+05:30`). */
export const AGENCY_UTC_OFFSET_MINUTES = 330;
/** The longest range the dashboard answers, in days. */
export const DASHBOARD_MAX_DAYS = 731;
/** The range when none is asked for: the 30 days ending today. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** Jobs closing within this many days are listed, and jobs without an application for this long. */
export const CLOSING_SOON_DAYS = 7;
export const QUIET_JOB_DAYS = 14;
/** Failed mail is counted over this many days. */
export const MAIL_FAILURE_DAYS = 7;
/** The statuses of an application still being worked on. */
export const PIPELINE_STATUSES = OPEN_APPLICATION_STATUSES;

export type DashboardInterval = 'day' | 'week';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A range of the agency's days, both ends included, as the stored UTC text it covers: [start, end). */
export interface DashboardRange {
  from: string;
  to: string;
  interval: DashboardInterval;
  start: string;
  end: string;
}

/** The range of days `from`..`to` (agency time), or undefined when it is reversed or too long. */
export function dashboardRange(
  query: { from?: string; to?: string; interval?: DashboardInterval },
  now: Date = new Date(),
): DashboardRange | undefined {
  const to = query.to ?? agencyDate(now);
  const from = query.from ?? addDays(to, -(DASHBOARD_DEFAULT_DAYS - 1));
  const start = startOfAgencyDay(from);
  const end = startOfAgencyDay(addDays(to, 1));
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || start >= end) return undefined;
  if (Math.round((end.getTime() - start.getTime()) / DAY_MS) > DASHBOARD_MAX_DAYS) return undefined;
  return {
    from,
    to,
    interval: query.interval ?? 'day',
    start: timestampText(start),
    end: timestampText(end),
  };
}

/** Days (with fractions) from one stored timestamp to a later one. */
function daysBetween(db: Kysely<Database>, earlier: RawBuilder<unknown>, later: RawBuilder<unknown>) {
  return isPostgres(db)
    ? sql<number>`(extract(epoch from (cast(${later} as timestamp) - cast(${earlier} as timestamp))) / 86400.0)`
    : sql<number>`(julianday(${later}) - julianday(${earlier}))`;
}

export interface PeriodCount {
  period: string;
  key: string | null;
  count: number;
}

/**
 * The UTC time of day at which the agency's day begins (18:30:00 for UTC+05:30): a stored timestamp at or
 * after it belongs to the agency's next day.
 */
const AGENCY_DAY_STARTS_UTC = new Date((24 * 60 - AGENCY_UTC_OFFSET_MINUTES) * 60 * 1000)
  .toISOString()
  .slice(11, 19);

/**
 * Rows of a table counted per agency day (or week) and per value of one column, over a range of a stored
 * timestamp column. The rows are first counted per UTC date, before or after the hour the agency's day
 * begins, and value (plain text comparisons, read from the index on the column); only those few groups
 * are turned into agency days and counted again.
 */
async function countPerPeriod(
  db: Kysely<Database>,
  table: 'applications' | 'subscribers',
  column: 'created_at' | 'confirmed_at',
  key: 'channel' | 'language' | null,
  range: DashboardRange,
): Promise<Array<{ period: string; key: string | null; count: number }>> {
  const keyColumn = key === null ? sql`cast(null as varchar(16))` : sql.ref(key);
  const day = isPostgres(db)
    ? sql`to_char(cast(utc_date as date) + cast(late as integer), 'YYYY-MM-DD')`
    : sql`case when late = 1 then date(utc_date, '+1 day') else utc_date end`;
  const period =
    range.interval === 'day'
      ? day
      : isPostgres(db)
        ? sql`to_char(date_trunc('week', cast(${day} as date)), 'YYYY-MM-DD')`
        : // 'weekday 0' moves forward to the Sunday ending the week (or stays on it); six days back is its Monday.
          sql`date(${day}, 'weekday 0', '-6 days')`;
  const stamp = sql.ref(column);
  const rows = await sql<{ period: string; key: string | null; count: number | string }>`
    select ${period} as period, key, sum(count) as count
    from (
      select substr(${stamp}, 1, 10) as utc_date,
        case when substr(${stamp}, 12) >= ${AGENCY_DAY_STARTS_UTC} then 1 else 0 end as late,
        ${keyColumn} as key, count(*) as count
      from ${sql.table(table)}
      where ${stamp} >= ${range.start} and ${stamp} < ${range.end}
      group by 1, 2, 3
    ) as utc_days
    group by 1, 2
    order by 1, 2`.execute(db);
  return rows.rows.map((row) => ({ period: row.period, key: row.key, count: Number(row.count) }));
}

/** Applications of the range per period and per value of one column (channel, language). */
export async function applicationsPerPeriod(
  db: Kysely<Database>,
  range: DashboardRange,
  column: 'channel' | 'language',
): Promise<PeriodCount[]> {
  return countPerPeriod(db, 'applications', 'created_at', column, range);
}

/**
 * How many of the range's applications were ever in each status (from the history, not the current status):
 * each application keeps the statuses it has had as bits, counted from the (created_at, reached_statuses) index.
 */
export async function pipelineFunnel(
  db: Kysely<Database>,
  range: DashboardRange,
): Promise<Array<{ status: ApplicationStatus; reached: number }>> {
  const row = await db
    .selectFrom('applications')
    .select((eb) =>
      APPLICATION_STATUSES.map((status, index) =>
        eb.fn
          .sum<number | string | null>(
            sql`case when (reached_statuses & ${sql.lit(STATUS_BITS[status])}) <> 0 then 1 else 0 end`,
          )
          .as(`reached_${index}`),
      ),
    )
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, number | string | null>;
  return APPLICATION_STATUSES.map((status, index) => ({
    status,
    reached: Number(counts[`reached_${index}`] ?? 0),
  }));
}

export interface DurationMedian {
  median_days: number | null;
  count: number;
}

/**
 * The median of a set of durations (a subquery of `status` and `days`) per status. SQL counts them per
 * tenth of a day (GROUP BY on both dialects); the median is read from those counts: the middle duration,
 * or the mean of the two middle ones, to a tenth of a day.
 */
async function mediansPerStatus(
  db: Kysely<Database>,
  durations: RawBuilder<unknown>,
): Promise<Map<string, DurationMedian>> {
  const tenth = isPostgres(db) ? sql`round(cast(days as numeric), 1)` : sql`round(days, 1)`;
  const rows = await sql<{ status: string; days: number | string; count: number | string }>`
    select status, ${tenth} as days, count(*) as count
    from (${durations}) as durations
    group by 1, 2`.execute(db);
  const buckets = new Map<string, Array<{ days: number; count: number }>>();
  for (const row of rows.rows) {
    const list = buckets.get(row.status) ?? [];
    list.push({ days: Number(row.days), count: Number(row.count) });
    buckets.set(row.status, list);
  }
  const medians = new Map<string, DurationMedian>();
  for (const [status, list] of buckets) {
    list.sort((a, b) => a.days - b.days);
    const total = list.reduce((sum, bucket) => sum + bucket.count, 0);
    /** The duration at a 0-based position in order. */
    const at = (position: number) => {
      let seen = 0;
      for (const bucket of list) {
        seen += bucket.count;
        if (position < seen) return bucket.days;
      }
      return list[list.length - 1].days;
    };
    const middle = (at(Math.floor((total - 1) / 2)) + at(Math.floor(total / 2))) / 2;
    medians.set(status, { median_days: Math.round(middle * 10) / 10, count: total });
  }
  return medians;
}

/** Seconds as days rounded to a tenth (half a tenth up), in whole tenths: exact integer arithmetic. */
const SECONDS_PER_TENTH = 8640;
function tenthsOfDay(seconds: number): number {
  return Math.floor((seconds + SECONDS_PER_TENTH / 2) / SECONDS_PER_TENTH);
}

/**
 * The median days the range's applications stayed in each status: from the change into it to their next
 * change (stays that have not ended are not counted). Each stay was stored by the change that ended it,
 * with its application's arrival, so per status the (to_status, stay_seconds, application_created_at)
 * index counts the range's stays and then gives the middle one in order of length. Like the other
 * medians, each stay counts to a tenth of a day and an even count takes the mean of the two middle ones.
 */
export async function stageDurations(
  db: Kysely<Database>,
  range: DashboardRange,
): Promise<Array<DurationMedian & { status: ApplicationStatus }>> {
  return Promise.all(
    APPLICATION_STATUSES.map(async (status) => {
      const stays = db
        .selectFrom('application_events')
        .where('to_status', '=', status)
        .where('stay_seconds', 'is not', null)
        .where('application_created_at', '>=', range.start)
        .where('application_created_at', '<', range.end);
      const { count } = await stays
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      const total = Number(count);
      if (total === 0) return { status, median_days: null, count: 0 };
      const middle = await stays
        .select('stay_seconds')
        .orderBy('stay_seconds')
        .offset(Math.floor((total - 1) / 2))
        .limit(total % 2 === 0 ? 2 : 1)
        .execute();
      const tenths = middle.map((row) => tenthsOfDay(Number(row.stay_seconds)));
      const mean = (tenths[0] + tenths[tenths.length - 1]) / 2;
      return { status, median_days: Math.round(mean) / 10, count: total };
    }),
  );
}

/** The median days from an application of the range to its first move to Placed. */
export async function timeToPlaced(db: Kysely<Database>, range: DashboardRange): Promise<DurationMedian> {
  const placed = sql`
    select 'Placed' as status,
      ${daysBetween(db, sql.ref('application.created_at'), sql`min(event.created_at)`)} as days
    from application_events as event
    inner join applications as application on application.id = event.application_id
    where event.to_status = 'Placed'
      and application.created_at >= ${range.start} and application.created_at < ${range.end}
    group by application.id, application.created_at`;
  return (await mediansPerStatus(db, placed)).get('Placed') ?? { median_days: null, count: 0 };
}

/** Per job, the range's applications: how many, how many still in the pipeline, how many placed. */
export async function applicationsPerJob(db: Kysely<Database>, range: DashboardRange) {
  // Counted from the (job, created_at, status) index alone; titles are read afterwards for the few groups.
  const rows = await db
    .selectFrom('applications')
    .select((eb) => [
      'job_id',
      eb.fn.countAll<number | string>().as('applications'),
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when('status', 'in', [...PIPELINE_STATUSES])
            .then(1)
            .else(0)
            .end(),
        )
        .as('in_pipeline'),
      eb.fn.sum<number | string>(eb.case().when('status', '=', 'Placed').then(1).else(0).end()).as('placed'),
    ])
    .where('created_at', '>=', range.start)
    .where('created_at', '<', range.end)
    .groupBy('job_id')
    .execute();
  const ids = rows.map((row) => row.job_id).filter((id): id is number => id !== null);
  const titles = new Map(
    ids.length === 0
      ? []
      : (await db.selectFrom('jobs').select(['id', 'title']).where('id', 'in', ids).execute()).map((job) => [
          job.id,
          job.title,
        ]),
  );
  // Applications whose job is gone keep the title they were sent with.
  const gone = ids.filter((id) => !titles.has(id));
  const snapshots = new Map<number | null, string>();
  if (gone.length > 0 || ids.length < rows.length)
    for (const row of await db
      .selectFrom('applications')
      .select((eb) => ['job_id', eb.fn.max('job_title').as('title')])
      .where('created_at', '>=', range.start)
      .where('created_at', '<', range.end)
      .where((eb) =>
        eb.or([eb('job_id', 'is', null), ...(gone.length > 0 ? [eb('job_id', 'in', gone)] : [])]),
      )
      .groupBy('job_id')
      .execute())
      snapshots.set(row.job_id, String(row.title ?? ''));
  return rows
    .map((row) => ({
      id: row.job_id !== null && titles.has(row.job_id) ? row.job_id : null,
      title: (row.job_id !== null ? titles.get(row.job_id) : undefined) ?? snapshots.get(row.job_id) ?? '',
      applications: Number(row.applications),
      in_pipeline: Number(row.in_pipeline ?? 0),
      placed: Number(row.placed ?? 0),
    }))
    .sort((a, b) => b.applications - a.applications || (a.id ?? Infinity) - (b.id ?? Infinity));
}

/**
 * Open jobs closing today or within the next days, and open jobs without a recent application (open as
 * src/domain/jobClosing.ts judges it: not filled, closing date not before today in India).
 */
export async function jobsToWatch(db: Kysely<Database>, now: Date = new Date()) {
  const today = agencyDate(now);
  const closingBy = addDays(today, CLOSING_SOON_DAYS);
  const quietSince = timestampText(new Date(now.getTime() - QUIET_JOB_DAYS * DAY_MS));
  const closingSoon = await db
    .selectFrom('jobs')
    .select(['id', 'title', 'valid_through'])
    .where(openOn(today))
    .where('valid_through', '<=', closingBy)
    .orderBy('valid_through')
    .orderBy('id')
    .execute();
  const quiet = await db
    .selectFrom('jobs')
    .leftJoin('applications', 'applications.job_id', 'jobs.id')
    .select((eb) => [
      'jobs.id',
      'jobs.title',
      'jobs.valid_through',
      eb.fn.max('applications.created_at').as('last_application_at'),
    ])
    .where(openOn(today))
    .groupBy(['jobs.id', 'jobs.title', 'jobs.valid_through'])
    .having((eb) =>
      eb.or([
        eb(eb.fn.max('applications.created_at'), 'is', null),
        eb(eb.fn.max('applications.created_at'), '<', quietSince),
      ]),
    )
    .orderBy('jobs.id')
    .execute();
  // Jobs never applied to first, then the longest quiet (null sorts differently on the two dialects).
  const lastOf = (job: { last_application_at: unknown }) => String(job.last_application_at ?? '');
  quiet.sort((a, b) => (lastOf(a) < lastOf(b) ? -1 : lastOf(a) > lastOf(b) ? 1 : 0));
  return {
    closing_soon: closingSoon.map((job) => ({ ...job, last_application_at: null })),
    without_applications: quiet.map((job) => ({
      ...job,
      last_application_at: (job.last_application_at as string | null) ?? null,
    })),
  };
}

/** The outbox: messages waiting, messages given up on recently, and when the oldest waiting one was written. */
export async function mailHealth(db: Kysely<Database>, now: Date = new Date()) {
  const since = timestampText(new Date(now.getTime() - MAIL_FAILURE_DAYS * DAY_MS));
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn
        .sum<number | string>(eb.case().when('status', 'in', ['pending', 'sending']).then(1).else(0).end())
        .as('queued'),
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'failed'), eb('created_at', '>=', since)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('failed'),
      eb.fn
        .min(eb.case().when('status', 'in', ['pending', 'sending']).then(eb.ref('created_at')).end())
        .as('oldest_waiting'),
    ])
    .executeTakeFirstOrThrow();
  return {
    queued: Number(row.queued ?? 0),
    failed_last_7_days: Number(row.failed ?? 0),
    oldest_waiting: (row.oldest_waiting as string | null) ?? null,
  };
}

/** Job-alert subscribers confirmed per period of the range, with the running total of confirmed ones. */
export async function subscribersConfirmed(db: Kysely<Database>, range: DashboardRange) {
  const before = await db
    .selectFrom('subscribers')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('confirmed_at', 'is not', null)
    .where('confirmed_at', '<', range.start)
    .executeTakeFirstOrThrow();
  const rows = await countPerPeriod(db, 'subscribers', 'confirmed_at', null, range);
  let total = Number(before.count);
  return rows.map((row) => {
    total += row.count;
    return { period: row.period, confirmed: row.count, total };
  });
}
