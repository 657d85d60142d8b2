import {
  createJob,
  databaseTargets,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp';

/*
 * What people type reaches the agency's own mail as plain text: through the real outbox worker and a
 * real SMTP server, parsed back with mailparser.
 */
const fastOutbox = { pollMs: 50, leaseMs: 5_000, retryBaseMs: 100, maxAttempts: 3 };
const PHISHING_NAME = '<a href="http://evil.example/phish">Click to verify</a>';
/** Anything a mail program would show as a link, or markup. */
const LINK_OR_MARKUP = /https?:|www\.|evil\.example|<a\b|href|[<>]/i;

describe.each(databaseTargets)('text people type, in the agency mail, on $name', (target) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let cookie: string;
  let jobId: number;
  beforeAll(async () => {
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
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  let resumes = 0;
  async function apply(fields: Record<string, string>) {
    const body = multipart({ job_id: String(jobId), consent: '2026-05', title: 'Electrician', ...fields }, [
      {
        field: 'resume',
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        data: pdfResume(`mail ${(resumes += 1)}`),
      },
    ]);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(200);
  }
  async function mailTo(address: string, subject: RegExp, mentioning = ''): Promise<ReceivedMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = smtp.received.find(
        (mail) => mail.to.includes(address) && subject.test(mail.subject) && mail.text.includes(mentioning),
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${address} matching ${subject}.`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('greets an applicant by name only when it is a name: markup, links and a name too long get "Dear applicant"', async () => {
    await apply({ name: 'Asha Patel', email: 'asha@example.com' });
    const named = await mailTo('asha@example.com', /We received your application/);
    expect(named.text.split('\n')[0]).toBe('Dear Asha Patel,');

    await apply({ name: PHISHING_NAME, email: 'victim@example.com' });
    const confirmation = await mailTo('victim@example.com', /We received your application/);
    expect(confirmation.text.split('\n')[0]).toBe('Dear applicant,');
    expect(confirmation.text).not.toMatch(LINK_OR_MARKUP);

    await apply({
      name: 'Visit www.evil.example or https://evil.example/x now',
      email: 'second@example.com',
    });
    const second = await mailTo('second@example.com', /We received your application/);
    expect(second.text.split('\n')[0]).toBe('Dear applicant,');

    const longName = `Ramanlal ${'Bhagvandas '.repeat(20)}Patel`;
    await apply({ name: longName, email: 'long@example.com' });
    const long = await mailTo('long@example.com', /We received your application/);
    expect(long.text.split('\n')[0]).toBe('Dear applicant,');
  });

  it('keeps CR/LF typed into a name or message from adding lines or headers to the staff notice', async () => {
    await apply({
      name: 'Ravi Patel\r\nBcc: attacker@evil.example\r\nSubject: Urgent',
      email: 'ravi@example.com',
      phone: '+91 98250 11223\r\nTo: boss@agency.example',
      message: 'I can start now.\r\nBcc: attacker@evil.example\u2028Reply-To: x@evil.example',
    });
    const notice = await mailTo('desk@agency.example', /New application/, 'ravi@example.com');
    const lines = notice.text.split('\n');
    expect(lines.filter((line) => /^(Bcc|To|Subject|Reply-To):/i.test(line))).toEqual([]);
    expect(lines).toContain('Name: Ravi Patel Bcc: attacker@evil[.]example Subject: Urgent');
    expect(lines).toContain('Phone: +91 98250 11223 To: boss@agency[.]example');
    expect(lines).toContain('> I can start now.');
    expect(notice.headers.bcc).toBeUndefined();
    expect(notice.headers['reply-to']).toBeUndefined();
    expect(notice.to).toBe('desk@agency.example');
  });

  it('sends status messages with the name as plain text, and enquiry notices with a one-line subject', async () => {
    await apply({ name: `Sita ${PHISHING_NAME}`, email: 'sita@example.com' });
    const { id } = await server.app.db
      .selectFrom('applications')
      .select('id')
      .where('email', '=', 'sita@example.com')
      .executeTakeFirstOrThrow();
    const change = await server.app.inject({
      method: 'POST',
      url: '/api/applications/status',
      headers: { cookie },
      payload: { ids: [id], status: 'Interview', send_message: true },
    });
    expect(change.statusCode).toBe(200);
    const status = await mailTo('sita@example.com', /Interview/);
    expect(status.text.split('\n')[0]).toBe('Dear applicant,');
    expect(status.text).not.toMatch(LINK_OR_MARKUP);

    const enquiry = await server.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        name: 'Mehul\r\nBcc: attacker@evil.example',
        email: 'mehul@example.com',
        'Phone-no': '+91 98250 44556',
        purpose: 'employer',
        Message: 'Need 5 cooks.\nBcc: attacker@evil.example',
      },
    });
    expect(enquiry.statusCode).toBe(200);
    const notice = await mailTo('desk@agency.example', /New enquiry/);
    expect(notice.subject).toBe('New enquiry from Mehul Bcc: attacker@evil[.]example');
    expect(notice.headers.bcc).toBeUndefined();
    expect(notice.text.split('\n').filter((line) => /^Bcc:/i.test(line))).toEqual([]);
    expect(notice.text).toContain('> Bcc: attacker@evil[.]example');
  });

  it("the staff notice mail still shows an applicant's raw markup and URLs: no more, in application and enquiry notices", async () => {
    const message =
      'See <b>my work</b> at https://evil.example/cv and www.evil.example, or mail me: mailto:x@evil.example';
    await apply({ name: PHISHING_NAME, email: 'markup@example.com', message });
    const notice = await mailTo('desk@agency.example', /New application/, 'markup@example.com');
    // The E-mail line is the address staff answer; everything else the applicant typed is inert.
    const typed = notice.text
      .split('\n')
      .filter((line) => !line.startsWith('E-mail: '))
      .map((line) => line.replace(/^> /, ''))
      .join('\n');
    expect(typed).not.toMatch(/[<>]|https?:\/\/|mailto:|www\.|evil\.example/i);
    expect(notice.text).toContain('Name: ‹a href="http[:]//evil[.]example/phish"›Click to verify‹/a›');
    expect(notice.text).toContain(
      '> See ‹b›my work‹/b› at https[:]//evil[.]example/cv and www[.]evil[.]example, or mail me: mailto[:]x@evil[.]example',
    );

    const enquiry = await server.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        name: PHISHING_NAME,
        email: 'markup-enquiry@example.com',
        'Phone-no': '+91 98250 44557',
        purpose: 'jobseeker',
        Message: message,
      },
    });
    expect(enquiry.statusCode).toBe(200);
    const enquiryNotice = await mailTo('desk@agency.example', /New enquiry/, 'markup-enquiry@example.com');
    expect(enquiryNotice.subject).not.toMatch(/[<>]|https?:\/\/|evil\.example/);
    const enquiryTyped = enquiryNotice.text
      .split('\n')
      .filter((line) => !line.startsWith('E-mail: '))
      .map((line) => line.replace(/^> /, ''))
      .join('\n');
    expect(enquiryTyped).not.toMatch(/[<>]|https?:\/\/|mailto:|www\.|evil\.example/i);
  });
});
