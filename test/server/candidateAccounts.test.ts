import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  cookieOf,
  createJob,
  databaseTargets,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type DatabaseTarget,
  type TestServer,
} from './helpers';
import { startSmtpServer, type TestSmtpServer } from './smtp';
import { whatsappFrom } from '../../src/server/config';
import { candidateTextsFor } from '../../src/server/services/candidateTexts';
import { statusName } from '../../src/server/services/whatsapp';
import { codeDestination } from '../../src/server/services/candidateAccounts';
import {
  candidatePage,
  eraseCandidateByPhone,
  expectNothingLeftOfPhone,
  missedEnglishIn,
  newMobileNumber,
} from './candidateFixtures';

/*
 * Job seekers' own accounts (issue 42): the one-time code over WhatsApp (a fake Cloud API in this
 * process) or e-mail (a real SMTP server in this process), its expiry and limits, no enumeration, the
 * candidate's own session, and their applications only. On SQLite with counters in memory and on
 * PostgreSQL with counters in Redis (when TEST_DATABASE_URL and TEST_REDIS_URL are set).
 */
jest.setTimeout(180_000);

const TOKEN = 'candidate-test-token';
const PHONE_NUMBER_ID = '2233445566';
const fastOutbox = { pollMs: 50, leaseMs: 5_000, retryBaseMs: 100, maxAttempts: 4 };

interface SentTemplate {
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; sub_type?: string; parameters: { text: string }[] }[];
  };
}

/** A stand-in for the WhatsApp Cloud API: records every template message and answers as the API does. */
async function startCloudApi() {
  const received: SentTemplate[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const ok =
        request.url === `/v21.0/${PHONE_NUMBER_ID}/messages` &&
        request.headers.authorization === `Bearer ${TOKEN}`;
      if (!ok) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'refused', code: 190 } }));
        return;
      }
      received.push(JSON.parse(text) as SentTemplate);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: 'wamid.1' }] }));
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** Resolves with the first message that `match` accepts, once it has arrived. */
  const waitFor = async (match: (sent: SentTemplate) => boolean): Promise<SentTemplate> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = received.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('No such WhatsApp message arrived.');
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 1_000);
      });
    }
  };
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    received,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const codeTo = (number: string) => (sent: SentTemplate) =>
  sent.to === number && sent.template.name === 'candidate_sign_in_code';
const codeOf = (sent: SentTemplate) => sent.template.components[0].parameters[0].text;

type Target = DatabaseTarget & { redisUrl?: string };
const targets: Target[] = databaseTargets.map((target) => ({
  ...target,
  redisUrl: target.name === 'postgres' ? process.env.TEST_REDIS_URL : undefined,
}));

async function removeRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

describe.each(targets)('job seekers’ accounts on $name (Redis: $redisUrl)', (target) => {
  let smtp: TestSmtpServer;
  let api: Awaited<ReturnType<typeof startCloudApi>>;
  let server: TestServer;
  let now = new Date();
  let jobId: number;
  let staffCookie: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = await startCloudApi();
    server = await startTestServer(
      target,
      {
        smtpUrl: smtp.url,
        outbox: fastOutbox,
        redisUrl: target.redisUrl,
        redisKeyPrefix: `agency-test:${randomBytes(6).toString('hex')}:`,
        whatsapp: whatsappFrom({
          WHATSAPP_TOKEN: TOKEN,
          WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
          WHATSAPP_API_URL: `${api.url}/`,
        }),
      },
      { clock: () => now },
    );
    staffCookie = await signIn(server.app);
    jobId = (await createJob(server.app, staffCookie, { title: 'Welder' })).id;
  });
  afterAll(async () => {
    if (target.redisUrl) await removeRedisKeys(target.redisUrl, server.config.redisKeyPrefix);
    await server?.close();
    await api?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    now = new Date();
  });

  async function apply(fields: Record<string, string>): Promise<string> {
    const body = multipart({ job_id: String(jobId), consent: '2026-05', name: 'Asha', ...fields }, [
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() },
    ]);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ reference: string }>().reference;
  }

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const page = candidatePage(() => server.app);

  /** Asks for a code and answers the response, once its after-response work (the sending) is queued. */
  async function askCode(contact: string, language = '') {
    const response = await post(`${language}/my-applications/code`, { contact });
    await server.app.lifecycle.afterResponse.settled();
    return response;
  }

  /** Signs in with a code read from the fake WhatsApp API; answers the candidate cookie. */
  async function signInByWhatsApp(number: string, language = ''): Promise<string> {
    const before = api.received.length;
    expect((await askCode(number, language)).statusCode).toBe(200);
    const sent = await api.waitFor(
      (message) => api.received.indexOf(message) >= before && codeTo(`91${number}`)(message),
    );
    const answer = await post(`${language}/my-applications/sign-in`, { contact: number, code: codeOf(sent) });
    expect(answer.statusCode).toBe(303);
    return cookieOf(answer, 'candidate_sid');
  }

  it('sends a Gujarati applicant a code over WhatsApp and shows their application, its status and messages in Gujarati', async () => {
    const number = newMobileNumber();
    const reference = await apply({ phone: `+91 ${number.slice(0, 5)} ${number.slice(5)}`, language: 'gu' });
    const texts = candidateTextsFor('gu');

    const asked = await askCode(`0${number}`, '/gu');
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(asked.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(asked.body).toContain(texts.codeSent);
    const sent = await api.waitFor(codeTo(`91${number}`));
    expect(sent.template.language.code).toBe('gu');
    const code = codeOf(sent);
    expect(code).toMatch(/^\d{6}$/);
    // The authentication template's copy-code button carries the code too.
    expect(sent.template.components[1]).toMatchObject({
      type: 'button',
      sub_type: 'url',
      parameters: [{ text: code }],
    });
    // Only the code's hash is stored; the staff Outbox screen hides the message's text.
    const stored = await server.app.db.selectFrom('candidate_codes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(code);
    const outbox = await server.app.inject({
      method: 'GET',
      url: '/api/outbox',
      headers: { cookie: staffCookie },
    });
    expect(outbox.body).not.toContain(code);

    const signedIn = await post('/gu/my-applications/sign-in', { contact: number, code });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/gu/my-applications');
    const cookie = signedIn.cookies.find((candidate) => candidate.name === 'candidate_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 86_400 });
    const candidateCookie = `candidate_sid=${cookie!.value}`;
    expect(
      await server.app.db.selectFrom('candidate_sessions').select('token_hash').execute(),
    ).not.toContainEqual({
      token_hash: cookie!.value,
    });

    // The confirmation went out over WhatsApp; the page lists it once the outbox has sent it.
    await api.waitFor(
      (message) => message.to === `91${number}` && message.template.name === 'application_received',
    );
    const deadline = Date.now() + 20_000;
    let account = await page('/gu/my-applications', candidateCookie);
    while (!account.body.includes(texts.messageKinds.confirmation) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      account = await page('/gu/my-applications', candidateCookie);
    }
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain(reference);
    expect(account.body).toContain(statusName('New', 'gu'));
    expect(account.body).toContain(texts.messageKinds.confirmation);
    expect(account.body).toContain(texts.signedInAs(`+91 ${number.slice(0, 5)} ${number.slice(5)}`));

    // A code works once.
    const again = await post('/gu/my-applications/sign-in', { contact: number, code });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(texts.wrongCode);

    // Withdrawing asks first, then withdraws; a second time is refused.
    const question = await page(`/gu/my-applications/withdraw?reference=${reference}`, candidateCookie);
    expect(question.statusCode).toBe(200);
    expect(question.body).toContain(
      texts.withdrawQuestion('<span lang="en">Welder</span>', reference).replace(/'/g, '&#39;'),
    );
    const withdrawn = await post('/gu/my-applications/withdraw', { reference }, { cookie: candidateCookie });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.body).toContain(texts.withdrawn(reference));
    expect(withdrawn.body).toContain(statusName('Withdrawn', 'gu'));
    const row = await server.app.db
      .selectFrom('applications')
      .select('status')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Withdrawn');
    const withdrawal = await server.app.db
      .selectFrom('application_events')
      .innerJoin('applications', 'applications.id', 'application_events.application_id')
      .select('application_events.changed_by')
      .where('applications.reference', '=', reference)
      .where('application_events.to_status', '=', 'Withdrawn')
      .executeTakeFirstOrThrow();
    expect(withdrawal.changed_by).toBe('The applicant (own account)');
    const twice = await post('/gu/my-applications/withdraw', { reference }, { cookie: candidateCookie });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(texts.notOpen);
  });

  it('sends the code by e-mail to an address that applied, and to the e-mail of a phone when WhatsApp is off', async () => {
    const address = `seeker.${randomBytes(4).toString('hex')}@example.com`;
    const number = newMobileNumber();
    const reference = await apply({ email: address, phone: number, language: 'hi' });
    const before = smtp.received.length;
    expect((await askCode(address.toUpperCase(), '/hi')).statusCode).toBe(200);
    const mails = await smtp.waitFor(before + 2);
    const mail = mails.slice(before).find((received) => received.subject.startsWith('आपका साइन-इन कोड'));
    expect(mail?.to).toContain(address);
    const code = /(\d{6})/.exec(mail!.subject)![1];
    const answer = await post('/hi/my-applications/sign-in', { contact: address, code });
    expect(answer.statusCode).toBe(303);
    const account = await page('/hi/my-applications', cookieOf(answer, 'candidate_sid'));
    expect(account.body).toContain(reference);
    expect(account.body).toContain(statusName('New', 'hi'));

    // Without WhatsApp a phone's code goes to the e-mail its application gave; a stranger's nowhere.
    expect(await codeDestination(server.app.db, { kind: 'phone', key: number }, false)).toEqual({
      channel: 'email',
      to: address,
    });
    expect(
      await codeDestination(server.app.db, { kind: 'phone', key: newMobileNumber() }, false),
    ).toBeUndefined();
  });

  it('lets a code expire after five minutes', async () => {
    const number = newMobileNumber();
    await apply({ phone: number });
    const before = api.received.length;
    await askCode(number);
    const sent = await api.waitFor(
      (message) => api.received.indexOf(message) >= before && codeTo(`91${number}`)(message),
    );
    now = new Date(now.getTime() + 5 * 60_000 + 1_000);
    const late = await post('/my-applications/sign-in', { contact: number, code: codeOf(sent) });
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain(candidateTextsFor('en').wrongCode);
  });

  it('refuses the sixth code in an hour for a number', async () => {
    const number = newMobileNumber();
    for (let count = 1; count <= 5; count += 1) expect((await askCode(number)).statusCode).toBe(200);
    const sixth = await askCode(number);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    expect(sixth.body).toContain(candidateTextsFor('en').tooManyCodes(60));
    // Another number is not held up.
    expect((await askCode(newMobileNumber())).statusCode).toBe(200);
  });

  it('spends a code at its third wrong try, refuses the fourth, and pauses the number for 30 minutes', async () => {
    const number = newMobileNumber();
    await apply({ phone: number });
    const before = api.received.length;
    await askCode(number);
    const sent = await api.waitFor(
      (message) => api.received.indexOf(message) >= before && codeTo(`91${number}`)(message),
    );
    const right = codeOf(sent);
    const wrong = right === '000000' ? '111111' : '000000';
    const texts = candidateTextsFor('en');
    for (const attempt of [1, 2]) {
      const answer = await post('/my-applications/sign-in', { contact: number, code: wrong });
      expect([attempt, answer.statusCode]).toEqual([attempt, 400]);
      expect(answer.body).toContain(texts.wrongCode);
    }
    const third = await post('/my-applications/sign-in', { contact: number, code: wrong });
    expect(third.statusCode).toBe(429);
    expect(third.body).toContain(texts.spent);
    // The fourth try is refused, the right code too, and no new code is sent during the pause.
    const fourth = await post('/my-applications/sign-in', { contact: number, code: right });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body).toContain(texts.paused(30));
    const newCode = await askCode(number);
    expect(newCode.statusCode).toBe(429);
    expect(newCode.body).toContain(texts.paused(30));
  });

  it('answers a number that applied and one that never did alike, in the same time class', async () => {
    const known = newMobileNumber();
    const unknown = newMobileNumber();
    await apply({ phone: known });
    const timed = async (number: string) => {
      const started = process.hrtime.bigint();
      const response = await post('/my-applications/code', { contact: number });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      await server.app.lifecycle.afterResponse.settled();
      return { response, ms };
    };
    const knownRuns = [];
    const unknownRuns = [];
    for (let round = 0; round < 4; round += 1) {
      knownRuns.push(await timed(known));
      unknownRuns.push(await timed(unknown));
    }
    const [a, b] = [knownRuns[0].response, unknownRuns[0].response];
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body.replaceAll(known, 'N')).toBe(b.body.replaceAll(unknown, 'N'));
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    const median = (runs: { ms: number }[]) => runs.map((run) => run.ms).sort((x, y) => x - y)[2];
    // The lookup and the sending happen after the answer: the answers take the same work.
    expect(Math.abs(median(knownRuns) - median(unknownRuns))).toBeLessThan(50);
    await api.waitFor(codeTo(`91${known}`));
    expect(api.received.some(codeTo(`91${unknown}`))).toBe(false);
  });

  it('keeps staff and candidate sessions apart, both ways', async () => {
    const number = newMobileNumber();
    await apply({ phone: number });
    const candidateCookie = await signInByWhatsApp(number);
    const token = candidateCookie.split('=')[1];
    // The candidate cookie opens no staff route, under either name.
    for (const cookie of [candidateCookie, `sid=${token}`]) {
      const staffRoute = await server.app.inject({
        method: 'GET',
        url: '/api/user/account',
        headers: { cookie },
      });
      expect(staffRoute.statusCode).toBe(401);
    }
    // The staff cookie opens no candidate page, under either name.
    const staffToken = staffCookie.split('=')[1];
    for (const cookie of [staffCookie, `candidate_sid=${staffToken}`]) {
      const account = await page('/my-applications', cookie);
      expect(account.body).toContain(candidateTextsFor('en').sendCode);
      expect(account.body).not.toContain('Signed in as');
      const withdraw = await post('/my-applications/withdraw', { reference: 'SMS-2026-000001' }, { cookie });
      expect(withdraw.statusCode).toBe(303);
    }
    // The staff member's own session still works.
    const staff = await server.app.inject({
      method: 'GET',
      url: '/api/user/account',
      headers: { cookie: staffCookie },
    });
    expect(staff.statusCode).toBe(200);
  });

  it('never lists nor withdraws another number’s applications', async () => {
    const mine = newMobileNumber();
    const theirs = newMobileNumber();
    const myReference = await apply({ phone: mine });
    const theirReference = await apply({ phone: theirs, email: 'other@example.com' });
    const cookie = await signInByWhatsApp(mine);
    const account = await page('/my-applications', cookie);
    expect(account.body).toContain(myReference);
    expect(account.body).not.toContain(theirReference);
    const question = await page(`/my-applications/withdraw?reference=${theirReference}`, cookie);
    expect(question.statusCode).toBe(404);
    const withdraw = await post('/my-applications/withdraw', { reference: theirReference }, { cookie });
    expect(withdraw.statusCode).toBe(404);
    const row = await server.app.db
      .selectFrom('applications')
      .select('status')
      .where('reference', '=', theirReference)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('New');
  });

  it('lists the sessions, ends another one and signs out; refuses posts from other sites', async () => {
    const number = newMobileNumber();
    await apply({ phone: number });
    const first = await signInByWhatsApp(number);
    const second = await signInByWhatsApp(number);
    const sessions = await server.app.db
      .selectFrom('candidate_sessions')
      .select('id')
      .where('contact', '=', `phone:${number}`)
      .orderBy('id')
      .execute();
    expect(sessions).toHaveLength(2);
    const account = await page('/my-applications', second);
    expect(account.body).toContain(candidateTextsFor('en').thisDevice);

    const foreign = await post(
      '/my-applications/sessions/end',
      { session: String(sessions[0].id) },
      { cookie: second, origin: 'https://elsewhere.example' },
    );
    expect(foreign.statusCode).toBe(403);

    const ended = await post(
      '/my-applications/sessions/end',
      { session: String(sessions[0].id) },
      { cookie: second },
    );
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toContain(candidateTextsFor('en').sessionEnded);
    expect((await page('/my-applications', first)).body).toContain(candidateTextsFor('en').sendCode);

    const out = await post(
      '/my-applications/sessions/end',
      { session: String(sessions[1].id) },
      { cookie: second },
    );
    expect(out.body).toContain(candidateTextsFor('en').signedOut);
    expect(out.cookies.find((cookie) => cookie.name === 'candidate_sid')?.value).toBe('');
    expect((await page('/my-applications', second)).body).toContain(candidateTextsFor('en').sendCode);
  });

  it('refuses what is not a mobile number or an e-mail address', async () => {
    for (const typed of ['12345', '5825012345', 'not a number', '98250123456789']) {
      const answer = await askCode(typed);
      expect([typed, answer.statusCode]).toEqual([typed, 400]);
      expect(answer.body).toContain(candidateTextsFor('en').invalidContact);
    }
  });

  it.each(['gu', 'hi'] as const)(
    'shows every page of the account in %s without missed English',
    async (language) => {
      const number = newMobileNumber();
      const reference = await apply({ phone: number, language });
      const { check, expectNone } = missedEnglishIn(language);
      const base = `/${language}/my-applications`;
      check('sign-in', (await page(base)).body);
      check('invalid', (await askCode('12', `/${language}`)).body);
      check('code sent', (await askCode(number, `/${language}`)).body);
      // That code arrives before the next is asked for (the latest code is the one that works).
      await api.waitFor(codeTo(`91${number}`));
      check('wrong code', (await post(`${base}/sign-in`, { contact: number, code: '12' })).body);
      const cookie = await signInByWhatsApp(number, `/${language}`);
      check('account', (await page(base, cookie)).body);
      check('confirmation', (await page(`${base}/withdraw?reference=${reference}`, cookie)).body);
      check('withdrawn', (await post(`${base}/withdraw`, { reference }, { cookie })).body);
      check('erase', (await page(`${base}/erase`, cookie)).body);
      const texts = candidateTextsFor(language);
      check(
        'mail',
        `<html lang="${language}"><body><p>${texts.mail.subject('123456')}</p><p>${texts.mail.body('123456')}</p></body></html>`,
      );
      expectNone();
    },
  );

  it('ends the sessions of a candidate whom staff erase', async () => {
    const number = newMobileNumber();
    await apply({ phone: number });
    const cookie = await signInByWhatsApp(number);
    await eraseCandidateByPhone(server.app, staffCookie, number);
    expect((await page('/my-applications', cookie)).body).toContain(candidateTextsFor('en').sendCode);
    await expectNothingLeftOfPhone(server.app, 'candidate_codes', number);
  });

  it('shows and stops their job alerts, gives their data as JSON, and puts an erasure request in the staff queue', async () => {
    const number = newMobileNumber();
    const address = `alerts.${randomBytes(4).toString('hex')}@example.com`;
    const reference = await apply({ phone: number, email: address, message: 'I can start at once' });
    const otherReference = await apply({ phone: newMobileNumber(), email: 'someone.else@example.com' });
    const subscriber = await server.app.db
      .insertInto('subscribers')
      .values({
        email: address,
        created_at: '2026-12-01 10:00:00',
        token: randomBytes(16).toString('hex'),
        confirmed_at: '2026-12-01 10:05:00',
        confirmation_sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stranger = await server.app.db
      .insertInto('subscribers')
      .values({
        email: 'someone.else@example.com',
        created_at: '2026-12-01 10:00:00',
        token: randomBytes(16).toString('hex'),
        confirmed_at: null,
        confirmation_sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cookie = await signInByWhatsApp(number, '/hi');
    const texts = candidateTextsFor('hi');

    const account = await page('/hi/my-applications', cookie);
    expect(account.body).toContain(texts.alertTo(address));
    expect(account.body).not.toContain('someone.else@example.com');

    // The download: their application with its history and messages, nobody else's.
    const download = await page('/hi/my-applications/data.json', cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(download.headers['cache-control']).toBe('no-store');
    const data = download.json<{
      applications: { reference: string; message: string; history: { to_status: string }[] }[];
      job_alerts: { email: string }[];
      sessions: unknown[];
    }>();
    expect(data.applications.map((application) => application.reference)).toEqual([reference]);
    expect(data.applications[0].message).toBe('I can start at once');
    expect(data.applications[0].history[0].to_status).toBe('New');
    expect(data.job_alerts.map((alert) => alert.email)).toEqual([address]);
    expect(data.sessions).toHaveLength(1);
    expect(download.body).not.toContain(otherReference);
    expect((await page('/hi/my-applications/data.json')).statusCode).toBe(303);

    // Another person's subscription cannot be stopped from here; their own can.
    const foreign = await post('/hi/my-applications/alerts/stop', { alert: String(stranger.id) }, { cookie });
    expect(foreign.statusCode).toBe(404);
    const stopped = await post(
      '/hi/my-applications/alerts/stop',
      { alert: String(subscriber.id) },
      { cookie },
    );
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain(texts.alertStopped);
    const left = await server.app.db.selectFrom('subscribers').select('id').execute();
    expect(left.map((row) => row.id)).not.toContain(subscriber.id);
    expect(left.map((row) => row.id)).toContain(stranger.id);

    // Erasure: a confirmation, then a request for an Administrator in the staff queue.
    expect((await page('/hi/my-applications/erase', cookie)).body).toContain(texts.eraseQuestion);
    const erase = await post('/hi/my-applications/erase', {}, { cookie });
    expect(erase.statusCode).toBe(200);
    expect(erase.body).toContain(texts.eraseRequested);
    const requests = await server.app.db
      .selectFrom('erasure_requests')
      .select(['reference', 'channel', 'status'])
      .where('reference', 'in', [reference, otherReference])
      .execute();
    expect(requests).toEqual([{ reference, channel: 'staff', status: 'pending' }]);
    const history = await server.app.db
      .selectFrom('application_events')
      .innerJoin('applications', 'applications.id', 'application_events.application_id')
      .select('application_events.changed_by')
      .where('applications.reference', '=', reference)
      .execute();
    expect(history.map((entry) => entry.changed_by)).toContain(
      'The applicant asked for erasure (own account; for an Administrator)',
    );
  });
});
