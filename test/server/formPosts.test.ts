import { CONSENT_NOTICE_VERSION } from '../../src/server/services/pipelineTexts';
import path from 'node:path';
import { projectRoot } from '../../src/server/paths';
import {
  createJob,
  databaseTargets,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';
import { englishWords } from './missedEnglishWords';
import { translateSentence } from '../../src/i18n/serverSentence';
import { loadLocale, translator } from '../../src/i18n';
import serverText from '../../src/i18n/compiled/en/server';

/*
 * The public forms without JavaScript: the apply page, and the apply, contact and subscribe form posts,
 * answered with pages (through the built render entry, which test/globalSetup.ts builds once for the run).
 */
const webDir = path.join(projectRoot, 'dist', 'web');
const renderEntry = path.join(projectRoot, 'dist', 'ssr', 'render.js');

// The notice the forms show now (the one they post back).
const CONSENT = CONSENT_NOTICE_VERSION;
const SAME_ORIGIN = { origin: 'http://localhost:80', host: 'localhost:80' };

describe.each(databaseTargets)('forms without JavaScript on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let job: { id: number; title: string };
  beforeAll(async () => {
    server = await startTestServer(target, { webDir, renderEntry });
    cookie = await signIn(server.app);
    job = await createJob(server.app, cookie, { title: 'Welder for Dubai' });
  }, 60_000);
  afterAll(async () => server.close());

  const applyBody = (fields: Record<string, string>, withResume = true) =>
    multipart(
      { job_id: String(job.id), title: job.title, language: 'en', website: '', ...fields },
      withResume
        ? [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() }]
        : [],
    );
  const post = (
    url: string,
    body: { payload: Buffer; headers: Record<string, string> },
    origin = SAME_ORIGIN,
  ) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, ...origin },
      payload: body.payload,
    });

  it('renders the apply page in each language, never indexed, with a form that posts to itself', async () => {
    for (const [prefix, lang] of [
      ['', 'en'],
      ['/gu', 'gu'],
      ['/hi', 'hi'],
    ]) {
      const response = await server.app.inject({
        method: 'GET',
        url: `${prefix}/job-detail/${job.id}/apply`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      const html = response.body;
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      // (React writes the attribute `encType`; HTML attribute names are case-insensitive.)
      expect(html.toLowerCase()).toContain(
        `action="${prefix}/job-detail/${job.id}/apply" enctype="multipart/form-data"`,
      );
      expect(html).toMatch(new RegExp(`name="consent"[^>]*value="${CONSENT}"`));
      expect(html).toContain(`<input type="hidden" name="language" value="${lang}"/>`);
      expect(html).not.toContain('<script');
    }
    // The job page's Apply button links to it.
    const jobPage = await server.app.inject({ method: 'GET', url: `/gu/job-detail/${job.id}` });
    expect(jobPage.body).toContain(`href="/gu/job-detail/${job.id}/apply"`);
    // Crawlers are kept out (the pages say noindex too).
    const robots = await server.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /gu/job-detail/*/apply');
    // No such job: back to the job's page (its not-found page).
    const missing = await server.app.inject({ method: 'GET', url: '/job-detail/999999/apply' });
    expect(missing.statusCode).toBe(303);
    expect(missing.headers.location).toBe('/job-detail/999999');
  });

  it('stores an application posted as a form and answers its reference', async () => {
    const response = await post(
      `/job-detail/${job.id}/apply`,
      applyBody({ name: 'Form Applicant', phone: '9876543210', consent: CONSENT }),
    );
    expect(response.statusCode).toBe(200);
    const reference = /data-testid="reference">([^<]+)</.exec(response.body)?.[1];
    expect(reference).toBeDefined();
    expect(response.body).toContain(
      `Your application has been submitted successfully. Your reference is ${reference}.`,
    );
    const list = await server.app.inject({ method: 'GET', url: '/api/applications', headers: { cookie } });
    const listed = list.json() as
      Array<{ name: string; reference: string }> | { data: Array<{ name: string; reference: string }> };
    const stored = (Array.isArray(listed) ? listed : listed.data).find(
      (application) => application.name === 'Form Applicant',
    );
    expect(stored?.reference).toBe(reference);
  });

  it('answers the contract refusal on the form again, in the page language, keeping what was typed', async () => {
    const noConsent = await post(
      `/job-detail/${job.id}/apply`,
      applyBody({ name: 'Kept Name', message: 'Kept <message>' }),
    );
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toContain(
      'Please tick the box to agree to the privacy notice; we cannot process your application without it.',
    );
    expect(noConsent.body).toContain('value="Kept Name"');
    expect(noConsent.body).toContain('Kept &lt;message&gt;</textarea>');
    const noResume = await post(
      `/hi/job-detail/${job.id}/apply`,
      applyBody({ consent: CONSENT, language: 'hi' }, false),
    );
    expect(noResume.statusCode).toBe(400);
    expect(noResume.body).toContain('<html lang="hi">');
    expect(noResume.body).not.toContain('Please upload your resume.');
    expect(noResume.body).toContain('class="fail"');
  });

  /** The refusal a form page shows (its `class="fail"` sentence), as text. */
  const failSentence = (html: string) =>
    (/<p class="fail" role="alert">([^<]*)<\/p>/.exec(html)?.[1] ?? '').replace(/&#x27;/g, "'");

  it('answers the apply form’s refusals in Gujarati and Hindi, not in English (the server’s answers reached gu/hi applicants in English)', async () => {
    await Promise.all([loadLocale('gu'), loadLocale('hi')]);
    const notPdf = {
      field: 'resume',
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('hello'),
    };
    const long = (field: string) => 'x'.repeat(5001) + field;
    const refusals: Array<[string, { fields: Record<string, string>; files?: (typeof notPdf)[] }]> = [
      ['a wrong e-mail address', { fields: { email: 'ü@example.com', consent: CONSENT } }],
      [
        'a resume that is no PDF',
        { fields: { email: 'pdf@example.com', consent: CONSENT }, files: [notPdf] },
      ],
      ['a name too long', { fields: { name: long('n'), phone: '9876543210', consent: CONSENT } }],
      ['a phone too long', { fields: { phone: long('p'), consent: CONSENT } }],
      ['a message too long', { fields: { phone: '9876543210', message: long('m'), consent: CONSENT } }],
      [
        'no resume as a file',
        { fields: { phone: '9876543210', consent: CONSENT, resume: 'cv.pdf' }, files: [] },
      ],
    ];
    for (const language of ['gu', 'hi'] as const) {
      const t = translator(language, serverText);
      for (const [what, { fields, files }] of refusals) {
        // The no-JavaScript form post: the page's refusal.
        const body = files
          ? multipart({ job_id: String(job.id), title: job.title, language, website: '', ...fields }, files)
          : applyBody({ ...fields, language });
        const page = await post(`/${language}/job-detail/${job.id}/apply`, body);
        expect([what, page.statusCode]).toEqual([what, 400]);
        const shown = failSentence(page.body);
        expect([what, shown, englishWords(shown)]).toEqual([what, shown, []]);
        expect(shown).not.toBe('');
        // The SPA's request: the API's sentence, as the apply dialog shows it on a page in this language.
        const api = await server.app.inject({
          method: 'POST',
          url: '/api/applications/store',
          headers: { ...body.headers, ...SAME_ORIGIN },
          payload: body.payload,
        });
        expect([what, api.statusCode]).toEqual([what, 400]);
        const sentence = translateSentence((api.json() as { message: string }).message, t);
        expect([what, sentence, englishWords(sentence)]).toEqual([what, sentence, []]);
      }
    }
  });

  it('refuses a form posted from another site, as the API does', async () => {
    const body = applyBody({ name: 'Cross Site', consent: CONSENT });
    const response = await post(`/job-detail/${job.id}/apply`, body, {
      origin: 'https://evil.example',
      host: 'localhost:80',
    });
    expect(response.statusCode).toBe(403);
    const contact = await post('/contact', multipart({ email: 'a@example.com' }), {
      'sec-fetch-site': 'cross-site',
    } as never);
    expect(contact.statusCode).toBe(403);
    const list = await server.app.inject({ method: 'GET', url: '/api/applications', headers: { cookie } });
    expect(JSON.stringify(list.json())).not.toContain('Cross Site');
  });

  it('sends an enquiry and a subscription posted as forms, with the spec sentences on a page', async () => {
    const enquiry = await post(
      '/contact',
      multipart({
        name: 'Form Enquirer',
        email: 'enquirer@example.com',
        'Phone-no': '9876543210',
        purpose: 'employer',
        Message: '',
        website: '',
        language: 'en',
      }),
    );
    expect(enquiry.statusCode).toBe(200);
    expect(enquiry.body).toContain('Thank you! Your submission has been received!');
    const enquiries = await server.app.inject({ method: 'GET', url: '/api/enquiries', headers: { cookie } });
    expect(JSON.stringify(enquiries.json())).toContain('Form Enquirer');

    const failed = await post(
      '/gu/contact',
      multipart({
        name: 'Kept',
        email: 'not an address',
        'Phone-no': '1',
        purpose: 'employer',
        language: 'gu',
      }),
    );
    expect(failed.statusCode).toBe(400);
    expect(failed.body).toContain('<html lang="gu">');
    expect(failed.body).toContain('value="not an address"');
    expect(failed.body).toContain('class="fail"');

    const subscribed = await post(
      '/subscribe',
      multipart({ 'Footer-Email': 'alerts@example.com', language: 'en' }),
    );
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.body).toContain('Thank you! Your submission has been received!');
    const refused = await post('/subscribe', multipart({ 'Footer-Email': '', language: 'en' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Oops! Something went wrong while submitting the form.');
  });
});
