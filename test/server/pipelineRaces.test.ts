import type { InjectOptions } from 'fastify';
import {
  createJob,
  databaseTargets,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

/*
 * The pipeline under concurrency, on each database: the 24-hour duplicate rule and status changes
 * must hold when identical requests arrive at the same moment (PostgreSQL runs them in parallel
 * transactions; SQLite one writer at a time).
 */
describe.each(databaseTargets)('pipeline races on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());
  const staff = (options: InjectOptions) =>
    server.app.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } });

  let resumes = 0;
  function apply(jobId: number, candidate: { name: string; email?: string; phone?: string }) {
    const fields: Record<string, string> = { job_id: String(jobId), consent: '2026-05', ...candidate };
    const body = multipart(fields, [
      {
        field: 'resume',
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        data: pdfResume(`race ${(resumes += 1)}`),
      },
    ]);
    return server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
  }
  const storedFor = async (jobId: number) =>
    (await server.app.db.selectFrom('applications').select('id').where('job_id', '=', jobId).execute())
      .length;

  it('stores exactly one of ten identical applications sent at once', async () => {
    const job = await createJob(server.app, cookie, { title: 'Race Welder' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => apply(job.id, { name: 'Asha', email: 'asha@example.com' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(400)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400))
      expect(refused.json().message).toMatch(/already applied/i);
    expect(await storedFor(job.id)).toBe(1);
  });

  it('stores one of each simultaneous pair, also when the pair shares only the phone or only the e-mail', async () => {
    for (let pair = 0; pair < 5; pair += 1) {
      const job = await createJob(server.app, cookie, { title: `Race Cook ${pair}` });
      const first = { name: 'Ravi', email: `ravi${pair}@example.com`, phone: `+91 98250 1122${pair}` };
      const second =
        pair % 3 === 0
          ? first
          : pair % 3 === 1
            ? { name: 'Ravi', email: `other${pair}@example.com`, phone: `098250 1122${pair}` }
            : { name: 'Ravi', email: `RAVI${pair}@example.com `, phone: '' };
      const answers = await Promise.all([apply(job.id, first), apply(job.id, second)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect(await storedFor(job.id)).toBe(1);
    }
  });

  async function newApplications(count: number): Promise<number[]> {
    const job = await createJob(server.app, cookie, { title: `Race Driver ${count}` });
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const answer = await apply(job.id, {
        name: `Driver ${index}`,
        email: `driver${count}-${index}@example.com`,
      });
      expect(answer.statusCode).toBe(200);
    }
    const rows = await server.app.db
      .selectFrom('applications')
      .select('id')
      .where('job_id', '=', job.id)
      .orderBy('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
    return ids;
  }

  /** The history of an application must be one chain: each entry starts where the previous ended. */
  async function expectConsistentChain(id: number): Promise<number> {
    const answer = await staff({ method: 'GET', url: `/api/applications/history/${id}` });
    const history = answer.json().data as Array<{
      from_status: string | null;
      to_status: string;
      message_sent: boolean;
    }>;
    expect(history[0]).toMatchObject({ from_status: null, to_status: 'New' });
    for (let index = 1; index < history.length; index += 1) {
      expect(history[index].from_status).toBe(history[index - 1].to_status);
      expect(history[index].from_status).not.toBe(history[index].to_status);
    }
    const current = await server.app.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(current.status).toBe(history.at(-1)?.to_status);
    const mails = await server.app.db
      .selectFrom('outbox')
      .select('id')
      .where('application_id', '=', id)
      .where('kind', '=', 'status-change')
      .execute();
    // One message per effective change that asked for one, and none for a change that changed nothing.
    expect(mails.length).toBe(history.filter((entry) => entry.message_sent).length);
    return history.length - 1;
  }

  it('writes one consistent history when four status changes of one application arrive at once', async () => {
    const [id] = await newApplications(1);
    const answers = await Promise.all(
      ['Screening', 'Interview', 'Offered', 'Rejected'].map((status) =>
        staff({
          method: 'POST',
          url: '/api/applications/status',
          payload: { ids: [id], status, send_message: true },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const changed = answers.reduce((sum, answer) => sum + answer.json().data.changed.length, 0);
    const messages = answers.reduce((sum, answer) => sum + answer.json().data.messages, 0);
    expect(await expectConsistentChain(id)).toBe(changed);
    expect(messages).toBe(changed);
  });

  it('keeps every chain consistent when bulk changes over the same 20 applications run at once, in any order', async () => {
    const ids = await newApplications(20);
    const orders = [ids, [...ids].reverse(), [...ids.slice(10), ...ids.slice(0, 10)], ids];
    const answers = await Promise.all(
      ['Screening', 'Interview', 'Offered', 'Screening'].map((status, index) =>
        staff({
          method: 'POST',
          url: '/api/applications/status',
          payload: { ids: orders[index], status, send_message: index % 2 === 0 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    let changes = 0;
    for (const id of ids) changes += await expectConsistentChain(id);
    expect(changes).toBe(answers.reduce((sum, answer) => sum + answer.json().data.changed.length, 0));
  });
});
