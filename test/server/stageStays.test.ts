import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../src/server/db/kysely';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import { DASHBOARD_INDEXES_MIGRATION } from '../../src/server/db/migrations';
import { changeStatus } from '../../src/server/services/statusChange';
import { recordErasureRequest } from '../../src/server/services/erasureRequests';
import { dashboardRange, stageDurations } from '../../src/server/repositories/dashboard';
import { timestampText } from '../../src/server/db/time';
import type { ApplicationStatus, Database } from '../../src/server/db/types';
import { databaseTargets, removeTestData, startTestServer, testConfig, type TestServer } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const STAFF = 'Staff <staff@agency.example>';

let sequence = 0;
/** An application with no job, arrived at `createdAt`, with its arrival in the history. */
async function insertApplication(db: Kysely<Database>, createdAt: string): Promise<number> {
  sequence += 1;
  const { id } = await db
    .insertInto('applications')
    .values({
      job_id: null,
      job_title: 'Welder',
      category: '2',
      career_level: '',
      experience: '',
      name: `Candidate ${sequence}`,
      email: `stay${sequence}@example.com`,
      phone: '',
      gender: '',
      title: '',
      message: '',
      resume: null,
      created_at: createdAt,
      reference: `SMS-2025-${String(800000 + sequence)}`,
      status: 'New',
      consent_at: createdAt,
      channel: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_events')
    .values({
      application_id: id,
      from_status: null,
      to_status: 'New',
      changed_by: null,
      created_at: createdAt,
    })
    .execute();
  return id;
}

async function historyOf(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('application_events')
    .select(['from_status', 'to_status', 'stay_seconds', 'application_created_at'])
    .where('application_id', '=', id)
    .orderBy('id')
    .execute();
}

describe.each(databaseTargets)('stays in each status on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(async () => {
    await server.close();
  });

  it('are stored by the change that ends them; an erasure request neither starts nor ends one', async () => {
    const { db } = server.app;
    const arrived = new Date(Date.now() - 2 * DAY_MS);
    const id = await insertApplication(db, timestampText(arrived));
    // Arrived as New, as the application form records it.
    await db.updateTable('applications').set({ reached_statuses: 1 }).where('id', '=', id).execute();
    await db
      .updateTable('application_events')
      .set({ application_created_at: timestampText(arrived) })
      .where('application_id', '=', id)
      .execute();
    const move = (status: ApplicationStatus) => changeStatus(db, { ids: [id], status, changedBy: STAFF });

    expect(await move('Screening')).toMatchObject({ outcome: 'changed', changed: [id] });
    await recordErasureRequest(db, { applicationId: id, reference: 'SMS', channel: 'staff', language: 'en' });
    // The move to Screening is taken back a day, so its stay is a day long.
    await db
      .updateTable('application_events')
      .set({ created_at: timestampText(new Date(Date.now() - DAY_MS)) })
      .where('application_id', '=', id)
      .where('from_status', '=', 'New')
      .execute();
    expect(await move('Interview')).toMatchObject({ outcome: 'changed' });
    // Staying in a status is no change and ends nothing.
    expect(await move('Interview')).toEqual({ outcome: 'changed', changed: [], messages: 0 });

    const history = await historyOf(db, id);
    expect(history.map((entry) => [entry.from_status, entry.to_status])).toEqual([
      [null, 'New'],
      ['New', 'Screening'],
      ['Screening', 'Screening'],
      ['Screening', 'Interview'],
    ]);
    const [arrival, screening, erasure, interview] = history;
    // Seconds pass between the steps: each stay is within a minute of its length.
    expect(Math.abs(Number(arrival.stay_seconds) - 2 * 86_400)).toBeLessThan(60);
    expect(Math.abs(Number(screening.stay_seconds) - 86_400)).toBeLessThan(60);
    expect(history.every((entry) => entry.application_created_at === timestampText(arrived))).toBe(true);
    expect(erasure.stay_seconds).toBeNull();
    expect(interview.stay_seconds).toBeNull();
    // Every status it has had is kept for the funnel: New, Screening, Interview.
    const { reached_statuses } = await db
      .selectFrom('applications')
      .select('reached_statuses')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(reached_statuses).toBe(1 + 2 + 4);

    const range = dashboardRange({
      from: timestampText(new Date(Date.now() - 3 * DAY_MS)).slice(0, 10),
      to: timestampText(new Date(Date.now() + DAY_MS)).slice(0, 10),
    });
    const stages = await stageDurations(db, range!);
    expect(stages.filter((stage) => stage.count > 0)).toEqual([
      { status: 'New', median_days: 2, count: 1 },
      { status: 'Screening', median_days: 1, count: 1 },
    ]);
  });
});

describe.each(databaseTargets)('the stays migration on $name', (target) => {
  it('fills the stays of the history written before it', async () => {
    const config = testConfig(target);
    const handle = await openDatabase(config);
    try {
      await migrateTo(handle, DASHBOARD_INDEXES_MIGRATION);
      const db = handle.db;
      const id = await insertApplication(db, '2026-03-01 10:00:00');
      const entries: Array<[ApplicationStatus | null, ApplicationStatus, string]> = [
        ['New', 'Interview', '2026-03-02 16:00:00'],
        ['Interview', 'Interview', '2026-03-03 10:00:00'],
        ['Interview', 'Rejected', '2026-03-04 16:00:30'],
        ['Rejected', 'Screening', '2026-03-09 16:00:30'],
      ];
      for (const [from, to, at] of entries)
        await sql`insert into application_events (application_id, from_status, to_status, changed_by, created_at)
          values (${id}, ${from}, ${to}, ${null}, ${at})`.execute(db);
      const other = await insertApplication(db, '2026-03-05 09:00:00');

      await migrateToLatest(handle);

      expect((await historyOf(db, id)).map((entry) => entry.stay_seconds)).toEqual([
        30 * 3600,
        2 * 86_400 + 30,
        null,
        5 * 86_400,
        null,
      ]);
      expect((await historyOf(db, other)).map((entry) => entry.stay_seconds)).toEqual([null]);
      // Each entry carries its application's arrival.
      const arrivals = await db
        .selectFrom('application_events')
        .select(['application_id', 'application_created_at'])
        .orderBy('id')
        .execute();
      expect(arrivals.map((entry) => [entry.application_id, entry.application_created_at])).toEqual([
        ...Array.from({ length: 5 }, () => [id, '2026-03-01 10:00:00']),
        [other, '2026-03-05 09:00:00'],
      ]);
      // The statuses each has had: New, Interview, Rejected, Screening; New alone.
      const reached = await db
        .selectFrom('applications')
        .select(['id', 'reached_statuses'])
        .orderBy('id')
        .execute();
      expect(reached).toEqual([
        { id, reached_statuses: 1 + 4 + 32 + 2 },
        { id: other, reached_statuses: 1 },
      ]);
    } finally {
      await handle.db.destroy();
      await removeTestData(config);
    }
  });
});
