import { EMPLOYER_SHARING_NOTICE } from '../../src/domain/employerConsent';
import { agencyDate } from '../../src/domain/agencyTime';
import type { InjectOptions } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { createBackupFile, restoreArchive } from '../../src/server/db/archive';
import { openDatabase } from '../../src/server/db/kysely';
import { defaultRateLimits } from '../../src/server/config';
import { secretsKeyOf } from '../../src/server/services/secrets';
import { hashShortlistToken } from '../../src/server/services/shortlists';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  multipart,
  removeTestData,
  signIn,
  STAFF_EMAIL,
  startTestServer,
  testConfig,
  type TestServer,
  json,
} from './helpers';

/**
 * Shortlists the client answers from a link: sharing (only a requirement's own applications, a contact
 * of its client), the link (404 for an unknown token, 410 expired or revoked, only its own candidates,
 * never a candidate's phone or e-mail, nothing an applicant typed as markup), the answers (history by
 * "client: <contact>", the recruiter's mail, the audit trail), the stamped resume. One server per database.
 */

/** A two-page resume that, like a real one, has text on each page (and no contact details). */
async function resumePdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of [`${title}, page one`, `${title}, page two`])
    doc.addPage([420, 595]).drawText(line, { x: 40, y: 500, size: 12, font });
  doc.setAuthor('Resume Author Metadata');
  return Buffer.from(await doc.save());
}

/**
 * The text of a PDF as pdf-parse (PDF.js) reads it. In a child Node process: PDF.js loads its worker with
 * a dynamic import, which Jest's module sandbox refuses.
 */
function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const script = `
    const { PDFParse } = require('pdf-parse');
    const chunks = [];
    process.stdin.on('data', (chunk) => chunks.push(chunk));
    process.stdin.on('end', async () => {
      const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
      const result = await parser.getText();
      await parser.destroy();
      process.stdout.write(JSON.stringify({ text: result.text, pages: result.pages.length }));
    });`;
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', script], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as { text: string; pages: number }),
    );
    child.stdin?.end(bytes);
  });
}

const FRAUD_NAME = '<a href="http://evil.example/pay">Click to pay</a> Ramesh';

describe.each(databaseTargets)('shortlists on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let jobId: number;
  let otherJobId: number;
  let contactId: number;
  let otherContactId: number;
  const applications: { id: number; name: string; email: string; phone: string }[] = [];
  let foreignApplication: number;

  const inject = (options: InjectOptions) => server.app.inject(options);

  /** An application; with the notice that names employers unless an older one is given. */
  async function apply(job: number, n: number, name: string, consent = EMPLOYER_SHARING_NOTICE) {
    const email = `shortlist${n}@candidate.example`;
    const phone = `+91 98765 4321${n}`;
    const body = multipart(
      { job_id: String(job), title: 'Fitter', gender: 'Male', name, email, phone, consent },
      [
        {
          field: 'resume',
          filename: 'cv.pdf',
          contentType: 'application/pdf',
          data: await resumePdf(`Resume ${n}`),
        },
      ],
    );
    const applied = await inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(applied.statusCode).toBe(200);
    const row = await server.app.db
      .selectFrom('applications')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { id: row.id, name, email, phone };
  }

  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
    const client = await inject(
      json('POST', '/api/clients', cookie, {
        name: 'Kalol Castings',
        billing_address: 'GIDC Kalol',
        billing_state: '24',
        contacts: [{ name: 'Meera Patel', email: 'meera@kalol.example', phone: '+91 99999 00000' }],
      }),
    );
    expect(client.statusCode).toBe(200);
    contactId = client.json().data.contacts[0].id;
    const other = await inject(
      json('POST', '/api/clients', cookie, {
        name: 'Other Works',
        billing_address: 'Mehsana',
        billing_state: '24',
        contacts: [{ name: 'Ravi Shah', email: 'ravi@other.example' }],
      }),
    );
    otherContactId = other.json().data.contacts[0].id;
    jobId = (
      await createJob(server.app, cookie, { title: 'CNC Fitter', client_id: String(client.json().data.id) })
    ).id;
    otherJobId = (await createJob(server.app, cookie, { title: 'Agency Welder' })).id;
    applications.push(await apply(jobId, 1, 'Asha Verma'));
    applications.push(await apply(jobId, 2, FRAUD_NAME));
    applications.push(await apply(jobId, 3, 'Kiran Joshi'));
    // Sent under the notice before employers were named: no agreement to share until staff record one.
    applications.push(await apply(jobId, 4, 'Not Shared Person', '2026-05'));
    foreignApplication = (await apply(otherJobId, 5, 'Foreign Applicant')).id;
  }, 120_000);
  afterAll(async () => server?.close());

  const share = async (ids: number[], extra: Record<string, unknown> = {}) => {
    const response = await inject(
      json('POST', '/api/shortlists', cookie, {
        job_id: jobId,
        contact_id: contactId,
        language: 'en',
        items: ids.map((id) => ({
          application_id: id,
          qualification: 'ITI Fitter',
          current_location: 'Kalol',
          note: 'Strong on lathe',
        })),
        ...extra,
      }),
    );
    expectContractShape(response, 'createShortlist');
    const answer = response.json() as {
      data: { id: number };
      link: string;
      whatsapp_url: string;
      emailed: boolean;
    };
    return { ...answer, path: new URL(answer.link).pathname };
  };

  it('shares only applications of a requirement with a contact of its client', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { job_id: otherJobId, contact_id: contactId, items: [{ application_id: foreignApplication }] },
        'Only a client',
      ],
      [
        { job_id: jobId, contact_id: otherContactId, items: [{ application_id: applications[0].id }] },
        'The contact chosen',
      ],
      [
        { job_id: jobId, contact_id: contactId, items: [{ application_id: foreignApplication }] },
        `(application ${foreignApplication} is not)`,
      ],
      [
        {
          job_id: jobId,
          contact_id: contactId,
          items: [{ application_id: applications[0].id }, { application_id: applications[0].id }],
        },
        'chosen twice',
      ],
    ];
    for (const [payload, sentence] of cases) {
      const response = await inject(json('POST', '/api/shortlists', cookie, payload));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(sentence);
    }
    // A candidate without an agreement to share with employers is named, and nothing at all is shared.
    const unagreed = await inject(
      json('POST', '/api/shortlists', cookie, {
        job_id: jobId,
        contact_id: contactId,
        items: [{ application_id: applications[0].id }, { application_id: applications[3].id }],
      }),
    );
    expect(unagreed.statusCode).toBe(400);
    expect(unagreed.json().message).toMatch(
      /^Nothing was shared: Not Shared Person \(SMS-\d{4}-\d{6}\) applied before the apply form said resumes go to employers/,
    );
    expect(await server.app.db.selectFrom('shortlists').select('id').execute()).toEqual([]);
  });

  it('gives a link once (32 random bytes, only the hash stored), mails it, lists the shortlist, and audits the sharing', async () => {
    const shared = await share(applications.slice(0, 3).map((row) => row.id));
    const token = shared.path.replace('/shortlist/', '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(shared.emailed).toBe(true);
    expect(shared.whatsapp_url).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(shared.whatsapp_url)).toContain(shared.link);
    const stored = await server.app.db
      .selectFrom('shortlists')
      .selectAll()
      .where('id', '=', shared.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashShortlistToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const mail = await server.app.db
      .selectFrom('outbox')
      .select(['to_address', 'text_body', 'kind'])
      .where('kind', '=', 'shortlist-link')
      .execute();
    expect(mail).toEqual([expect.objectContaining({ to_address: 'meera@kalol.example' })]);
    expect(mail[0].text_body).toContain(shared.link);
    const outbox = await inject({ method: 'GET', url: '/api/outbox', headers: { cookie } });
    expect(outbox.body).not.toContain(token);
    const list = await inject({ method: 'GET', url: `/api/shortlists?job_id=${jobId}`, headers: { cookie } });
    expectContractShape(list, 'listShortlists');
    expect(list.body).not.toContain(token);
    expect(list.json().data[0]).toMatchObject({
      state: 'active',
      contact_name: 'Meera Patel',
      client_name: 'Kalol Castings',
    });
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['action', 'staff_name'])
      .where('action', '=', 'shortlist-shared')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('shows only its own candidates, never a phone or e-mail, nothing typed as markup; noindex, no-store; an unknown token is 404', async () => {
    const first = await share([applications[0].id, applications[1].id]);
    const second = await share([applications[2].id]);
    const page = await inject({ method: 'GET', url: first.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toContain('Asha Verma');
    expect(page.body).toContain('ITI Fitter');
    expect(page.body).toContain('Strong on lathe');
    expect(page.body).not.toContain('Kiran Joshi');
    expect(page.body).not.toContain('Not Shared Person');
    expect(page.body).not.toContain('<a href="http://evil');
    expect(page.body).toContain(
      '&#60;a href=&#34;http://evil.example/pay&#34;&#62;Click to pay&#60;/a&#62; Ramesh',
    );
    const secondPage = await inject({ method: 'GET', url: second.path });
    expect(secondPage.body).toContain('Kiran Joshi');
    expect(secondPage.body).not.toContain('Asha Verma');
    for (const body of [page.body, secondPage.body])
      for (const candidate of applications) {
        expect(body).not.toContain(candidate.email);
        expect(body).not.toContain(candidate.phone);
        expect(body).not.toContain(candidate.phone.replace(/\s/g, ''));
      }
    // The second shortlist's item through the first one's link is not there.
    const secondItem = (
      await server.app.db
        .selectFrom('shortlist_items')
        .select('id')
        .where('shortlist_id', '=', second.data.id)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await inject({ method: 'GET', url: `${first.path}/resume/${secondItem}` })).statusCode).toBe(404);
    const posted = await inject({
      method: 'POST',
      url: first.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ item: String(secondItem), answer: 'shortlisted' }).toString(),
    });
    expect(posted.statusCode).toBe(400);
    expect(
      await server.app.db
        .selectFrom('shortlist_items')
        .select('answer')
        .where('id', '=', secondItem)
        .executeTakeFirstOrThrow(),
    ).toEqual({ answer: null });
    // Another token, a guessed one and a malformed one: 404 with a sentence.
    for (const url of ['/shortlist/' + 'A'.repeat(43), '/shortlist/nothing-here']) {
      const missing = await inject({ method: 'GET', url });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('This shortlist link is not valid.');
    }
    const views = await server.app.db
      .selectFrom('audit_log')
      .select(['staff_name', 'record_id'])
      .where('action', '=', 'shortlist-viewed')
      .execute();
    expect(views).toEqual(
      expect.arrayContaining([{ staff_name: 'client: Meera Patel', record_id: String(first.data.id) }]),
    );
  });

  it('takes the answers into the history by the client, mails the recruiter and audits them', async () => {
    const shared = await share(applications.slice(0, 3).map((row) => row.id));
    const items = await server.app.db
      .selectFrom('shortlist_items')
      .select(['id', 'application_id'])
      .where('shortlist_id', '=', shared.data.id)
      .orderBy('id')
      .execute();
    const post = (fields: Record<string, string>, origin?: string) =>
      inject({
        method: 'POST',
        url: shared.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
        payload: new URLSearchParams(fields).toString(),
      });
    const crossSite = await post(
      { item: String(items[0].id), answer: 'shortlisted' },
      'https://evil.example',
    );
    expect(crossSite.statusCode).toBe(403);
    expect((await post({ item: String(items[0].id), answer: 'shortlisted' })).statusCode).toBe(200);
    const noReason = await post({ item: String(items[1].id), answer: 'not_suitable', note: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Please give the reason why the candidate is not suitable.');
    expect(
      (await post({ item: String(items[1].id), answer: 'not_suitable', note: 'Needs 5 years on CNC' }))
        .statusCode,
    ).toBe(200);
    const noSlot = await post({ item: String(items[2].id), answer: 'interview_requested' });
    expect(noSlot.body).toContain('Please propose at least one interview date and time.');
    const past = await post({
      item: String(items[2].id),
      answer: 'interview_requested',
      slot1: '2020-01-01T10:00',
    });
    expect(past.body).toContain('Please give each interview slot');
    const slot =
      new Date(server.app.clock().getTime() + 3 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 11) +
      '10:30';
    const interview = await post({
      item: String(items[2].id),
      answer: 'interview_requested',
      slot1: slot,
      note: 'Bring certificates',
    });
    expect(interview.statusCode).toBe(200);
    expect(interview.body).toContain('Your answer on Kiran Joshi is saved.');

    const details: string[] = [];
    for (const item of items) {
      const history = await inject({
        method: 'GET',
        url: `/api/applications/history/${item.application_id}`,
        headers: { cookie },
      });
      expectContractShape(history, 'getApplicationHistory');
      const entries = history.json().data as {
        changed_by: string | null;
        detail: string | null;
        to_status: string;
      }[];
      const last = entries[entries.length - 1];
      expect(last.changed_by).toBe('client: Meera Patel');
      expect(last.to_status).toBe('New');
      details.push(last.detail ?? '');
    }
    expect(details).toEqual([
      'Shortlisted',
      'Not suitable: Needs 5 years on CNC',
      `Interview requested: ${slot.replace('T', ' ')} (IST). Note: Bring certificates`,
    ]);
    const mails = await server.app.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('kind', '=', 'shortlist-answer')
      .execute();
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(mail.to_address).toBe(STAFF_EMAIL);
    const fraudMail = mails.find((mail) => mail.subject.includes('Not suitable'));
    expect(fraudMail?.subject).not.toMatch(/<a|http:\/\/|evil\.example/);
    const answers = await server.app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'shortlist-answered')
      .execute();
    expect(answers).toHaveLength(3);
    const list = await inject({ method: 'GET', url: `/api/shortlists?job_id=${jobId}`, headers: { cookie } });
    const listed = (
      list.json().data as { id: number; items: { answer: string | null; answer_slots: string[] }[] }[]
    ).find((row) => row.id === shared.data.id);
    expect(listed?.items.map((item) => item.answer)).toEqual([
      'shortlisted',
      'not_suitable',
      'interview_requested',
    ]);
    expect(listed?.items[2].answer_slots).toEqual([slot]);
  });

  it("serves the resume stamped on every page, with nothing of the candidate's contacts", async () => {
    const shared = await share([applications[0].id]);
    const item = (
      await server.app.db
        .selectFrom('shortlist_items')
        .select('id')
        .where('shortlist_id', '=', shared.data.id)
        .executeTakeFirstOrThrow()
    ).id;
    const resume = await inject({ method: 'GET', url: `${shared.path}/resume/${item}` });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.headers['cache-control']).toBe('no-store');
    const { text, pages } = await pdfText(resume.rawPayload);
    expect(pages).toBe(2);
    const stamp =
      /Shared with Kalol Castings by Sahyog Manpower Services on \d{4}-\d{2}-\d{2}: confidential/g;
    expect(text.match(stamp)).toHaveLength(2);
    expect(text).toContain('Resume 1, page one');
    const bytes = resume.rawPayload.toString('latin1');
    expect(bytes).not.toContain('Resume Author Metadata');
    for (const candidate of applications) {
      expect(bytes).not.toContain(candidate.email);
      expect(bytes).not.toContain(candidate.phone);
    }
    const opened = await server.app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'shortlist-viewed')
      .where('record_id', '=', String(shared.data.id))
      .execute();
    expect(opened.map((row) => row.summary)).toContain(`resume of application ${applications[0].id}`);
  });

  it('answers 410 with a sentence once the link has expired or been revoked', async () => {
    const expiring = await share([applications[0].id], { expiry_days: 1 });
    await server.app.db
      .updateTable('shortlists')
      .set({ expires_at: '2000-01-01 00:00:00' })
      .where('id', '=', expiring.data.id)
      .execute();
    const expired = await inject({ method: 'GET', url: expiring.path });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This shortlist link has expired.');
    expect((await inject({ method: 'GET', url: `${expiring.path}/resume/1` })).statusCode).toBe(410);

    const revoking = await share([applications[0].id], { language: 'hi' });
    const hindiMail = await server.app.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('kind', '=', 'shortlist-link')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(hindiMail.subject).toBe('Sahyog Manpower Services की ओर से CNC Fitter के लिए उम्मीदवार');
    expect(hindiMail.text_body).toContain(revoking.link);
    const open = await inject({ method: 'GET', url: revoking.path });
    expect(open.body).toContain('<html lang="hi">');
    expect(open.body).toContain('उम्मीदवार');
    const revoked = await inject({
      method: 'POST',
      url: `/api/shortlists/${revoking.data.id}/revoke`,
      headers: { cookie },
    });
    expectContractShape(revoked, 'revokeShortlist');
    expect(revoked.json().data.state).toBe('revoked');
    const gone = await inject({ method: 'GET', url: revoking.path });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('एजेंसी ने यह शॉर्टलिस्ट लिंक वापस ले लिया है।');
    const posted = await inject({
      method: 'POST',
      url: revoking.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'item=1&answer=shortlisted',
    });
    expect(posted.statusCode).toBe(410);
    expect(
      (await inject({ method: 'POST', url: '/api/shortlists/999999/revoke', headers: { cookie } }))
        .statusCode,
    ).toBe(404);
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select('record_id')
      .where('action', '=', 'shortlist-revoked')
      .execute();
    expect(audit).toEqual([{ record_id: String(revoking.data.id) }]);
  });

  it("shares a candidate of the older notice once staff have recorded the candidate's agreement", async () => {
    const late = applications[3];
    const recorded = await inject(
      json('POST', `/api/applications/employer-consent/${late.id}`, cookie, {
        how: 'phone',
        on: agencyDate(),
      }),
    );
    expect(recorded.statusCode).toBe(200);
    const shared = await share([late.id]);
    const page = await inject({ method: 'GET', url: shared.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Not Shared Person');
  });

  it('keeps shortlists, their answers and the history detail in a backup, restored whole', async () => {
    const archive = await createBackupFile(server.config, path.join(server.config.dataDir, 'backups'));
    const tables = archive.manifest.tables.map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['shortlists', 'shortlist_items']));
    const config = testConfig(target, {
      adminEmail: undefined,
      adminPassword: undefined,
      secretsKey: secretsKeyOf(server.config),
    });
    try {
      const report = await restoreArchive(archive.file, config);
      for (const table of report.tables) expect(table.restored).toBe(table.archived);
      const handle = await openDatabase(config);
      try {
        const count = async (db: typeof server.app.db) =>
          await db
            .selectFrom('shortlist_items')
            .select(['id', 'answer', 'answer_slots'])
            .orderBy('id')
            .execute();
        expect(await count(handle.db)).toEqual(await count(server.app.db));
        const details = await handle.db
          .selectFrom('application_events')
          .select('detail')
          .where('detail', 'is not', null)
          .execute();
        expect(details.length).toBeGreaterThanOrEqual(3);
      } finally {
        await handle.db.destroy();
      }
    } finally {
      await removeTestData(config);
    }
  });
});

describe('shortlist links cannot be guessed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(databaseTargets[0], {
      rateLimits: {
        ...defaultRateLimits,
        publicWrites: { max: 3, windowMs: 15 * 60_000 },
        publicReads: { max: 100, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => server?.close());

  it('answers 429 with Retry-After once an address has tried too many unknown tokens', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 4; guess++) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/shortlist/${String(guess).repeat(43)}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.headers['x-robots-tag']).toContain('noindex');
      }
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
