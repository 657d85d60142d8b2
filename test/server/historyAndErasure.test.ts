import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  multipart,
  pdfResume,
  pngLogo,
  removeTestData,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';
import { claimNextMail, markMailFailed, markMailSent } from '../../src/server/repositories/outbox';
import { openDatabase } from '../../src/server/db/kysely';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import type { ServerConfig } from '../../src/server/config';

describe.each(databaseTargets)('history messages and candidate erasure on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let jobId: number;
  let otherJobId: number;
  beforeAll(async () => {
    server = await startTestServer(target, { staffNotifyEmail: 'desk@agency.example' });
    cookie = await signIn(server.app);
    jobId = (await createJob(server.app, cookie, { title: 'Welder' })).id;
    otherJobId = (
      await createJob(
        server.app,
        cookie,
        { title: 'Cook', location: 'Doha' },
        Buffer.concat([pngLogo(), Buffer.from('cook')]),
      )
    ).id;
  });
  afterAll(async () => server.close());
  const staff = (options: InjectOptions) =>
    server.app.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } });

  let resumes = 0;
  async function apply(candidate: Record<string, string>, job = jobId): Promise<number> {
    const body = multipart(
      { job_id: String(job), title: 'Welder', gender: 'Male', consent: '2026-05', ...candidate },
      [
        {
          field: 'resume',
          filename: 'cv.pdf',
          contentType: 'application/pdf',
          data: pdfResume(`history ${++resumes}`),
        },
      ],
    );
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(200);
    const reference = /SMS-\d{4}-\d{6}/.exec(answer.json().message)?.[0];
    const row = await server.app.db
      .selectFrom('applications')
      .select('id')
      .where('reference', '=', reference ?? '')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const move = (id: number, status: string, sendMessage: boolean) =>
    staff({
      method: 'POST',
      url: '/api/applications/status',
      payload: { ids: [id], status, send_message: sendMessage },
    });
  async function history(id: number) {
    const answer = await staff({ method: 'GET', url: `/api/applications/history/${id}` });
    expectContractShape(answer, 'getApplicationHistory');
    return (
      answer.json() as {
        data: Array<{
          to_status: string;
          message_sent: boolean;
          messages: Array<{ channel: string; state: string }>;
        }>;
      }
    ).data.map((event) => [event.to_status, event.message_sent, event.messages]);
  }
  /** Claims messages as the worker does until it holds this application's status message. */
  async function claimStatusMessage(applicationId: number) {
    for (;;) {
      const row = await claimNextMail(server.app.db, target.name, 'test-worker', 60_000);
      if (!row) throw new Error('The status message was never claimed');
      if (row.kind === 'status-change' && row.application_id === applicationId) return row;
    }
  }

  it('says a status message is queued, then sent or failed, as the outbox handles it', async () => {
    const id = await apply({ name: 'Hema', email: 'hema@example.com' });
    expect((await move(id, 'Interview', true)).statusCode).toBe(200);
    expect((await move(id, 'Offered', false)).statusCode).toBe(200);
    expect(await history(id)).toEqual([
      ['New', false, []],
      ['Interview', true, [{ channel: 'email', state: 'queued' }]],
      ['Offered', false, []],
    ]);

    // Being sent is still queued; sent once the worker says so.
    const interview = await claimStatusMessage(id);
    expect(interview.status).toBe('sending');
    expect((await history(id))[1]).toEqual(['Interview', true, [{ channel: 'email', state: 'queued' }]]);
    await markMailSent(server.app.db, interview.id, 'test-worker');
    expect((await history(id))[1]).toEqual(['Interview', true, [{ channel: 'email', state: 'sent' }]]);

    // A message the outbox gave up on says so; one put back for a retry is queued again.
    expect((await move(id, 'Rejected', true)).statusCode).toBe(200);
    const rejected = await claimStatusMessage(id);
    await markMailFailed(
      server.app.db,
      rejected.id,
      'test-worker',
      '550 no such mailbox',
      Date.now() + 60_000,
    );
    expect((await history(id))[3]).toEqual(['Rejected', true, [{ channel: 'email', state: 'queued' }]]);
    await server.app.db
      .updateTable('outbox')
      .set({ next_attempt_at: 0 })
      .where('id', '=', rejected.id)
      .execute();
    const retried = await claimStatusMessage(id);
    await markMailFailed(server.app.db, retried.id, 'test-worker', '550 no such mailbox', undefined);
    expect(await history(id)).toEqual([
      ['New', false, []],
      ['Interview', true, [{ channel: 'email', state: 'sent' }]],
      ['Offered', false, []],
      ['Rejected', true, [{ channel: 'email', state: 'failed' }]],
    ]);
  });

  it('counts what erasing a candidate would erase, changing nothing, and the erasure erases exactly that', async () => {
    const first = await apply({ name: 'Kiran', email: 'Kiran.Erase@example.com', phone: '+91 98250 11223' });
    const second = await apply({ name: 'Kiran', phone: '98250-11223' }, otherJobId);
    const other = await apply({ name: 'Someone else', email: 'other@example.com' });
    expect((await move(first, 'Screening', true)).statusCode).toBe(200);
    expect(
      (await staff({ method: 'POST', url: `/api/applications/notes/${second}`, payload: { body: 'Called' } }))
        .statusCode,
    ).toBe(200);
    await server.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      payload: { 'Footer-Email': 'kiran.erase@example.com' },
    });

    const preview = await staff({ method: 'GET', url: `/api/applications/erasure-preview/${second}` });
    expectContractShape(preview, 'previewCandidateErasure');
    // Two applications with two resumes; history: two arrivals and one change; one note; messages: two
    // staff notices, the confirmation, the status message and the job-alert confirmation.
    const expected = {
      email: '',
      phone: '98250-11223',
      applications: 2,
      files: 2,
      history: 3,
      notes: 1,
      messages: 5,
      enquiries: 0,
      subscribers: 1,
    };
    expect(preview.json().data).toEqual(expected);
    // Counting erases nothing.
    const again = await staff({ method: 'GET', url: `/api/applications/erasure-preview/${first}` });
    expect(again.json().data).toEqual({
      ...expected,
      email: 'Kiran.Erase@example.com',
      phone: '+91 98250 11223',
    });

    // The typed confirmation must be the candidate's e-mail address or phone number.
    const wrong = await staff({
      method: 'POST',
      url: '/api/applications/erase',
      payload: {
        email: 'Kiran.Erase@example.com',
        phone: '+91 98250 11223',
        confirmation: 'other@example.com',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      "Nothing was erased. To confirm, type the candidate's e-mail address or phone number exactly as it is on the application.",
    );
    const missing = await staff({
      method: 'POST',
      url: '/api/applications/erase',
      payload: { email: 'Kiran.Erase@example.com', phone: '+91 98250 11223' },
    });
    expect(missing.statusCode).toBe(400);
    const stillThere = await staff({ method: 'GET', url: `/api/applications/erasure-preview/${first}` });
    expect(stillThere.json().data.applications).toBe(2);

    // The number typed another way is the same number.
    const erased = await staff({
      method: 'POST',
      url: '/api/applications/erase',
      payload: { email: 'Kiran.Erase@example.com', phone: '+91 98250 11223', confirmation: '9825011223' },
    });
    expectContractShape(erased, 'eraseCandidate');
    expect(erased.json().data).toEqual({
      applications: expected.applications,
      messages: expected.messages,
      enquiries: expected.enquiries,
      subscribers: expected.subscribers,
    });
    expect(
      (await staff({ method: 'GET', url: `/api/applications/erasure-preview/${first}` })).statusCode,
    ).toBe(404);
    const kept = await staff({ method: 'GET', url: `/api/applications/erasure-preview/${other}` });
    expect(kept.json().data).toMatchObject({ applications: 1, history: 1, subscribers: 0 });
  });
});

describe.each(databaseTargets)('the outbox history link migration on $name', (target) => {
  const location = {
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'agency-outbox-link-')),
    databaseUrl: target.url,
    databaseSchema: target.url ? `test_${randomBytes(6).toString('hex')}` : undefined,
  };
  afterAll(async () => removeTestData(location as ServerConfig));

  it('links status messages queued before it to the history entry that queued them', async () => {
    const handle = await openDatabase(location);
    try {
      await migrateTo(handle, '0016_whatsapp_outbox');
      const db = handle.db;
      const application = {
        job_id: null,
        job_title: 'Welder',
        category: '1' as const,
        career_level: '',
        experience: '',
        name: 'Old',
        email: 'old@example.com',
        phone: '',
        gender: '',
        title: '',
        message: '',
        resume: null,
        phone_key: '',
        created_at: '2026-01-01 09:00:00',
        reference: 'SMS-2026-900001',
        email_key: 'old@example.com',
      };
      const { id } = await db
        .insertInto('applications')
        .values(application)
        .returning('id')
        .executeTakeFirstOrThrow();
      const event = (at: string, sent: number, to: 'Interview' | 'Offered' | 'New') =>
        db
          .insertInto('application_events')
          .values({
            application_id: id,
            from_status: 'New',
            to_status: to,
            changed_by: 'x',
            message_sent: sent,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const mail = (kind: 'status-change' | 'applicant-confirmation', at: string) =>
        db
          .insertInto('outbox')
          .values({
            kind,
            to_address: 'old@example.com',
            subject: 's',
            text_body: 't',
            application_id: id,
            enquiry_id: null,
            next_attempt_at: 0,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const confirmation = await mail('applicant-confirmation', '2026-01-01 09:00:00');
      const interview = await event('2026-01-02 10:00:00', 1, 'Interview');
      const interviewMail = await mail('status-change', '2026-01-02 10:00:01');
      await event('2026-01-03 10:00:00', 0, 'Offered');
      const laterMail = await mail('status-change', '2026-01-04 10:00:00');
      await migrateToLatest(handle);
      const links = await db
        .selectFrom('outbox')
        .select(['id', 'application_event_id'])
        .orderBy('id')
        .execute();
      expect(links).toEqual([
        { id: confirmation.id, application_event_id: null },
        { id: interviewMail.id, application_event_id: interview.id },
        // The last entry that recorded a message is the one that queued it.
        { id: laterMail.id, application_event_id: interview.id },
      ]);
    } finally {
      await handle.db.destroy();
    }
  });
});
