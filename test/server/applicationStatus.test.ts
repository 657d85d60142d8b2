import type { InjectOptions } from 'fastify';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

jest.setTimeout(60_000);

const NOT_FOUND =
  'We found no application with this reference and this e-mail address or phone number. Check both and try again.';

describe.each(databaseTargets)('the applicant’s status page on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let address = 0;
  beforeEach(async () => {
    server = await startTestServer(target, {
      rateLimits: {
        login: { max: 100, windowMs: 60_000 },
        loginAccount: { max: 100, windowMs: 60_000 },
        publicWrites: { max: 6, windowMs: 60_000 },
        publicReads: { max: 1000, windowMs: 60_000 },
      },
    });
    cookie = await signIn(server.app);
  });
  afterEach(async () => server.close());

  /** Each request from its own address unless one is given, so the limit is met only where meant. */
  const inject = (options: InjectOptions) =>
    server.app.inject({ remoteAddress: `10.9.0.${(address += 1) % 250}`, ...options });

  async function apply(jobId: number, fields: Record<string, string>) {
    const body = multipart({ job_id: String(jobId), name: 'Asha', consent: '2026-05', ...fields }, [
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() },
    ]);
    const answer = await inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(200);
    expectContractShape(answer, 'createApplication');
    const { reference } = answer.json<{ reference: string }>();
    expect(reference).toMatch(/^SMS-\d{4}-\d{6}$/);
    return reference;
  }
  const check = (reference: string, contact: string, remoteAddress?: string) =>
    inject({
      method: 'POST',
      url: '/api/application-status',
      payload: { reference, contact },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('answers the job, the status and its date for the reference with the e-mail or the phone given', async () => {
    const job = await createJob(server.app, cookie, { title: 'Welder' });
    const reference = await apply(job.id, { email: 'Asha@Example.com', phone: '+91 98250 11223' });

    for (const [ref, contact] of [
      [reference, 'asha@example.com'],
      [reference.toLowerCase(), ' ASHA@example.com '],
      [reference, '098250-11223'],
      [reference, '9825011223'],
    ]) {
      const answer = await check(ref, contact);
      expect(answer.statusCode).toBe(200);
      expectContractShape(answer, 'checkApplicationStatus');
      expect(answer.json().data).toMatchObject({
        reference,
        job_title: 'Welder',
        status: 'New',
        can_withdraw: true,
      });
      expect(answer.json().data.status_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }

    // Staff move it on: the page shows the new status.
    const list = await inject({ method: 'GET', url: '/api/applications', headers: { cookie } });
    const id = list
      .json<{ id: number; reference: string }[]>()
      .find((row) => row.reference === reference)?.id;
    await inject({
      method: 'POST',
      url: '/api/applications/status',
      headers: { cookie },
      payload: { ids: [id], status: 'Interview' },
    });
    expect((await check(reference, 'asha@example.com')).json().data.status).toBe('Interview');
  });

  it('gives the same answer for an unknown reference, another person’s contact and a near miss', async () => {
    const job = await createJob(server.app, cookie, { title: 'Driver' });
    const asha = await apply(job.id, { email: 'asha@example.com', phone: '9825011223' });
    await apply(job.id, { email: 'ravi@example.com', phone: '9825099999' });
    const answers = await Promise.all([
      check('SMS-2099-000001', 'asha@example.com'),
      check(asha, 'ravi@example.com'),
      check(asha, '9825099999'),
      check(asha, '11223'),
      check(asha, 'asha@example'),
      check(asha, '@'),
    ]);
    for (const answer of answers) {
      expectContractShape(answer, 'checkApplicationStatus', 404);
      expect(answer.json()).toEqual({ message: NOT_FOUND });
    }
    // A phone-only applicant has no e-mail to match: an address never finds it.
    const phoneOnly = await apply(job.id, { phone: '9000000001' });
    expect((await check(phoneOnly, 'a@b.example')).statusCode).toBe(404);
    expect((await check(phoneOnly, '+91 90000 00001')).statusCode).toBe(200);
    // Bad input: a clear 400, never a crash.
    for (const payload of [
      { reference: asha },
      { reference: ' ', contact: 'x' },
      { reference: asha, contact: 'x', extra: 1 },
    ]) {
      const refused = await inject({ method: 'POST', url: '/api/application-status', payload });
      expectContractShape(refused, 'checkApplicationStatus', 400);
    }
  });

  it('is rate-limited per address: the limit answers 429 whatever is asked', async () => {
    const from = '10.77.0.1';
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await check(`SMS-2026-00000${attempt}`, 'guess@example.com', from)).statusCode).toBe(404);
    }
    const limited = await check('SMS-2026-000009', 'guess@example.com', from);
    expectContractShape(limited, 'checkApplicationStatus', 429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('check, withdraw and erasure share one limit per address and per reference (withdraw still worked after check was at 429)', async () => {
    const job = await createJob(server.app, cookie, { title: 'Shared-limit welder' });
    const reference = await apply(job.id, { email: 'shared@example.com' });
    const post = (url: string, payload: object, remoteAddress: string) =>
      inject({ method: 'POST', url, payload, remoteAddress });
    // The probe's sequence: guesses by check from one address until 429 ...
    const from = '10.78.0.1';
    const guesses = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      guesses.push((await check(`SMS-2026-10000${attempt}`, 'guess@example.com', from)).statusCode);
    expect(guesses).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await check(reference, 'shared@example.com', from)).statusCode).toBe(429);
    // ... then withdraw and erasure from the same address: the same limit, nothing withdrawn or sent.
    const payload = { reference, contact: 'shared@example.com' };
    const withdrawn = await post('/api/application-status/withdraw', payload, from);
    expectContractShape(withdrawn, 'withdrawApplication', 429);
    const erasure = await post('/api/application-status/erasure', payload, from);
    expectContractShape(erasure, 'requestErasure', 429);
    expect((await check(reference, 'shared@example.com')).json().data.status).toBe('New');

    // One reference guessed from many addresses meets its own limit, across the three operations.
    const other = await apply(job.id, { email: 'target@example.com' });
    const spread = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const url = [
        '/api/application-status',
        '/api/application-status/withdraw',
        '/api/application-status/erasure',
      ][attempt % 3];
      spread.push(
        (
          await post(
            url,
            { reference: other, contact: `guess${attempt}@example.com` },
            `10.79.0.${attempt + 1}`,
          )
        ).statusCode,
      );
    }
    expect(spread).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await check(other, 'target@example.com', '10.79.1.1')).statusCode).toBe(429);
  });

  it('lets the applicant withdraw an open application: Withdrawn in the history, once', async () => {
    const job = await createJob(server.app, cookie, { title: 'Cook' });
    const reference = await apply(job.id, { phone: '9825011223' });
    const withdraw = (contact: string) =>
      inject({ method: 'POST', url: '/api/application-status/withdraw', payload: { reference, contact } });

    const wrong = await withdraw('9825000000');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: NOT_FOUND });

    const done = await withdraw('+91 98250 11223');
    expect(done.statusCode).toBe(200);
    expectContractShape(done, 'withdrawApplication');
    expect(done.json()).toMatchObject({
      message: 'Your application has been withdrawn.',
      data: { reference, status: 'Withdrawn', can_withdraw: false },
    });

    const list = await inject({ method: 'GET', url: '/api/applications', headers: { cookie } });
    const id = list
      .json<{ id: number; reference: string }[]>()
      .find((row) => row.reference === reference)?.id;
    const history = await inject({
      method: 'GET',
      url: `/api/applications/history/${id}`,
      headers: { cookie },
    });
    expect(
      history
        .json()
        .data.map((row: { to_status: string; changed_by: string | null }) => [row.to_status, row.changed_by]),
    ).toEqual([
      ['New', null],
      ['Withdrawn', 'The applicant (status page)'],
    ]);

    const again = await withdraw('9825011223');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This application is already closed, so it cannot be withdrawn.',
    });
  });
});
