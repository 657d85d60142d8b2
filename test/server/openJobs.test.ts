import { isJobClosedOn } from '../../src/domain/jobClosing';
import { openOn } from '../../src/server/repositories/openJobs';
import { createJob, databaseTargets, signIn, startTestServer, type TestServer } from './helpers';

/*
 * "Open on day D" is written once in SQL (src/server/repositories/openJobs.ts) for the public lists, the
 * search, the job-alert digest and the dashboard; it must say what the domain rule says of a job already
 * read (src/domain/jobClosing.ts), on both databases.
 */
describe.each(databaseTargets)('open on a day, in SQL and in the domain rule, on $name', (target) => {
  let server: TestServer;
  const jobs: Record<string, { id: number; filled: number; valid_through: string | null }> = {};

  beforeAll(async () => {
    server = await startTestServer(target);
    const cookie = await signIn(server.app);
    const shapes = {
      noClosingDate: { filled: 0, valid_through: null },
      closedDayBefore: { filled: 0, valid_through: '2026-05-30' },
      closesThatDay: { filled: 0, valid_through: '2026-05-31' },
      closesDayAfter: { filled: 0, valid_through: '2026-06-01' },
      filledClosesDayAfter: { filled: 1, valid_through: '2026-06-01' },
      filledNoClosingDate: { filled: 1, valid_through: null },
    };
    for (const [name, shape] of Object.entries(shapes)) {
      const { id } = await createJob(server.app, cookie, { title: `Open-on ${name}` });
      await server.app.db.updateTable('jobs').set(shape).where('id', '=', id).execute();
      jobs[name] = { id, ...shape };
    }
  });
  afterAll(async () => server.close());

  const openIds = async (day: string) =>
    (await server.app.db.selectFrom('jobs').select('id').where(openOn(day)).orderBy('id').execute()).map(
      ({ id }) => id,
    );
  const idsOf = (...names: string[]) => names.map((name) => jobs[name].id).sort((a, b) => a - b);

  it('lists the jobs not filled whose closing date is not before the day', async () => {
    expect(await openIds('2026-05-31')).toEqual(idsOf('noClosingDate', 'closesThatDay', 'closesDayAfter'));
    expect(await openIds('2026-06-02')).toEqual(idsOf('noClosingDate'));
  });

  it('agrees with isJobClosedOn on every day around the closing dates', async () => {
    for (const day of ['2026-05-29', '2026-05-30', '2026-05-31', '2026-06-01', '2026-06-02']) {
      const expected = Object.values(jobs)
        .filter((job) => !isJobClosedOn(job, day))
        .map(({ id }) => id)
        .sort((a, b) => a - b);
      expect({ day, open: await openIds(day) }).toEqual({ day, open: expected });
    }
  });
});
