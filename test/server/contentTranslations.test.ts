import type { InjectOptions } from 'fastify';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  jobFields,
  jpegPhoto,
  multipart,
  pdfResume,
  pngLogo,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';
import { queueDigest } from '../../src/server/services/jobAlerts';
import { whatsappFrom } from '../../src/server/config';

// Starting a server hashes the staff password (scrypt): slow on a loaded machine.
jest.setTimeout(180_000);

const PUBLIC_URL = 'https://jobs.example.in';

/** Each sitemap <url>'s alternates as {loc: {hreflang: href}}. */
function sitemapAlternates(xml: string): Map<string, Record<string, string>> {
  const entries = new Map<string, Record<string, string>>();
  for (const [, loc, links] of xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>[^<]+<\/lastmod>(.*?)<\/url>/g))
    entries.set(
      loc,
      Object.fromEntries(
        [...links.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, lang, href]) => [lang, href],
        ),
      ),
    );
  return entries;
}

describe.each(databaseTargets)('Gujarati and Hindi titles and descriptions on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(target, { publicUrl: PUBLIC_URL });
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());
  const inject = (options: InjectOptions) => server.app.inject(options);

  function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: FileArg) {
    const body = multipart(fields, file ? [file] : []);
    return inject({ method, url, headers: { ...body.headers, cookie }, payload: body.payload });
  }
  type FileArg = { field: string; filename: string; contentType: string; data: Buffer };
  const logo = (): FileArg => ({
    field: 'logo',
    filename: 'l.png',
    contentType: 'image/png',
    data: pngLogo(),
  });
  const photo = (): FileArg => ({
    field: 'photo',
    filename: 'p.jpg',
    contentType: 'image/jpeg',
    data: jpegPhoto(),
  });

  it('stores, answers, replaces and clears a job’s translations, sanitised like the English ones', async () => {
    const created = await send(
      'POST',
      '/api/job/store',
      jobFields({
        title: 'Translated welder',
        title_gu: '  વેલ્ડર  ',
        description_gu:
          '<p>પાઇપ <strong>વેલ્ડ</strong> કરો</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        title_hi: '   ',
        description_hi: '<p> </p>',
      }),
      logo(),
    );
    expectContractShape(created, 'createJob');
    const job = created.json().data;
    expect(job).toMatchObject({
      title: 'Translated welder',
      title_gu: 'વેલ્ડર',
      description_gu: '<p>પાઇપ <strong>વેલ્ડ</strong> કરો</p><img src="x" />',
      // Blank is no translation.
      title_hi: null,
      description_hi: null,
    });

    const publicOne = await inject({ method: 'GET', url: `/api/job/${job.id}` });
    expectContractShape(publicOne, 'getJob');
    expect(publicOne.json().data.title_gu).toBe('વેલ્ડર');
    const list = await inject({ method: 'GET', url: '/api/job' });
    expectContractShape(list, 'listJobs');
    expect(list.json().data.find((row: { id: number }) => row.id === job.id)).toMatchObject({
      title_gu: 'વેલ્ડર',
      title_hi: null,
    });
    const category = await inject({ method: 'GET', url: '/api/job/category/1' });
    expect(category.json().find((row: { id: number }) => row.id === job.id).title_gu).toBe('વેલ્ડર');

    const updated = await send(
      'PUT',
      `/api/job/${job.id}`,
      jobFields({ title: 'Translated welder', title_hi: 'वेल्डर', description_hi: '<p>पाइप वेल्ड करें</p>' }),
    );
    expectContractShape(updated, 'updateJob');
    // A translation left out of an update is cleared, as the optional English fields are.
    expect(updated.json().data).toMatchObject({
      title_gu: null,
      description_gu: null,
      title_hi: 'वेल्डर',
      description_hi: '<p>पाइप वेल्ड करें</p>',
    });
    const audit = await inject({ method: 'GET', url: '/api/audit', headers: { cookie } });
    expect(JSON.stringify(audit.json())).toContain('translations: hi');
  });

  it('refuses a translated title longer than the English one may be', async () => {
    const response = await send(
      'POST',
      '/api/job/store',
      jobFields({ title: 'Long title job', title_gu: 'ક'.repeat(257) }),
      logo(),
    );
    expect(response.statusCode).toBe(400);
  });

  it('stores and answers a post’s translations', async () => {
    const created = await send(
      'POST',
      '/api/blog/store',
      {
        title: 'Visa checklist',
        description: '<p>English body</p>',
        title_hi: 'वीज़ा सूची',
        description_hi: '<p onclick="x()">हिन्दी <em>लेख</em></p>',
      },
      photo(),
    );
    expectContractShape(created, 'createBlogPost');
    expect(created.json().data).toMatchObject({
      title_gu: null,
      description_gu: null,
      title_hi: 'वीज़ा सूची',
      description_hi: '<p>हिन्दी <em>लेख</em></p>',
    });
    const list = await inject({ method: 'GET', url: '/api/blog' });
    expectContractShape(list, 'listBlogPosts');
    const one = await inject({ method: 'GET', url: `/api/blog/${created.json().data.id}` });
    expectContractShape(one, 'getBlogPost');
    expect(one.json().data.title_hi).toBe('वीज़ा सूची');
  });

  it('lists a post’s and a job’s language versions in the sitemap only where translated', async () => {
    const post = (
      await send(
        'POST',
        '/api/blog/store',
        {
          title: 'Sitemap post',
          description: '<p>Body</p>',
          title_gu: 'સાઇટમેપ લેખ',
          description_gu: '<p>લખાણ</p>',
          // A title alone does not make a Hindi version of a post whose body is English.
          title_hi: 'साइटमैप लेख',
        },
        photo(),
      )
    ).json().data;
    const job = await createJob(server.app, cookie, {
      title: 'Sitemap job',
      location: 'Pune',
      category: '2',
    });
    const xml = (await inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const entries = sitemapAlternates(xml);
    const postPath = `/blog-detail/${post.id}`;
    expect(entries.get(`${PUBLIC_URL}${postPath}`)).toEqual({
      en: `${PUBLIC_URL}${postPath}`,
      gu: `${PUBLIC_URL}/gu${postPath}`,
      'x-default': `${PUBLIC_URL}${postPath}`,
    });
    expect(entries.has(`${PUBLIC_URL}/gu${postPath}`)).toBe(true);
    expect(entries.has(`${PUBLIC_URL}/hi${postPath}`)).toBe(false);
    const jobPath = `/job-detail/${job.id}`;
    expect(Object.keys(entries.get(`${PUBLIC_URL}${jobPath}`) ?? {})).toEqual(['en', 'x-default']);
    expect(entries.has(`${PUBLIC_URL}/gu${jobPath}`)).toBe(false);
    // Pages that are not staff content stay in all three languages.
    expect(Object.keys(entries.get(`${PUBLIC_URL}/about`) ?? {})).toEqual(['en', 'gu', 'hi', 'x-default']);
  });

  it('names the job in the subscriber’s language in the job-alert digest', async () => {
    const since = Date.now() - 1000;
    const { db } = server.app;
    for (const [email, language] of [
      ['gu-reader@example.com', 'gu'],
      ['hi-reader@example.com', 'hi'],
    ] as const) {
      await db
        .insertInto('subscribers')
        .values({
          email,
          created_at: '2026-01-01 00:00:00',
          token: `t-${language}`,
          confirmed_at: '2026-01-01 00:00:00',
          confirmation_sent_at: null,
          language,
        })
        .execute();
    }
    const created = await send(
      'POST',
      '/api/job/store',
      jobFields({ title: 'Digest cook', location: 'Doha', salary: 'QAR 1,800', title_gu: 'રસોઇયો' }),
      logo(),
    );
    expect(created.statusCode).toBe(200);
    await queueDigest(db, PUBLIC_URL, since, Date.now() + 1000);
    const digestTo = async (address: string) =>
      (
        await db
          .selectFrom('outbox')
          .select('text_body')
          .where('to_address', '=', address)
          .executeTakeFirstOrThrow()
      ).text_body;
    expect(await digestTo('gu-reader@example.com')).toContain('રસોઇયો (Doha, QAR 1,800)');
    // No Hindi title: the English one.
    expect(await digestTo('hi-reader@example.com')).toContain('Digest cook (Doha, QAR 1,800)');
  });
});

describe.each(databaseTargets)(
  'the job’s translated title where the applicant reads it on $name',
  (target) => {
    let server: TestServer;
    let cookie: string;
    beforeAll(async () => {
      // WhatsApp on (its API unreachable: the messages stay in the outbox, where this test reads them).
      server = await startTestServer(target, {
        whatsapp: whatsappFrom({
          WHATSAPP_TOKEN: 'token',
          WHATSAPP_PHONE_NUMBER_ID: '1234',
          WHATSAPP_API_URL: 'http://127.0.0.1:9/',
        }),
      });
      cookie = await signIn(server.app);
    });
    afterAll(async () => server.close());

    const TITLES = { en: 'Pipe welder', gu: 'પાઇપ વેલ્ડર', hi: 'पाइप वेल्डर' } as const;

    async function apply(jobId: number, language: 'gu' | 'hi', email: string, phone: string) {
      const body = multipart(
        { job_id: String(jobId), title: TITLES.en, email, phone, consent: '2026-05', language },
        [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() }],
      );
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/applications/store',
        headers: body.headers,
        payload: body.payload,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json<{ reference: string }>().reference;
    }
    const messagesOf = async (reference: string) => {
      const { db } = server.app;
      const application = await db
        .selectFrom('applications')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('outbox')
        .select(['kind', 'channel', 'subject', 'text_body', 'template'])
        .where('application_id', '=', application.id)
        .orderBy('id')
        .execute();
      return {
        id: application.id,
        mails: rows.filter((row) => row.channel === 'email'),
        whatsapp: rows
          .filter((row) => row.channel === 'whatsapp')
          .map((row) => ({
            kind: row.kind,
            ...(JSON.parse(row.template ?? '{}') as { parameters: string[] }),
          })),
      };
    };

    it('names the job in Gujarati and Hindi in the mails, WhatsApp messages and status page (the English title reached gu/hi applicants)', async () => {
      const job = await createJob(server.app, cookie, {
        title: TITLES.en,
        title_gu: TITLES.gu,
        title_hi: TITLES.hi,
      });
      for (const language of ['gu', 'hi'] as const) {
        const email = `${language}.title@example.com`;
        const phone = language === 'gu' ? '9876500011' : '9876500022';
        const reference = await apply(job.id, language, email, phone);
        const arrived = await messagesOf(reference);
        const moved = await server.app.inject({
          method: 'POST',
          url: '/api/applications/status',
          headers: { cookie },
          payload: { ids: [arrived.id], status: 'Screening', send_message: true },
        });
        expect(moved.statusCode).toBe(200);
        const { mails, whatsapp } = await messagesOf(reference);
        expect(mails.map((mail) => mail.kind)).toEqual(['applicant-confirmation', 'status-change']);
        for (const mail of mails) {
          expect(`${mail.subject}\n${mail.text_body}`).toContain(TITLES[language]);
          expect(`${mail.subject}\n${mail.text_body}`).not.toContain(TITLES.en);
        }
        // The WhatsApp templates' job parameter (the second, after the greeting's name).
        expect(whatsapp.map((message) => [message.kind, message.parameters[1]])).toEqual([
          ['applicant-confirmation', TITLES[language]],
          ['status-change', TITLES[language]],
        ]);
        const status = await server.app.inject({
          method: 'POST',
          url: '/api/application-status',
          payload: { reference, contact: email },
        });
        expectContractShape(status, 'checkApplicationStatus');
        expect(status.json().data).toMatchObject({
          job_title: TITLES.en,
          job_title_gu: TITLES.gu,
          job_title_hi: TITLES.hi,
        });
      }
    });

    it('keeps the English title once the job’s title has changed since the application (its translation names another job)', async () => {
      const job = await createJob(server.app, cookie, { title: 'Old title', title_gu: 'જૂનું નામ' });
      const reference = await apply(job.id, 'gu', 'renamed@example.com', '9876500033');
      const renamed = multipart(jobFields({ title: 'New title', title_gu: 'નવું નામ' }));
      const updated = await server.app.inject({
        method: 'PUT',
        url: `/api/job/${job.id}`,
        headers: { ...renamed.headers, cookie },
        payload: renamed.payload,
      });
      expect(updated.statusCode).toBe(200);
      const status = await server.app.inject({
        method: 'POST',
        url: '/api/application-status',
        payload: { reference, contact: 'renamed@example.com' },
      });
      expect(status.json().data).toMatchObject({ job_title: 'Old title', job_title_gu: null });
    });
  },
);
