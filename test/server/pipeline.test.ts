import type { InjectOptions } from 'fastify';
import {
  countFiles,
  createJob,
  databaseTargets,
  expectContractShape,
  fileExists,
  multipart,
  pdfResume,
  pngLogo,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';
import { eraseExpired } from '../../src/server/services/retention';

interface Candidate {
  name?: string;
  email?: string;
  phone?: string;
  consent?: string;
}

describe.each(databaseTargets)('application pipeline on $name', (target) => {
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
  const inject = (options: InjectOptions) => server.app.inject(options);
  const staff = (options: InjectOptions) =>
    inject({ ...options, headers: { ...(options.headers ?? {}), cookie } });

  let resumeCount = 0;
  function apply(job: number, candidate: Candidate, resume = pdfResume(`resume ${++resumeCount}`)) {
    const fields: Record<string, string> = { job_id: String(job), title: 'Welder', gender: 'Male' };
    for (const [key, value] of Object.entries({ consent: '2026-05', ...candidate }))
      if (value !== undefined) fields[key] = value;
    const body = multipart(fields, [
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: resume },
    ]);
    return inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
  }
  const referenceOf = (message: string) => /SMS-\d{4}-\d{6}/.exec(message)?.[0] ?? '';
  async function applicationByReference(reference: string) {
    const list = (await staff({ method: 'GET', url: '/api/applications' })).json() as Array<{
      id: number;
      reference: string;
    }>;
    const found = list.find((row) => row.reference === reference);
    if (!found) throw new Error(`No application ${reference}`);
    return found;
  }

  it('gives every application a readable reference, unique under concurrent applies', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        apply(jobId, { name: `Parallel ${index}`, email: `parallel${index}@example.com` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    const references = answers.map((answer) => referenceOf(answer.json().message));
    const year = new Date().getUTCFullYear();
    for (const reference of references)
      expect(reference).toMatch(new RegExp(`^SMS-(${year}|${year + 1})-\\d{6}$`));
    expect(new Set(references).size).toBe(12);
    const sequences = references.map((reference) => Number(reference.slice(-6))).sort((a, b) => a - b);
    expect(sequences[11] - sequences[0]).toBe(11);
    expect(answers[0].json().message).toBe(
      `Your application has been submitted successfully. Your reference is ${references[0]}.`,
    );

    const listed = await applicationByReference(references[3]);
    const detail = await staff({ method: 'GET', url: `/api/applications/${listed.id}` });
    expectContractShape(detail, 'getApplication');
    expect(detail.json().data).toMatchObject({
      reference: references[3],
      status: 'New',
      consent_version: '2026-05',
      applied_count: 1,
      other_application_ids: [],
    });
    expect(detail.json().data.consent_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('requires consent, a known notice version, and an e-mail or a phone number (400)', async () => {
    const noConsent = await apply(jobId, { email: 'c1@example.com', consent: undefined });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toMatch(/agree to the privacy notice/);
    const oldNotice = await apply(jobId, { email: 'c2@example.com', consent: '2019-01' });
    expect(oldNotice.statusCode).toBe(400);
    const noContact = await apply(jobId, { name: 'Nobody', email: '  ', phone: ' - ' });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json()).toEqual({
      message: 'Please give an e-mail address or a phone number so that we can contact you about this job.',
    });
    const phoneOnly = await apply(jobId, { name: 'Phone only', phone: '98790 11111' });
    expect(phoneOnly.statusCode).toBe(200);
  });

  it('recognises one candidate by e-mail (any case) or normalised phone, and refuses a repeat within 24 hours', async () => {
    const first = await apply(jobId, {
      name: 'Meera',
      email: 'Meera.Shah@Example.com',
      phone: '+91 99090-12345',
    });
    expect(first.statusCode).toBe(200);
    const sameJobByPhone = await apply(jobId, {
      name: 'Meera S',
      email: 'other@example.com',
      phone: '099090 12345',
    });
    expect(sameJobByPhone.statusCode).toBe(400);
    expect(sameJobByPhone.json().message).toMatch(/already applied for this job in the last 24 hours/);
    const sameJobByEmail = await apply(jobId, { email: 'meera.shah@example.com' });
    expect(sameJobByEmail.statusCode).toBe(400);

    const otherJob = await apply(otherJobId, { name: 'Meera', email: 'x@example.com', phone: '9909012345' });
    expect(otherJob.statusCode).toBe(200);
    const firstRow = await applicationByReference(referenceOf(first.json().message));
    const secondRow = await applicationByReference(referenceOf(otherJob.json().message));
    const list = await staff({ method: 'GET', url: '/api/applications' });
    expectContractShape(list, 'listApplications');
    const rows = list.json() as Array<{ id: number; applied_count: number; other_application_ids: number[] }>;
    expect(rows.find((row) => row.id === firstRow.id)).toMatchObject({
      applied_count: 2,
      other_application_ids: [secondRow.id],
    });
    expect(rows.find((row) => row.id === secondRow.id)).toMatchObject({
      applied_count: 2,
      other_application_ids: [firstRow.id],
    });

    // A day later the same job may be applied for again.
    await server.app.db
      .updateTable('applications')
      .set({ created_at: '2020-01-01 00:00:00' })
      .where('id', '=', firstRow.id)
      .execute();
    expect((await apply(jobId, { email: 'MEERA.SHAH@example.com' })).statusCode).toBe(200);
  });

  it('moves several applications at once, records who and when, and queues templated messages on request', async () => {
    const a = await applicationByReference(
      referenceOf((await apply(jobId, { name: 'Anil', email: 'anil@example.com' })).json().message),
    );
    const b = await applicationByReference(
      referenceOf((await apply(jobId, { name: 'Bina', phone: '98111 22222' })).json().message),
    );
    const moved = await staff({
      method: 'POST',
      url: '/api/applications/status',
      payload: { ids: [a.id, b.id], status: 'Interview', send_message: true },
    });
    expectContractShape(moved, 'changeApplicationStatus');
    expect(moved.json()).toEqual({
      // The test server has no mail transport: the answer says the message waits (issue 38's mail-off state).
      message:
        '2 applications moved to Interview. 1 message queued for the applicant. No mail server is configured, so e-mail waits in the Outbox and is not sent.',
      data: { changed: [a.id, b.id], messages: 1 },
    });
    const queued = await server.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('application_id', '=', a.id)
      .where('kind', '=', 'status-change')
      .execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to_address: 'anil@example.com', status: 'pending' });
    expect(queued[0].subject).toContain('Interview for Welder');
    expect(queued[0].text_body).toContain('Dear Anil');

    const again = await staff({
      method: 'POST',
      url: '/api/applications/status',
      payload: { ids: [a.id], status: 'Interview', send_message: true },
    });
    expect(again.json().data).toEqual({ changed: [], messages: 0 });

    await staff({
      method: 'POST',
      url: '/api/applications/status',
      payload: { ids: [a.id], status: 'Offered' },
    });
    const history = await staff({ method: 'GET', url: `/api/applications/history/${a.id}` });
    expectContractShape(history, 'getApplicationHistory');
    expect(
      history
        .json()
        .data.map(
          (event: {
            from_status: string | null;
            to_status: string;
            changed_by: string | null;
            message_sent: boolean;
          }) => [event.from_status, event.to_status, event.changed_by, event.message_sent],
        ),
    ).toEqual([
      [null, 'New', null, false],
      ['New', 'Interview', 'Administrator <staff@agency.example>', true],
      ['Interview', 'Offered', 'Administrator <staff@agency.example>', false],
    ]);

    const missing = await staff({
      method: 'POST',
      url: '/api/applications/status',
      payload: { ids: [a.id, 999999], status: 'Rejected' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Application 999999 was not found. It may have been deleted.');
    const unchanged = await staff({ method: 'GET', url: `/api/applications/${a.id}` });
    expect(unchanged.json().data.status).toBe('Offered');

    const badStatus = await staff({
      method: 'POST',
      url: '/api/applications/status',
      payload: { ids: [a.id], status: 'Hired' },
    });
    expect(badStatus.statusCode).toBe(400);
    const none = await staff({
      method: 'POST',
      url: '/api/applications/status',
      payload: { ids: [], status: 'New' },
    });
    expect(none.statusCode).toBe(400);
    const anonymous = await inject({
      method: 'POST',
      url: '/api/applications/status',
      payload: { ids: [a.id], status: 'Rejected' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('filters the list by status and job, and the spec call without filters answers everything', async () => {
    const all = (await staff({ method: 'GET', url: '/api/applications' })).json() as Array<{
      status: string;
    }>;
    const interview = await staff({ method: 'GET', url: '/api/applications?status=Interview' });
    expectContractShape(interview, 'listApplications');
    expect(interview.json().length).toBeGreaterThan(0);
    expect(interview.json().every((row: { status: string }) => row.status === 'Interview')).toBe(true);
    const cook = (await staff({ method: 'GET', url: `/api/applications?job_id=${otherJobId}` })).json();
    expect(cook.length).toBe(1);
    expect(cook[0].job_title).toBe('Cook');
    expect(all.length).toBeGreaterThan(cook.length + interview.json().length);
    const wrong = await staff({ method: 'GET', url: '/api/applications?status=Hired' });
    expect(wrong.statusCode).toBe(400);
  });

  it('exports the filtered list as UTF-8 CSV with a byte-order mark', async () => {
    await apply(otherJobId, { name: 'ભાવના પટેલ', email: 'bhavna@example.com', phone: '=1+2' });
    const csv = await staff({ method: 'GET', url: `/api/applications/export?job_id=${otherJobId}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Received (UTC),Status,Job,Category,Name,Email,Phone,Gender,Job Title,Career Level,Experience,Message,Applications by this candidate',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('ભાવના પટેલ');
    expect(lines[1]).toContain(",'=1+2,");
    expect(lines[1]).toContain('International');
    expect((await inject({ method: 'GET', url: '/api/applications/export' })).statusCode).toBe(401);
  });

  it('keeps staff notes signed by their author, newest first', async () => {
    const [latest] = (await staff({ method: 'GET', url: '/api/applications' })).json();
    const saved = await staff({
      method: 'POST',
      url: `/api/applications/notes/${latest.id}`,
      payload: { body: '  Called; speaks Gujarati and Hindi.  ' },
    });
    expectContractShape(saved, 'addApplicationNote');
    expect(saved.json()).toMatchObject({
      message: 'Note saved.',
      data: { body: 'Called; speaks Gujarati and Hindi.', author: 'Administrator <staff@agency.example>' },
    });
    await staff({ method: 'POST', url: `/api/applications/notes/${latest.id}`, payload: { body: 'Second' } });
    const notes = await staff({ method: 'GET', url: `/api/applications/notes/${latest.id}` });
    expectContractShape(notes, 'listApplicationNotes');
    expect(notes.json().data.map((note: { body: string }) => note.body)).toEqual([
      'Second',
      'Called; speaks Gujarati and Hindi.',
    ]);
    const empty = await staff({
      method: 'POST',
      url: `/api/applications/notes/${latest.id}`,
      payload: { body: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please write the note before saving it.');
    expect((await staff({ method: 'GET', url: '/api/applications/notes/999999' })).statusCode).toBe(404);
  });

  it('lists and edits the status templates, refusing unknown placeholders', async () => {
    const templates = await staff({ method: 'GET', url: '/api/mail-templates' });
    expectContractShape(templates, 'listMailTemplates');
    expect(
      templates
        .json()
        .data.map((template: { status: string }) => template.status)
        .sort(),
    ).toEqual(['Interview', 'Offered', 'Placed', 'Rejected', 'Screening', 'Withdrawn']);
    const saved = await staff({
      method: 'PUT',
      url: '/api/mail-templates/Screening',
      payload: {
        subject: 'Reviewing {reference}',
        body: 'Hello {name}, we are reviewing your {job} application.',
      },
    });
    expectContractShape(saved, 'updateMailTemplate');
    expect(saved.json().data).toMatchObject({ status: 'Screening', subject: 'Reviewing {reference}' });
    const unknown = await staff({
      method: 'PUT',
      url: '/api/mail-templates/Screening',
      payload: { subject: 'Hi {firstname}', body: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/unknown placeholders: \{firstname\}/);
    expect(
      (await staff({ method: 'PUT', url: '/api/mail-templates/New', payload: { subject: 'a', body: 'b' } }))
        .statusCode,
    ).toBe(404);

    const c = await applicationByReference(
      referenceOf((await apply(jobId, { name: 'Chetan', email: 'chetan@example.com' })).json().message),
    );
    await staff({
      method: 'POST',
      url: '/api/applications/status',
      payload: { ids: [c.id], status: 'Screening', send_message: true },
    });
    const message = await server.app.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('application_id', '=', c.id)
      .where('kind', '=', 'status-change')
      .executeTakeFirstOrThrow();
    expect(message.subject).toBe(`Reviewing ${c.reference}`);
    expect(message.text_body).toBe('Hello Chetan, we are reviewing your Welder application.');
  });

  it('keeps mail in the outbox without SMTP and lists it for staff', async () => {
    const outbox = await staff({ method: 'GET', url: '/api/outbox' });
    expectContractShape(outbox, 'listOutbox');
    expect(outbox.json().sending_enabled).toBe(false);
    const kinds = new Set(outbox.json().data.map((message: { kind: string }) => message.kind));
    expect(kinds).toEqual(new Set(['staff-application', 'applicant-confirmation', 'status-change']));
    expect(outbox.json().data.every((message: { status: string }) => message.status === 'pending')).toBe(
      true,
    );
    const pending = await staff({ method: 'GET', url: '/api/outbox?status=sent' });
    expect(pending.json().data).toEqual([]);
    expect((await inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
  });

  it('erases every record of one candidate: applications, resumes, messages, enquiries, subscriptions', async () => {
    const resume = pdfResume('Erase me');
    const first = await apply(jobId, { name: 'Erase Me', email: 'Erase.Me@example.com' }, resume);
    const second = await apply(
      otherJobId,
      { name: 'Erase Me', phone: '+91 90000-55555' },
      pdfResume('Erase me 2'),
    );
    const linkedByPhone = await apply(otherJobId, {
      name: 'Erase Me',
      email: 'erase.me@example.com',
      phone: '9000055555',
    });
    expect([first.statusCode, second.statusCode, linkedByPhone.statusCode]).toEqual([200, 200, 400]);
    const kept = await apply(otherJobId, { name: 'Someone else', email: 'keep@example.com' }, resume);
    expect(kept.statusCode).toBe(200);
    await inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { email: 'erase.me@example.com', 'Phone-no': '9000000000', purpose: 'jobseeker' },
    });
    await inject({
      method: 'POST',
      url: '/api/subscribers',
      payload: { 'Footer-Email': 'ERASE.ME@example.com' },
    });
    const files = await countFiles(server.app);

    const erased = await staff({
      method: 'POST',
      url: '/api/applications/erase',
      payload: { email: 'erase.me@EXAMPLE.com', phone: '90000 55555', confirmation: 'Erase.Me@example.com' },
    });
    expectContractShape(erased, 'eraseCandidate');
    // Two staff notices and a confirmation for the applications, one staff notice for the enquiry, and
    // the job-alert confirmation of the subscription.
    expect(erased.json().data).toEqual({ applications: 2, messages: 5, enquiries: 1, subscribers: 1 });
    const rows = await server.app.db
      .selectFrom('applications')
      .select('id')
      .where((eb) =>
        eb.or([eb('email_key', '=', 'erase.me@example.com'), eb('phone_key', '=', '9000055555')]),
      )
      .execute();
    expect(rows).toEqual([]);
    const mail = await server.app.db
      .selectFrom('outbox')
      .select('id')
      .where((eb) => eb.or([eb('to_address', 'like', '%rase.me%'), eb('text_body', 'like', '%Erase Me%')]))
      .execute();
    expect(mail).toEqual([]);
    // The shared resume stays for the other applicant; the second one's resume is gone.
    expect(await countFiles(server.app)).toBe(files - 1);
    const keptRow = await applicationByReference(referenceOf(kept.json().message));
    const keptResume = (await staff({ method: 'GET', url: `/api/applications/${keptRow.id}` })).json().data
      .resume;
    expect(await fileExists(server.app, keptResume)).toBe(true);

    const nothing = await staff({
      method: 'POST',
      url: '/api/applications/erase',
      payload: { email: 'erase.me@example.com', confirmation: 'erase.me@example.com' },
    });
    expect(nothing.json().data).toEqual({ applications: 0, messages: 0, enquiries: 0, subscribers: 0 });
    const blank = await staff({
      method: 'POST',
      url: '/api/applications/erase',
      payload: { phone: '  ', confirmation: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/applications/erase',
          payload: { email: 'a@b.c', confirmation: 'a@b.c' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('links candidates across a long list and erases more applications than one statement may name', async () => {
    const rows = Array.from({ length: 700 }, (_, index) => ({
      job_id: jobId,
      job_title: 'Welder',
      category: '1' as const,
      career_level: '',
      experience: '',
      name: `Bulk ${index}`,
      email: `bulk${Math.floor(index / 2)}@example.com`,
      phone: '',
      gender: '',
      title: '',
      message: '',
      resume: null,
      created_at: '2019-06-01 00:00:00',
      reference: `SMS-2019-${String(index + 1).padStart(6, '0')}`,
      email_key: `bulk${Math.floor(index / 2)}@example.com`,
      phone_key: '',
    }));
    for (let start = 0; start < rows.length; start += 100)
      await server.app.db
        .insertInto('applications')
        .values(rows.slice(start, start + 100))
        .execute();
    const list = (await staff({ method: 'GET', url: '/api/applications' })).json() as Array<{
      name: string;
      applied_count: number;
    }>;
    const bulk = list.filter((row) => row.name.startsWith('Bulk '));
    expect(bulk).toHaveLength(700);
    expect(bulk.every((row) => row.applied_count === 2)).toBe(true);
    const log = { info: () => undefined } as unknown as Parameters<typeof eraseExpired>[2];
    expect((await eraseExpired(server.app.db, 365, log)).applications).toBeGreaterThanOrEqual(700);
  });

  it('erases applications older than RETENTION_DAYS with their resumes and messages, logging counts only', async () => {
    const old = await applicationByReference(
      referenceOf(
        (await apply(jobId, { name: 'Old Timer', email: 'old@example.com' }, pdfResume('old'))).json()
          .message,
      ),
    );
    const recent = await applicationByReference(
      referenceOf((await apply(jobId, { name: 'Recent', email: 'recent@example.com' })).json().message),
    );
    const oldResume = (await staff({ method: 'GET', url: `/api/applications/${old.id}` })).json().data.resume;
    await server.app.db
      .updateTable('applications')
      .set({ created_at: '2020-01-01 00:00:00' })
      .where('id', '=', old.id)
      .execute();
    const logged: unknown[] = [];
    const log = { info: (entry: unknown) => logged.push(entry) } as unknown as Parameters<
      typeof eraseExpired
    >[2];
    const counts = await eraseExpired(server.app.db, 365, log);
    expect(counts.applications).toBeGreaterThanOrEqual(1);
    expect(await fileExists(server.app, oldResume)).toBe(false);
    expect((await staff({ method: 'GET', url: `/api/applications/${old.id}` })).statusCode).toBe(404);
    expect((await staff({ method: 'GET', url: `/api/applications/${recent.id}` })).statusCode).toBe(200);
    expect(
      await server.app.db.selectFrom('outbox').select('id').where('application_id', '=', old.id).execute(),
    ).toEqual([]);
    expect(JSON.stringify(logged)).not.toMatch(/Old Timer|old@example/);
    expect(logged[0]).toMatchObject({ retentionDays: 365, erasedApplications: counts.applications });

    // The daily run is claimed by one caller per day, across processes.
    const now = Date.now();
    const firstRun = await server.app.retention.runIfDue(now);
    const secondRun = await server.app.retention.runIfDue(now + 1000);
    expect([firstRun, secondRun]).toEqual([true, false]);
    expect(await server.app.retention.runIfDue(now + 25 * 60 * 60 * 1000)).toBe(true);
  });
});
