import type { LightMyRequestResponse } from 'fastify';
import { message } from '../../src/server/openapi/catalogue';
import type { MailKind } from '../../src/server/db/types';
import { totpSecretContext } from '../../src/server/services/secrets';
import { totpCodeAt } from '../../src/server/services/twoFactor';
import {
  cookieOf,
  databaseTargets,
  expectContractShape,
  freshTotpCode,
  signIn,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  STAFF_TOTP_SECRET,
  startTestServer,
  type TestServer,
} from './helpers';

const PUBLIC_URL = 'https://agency.example';
const MINUTE_MS = 60 * 1000;
const GOOD_PASSWORD = 'maple lantern oxide 42';
const NEW_PASSWORD = 'quartz meadow violin 77';

// Every password step checks an scrypt hash at OWASP's parameters (128 MiB, about a second here).
jest.setTimeout(240_000);

describe.each(databaseTargets)('two-factor sign-in on $name', (target) => {
  let server: TestServer;
  let now = new Date('2026-03-02T09:00:00Z');
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    server = await startTestServer(target, { publicUrl: PUBLIC_URL }, { clock: () => now });
  });
  afterAll(async () => server.close());

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) => server.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const passwordStep = (email = STAFF_EMAIL, password = STAFF_PASSWORD) =>
    inject('POST', '/api/user/login', undefined, { email, password });
  const codeStep = (challenge: string, code: string) =>
    inject('POST', '/api/user/login/code', challenge, { code });
  const me = (cookie: string) => inject('GET', '/api/user/me', cookie);
  const auditActions = async (action: string) =>
    server.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const mailsTo = (email: string, kind: MailKind) =>
    server.app.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  const sid = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === 'sid');

  /** Invites a person as the admin, accepts the invitation and enrols: their session and recovery codes. */
  async function enrolledPerson(email: string, role = 'recruiter') {
    const admin = await signIn(server.app);
    const invited = await inject('POST', '/api/staff', admin, { name: `Person ${email}`, email, role });
    expect(invited.statusCode).toBe(200);
    const [mail] = await mailsTo(email, 'staff-invitation');
    const token = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? '';
    const accepted = await inject('POST', '/api/invitations/accept', undefined, {
      token,
      password: GOOD_PASSWORD,
    });
    expectContractShape(accepted, 'acceptInvitation');
    const { secret } = accepted.json<{ enrolment: { secret: string } }>().enrolment;
    const challenge = cookieOf(accepted, 'signin');
    const wrong = await inject('POST', '/api/user/login/enrol', challenge, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: message('enrolmentCodeWrong') });
    const enrolled = await inject('POST', '/api/user/login/enrol', challenge, {
      code: totpCodeAt(secret, now),
    });
    expectContractShape(enrolled, 'enrolSecondFactor');
    const body = enrolled.json<{ roll: string; recovery_codes: string[] }>();
    return { cookie: cookieOf(enrolled, 'sid'), secret, recoveryCodes: body.recovery_codes, roll: body.roll };
  }

  it('gives no session after the password alone: the half-signed-in state reaches no staff operation', async () => {
    const first = await passwordStep();
    expectContractShape(first, 'login', 202);
    expect(first.json()).toEqual({ step: 'code' });
    expect(sid(first)).toBeUndefined();
    const challenge = cookieOf(first, 'signin');
    const challengeCookie = first.cookies.find((cookie) => cookie.name === 'signin');
    expect(challengeCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user/login' });
    expect((await me(challenge)).statusCode).toBe(401);
    // The challenge's token, presented as a session, is no session either.
    const asSession = `sid=${challenge.slice('signin='.length)}`;
    expect((await me(asSession)).statusCode).toBe(401);
    expect((await inject('GET', '/api/staff', asSession)).statusCode).toBe(401);
    expect((await inject('GET', '/api/applications', challenge)).statusCode).toBe(401);
    expect(await server.app.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);

    // The code step without the challenge cookie starts nothing.
    const withoutChallenge = await codeStep('', totpCodeAt(STAFF_TOTP_SECRET, now));
    expect(withoutChallenge.statusCode).toBe(401);
    expect(withoutChallenge.json()).toEqual({ message: message('signInTimedOut') });
    // A challenge is good for ten minutes.
    later(11 * MINUTE_MS);
    const late = await codeStep(challenge, totpCodeAt(STAFF_TOTP_SECRET, now));
    expect(late.json()).toEqual({ message: message('signInTimedOut') });
  });

  it('accepts a TOTP code once: a replay is refused and audited; a wrong code too', async () => {
    later(MINUTE_MS);
    const code = totpCodeAt(STAFF_TOTP_SECRET, now);
    const first = cookieOf(await passwordStep(), 'signin');
    const wrongCode = code === '123456' ? '654321' : '123456';
    const wrong = await codeStep(first, wrongCode);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: message('wrongCode') });
    expect(await auditActions('code-failed')).toHaveLength(1);

    const signedIn = await codeStep(first, code);
    expectContractShape(signedIn, 'verifySignInCode');
    expect(signedIn.json()).toMatchObject({ roll: 'admin', userdata: { email: STAFF_EMAIL } });
    expect((await me(cookieOf(signedIn, 'sid'))).statusCode).toBe(200);
    // The challenge was used up with the sign-in.
    expect((await codeStep(first, code)).json()).toEqual({ message: message('signInTimedOut') });

    const second = cookieOf(await passwordStep(), 'signin');
    const replay = await codeStep(second, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: message('codeReplayed') });
    expect(sid(replay)).toBeUndefined();
    const replays = await auditActions('code-replayed');
    expect(replays).toHaveLength(1);
    expect(replays[0]).toMatchObject({ staff_name: 'Administrator', resource: 'session' });
    // The code of the previous step is refused as well, once a later one was used.
    const earlier = await codeStep(second, totpCodeAt(STAFF_TOTP_SECRET, new Date(now.getTime() - 30_000)));
    expect(earlier.json()).toEqual({ message: message('codeReplayed') });
    // The next step's code is still good.
    later(30_000);
    expect((await codeStep(second, totpCodeAt(STAFF_TOTP_SECRET, now))).statusCode).toBe(200);
  });

  it('enrols at invitation acceptance: ten recovery codes stored as hashes only, and a notice by e-mail', async () => {
    later(MINUTE_MS);
    const person = await enrolledPerson('enrol@agency.example');
    expect(person.roll).toBe('recruiter');
    expect(person.recoveryCodes).toHaveLength(10);
    expect(new Set(person.recoveryCodes).size).toBe(10);
    const user = await server.app.db
      .selectFrom('users')
      .select(['id', 'totp_secret', 'totp_pending_secret'])
      .where('email', '=', 'enrol@agency.example')
      .executeTakeFirstOrThrow();
    // Stored sealed: neither the secret nor anything base32, but it opens to the secret with the key.
    expect(user.totp_pending_secret).toBeNull();
    expect(user.totp_secret).not.toContain(person.secret);
    expect(user.totp_secret).not.toMatch(/^[A-Z2-7]+=*$/);
    expect(server.app.secrets.open(user.totp_secret ?? '', totpSecretContext(user.id))).toBe(person.secret);
    const stored = await server.app.db
      .selectFrom('recovery_codes')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of person.recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replace(/-/g, ''));
    }
    const notices = await mailsTo('enrol@agency.example', 'account-security');
    expect(notices).toHaveLength(1);
    expect(notices[0].text_body).toContain('second factor');
    expect(await auditActions('second-factor-enrolled')).toHaveLength(1);
    expect((await me(person.cookie)).statusCode).toBe(200);
  });

  it('first sign-in of an account without a second factor offers enrolment after the password', async () => {
    later(MINUTE_MS);
    await server.app.db
      .updateTable('users')
      .set({ totp_secret: null })
      .where('email', '=', 'enrol@agency.example')
      .execute();
    const first = await passwordStep('enrol@agency.example', GOOD_PASSWORD);
    expectContractShape(first, 'login', 202);
    const body = first.json<{ step: string; enrolment: { secret: string; uri: string; qr: string } }>();
    expect(body.step).toBe('enrol');
    expect(body.enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(body.enrolment.uri).toContain(`secret=${body.enrolment.secret}`);
    expect(body.enrolment.qr).toMatch(/^data:image\/png;base64,/);
    // The code step is not open to an account that has not enrolled.
    const code = totpCodeAt(body.enrolment.secret, now);
    expect((await codeStep(cookieOf(first, 'signin'), code)).statusCode).toBe(401);
    const enrolled = await inject('POST', '/api/user/login/enrol', cookieOf(first, 'signin'), { code });
    expect(enrolled.statusCode).toBe(200);
  });

  it('accepts each recovery code once, audited', async () => {
    later(MINUTE_MS);
    const person = await enrolledPerson('recovery@agency.example');
    const [code] = person.recoveryCodes;
    const first = cookieOf(await passwordStep('recovery@agency.example', GOOD_PASSWORD), 'signin');
    const used = await codeStep(first, code.toUpperCase());
    expect(used.statusCode).toBe(200);
    expect(await auditActions('recovery-code-used')).toHaveLength(1);
    const again = cookieOf(await passwordStep('recovery@agency.example', GOOD_PASSWORD), 'signin');
    const refused = await codeStep(again, code);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: message('wrongCode') });
    expect((await codeStep(again, person.recoveryCodes[1])).statusCode).toBe(200);

    // New codes replace the old ones, which stop working.
    later(MINUTE_MS);
    const renewed = await inject('POST', '/api/user/recovery-codes', person.cookie, {
      code: totpCodeAt(person.secret, now),
    });
    expectContractShape(renewed, 'regenerateRecoveryCodes');
    const fresh = renewed.json<{ recovery_codes: string[] }>().recovery_codes;
    const third = cookieOf(await passwordStep('recovery@agency.example', GOOD_PASSWORD), 'signin');
    expect((await codeStep(third, person.recoveryCodes[2])).statusCode).toBe(401);
    expect((await codeStep(third, fresh[0])).statusCode).toBe(200);
    const account = await inject('GET', '/api/user/account', person.cookie);
    expectContractShape(account, 'getMyAccount');
    expect(account.json()).toMatchObject({
      recovery_codes_left: 9,
      session_idle_minutes: 30,
      session_max_hours: 12,
    });
    expect(await mailsTo('recovery@agency.example', 'account-security')).toHaveLength(2);
  });

  it('ends a session after 30 idle minutes, and any session 12 hours after sign-in', async () => {
    later(MINUTE_MS);
    const idle = await signIn(server.app);
    later(29 * MINUTE_MS);
    expect((await me(idle)).statusCode).toBe(200);
    later(29 * MINUTE_MS);
    expect((await me(idle)).statusCode).toBe(200);
    later(31 * MINUTE_MS);
    expect((await me(idle)).statusCode).toBe(401);

    const busy = await signIn(server.app);
    for (let hour = 0; hour < 11; hour += 1) {
      for (let quarter = 0; quarter < 4; quarter += 1) {
        later(15 * MINUTE_MS);
        expect((await me(busy)).statusCode).toBe(200);
      }
    }
    for (let quarter = 0; quarter < 3; quarter += 1) {
      later(15 * MINUTE_MS);
      expect((await me(busy)).statusCode).toBe(200);
    }
    later(14 * MINUTE_MS);
    expect((await me(busy)).statusCode).toBe(200);
    later(2 * MINUTE_MS);
    expect((await me(busy)).statusCode).toBe(401);
  });

  it('lists the own sessions with their devices and ends one or all others, audited', async () => {
    later(MINUTE_MS);
    await enrolledPerson('sessions@agency.example');
    const login = async (userAgent: string) => {
      const first = await server.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'sessions@agency.example', password: GOOD_PASSWORD },
        headers: { 'user-agent': userAgent },
      });
      later(30_000);
      const done = await server.app.inject({
        method: 'POST',
        url: '/api/user/login/code',
        payload: { code: await freshTotpCode(server.app, 'sessions@agency.example') },
        headers: { cookie: cookieOf(first, 'signin'), 'user-agent': userAgent },
      });
      expect(done.statusCode).toBe(200);
      return cookieOf(done, 'sid');
    };
    const windows = await login(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
    );
    const phone = await login(
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
    );
    const mac = await login('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/121.0');
    const account = await inject('GET', '/api/user/account', windows);
    const sessions = account.json<{ sessions: { id: number; device: string; current: boolean }[] }>()
      .sessions;
    // The session enrolment started came without a User-Agent.
    expect(sessions.map((session) => session.device).sort()).toEqual([
      'Chrome on Android',
      'Chrome on Windows',
      'Firefox on macOS',
      'Unknown device',
    ]);
    expect(sessions.find((session) => session.current)?.device).toBe('Chrome on Windows');
    const phoneSession = sessions.find((session) => session.device === 'Chrome on Android');
    const ended = await inject('DELETE', `/api/user/sessions/${phoneSession?.id}`, windows);
    expectContractShape(ended, 'endMySession');
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(mac)).statusCode).toBe(200);
    // Another person's session cannot be ended by id.
    const admin = await signIn(server.app);
    const adminSessions = (await inject('GET', '/api/user/account', admin)).json<{
      sessions: { id: number }[];
    }>();
    expect(
      (await inject('DELETE', `/api/user/sessions/${adminSessions.sessions[0].id}`, windows)).statusCode,
    ).toBe(404);
    const others = await inject('DELETE', '/api/user/sessions', windows);
    expectContractShape(others, 'endMyOtherSessions');
    expect((await me(mac)).statusCode).toBe(401);
    expect((await me(windows)).statusCode).toBe(200);
    expect(await auditActions('sessions-ended')).toHaveLength(2);
  });

  it('changes the password with the current one and a code: other sessions end, an e-mail is queued', async () => {
    later(MINUTE_MS);
    const person = await enrolledPerson('change@agency.example', 'editor');
    const other = await signIn(server.app, 'change@agency.example', GOOD_PASSWORD);
    later(MINUTE_MS);
    const change = (payload: object) => inject('PUT', '/api/user/password', person.cookie, payload);
    const wrongCurrent = await change({
      current_password: 'not my password',
      password: NEW_PASSWORD,
      code: totpCodeAt(person.secret, now),
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json()).toEqual({ message: message('passwordOrCodeWrong') });
    const wrongCode = await change({
      current_password: GOOD_PASSWORD,
      password: NEW_PASSWORD,
      code: '000000',
    });
    expect(wrongCode.json()).toEqual({ message: message('passwordOrCodeWrong') });
    const tooShort = await change({
      current_password: GOOD_PASSWORD,
      password: 'short words',
      code: '000000',
    });
    expect(tooShort.statusCode).toBe(400);
    const before = (await mailsTo('change@agency.example', 'account-security')).length;
    const changed = await change({
      current_password: GOOD_PASSWORD,
      password: NEW_PASSWORD,
      code: totpCodeAt(person.secret, now),
    });
    expectContractShape(changed, 'changePassword');
    expect(changed.json()).toEqual({ message: message('passwordChanged') });
    expect((await me(person.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const notices = await mailsTo('change@agency.example', 'account-security');
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)?.text_body).toContain('password of your back-office account was changed');
    const entries = await auditActions('password-changed');
    expect(entries.at(-1)).toMatchObject({ staff_name: 'Person change@agency.example' });
    expect(JSON.stringify(entries)).not.toContain(NEW_PASSWORD);
    expect((await passwordStep('change@agency.example', GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await passwordStep('change@agency.example', NEW_PASSWORD)).statusCode).toBe(202);
  });

  it('resets a forgotten password: the same answer for any address, a single-use 30-minute link, the second factor still needed', async () => {
    later(MINUTE_MS);
    const person = await enrolledPerson('forgot@agency.example');
    const forgot = async (email: string) => {
      const answer = await inject('POST', '/api/user/password/forgot', undefined, { email });
      // The link and its mail are made after the answer is sent.
      await server.app.lifecycle.afterResponse.settled();
      return answer;
    };
    const unknown = await forgot('nobody@agency.example');
    const known = await forgot('Forgot@Agency.example');
    expectContractShape(known, 'requestPasswordReset');
    // This server has no mail transport: the answer, the same for every address, says to ask an Administrator.
    expect(unknown.json()).toEqual({ message: message('passwordResetMailOff') });
    expect(known.json()).toEqual({ message: message('passwordResetMailOff') });
    expect(await mailsTo('nobody@agency.example', 'password-reset')).toHaveLength(0);
    const mails = await mailsTo('forgot@agency.example', 'password-reset');
    expect(mails).toHaveLength(1);
    const token =
      /https:\/\/agency\.example\/forgot-password\?token=([A-Za-z0-9_-]+)/.exec(mails[0].text_body)?.[1] ??
      '';
    expect(token).not.toBe('');
    const stored = await server.app.db
      .selectFrom('staff_tokens')
      .select('token_hash')
      .where('purpose', '=', 'password-reset')
      .execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    // The Outbox screen does not show the link.
    const admin = await signIn(server.app);
    expect((await inject('GET', '/api/outbox', admin)).body).not.toContain(token);

    const reset = (payload: object) => inject('POST', '/api/user/password/reset', undefined, payload);
    const noCode = await reset({ token, password: NEW_PASSWORD, code: '000000' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({ message: message('wrongCode') });
    later(MINUTE_MS);
    const done = await reset({ token, password: NEW_PASSWORD, code: totpCodeAt(person.secret, now) });
    expectContractShape(done, 'resetPassword');
    expect(done.json()).toEqual({ message: message('passwordResetDone') });
    expect((await me(person.cookie)).statusCode).toBe(401);
    expect(await auditActions('password-reset')).toHaveLength(1);
    expect((await mailsTo('forgot@agency.example', 'account-security')).at(-1)?.text_body).toContain('reset');
    later(MINUTE_MS);
    const again = await reset({ token, password: GOOD_PASSWORD, code: totpCodeAt(person.secret, now) });
    expect(again.json()).toEqual({ message: message('passwordResetUsed') });
    expect((await passwordStep('forgot@agency.example', NEW_PASSWORD)).statusCode).toBe(202);

    // A newer link voids the older; a link is good for 30 minutes.
    await forgot('forgot@agency.example');
    await forgot('forgot@agency.example');
    const [, older, newer] = (await mailsTo('forgot@agency.example', 'password-reset')).map(
      (mail) => /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? '',
    );
    expect((await reset({ token: older, password: GOOD_PASSWORD, code: '000000' })).json()).toEqual({
      message: message('passwordResetInvalid'),
    });
    later(31 * MINUTE_MS);
    expect(
      (await reset({ token: newer, password: GOOD_PASSWORD, code: totpCodeAt(person.secret, now) })).json(),
    ).toEqual({
      message: message('passwordResetExpired'),
    });
  });

  it("lets an Administrator remove a person's second factor: their sessions end and they enrol again", async () => {
    later(MINUTE_MS);
    const person = await enrolledPerson('lost@agency.example');
    const admin = await signIn(server.app);
    const id = (
      await server.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'lost@agency.example')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await inject('DELETE', `/api/staff/${id}/second-factor`, person.cookie)).statusCode).toBe(403);
    const removed = await inject('DELETE', `/api/staff/${id}/second-factor`, admin);
    expectContractShape(removed, 'resetStaffSecondFactor');
    expect((await me(person.cookie)).statusCode).toBe(401);
    expect(
      await server.app.db.selectFrom('recovery_codes').select('id').where('user_id', '=', id).execute(),
    ).toEqual([]);
    const entries = await auditActions('second-factor-reset');
    expect(entries.at(-1)).toMatchObject({ staff_name: 'Administrator', record_id: String(id) });
    expect((await mailsTo('lost@agency.example', 'account-security')).at(-1)?.text_body).toContain(
      'removed the second factor',
    );
    expect((await passwordStep('lost@agency.example', GOOD_PASSWORD)).json()).toMatchObject({
      step: 'enrol',
    });
    expect((await inject('DELETE', '/api/staff/99999/second-factor', admin)).statusCode).toBe(404);
  });
});

describe.each(databaseTargets)('the code step is rate-limited like the password step on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, {
      rateLimits: {
        login: { max: 3, windowMs: 15 * MINUTE_MS },
        loginAccount: { max: 100, windowMs: 60 * MINUTE_MS },
        publicWrites: { max: 1000, windowMs: MINUTE_MS },
        publicReads: { max: 100_000, windowMs: MINUTE_MS },
      },
    });
  });
  afterAll(async () => server.close());

  it('answers 429 after too many wrong codes, and audits the refusal', async () => {
    const first = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    });
    const challenge = cookieOf(first, 'signin');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/user/login/code',
        payload: { code: '000000' },
        headers: { cookie: challenge },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const locked = await server.app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'sign-in-locked')
      .execute();
    expect(locked.map((row) => row.summary)).toEqual([expect.stringContaining('step: code')]);
  });
});
