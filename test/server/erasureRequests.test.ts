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

jest.setTimeout(90_000);

const NOT_FOUND =
  'We found no application with this reference and this e-mail address or phone number. Check both and try again.';

/*
 * Erasure asked for on the status page: with an e-mail address, a single-use link in the applicant's
 * language whose page's button (never the opening of the link) erases; with a phone number only, a
 * request on the Administrators' screen, erased or dismissed there. Both in the application's history.
 */
describe.each(databaseTargets)('erasure requests from the status page on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let address = 0;
  let now = new Date();
  beforeEach(async () => {
    now = new Date();
    server = await startTestServer(target, {}, { clock: () => now });
    cookie = await signIn(server.app);
  });
  afterEach(async () => server.close());

  const inject = (options: InjectOptions) =>
    server.app.inject({ remoteAddress: `10.7.0.${(address += 1) % 250}`, ...options });
  const staff = (method: 'GET' | 'POST', url: string) => inject({ method, url, headers: { cookie } });

  async function apply(jobId: number, fields: Record<string, string>) {
    const body = multipart({ job_id: String(jobId), name: 'ટેસ્ટ ઉમેદવાર', consent: '2026-05', ...fields }, [
      {
        field: 'resume',
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        data: pdfResume(JSON.stringify(fields)),
      },
    ]);
    const answer = await inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ reference: string }>().reference;
  }
  const askErasure = (reference: string, contact: string) =>
    inject({ method: 'POST', url: '/api/application-status/erasure', payload: { reference, contact } });
  const confirmErasure = (token: string) =>
    inject({ method: 'POST', url: '/api/application-status/erasure/confirm', payload: { token } });
  const applicationOf = (reference: string) =>
    server.app.db
      .selectFrom('applications')
      .select(['id', 'status'])
      .where('reference', '=', reference)
      .executeTakeFirst();
  const historyOf = async (id: number) =>
    (await staff('GET', `/api/applications/history/${id}`)).json<{
      data: { from_status: string | null; to_status: string; changed_by: string | null }[];
    }>().data;
  const linkMails = () =>
    server.app.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body', 'application_id'])
      .where('kind', '=', 'erasure-link')
      .orderBy('id')
      .execute();
  const tokenIn = (text: string) => /confirm-erasure\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('mails a single-use link in the applicant’s language; only the button erases, once', async () => {
    const job = await createJob(server.app, cookie, { title: 'Welder' });
    const reference = await apply(job.id, { email: 'Asha@Example.com', phone: '9825011223', language: 'gu' });
    // Her other application (same phone) and her job-alert subscription go too; another person's stays.
    const other = await apply(job.id, { phone: '+91 98250 11223', title: 'Fitter' }).catch(() => '');
    const stranger = await apply(job.id, { email: 'ravi@example.com', phone: '9825099999' });

    // A mismatch gets the status check's answer.
    const wrong = await askErasure(reference, 'ravi@example.com');
    expectContractShape(wrong, 'requestErasure', 404);
    expect(wrong.json()).toEqual({ message: NOT_FOUND });
    expect(await linkMails()).toHaveLength(0);

    // Asked with the phone: the link still goes to the e-mail address, where it proves the person.
    const asked = await askErasure(reference, '098250-11223');
    expect(asked.statusCode).toBe(200);
    expectContractShape(asked, 'requestErasure');
    expect(asked.json()).toEqual({
      channel: 'email',
      message:
        'We have sent a link to the e-mail address you applied with. Open it within 24 hours and confirm, and we will erase your data.',
    });
    const [mail] = await linkMails();
    expect(mail.to_address).toBe('Asha@Example.com');
    expect(mail.subject).toBe(`તમારી માહિતી ભૂંસવાની પુષ્ટિ કરો (${reference})`);
    expect(mail.text_body).toContain('પ્રિય ટેસ્ટ ઉમેદવાર,');
    expect(mail.text_body).toMatch(/\/gu\/confirm-erasure\?token=/);
    const token = tokenIn(mail.text_body);
    expect(token.length).toBeGreaterThan(30);
    // Only the token's hash is stored.
    const stored = await server.app.db.selectFrom('erasure_requests').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    // The history records the request; the status and its date are unchanged.
    const application = await applicationOf(reference);
    expect(application?.status).toBe('New');
    expect((await historyOf(application!.id)).map((event) => event.changed_by)).toEqual([
      null,
      'The applicant asked for erasure (status page; link e-mailed)',
    ]);
    // The outbox screen does not show the link.
    const outbox = (await staff('GET', '/api/outbox')).json<{
      data: { kind: string; text_body: string }[];
    }>();
    expect(outbox.data.find((row) => row.kind === 'erasure-link')?.text_body).toBe(
      "The text of an erasure link is not shown here, because its link erases the applicant's data.",
    );

    // Opening the page erases nothing (a GET of the SPA); a wrong token is refused.
    const refused = await confirmErasure('not-a-real-token');
    expectContractShape(refused, 'confirmErasure', 400);
    expect(refused.json()).toEqual({ message: 'This link is not valid or has already been used.' });
    expect(await applicationOf(reference)).toBeDefined();

    const done = await confirmErasure(token);
    expect(done.statusCode).toBe(200);
    expectContractShape(done, 'confirmErasure');
    expect(done.json()).toEqual({
      message: 'Your data has been erased. We no longer have your applications, resumes or messages.',
    });
    expect(await applicationOf(reference)).toBeUndefined();
    if (other) expect(await applicationOf(other)).toBeUndefined();
    expect(await applicationOf(stranger)).toBeDefined();
    expect(await linkMails()).toHaveLength(0);
    const status = await inject({
      method: 'POST',
      url: '/api/application-status',
      payload: { reference, contact: 'asha@example.com' },
    });
    expect(status.statusCode).toBe(404);

    // Audited, without whose records they were.
    const audit = (await staff('GET', '/api/audit?action=erase')).json<{
      data: { resource: string; summary: string; staff_id: number | null }[];
    }>();
    expect(audit.data[0]).toMatchObject({ resource: 'candidate', staff_id: null });
    expect(audit.data[0].summary).toContain('the applicant (e-mail link)');
    expect(audit.data[0].summary).not.toMatch(/asha/i);

    // Single use.
    const again = await confirmErasure(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This link is not valid or has already been used.' });
  });

  it('refuses an expired link and keeps the data', async () => {
    const job = await createJob(server.app, cookie, { title: 'Cook' });
    const reference = await apply(job.id, { email: 'meena@example.com', language: 'hi' });
    expect((await askErasure(reference, 'meena@example.com')).statusCode).toBe(200);
    const [mail] = await linkMails();
    expect(mail.subject).toBe(`अपनी जानकारी मिटाने की पुष्टि करें (${reference})`);
    expect(mail.text_body).toMatch(/\/hi\/confirm-erasure\?token=/);
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    const expired = await confirmErasure(tokenIn(mail.text_body));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      message: 'This link has expired. Ask again on the application status page.',
    });
    expect(await applicationOf(reference)).toBeDefined();
  });

  it('puts a phone-only applicant’s request on the Administrators’ screen, to erase or dismiss', async () => {
    const job = await createJob(server.app, cookie, { title: 'Driver' });
    const first = await apply(job.id, { phone: '9000000001', language: 'hi' });
    const second = await apply(job.id, { phone: '9000000002' });

    const asked = await askErasure(first, '+91 90000 00001');
    expect(asked.json()).toEqual({
      channel: 'staff',
      message: 'We have passed your request to our staff. They will erase your data and record it.',
    });
    // Asking again while it waits adds nothing.
    expect((await askErasure(first, '9000000001')).statusCode).toBe(200);
    expect((await askErasure(second, '9000000002')).statusCode).toBe(200);
    expect(await linkMails()).toHaveLength(0);

    const firstApplication = await applicationOf(first);
    expect((await historyOf(firstApplication!.id)).map((event) => event.changed_by)).toEqual([
      null,
      'The applicant asked for erasure (status page; for an Administrator)',
    ]);

    const listed = await staff('GET', '/api/erasure-requests');
    expectContractShape(listed, 'listErasureRequests');
    const requests = listed.json<{
      data: {
        id: number;
        reference: string;
        status: string;
        application: { phone: string; language: string } | null;
      }[];
    }>().data;
    expect(requests.map((request) => [request.reference, request.status])).toEqual([
      [first, 'pending'],
      [second, 'pending'],
    ]);
    expect(requests[0].application).toMatchObject({
      phone: '9000000001',
      language: 'hi',
      job_title: 'Driver',
    });

    const erased = await staff('POST', `/api/erasure-requests/${requests[0].id}/erase`);
    expectContractShape(erased, 'eraseRequestedCandidate');
    expect(erased.json().data).toMatchObject({ applications: 1 });
    expect(await applicationOf(first)).toBeUndefined();

    const dismissed = await staff('POST', `/api/erasure-requests/${requests[1].id}/dismiss`);
    expectContractShape(dismissed, 'dismissErasureRequest');
    expect(dismissed.json()).toEqual({ message: "Request dismissed. The candidate's data is kept." });
    expect(await applicationOf(second)).toBeDefined();

    for (const request of requests) {
      const handled = await staff('POST', `/api/erasure-requests/${request.id}/erase`);
      expectContractShape(handled, 'eraseRequestedCandidate', 404);
      expect(handled.json()).toEqual({
        message: 'This erasure request was not found, or it has already been handled.',
      });
    }
    const after = (await staff('GET', '/api/erasure-requests')).json<{
      data: { reference: string; status: string; resolved_by: string | null; application: unknown }[];
    }>().data;
    expect(after.map((request) => [request.reference, request.status, request.application === null])).toEqual(
      [
        [second, 'dismissed', false],
        [first, 'erased', true],
      ],
    );
    expect(after[0].resolved_by).toBeTruthy();

    const audit = (await staff('GET', '/api/audit')).json<{ data: { action: string; resource: string }[] }>();
    const actions = audit.data.map((entry) => `${entry.action} ${entry.resource}`);
    expect(actions).toEqual(expect.arrayContaining(['erase candidate', 'update erasure-request']));
  });

  it('is rate-limited like the other public writes', async () => {
    const limited = await startTestServer(target, {
      rateLimits: {
        login: { max: 100, windowMs: 60_000 },
        loginAccount: { max: 100, windowMs: 60_000 },
        publicWrites: { max: 3, windowMs: 60_000 },
        publicReads: { max: 1000, windowMs: 60_000 },
      },
    });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/application-status/erasure',
          payload: { reference: 'SMS-2026-000001', contact: 'guess@example.com' },
          remoteAddress: '10.66.0.1',
        });
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await ask()).statusCode).toBe(404);
      expectContractShape(await ask(), 'requestErasure', 429);
    } finally {
      await limited.close();
    }
  });
});
