import { sql } from 'kysely';
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
import { NO_FEE_LINES } from '../../src/server/services/statusTemplateTranslations';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp';

jest.setTimeout(60_000);

const fastOutbox = { pollMs: 50, leaseMs: 5_000, retryBaseMs: 100, maxAttempts: 3 };
const ORIGIN = 'https://jobs.agency.example';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseTargets)('messages in the person’s language on $name', (target) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let cookie: string;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(target, { smtpUrl: smtp.url, publicUrl: ORIGIN, outbox: fastOutbox });
    cookie = await signIn(server.app);
  });
  afterEach(async () => {
    await server.close();
    await smtp.close();
  });

  async function apply(jobId: number, email: string, language: string) {
    const body = multipart(
      { job_id: String(jobId), name: 'ટેસ્ટ ઉમેદવાર', email, consent: '2026-05', language },
      [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() }],
    );
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(200);
    const reference = /SMS-\d{4}-\d{6}/.exec(answer.json<{ message: string }>().message)?.[0];
    if (!reference) throw new Error(`No reference in ${answer.body}`);
    return reference;
  }
  const mailTo = async (address: string, count = 1): Promise<ReceivedMail[]> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mails = smtp.received.filter((mail) => mail.to === address);
      if (mails.length >= count) return mails;
      if (Date.now() > deadline) throw new Error(`Fewer than ${count} messages to ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const moveTo = async (email: string, status: string) => {
    const list = await server.app.inject({ method: 'GET', url: '/api/applications', headers: { cookie } });
    const id = list.json<{ id: number; email: string }[]>().find((row) => row.email === email)?.id;
    const moved = await server.app.inject({
      method: 'POST',
      url: '/api/applications/status',
      headers: { cookie },
      payload: { ids: [id], status, send_message: true },
    });
    expect(moved.statusCode).toBe(200);
  };

  it('answers applicants in Gujarati and Hindi: confirmation with reference and fraud warning, then status messages', async () => {
    const job = await createJob(server.app, cookie, { title: 'Welder' });
    const gujarati = await apply(job.id, 'gu.applicant@example.com', 'gu');
    const hindi = await apply(job.id, 'hi.applicant@example.com', 'hi');

    const [guConfirmation] = await mailTo('gu.applicant@example.com');
    expect(guConfirmation.subject).toBe(`અમને તમારી અરજી ${gujarati} મળી છે`);
    expect(guConfirmation.text).toContain('પ્રિય ટેસ્ટ ઉમેદવાર,');
    expect(guConfirmation.text).toContain(`તમારો સંદર્ભ નંબર ${gujarati} છે.`);
    expect(guConfirmation.text).toContain('ક્યારેય કોઈ ફી, ડિપોઝિટ કે પૈસા લેતા નથી');
    expect(guConfirmation.text).not.toContain('Thank you');

    const [hiConfirmation] = await mailTo('hi.applicant@example.com');
    expect(hiConfirmation.subject).toBe(`हमें आपका आवेदन ${hindi} मिल गया है`);
    expect(hiConfirmation.text).toContain(`आपकी संदर्भ संख्या ${hindi} है।`);
    expect(hiConfirmation.text).toContain('कभी कोई फ़ीस, जमा राशि या पैसा नहीं लेते');

    await moveTo('gu.applicant@example.com', 'Interview');
    const [, guInterview] = await mailTo('gu.applicant@example.com', 2);
    expect(guInterview.subject).toBe(`Welder માટે ઇન્ટરવ્યૂ (${gujarati})`);
    expect(guInterview.text).toContain('ઇન્ટરવ્યૂ માટે આમંત્રિત કરીએ છીએ');
    // Interview and Offer mails carry no no-fee warning (issue 36): they do, in the applicant's language.
    expect(guInterview.text).toContain(NO_FEE_LINES.gu);
    expect(guInterview.text).toContain(`તમારો સંદર્ભ નંબર: ${gujarati}`);

    // Without the Hindi version of a template, the English one is sent.
    await sql`delete from mail_template_translations where status = 'Screening' and language = 'hi'`.execute(
      server.app.db,
    );
    await moveTo('hi.applicant@example.com', 'Screening');
    const [, hiScreening] = await mailTo('hi.applicant@example.com', 2);
    expect(hiScreening.subject).toBe(`Your application ${hindi} is being reviewed`);
    expect(hiScreening.text).toContain('Dear ટેસ્ટ ઉમેદવાર,');

    await moveTo('hi.applicant@example.com', 'Offered');
    const [, , hiOffer] = await mailTo('hi.applicant@example.com', 3);
    expect(hiOffer.text).toContain(NO_FEE_LINES.hi);
    expect(hiOffer.text).toContain('ख़ुशी');
    expect(hiOffer.text).toContain(`आपकी संदर्भ संख्या: ${hindi}`);
  });

  it('lets staff edit and remove a template’s Gujarati and Hindi versions; a removed one sends English', async () => {
    const staff = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const list = await staff('GET', '/api/mail-templates');
    expectContractShape(list, 'listMailTemplates');
    type Template = { status: string; translations: { language: string; subject: string }[] };
    const interview = list.json<{ data: Template[] }>().data.find((row) => row.status === 'Interview');
    expect(interview?.translations.map((row) => row.language)).toEqual(['gu', 'hi']);

    const saved = await staff('PUT', '/api/mail-templates/Interview', {
      subject: 'ઇન્ટરવ્યૂ: {job} ({reference})',
      body: 'નમસ્તે {name}, {job} ના ઇન્ટરવ્યૂ માટે અમે ફોન કરીશું.',
      language: 'gu',
    });
    expectContractShape(saved, 'updateMailTemplate');
    const afterSave = saved.json<{ data: Template & { subject: string } }>().data;
    expect(afterSave.subject).toBe('Interview for {job} ({reference})');
    expect(afterSave.translations.find((row) => row.language === 'gu')?.subject).toBe(
      'ઇન્ટરવ્યૂ: {job} ({reference})',
    );
    const unknown = await staff('PUT', '/api/mail-templates/Interview', {
      subject: '{naam}',
      body: 'x',
      language: 'hi',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/unknown placeholders: \{naam\}/);

    const removed = await staff('DELETE', '/api/mail-templates/Interview/translations/hi');
    expectContractShape(removed, 'deleteMailTemplateTranslation');
    expect(removed.json<{ message: string }>().message).toBe(
      'Translation removed. Applicants in this language now get the English message.',
    );
    expect(removed.json<{ data: Template }>().data.translations.map((row) => row.language)).toEqual(['gu']);
    for (const url of [
      '/api/mail-templates/Interview/translations/hi',
      '/api/mail-templates/Interview/translations/en',
      '/api/mail-templates/New/translations/gu',
    ]) {
      const missing = await staff('DELETE', url);
      expect(missing.statusCode).toBe(404);
    }
    expect((await staff('DELETE', '/api/mail-templates/Interview/translations/fr')).statusCode).toBe(400);

    const job = await createJob(server.app, cookie, { title: 'Driver' });
    await apply(job.id, 'gu.two@example.com', 'gu');
    await apply(job.id, 'hi.two@example.com', 'hi');
    await moveTo('gu.two@example.com', 'Interview');
    await moveTo('hi.two@example.com', 'Interview');
    const [, guInterview] = await mailTo('gu.two@example.com', 2);
    expect(guInterview.subject).toMatch(/^ઇન્ટરવ્યૂ: Driver \(SMS-/);
    const [, hiInterview] = await mailTo('hi.two@example.com', 2);
    expect(hiInterview.subject).toMatch(/^Interview for Driver \(SMS-/);
  });

  it('runs job alerts in Hindi: confirmation, a Hindi confirm page, a digest linking to Hindi pages', async () => {
    const subscribed = await server.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      payload: { 'Footer-Email': 'hindi.reader@example.com', language: 'hi' },
    });
    expect(subscribed.statusCode).toBe(200);
    const [confirmation] = await mailTo('hindi.reader@example.com');
    expect(confirmation.subject).toBe('Sahyog Manpower Services से नौकरी अलर्ट की पुष्टि करें');
    const link = /https:\/\/jobs\.agency\.example(\/api\/subscribers\/confirm\?token=[\w%-]+&lang=hi)/.exec(
      confirmation.text,
    )?.[1];
    expect(link).toBeDefined();

    const page = await server.app.inject({ method: 'GET', url: link ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('नौकरी अलर्ट की पुष्टि करें');
    expect(page.body).toContain('<a href="/hi/">');
    expect(page.body).toContain('<button type="submit">पुष्टि करें</button>');
    const confirmed = await server.app.inject({ method: 'POST', url: link ?? '' });
    expect(confirmed.body).toContain('सदस्यता की पुष्टि हो गई');

    // A link no longer valid answers in the language it names.
    const stale = await server.app.inject({
      method: 'GET',
      url: '/api/subscribers/unsubscribe?token=gone&lang=gu',
    });
    expect(stale.statusCode).toBe(404);
    expect(stale.body).toContain('<html lang="gu">');
    expect(stale.body).toContain('આ લિંક હવે માન્ય નથી');

    const now = Date.now();
    expect(await server.app.jobAlerts.runIfDue(now)).toBe(0);
    const job = await createJob(server.app, cookie, { title: 'Tower Crane Operator', location: 'Dubai' });
    expect(await server.app.jobAlerts.runIfDue(now + DAY_MS)).toBe(1);
    const [, digest] = await mailTo('hindi.reader@example.com', 2);
    expect(digest.subject).toBe('Sahyog Manpower Services में 1 नई नौकरी');
    expect(digest.text).toContain(`${ORIGIN}/hi/job-detail/${job.id}`);
    expect(digest.text).toContain('भर्ती के किसी भी चरण में हम कभी पैसे नहीं माँगते।');
    expect(digest.headers['list-unsubscribe']).toMatch(/&lang=hi>$/);
  });
});
