import { buildApp } from '../../src/server/app';
import { enqueueMail } from '../../src/server/services/outbox';
import { retryDelay } from '../../src/server/services/mail';
import {
  createJob,
  databaseTargets,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type TestServer,
  waitUntil,
} from './helpers';
import { startSmtpServer, type TestSmtpServer } from './smtp';

const fastOutbox = { pollMs: 50, leaseMs: 5_000, retryBaseMs: 100, maxAttempts: 3 };

describe('retry delays', () => {
  it('doubles from the base and stops at an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelay(30, 30_000)).toBe(60 * 60 * 1000);
  });
});

describe.each(databaseTargets)('e-mail over SMTP on $name', (target) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let cookie: string;
  let jobId: number;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(target, {
      smtpUrl: smtp.url,
      mailFrom: 'Agency <jobs@agency.example>',
      staffNotifyEmail: 'desk@agency.example',
      outbox: fastOutbox,
    });
    cookie = await signIn(server.app);
    jobId = (await createJob(server.app, cookie, { title: 'Electrician' })).id;
  });
  afterEach(async () => {
    await server.close();
    await smtp.close();
  });

  function apply(email: string, name = 'Ravi Patel') {
    const body = multipart(
      { job_id: String(jobId), name, email, phone: '', consent: '2026-05', title: 'Electrician' },
      [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume(email) }],
    );
    return server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
  }

  it('tells staff of a new application and sends the applicant a confirmation with the reference', async () => {
    const answer = await apply('ravi@example.com');
    expect(answer.statusCode).toBe(200);
    const reference = /SMS-\d{4}-\d{6}/.exec(answer.json().message)?.[0];
    const mails = await smtp.waitFor(2);
    const staffMail = mails.find((mail) => mail.to === 'desk@agency.example');
    const applicantMail = mails.find((mail) => mail.to === 'ravi@example.com');
    expect(staffMail?.subject).toBe(`New application ${reference}: Electrician`);
    expect(staffMail?.text).toContain('Name: Ravi Patel');
    expect(staffMail?.from).toBe('"Agency" <jobs@agency.example>');
    expect(applicantMail?.subject).toBe(`We received your application ${reference}`);
    expect(applicantMail?.text).toContain(`Your reference is ${reference}.`);
    expect(applicantMail?.text).toContain('365 days');
    await waitUntil(async () => {
      const rows = await server.app.db.selectFrom('outbox').select('status').execute();
      return rows.length === 2 && rows.every((row) => row.status === 'sent');
    });
  });

  it('tells staff of a new enquiry', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        name: 'Hotel Lotus',
        email: 'hr@lotus.example',
        'Phone-no': '079 1234',
        purpose: 'employer',
      },
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({ to: 'desk@agency.example', subject: 'New enquiry from Hotel Lotus' });
    expect(mail.text).toContain('Purpose: Employer, Recruitment / Hiring Needs');
  });

  it('sends a status-change message staff chose to send', async () => {
    await apply('sita@example.com', 'Sita');
    await smtp.waitFor(2);
    const [row] = (
      await server.app.inject({ method: 'GET', url: '/api/applications', headers: { cookie } })
    ).json();
    await server.app.inject({
      method: 'POST',
      url: '/api/applications/status',
      headers: { cookie },
      payload: { ids: [row.id], status: 'Interview', send_message: true },
    });
    const mails = await smtp.waitFor(3);
    expect(mails[2]).toMatchObject({
      to: 'sita@example.com',
      subject: `Interview for Electrician (${row.reference})`,
    });
    expect(mails[2].text).toContain('Dear Sita');
  });

  it('retries a message the SMTP server refused, with backoff, and records the reason', async () => {
    smtp.refuseNext(1);
    await enqueueMail(server.app.db, [
      { kind: 'staff-enquiry', to: 'desk@agency.example', subject: 'Retry me', text: 'Body' },
    ]);
    server.app.outboxWorker?.wake();
    await waitUntil(async () => {
      const row = await server.app.db
        .selectFrom('outbox')
        .select(['status', 'attempts', 'last_error'])
        .executeTakeFirst();
      return row?.status === 'pending' && row.attempts === 1;
    });
    const refused = await server.app.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(refused.last_error).toMatch(/451|try again later/i);
    expect(Number(refused.next_attempt_at)).toBeGreaterThan(Date.now() - 1000);
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe('Retry me');
    await waitUntil(async () => {
      const row = await server.app.db.selectFrom('outbox').select(['status', 'attempts']).executeTakeFirst();
      return row?.status === 'sent' && row.attempts === 2;
    });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives a message up as failed after the last attempt', async () => {
    smtp.refuseNext(10);
    await enqueueMail(server.app.db, [
      { kind: 'staff-enquiry', to: 'desk@agency.example', subject: 'Doomed', text: 'x' },
    ]);
    server.app.outboxWorker?.wake();
    await waitUntil(async () => {
      const row = await server.app.db.selectFrom('outbox').select('status').executeTakeFirst();
      return row?.status === 'failed';
    });
    const outbox = await server.app.inject({
      method: 'GET',
      url: '/api/outbox?status=failed',
      headers: { cookie },
    });
    expect(outbox.json().data[0]).toMatchObject({ subject: 'Doomed', attempts: 3, status: 'failed' });
    expect(outbox.json().sending_enabled).toBe(true);
  });

  it('loses nothing across a restart: a later process sends what waited, and takes over a dead claim', async () => {
    // The first process stops sending (as if it had died) before the messages are stored.
    await server.app.outboxWorker?.stop();
    await enqueueMail(server.app.db, [
      { kind: 'staff-enquiry', to: 'desk@agency.example', subject: 'Waited', text: 'x' },
      { kind: 'staff-enquiry', to: 'desk@agency.example', subject: 'Claimed by a dead process', text: 'x' },
    ]);
    await server.app.db
      .updateTable('outbox')
      .set({ status: 'sending', lease_owner: 'dead-host:1:0', lease_until: Date.now() - 1, attempts: 1 })
      .where('subject', '=', 'Claimed by a dead process')
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(0);

    const restarted = await buildApp({ ...server.config }, { logger: false });
    try {
      await restarted.ready();
      const mails = await smtp.waitFor(2);
      expect(mails.map((mail) => mail.subject).sort()).toEqual(['Claimed by a dead process', 'Waited']);
    } finally {
      await restarted.close();
    }
  });

  it('sends each message exactly once with two server processes on one database', async () => {
    const second = await buildApp({ ...server.config }, { logger: false });
    try {
      await second.ready();
      const count = 40;
      await enqueueMail(
        server.app.db,
        Array.from({ length: count }, (_, index) => ({
          kind: 'staff-enquiry' as const,
          to: 'desk@agency.example',
          subject: `Message ${index}`,
          text: 'x',
        })),
      );
      server.app.outboxWorker?.wake();
      second.outboxWorker?.wake();
      await smtp.waitFor(count);
      await waitUntil(async () => {
        const rows = await server.app.db.selectFrom('outbox').select('status').execute();
        return rows.every((row) => row.status === 'sent');
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const subjects = smtp.received.map((mail) => mail.subject);
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
    } finally {
      await second.close();
    }
  });
});
