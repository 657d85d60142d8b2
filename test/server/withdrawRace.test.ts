import { sql } from 'kysely';
import {
  createJob,
  databaseTargets,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

jest.setTimeout(60_000);

/*
 * An applicant withdrawing while staff move the same application: the withdrawal reads the status
 * again under the lock every status change takes, so a staff change made meanwhile is never
 * overwritten (Placed never becomes Withdrawn).
 */
describe.each(databaseTargets)('withdrawal against a parallel staff change on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let address = 0;
  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());

  async function apply(jobId: number, phone: string) {
    const body = multipart({ job_id: String(jobId), name: 'Asha', consent: '2026-05', phone }, [
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume(phone) },
    ]);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
      remoteAddress: `10.8.0.${(address += 1) % 250}`,
    });
    expect(answer.statusCode).toBe(200);
    const { reference } = answer.json<{ reference: string }>();
    const row = await server.app.db
      .selectFrom('applications')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    return { reference, id: row.id };
  }
  const withdraw = (reference: string, contact: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/application-status/withdraw',
      payload: { reference, contact },
      remoteAddress: `10.8.1.${(address += 1) % 250}`,
    });
  const place = (id: number) =>
    server.app.inject({
      method: 'POST',
      url: '/api/applications/status',
      headers: { cookie },
      payload: { ids: [id], status: 'Placed' },
    });
  const history = async (id: number) =>
    server.app.db
      .selectFrom('application_events')
      .select(['from_status', 'to_status'])
      .where('application_id', '=', id)
      .orderBy('id')
      .execute();

  it('keeps a consistent history when both arrive at once', async () => {
    const job = await createJob(server.app, cookie, { title: 'Race Fitter' });
    for (let round = 0; round < 6; round += 1) {
      const phone = `98250300${String(round).padStart(2, '0')}`;
      const { reference, id } = await apply(job.id, phone);
      const [withdrawn, placed] =
        round % 2 === 0
          ? await Promise.all([withdraw(reference, phone), place(id)])
          : (await Promise.all([place(id), withdraw(reference, phone)])).reverse();
      expect(placed.statusCode).toBe(200);
      expect([200, 400]).toContain(withdrawn.statusCode);
      const events = await history(id);
      // Each entry starts where the previous one ended, and Placed is never followed by Withdrawn.
      for (let index = 1; index < events.length; index += 1)
        expect(events[index].from_status).toBe(events[index - 1].to_status);
      expect(events.some((event) => event.from_status === 'Placed' && event.to_status === 'Withdrawn')).toBe(
        false,
      );
    }
  });

  if (target.name === 'postgres') {
    it('refuses the withdrawal when staff placed the applicant while it waited for the lock', async () => {
      const job = await createJob(server.app, cookie, { title: 'Lock Fitter' });
      const phone = '9825040001';
      const { reference, id } = await apply(job.id, phone);
      let answer: Awaited<ReturnType<typeof withdraw>> | undefined;
      await server.app.db.transaction().execute(async (trx) => {
        // Staff's change holds the row, as a status change does, while the applicant withdraws.
        await sql`select id from applications where id = ${id} for update`.execute(trx);
        const pending = withdraw(reference, phone);
        const waited = await Promise.race([
          pending.then(() => 'answered'),
          new Promise((resolve) => setTimeout(() => resolve('waiting'), 500)),
        ]);
        expect(waited).toBe('waiting');
        await trx.updateTable('applications').set({ status: 'Placed' }).where('id', '=', id).execute();
        await trx
          .insertInto('application_events')
          .values({
            application_id: id,
            from_status: 'New',
            to_status: 'Placed',
            changed_by: 'Staff',
            created_at: '2026-01-01 00:00:00',
          })
          .execute();
        void pending.then((done) => (answer = done));
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (let tries = 0; !answer && tries < 100; tries += 1) await new Promise((r) => setTimeout(r, 50));
      expect(answer?.statusCode).toBe(400);
      expect(answer?.json()).toEqual({
        message: 'This application is already closed, so it cannot be withdrawn.',
      });
      const status = await server.app.db
        .selectFrom('applications')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(status.status).toBe('Placed');
      expect((await history(id)).map((event) => event.to_status)).toEqual(['New', 'Placed']);
    });
  }
});
