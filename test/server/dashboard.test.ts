import type { Kysely } from 'kysely';
import { timestampText } from '../../src/server/db/time';
import { STATUS_BITS } from '../../src/server/repositories/reachedStatuses';
import type { ApplicationChannel, ApplicationStatus, Database } from '../../src/server/db/types';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
const dateFromNow = (days: number) => daysFromNow(days).toISOString().slice(0, 10);

interface Fixture {
  jobId: number | null;
  jobTitle?: string;
  /** UTC, as stored. */
  at: string;
  channel: ApplicationChannel | null;
  /** The changes after the arrival as New: [status, UTC time]. */
  moves?: Array<[ApplicationStatus, string]>;
}

let sequence = 0;
function secondsBetween(earlier: string, later: string): number {
  return (Date.parse(`${later.replace(' ', 'T')}Z`) - Date.parse(`${earlier.replace(' ', 'T')}Z`)) / 1000;
}

async function insertApplication(db: Kysely<Database>, fixture: Fixture): Promise<number> {
  const moves = fixture.moves ?? [];
  const status = moves.length > 0 ? moves[moves.length - 1][0] : 'New';
  const { id } = await db
    .insertInto('applications')
    .values({
      job_id: fixture.jobId,
      job_title: fixture.jobTitle ?? 'Job',
      category: '2',
      career_level: '',
      experience: '',
      name: `Candidate ${++sequence}`,
      email: `candidate${sequence}@example.com`,
      phone: '',
      gender: '',
      title: '',
      message: '',
      resume: null,
      created_at: fixture.at,
      reference: `SMS-2026-${String(900000 + sequence)}`,
      status,
      // The statuses it has had, as a status change keeps them.
      reached_statuses: ['New' as ApplicationStatus, ...moves.map(([to]) => to)].reduce(
        (bits, to) => bits | STATUS_BITS[to],
        0,
      ),
      consent_at: fixture.at,
      channel: fixture.channel,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let from: ApplicationStatus | null = null;
  const entries = [['New', fixture.at] as [ApplicationStatus, string], ...moves];
  for (const [position, [to, at]] of entries.entries()) {
    // Each stay ends at the next change, as a status change stores it.
    const next = entries[position + 1];
    await db
      .insertInto('application_events')
      .values({
        application_id: id,
        from_status: from,
        to_status: to,
        changed_by: null,
        created_at: at,
        stay_seconds: next ? secondsBetween(at, next[1]) : null,
        application_created_at: fixture.at,
      })
      .execute();
    from = to;
  }
  return id;
}

describe.each(databaseTargets)('dashboard on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  const jobs: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
    const { db } = server.app;
    for (const title of ['Welder', 'Cook', 'Driver', 'Electrician', 'Plumber'])
      jobs[title] = (await createJob(server.app, cookie, { title })).id;
    await db
      .updateTable('jobs')
      .set({ valid_through: dateFromNow(3) })
      .where('id', '=', jobs.Cook)
      .execute();
    await db.updateTable('jobs').set({ filled: 1 }).where('id', '=', jobs.Driver).execute();
    await db
      .updateTable('jobs')
      .set({ valid_through: dateFromNow(10) })
      .where('id', '=', jobs.Electrician)
      .execute();
    await db
      .updateTable('jobs')
      .set({ valid_through: dateFromNow(-1) })
      .where('id', '=', jobs.Plumber)
      .execute();

    // The range is 1..14 March 2026 in India (UTC+05:30): 28 Feb 18:30 UTC to 14 March 18:30 UTC.
    const fixtures: Fixture[] = [
      // A1: New 2 days, Screening 5 days, Interview 3 days, Placed after 10 days.
      {
        jobId: jobs.Welder,
        at: '2026-03-02 04:00:00',
        channel: 'whatsapp',
        moves: [
          ['Screening', '2026-03-04 04:00:00'],
          ['Interview', '2026-03-09 04:00:00'],
          ['Placed', '2026-03-12 04:00:00'],
        ],
      },
      // A2: 3 March in India. New → Interview → Rejected → Screening: now in Screening, but it reached
      // Interview and Rejected too.
      {
        jobId: jobs.Welder,
        at: '2026-03-02 20:00:00',
        channel: 'google_jobs',
        moves: [
          ['Interview', '2026-03-03 20:00:00'],
          ['Rejected', '2026-03-05 20:00:00'],
          ['Screening', '2026-03-06 20:00:00'],
        ],
      },
      // A3: still New.
      { jobId: jobs.Cook, at: '2026-03-10 06:00:00', channel: 'direct' },
      // A4: New 1 day, Screening 2 days, then Withdrawn.
      {
        jobId: jobs.Cook,
        at: '2026-03-10 07:00:00',
        channel: 'whatsapp',
        moves: [
          ['Screening', '2026-03-11 07:00:00'],
          ['Withdrawn', '2026-03-13 07:00:00'],
        ],
      },
      // A5: 28 February 22:30 in India: before the range (its placement is not counted).
      {
        jobId: jobs.Welder,
        at: '2026-02-28 17:00:00',
        channel: 'direct',
        moves: [['Placed', '2026-03-02 17:00:00']],
      },
      // A6: 1 March 00:30 in India: the range's first day.
      { jobId: jobs.Welder, at: '2026-02-28 19:00:00', channel: 'job_alert' },
      // A7: 14 March 23:59 in India, a walk-in for a job since deleted.
      { jobId: null, jobTitle: 'Gardener', at: '2026-03-14 18:29:00', channel: 'walk_in' },
      // A8: 15 March 00:01 in India: after the range.
      { jobId: jobs.Cook, at: '2026-03-14 18:31:00', channel: 'other' },
      // A9: yesterday, so the Cook job is not quiet.
      { jobId: jobs.Cook, at: timestampText(daysFromNow(-1)), channel: null },
    ];
    for (const fixture of fixtures) await insertApplication(db, fixture);

    const mail = (status: 'pending' | 'sending' | 'sent' | 'failed', daysAgo: number) => ({
      kind: 'job-alert' as const,
      to_address: 'someone@example.com',
      subject: 'Subject',
      text_body: 'Body',
      application_id: null,
      enquiry_id: null,
      status,
      next_attempt_at: Date.now(),
      lease_owner: null,
      lease_until: null,
      last_error: status === 'failed' ? 'refused' : null,
      created_at: timestampText(daysFromNow(-daysAgo)),
      sent_at: null,
    });
    await db
      .insertInto('outbox')
      .values([
        mail('pending', 2),
        mail('sending', 1),
        mail('failed', 3),
        mail('failed', 10),
        mail('sent', 1),
      ])
      .execute();

    const subscriber = (email: string, confirmedAt: string | null) => ({
      email,
      created_at: '2026-02-01 00:00:00',
      token: `token-${email}`,
      confirmed_at: confirmedAt,
      confirmation_sent_at: null,
    });
    await db
      .insertInto('subscribers')
      .values([
        subscriber('s1@example.com', '2026-02-20 10:00:00'),
        subscriber('s2@example.com', '2026-03-01 10:00:00'),
        subscriber('s3@example.com', '2026-03-03 00:00:00'),
        subscriber('s4@example.com', '2026-03-03 12:00:00'),
        subscriber('s5@example.com', null),
      ])
      .execute();
  });
  afterAll(async () => server.close());

  async function dashboard(query: string) {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/dashboard?${query}`,
      headers: { cookie },
    });
    expectContractShape(response, 'getDashboard');
    return response.json<{ data: Record<string, unknown> }>().data as never as Dashboard;
  }

  interface Dashboard {
    from: string;
    to: string;
    applications: {
      total: number;
      by_channel: Array<{ period: string; key: string | null; count: number }>;
      by_language: Array<{ period: string; key: string | null; count: number }>;
    };
    funnel: Array<{ status: string; reached: number }>;
    stages: Array<{ status: string; median_days: number | null; count: number }>;
    time_to_placed: { median_days: number | null; count: number };
    jobs: {
      per_job: Array<{
        id: number | null;
        title: string;
        applications: number;
        in_pipeline: number;
        placed: number;
      }>;
      closing_soon: Array<{ id: number; title: string; valid_through: string | null }>;
      without_applications: Array<{ id: number; title: string; last_application_at: string | null }>;
    };
    mail: { queued: number; failed_last_7_days: number; oldest_waiting: string | null };
    subscribers: Array<{ period: string; confirmed: number; total: number }>;
  }

  const sorted = <T extends { period: string; key: string | null }>(rows: T[]) =>
    [...rows].sort((a, b) => `${a.period} ${a.key}`.localeCompare(`${b.period} ${b.key}`));

  it('counts applications per day and channel in India time', async () => {
    const data = await dashboard('from=2026-03-01&to=2026-03-14');
    expect(data.applications.total).toBe(6);
    expect(sorted(data.applications.by_channel)).toEqual([
      { period: '2026-03-01', key: 'job_alert', count: 1 },
      { period: '2026-03-02', key: 'whatsapp', count: 1 },
      { period: '2026-03-03', key: 'google_jobs', count: 1 },
      { period: '2026-03-10', key: 'direct', count: 1 },
      { period: '2026-03-10', key: 'whatsapp', count: 1 },
      { period: '2026-03-14', key: 'walk_in', count: 1 },
    ]);
    // Every application has a page language (0007_languages); the figure counts each once.
    expect(data.applications.by_language.reduce((sum, row) => sum + row.count, 0)).toBe(6);
    expect(data.applications.by_language.every((row) => ['en', 'gu', 'hi'].includes(row.key ?? ''))).toBe(
      true,
    );
  });

  it('counts per week from Monday', async () => {
    const data = await dashboard('from=2026-03-01&to=2026-03-14&interval=week');
    expect(sorted(data.applications.by_channel)).toEqual([
      { period: '2026-02-23', key: 'job_alert', count: 1 },
      { period: '2026-03-02', key: 'google_jobs', count: 1 },
      { period: '2026-03-02', key: 'whatsapp', count: 1 },
      { period: '2026-03-09', key: 'direct', count: 1 },
      { period: '2026-03-09', key: 'walk_in', count: 1 },
      { period: '2026-03-09', key: 'whatsapp', count: 1 },
    ]);
    expect(data.subscribers).toEqual([
      { period: '2026-02-23', confirmed: 1, total: 2 },
      { period: '2026-03-02', confirmed: 2, total: 4 },
    ]);
  });

  it('builds the funnel from the status history, not the current statuses', async () => {
    const data = await dashboard('from=2026-03-01&to=2026-03-14');
    expect(data.funnel).toEqual([
      { status: 'New', reached: 6 },
      { status: 'Screening', reached: 3 },
      { status: 'Interview', reached: 2 },
      { status: 'Offered', reached: 0 },
      { status: 'Placed', reached: 1 },
      { status: 'Rejected', reached: 1 },
      { status: 'Withdrawn', reached: 1 },
    ]);
  });

  it('takes the median days in each stage and to Placed', async () => {
    const data = await dashboard('from=2026-03-01&to=2026-03-14');
    expect(data.stages).toEqual([
      { status: 'New', median_days: 1, count: 3 },
      { status: 'Screening', median_days: 3.5, count: 2 },
      { status: 'Interview', median_days: 2.5, count: 2 },
      { status: 'Offered', median_days: null, count: 0 },
      { status: 'Placed', median_days: null, count: 0 },
      { status: 'Rejected', median_days: 1, count: 1 },
      { status: 'Withdrawn', median_days: null, count: 0 },
    ]);
    expect(data.time_to_placed).toEqual({ median_days: 10, count: 1 });
  });

  it('lists the jobs: applications per job, closing soon, without applications', async () => {
    const data = await dashboard('from=2026-03-01&to=2026-03-14');
    expect(data.jobs.per_job).toEqual([
      { id: jobs.Welder, title: 'Welder', applications: 3, in_pipeline: 2, placed: 1 },
      { id: jobs.Cook, title: 'Cook', applications: 2, in_pipeline: 1, placed: 0 },
      { id: null, title: 'Gardener', applications: 1, in_pipeline: 1, placed: 0 },
    ]);
    expect(data.jobs.closing_soon.map((job) => [job.title, job.valid_through])).toEqual([
      ['Cook', dateFromNow(3)],
    ]);
    expect(data.jobs.without_applications.map((job) => [job.title, job.last_application_at])).toEqual([
      ['Electrician', null],
      ['Welder', '2026-03-02 20:00:00'],
    ]);
  });

  it('reports the outbox and the subscribers confirmed per day', async () => {
    const data = await dashboard('from=2026-03-01&to=2026-03-14');
    expect(data.mail.queued).toBe(2);
    expect(data.mail.failed_last_7_days).toBe(1);
    expect(data.mail.oldest_waiting?.slice(0, 10)).toBe(dateFromNow(-2));
    expect(data.subscribers).toEqual([
      { period: '2026-03-01', confirmed: 1, total: 2 },
      { period: '2026-03-03', confirmed: 2, total: 4 },
    ]);
  });

  it('answers the last 30 days by default', async () => {
    const data = await dashboard('');
    const days = (Date.parse(data.to) - Date.parse(data.from)) / DAY_MS + 1;
    expect(days).toBe(30);
    expect(data.applications.total).toBe(1);
  });

  it('refuses a reversed or too long range, an unknown interval, and anyone signed out', async () => {
    const get = (url: string, headers: Record<string, string> = { cookie }) =>
      server.app.inject({ method: 'GET', url, headers });
    const reversed = await get('/api/dashboard?from=2026-03-14&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(
      'The range must start on or before its end and span at most 731 days.',
    );
    expect((await get('/api/dashboard?from=2024-01-01&to=2026-03-01')).statusCode).toBe(400);
    expect((await get('/api/dashboard?interval=month')).statusCode).toBe(400);
    expect((await get('/api/dashboard?from=2026-02-30')).statusCode).toBe(400);
    expect((await get('/api/dashboard', {})).statusCode).toBe(401);
  });
});
