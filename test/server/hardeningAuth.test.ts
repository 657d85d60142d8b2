import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { RateLimitSettings } from '../../src/server/config';
import { message } from '../../src/server/openapi/catalogue';
import { PASSWORD_RESETS_PER_HOUR } from '../../src/server/routes/account';
import {
  hashPassword,
  PASSWORD_HASH_SLOTS,
  passwordHashLoad,
  verifyPassword,
} from '../../src/server/services/auth';
import {
  cookieOf,
  databaseTargets,
  freshTotpCode,
  signIn,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  startTestServer,
  TEST_PASSWORD_HASH_COST,
  type TestServer,
} from './helpers';

const NEW_PASSWORD = 'quartz meadow violin 77';

/**
 * Runs `run` while counting Node's scrypt runs: how many were started and the most that ran at once. The
 * spy is on Node's crypto module and calls the real scrypt, so the server code runs unchanged.
 */
async function watchScrypt<T>(
  run: () => Promise<T>,
): Promise<{ result: T; started: number; mostAtOnce: number }> {
  const original = crypto.scrypt;
  let running = 0;
  let mostAtOnce = 0;
  const spy = jest.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
    const callback = args.pop() as (error: Error | null, key: Buffer) => void;
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    (original as (...rest: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      running -= 1;
      callback(error, key);
    });
  }) as typeof crypto.scrypt);
  try {
    const result = await run();
    return { result, started: spy.mock.calls.length, mostAtOnce };
  } finally {
    spy.mockRestore();
  }
}

/** The findings of the third hardening round (issue 36) about accounts and sign-in, one test each. */

describe.each(databaseTargets)('account hardening on $name', (target) => {
  let server: TestServer;
  let now = new Date('2026-03-02T09:00:00Z');
  beforeAll(async () => {
    server = await startTestServer(target, {}, { clock: () => now });
  });
  afterAll(async () => server.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    server.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const idOf = async (email: string) =>
    (
      await server.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it('a pending Administrator invitation does not count as another enabled Administrator', async () => {
    const admin = await signIn(server.app);
    const invited = await inject('POST', '/api/staff', admin, {
      name: 'Pending Admin',
      email: 'pending.admin@agency.example',
      role: 'admin',
    });
    expect(invited.statusCode).toBe(200);
    const self = await idOf(STAFF_EMAIL);
    const refusals: LightMyRequestResponse[] = [];
    // Demoted, disabled, or both: the last Administrator who can sign in stays.
    for (const change of [
      { role: 'editor', enabled: true },
      { role: 'admin', enabled: false },
      { role: 'recruiter', enabled: false },
    ])
      refusals.push(await inject('PUT', `/api/staff/${self}`, admin, change));
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: message('lastAdministrator') });
    }
    expect((await inject('GET', '/api/user/me', admin)).json()).toMatchObject({ roll: 'admin' });
    // The invitation itself may be withdrawn (disabled) or changed, as it never counted.
    const pending = await idOf('pending.admin@agency.example');
    expect(
      (await inject('PUT', `/api/staff/${pending}`, admin, { role: 'admin', enabled: false })).statusCode,
    ).toBe(200);
    now = new Date(now.getTime() + 60_000);
  });

  it('the idle timeout never ends a session in use early (last use written once a minute ended it up to 59 s early)', async () => {
    const IDLE_MS = 30 * 60_000;
    const later = (ms: number) => {
      now = new Date(now.getTime() + ms);
    };
    later(60_000);
    const session = await signIn(server.app);
    const me = () => inject('GET', '/api/user/me', session);
    later(59_000);
    expect((await me()).statusCode).toBe(200);
    // A second short of the idle timeout after that use: still live (it had ended 58 s before).
    later(IDLE_MS - 1_000);
    expect((await me()).statusCode).toBe(200);
    later(IDLE_MS - 1_000);
    expect((await me()).statusCode).toBe(200);
    // Unused for the idle timeout and a second more (the stored resolution): ended.
    later(IDLE_MS + 1_000);
    expect((await me()).statusCode).toBe(401);
  });

  it('parallel recovery codes on one challenge spend one code, as one session starts', async () => {
    now = new Date(now.getTime() + 60_000);
    const admin = await signIn(server.app);
    const renewed = await inject('POST', '/api/user/recovery-codes', admin, {
      code: await freshTotpCode(server.app, STAFF_EMAIL),
    });
    expect(renewed.statusCode).toBe(200);
    const codes = renewed.json<{ recovery_codes: string[] }>().recovery_codes;
    const passwordStep = await inject('POST', '/api/user/login', undefined, {
      email: STAFF_EMAIL,
      password: STAFF_PASSWORD,
    });
    expect(passwordStep.statusCode).toBe(202);
    const challenge = cookieOf(passwordStep, 'signin');
    const answers = await Promise.all(
      codes.slice(0, 5).map((code) => inject('POST', '/api/user/login/code', challenge, { code })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200))
      expect(refused.json()).toEqual({ message: message('signInTimedOut') });
    const spent = await server.app.db
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', await idOf(STAFF_EMAIL))
      .where('used_at', 'is not', null)
      .execute();
    expect(spent).toHaveLength(1);
  });

  it('no per-account cap on reset mails: 28 requests from 9 addresses send 3, and the last link stays valid', async () => {
    const forgot = (address: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/user/password/forgot',
        remoteAddress: address,
        payload: { email: STAFF_EMAIL },
      });
    const answers = [];
    for (let index = 0; index < 28; index += 1) answers.push(await forgot(`10.36.9.${index % 9}`));
    // The links are made after the answers are sent.
    await server.app.lifecycle.afterResponse.settled();
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const mails = await server.app.db
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', STAFF_EMAIL)
      .where('kind', '=', 'password-reset')
      .execute();
    expect(mails).toHaveLength(PASSWORD_RESETS_PER_HOUR);
    const links = await server.app.db
      .selectFrom('staff_tokens')
      .select('id')
      .where('purpose', '=', 'password-reset')
      .where('used_at', 'is', null)
      .execute();
    expect(links).toHaveLength(1);
  });

  it('forgot-password timing tells staff e-mails from others: known and unknown addresses are answered in the same time, and only the known one gets its mail', async () => {
    const PAIRS = 60;
    // One account per pair, so every known request does the whole work (no hourly cap reached).
    const model = await server.app.db
      .selectFrom('users')
      .select(['role', 'password_hash', 'created_at'])
      .where('email', '=', STAFF_EMAIL)
      .executeTakeFirstOrThrow();
    const knownEmail = (index: number) => `timing-${index}@agency.example`;
    const unknownEmail = (index: number) => `nobody-${index}@agency.example`;
    await server.app.db
      .insertInto('users')
      .values(
        Array.from({ length: PAIRS + 2 }, (_, index) => ({
          ...model,
          email: knownEmail(index),
          name: `Timing ${index}`,
        })),
      )
      .execute();
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/user/password/forgot',
        remoteAddress: '10.36.7.1',
        payload: { email },
      });
      const elapsed = performance.now() - started;
      // The work handed off after the answer is done before the next request is timed.
      await server.app.lifecycle.afterResponse.settled();
      return { answer, elapsed };
    };
    const mailsTo = (email: string) =>
      server.app.db
        .selectFrom('outbox')
        .select('id')
        .where('to_address', '=', email)
        .where('kind', '=', 'password-reset')
        .execute();

    // Warm up both paths (statements, JIT), untimed: these are the structural checks.
    const warmKnown = await timed(knownEmail(PAIRS));
    const warmUnknown = await timed(unknownEmail(PAIRS));
    expect(warmKnown.answer.statusCode).toBe(200);
    expect(warmUnknown.answer.body).toBe(
      warmKnown.answer.body.replace(knownEmail(PAIRS), unknownEmail(PAIRS)),
    );
    expect(await mailsTo(knownEmail(PAIRS))).toHaveLength(1);
    expect(await mailsTo(unknownEmail(PAIRS))).toHaveLength(0);
    await timed(knownEmail(PAIRS + 1));
    await timed(unknownEmail(PAIRS + 1));

    // Each pair is timed back to back and compared within itself, so a busy moment of the machine slows
    // both of a pair rather than one kind.
    const known: number[] = [];
    const unknown: number[] = [];
    const differences: number[] = [];
    for (let index = 0; index < PAIRS; index += 1) {
      // Alternating which goes first, so neither kind always follows the other.
      const knownFirst = index % 2 === 0;
      const first = (await timed(knownFirst ? knownEmail(index) : unknownEmail(index))).elapsed;
      const second = (await timed(knownFirst ? unknownEmail(index) : knownEmail(index))).elapsed;
      const [knownElapsed, unknownElapsed] = knownFirst ? [first, second] : [second, first];
      known.push(knownElapsed);
      unknown.push(unknownElapsed);
      differences.push(knownElapsed - unknownElapsed);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const [knownMs, unknownMs, differenceMs] = [median(known), median(unknown), median(differences)];
    const figures = `known ${knownMs.toFixed(2)} ms, unknown ${unknownMs.toFixed(2)} ms, known - unknown ${differenceMs.toFixed(2)} ms in a pair (medians of ${PAIRS} pairs)`;
    console.info(`forgot-password timing on ${target.name}: ${figures}`);
    // Within 1 ms, or half the faster median on a machine slow enough for that to be more.
    const close = Math.abs(differenceMs) <= Math.max(1, 0.5 * Math.min(knownMs, unknownMs));
    expect({ close, figures }).toEqual({ close: true, figures });
    for (let index = 0; index < PAIRS; index += 1) {
      expect(await mailsTo(knownEmail(index))).toHaveLength(1);
      expect(await mailsTo(unknownEmail(index))).toHaveLength(0);
    }
  });

  it('changing the password is no memory exhaustion: parallel guesses run at most PASSWORD_HASH_SLOTS scrypt hashes at once', async () => {
    const admin = await signIn(server.app);
    // The hashing queue itself: eight checks started at once, two run, the rest wait their turn.
    const stored = await hashPassword('the stored password', TEST_PASSWORD_HASH_COST);
    const checks = Array.from({ length: 8 }, (_, index) => verifyPassword(`guess ${index}`, stored));
    expect(passwordHashLoad()).toEqual({ running: PASSWORD_HASH_SLOTS, waiting: 8 - PASSWORD_HASH_SLOTS });
    expect(await Promise.all(checks)).toEqual(Array(8).fill(false));
    expect(passwordHashLoad()).toEqual({ running: 0, waiting: 0 });
    // The probe's requests: eight wrong current passwords at once (199 MB to 714 MB before).
    const code = await freshTotpCode(server.app, STAFF_EMAIL);
    const { result, started, mostAtOnce } = await watchScrypt(() =>
      Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          inject('PUT', '/api/user/password', admin, {
            current_password: `wrong guess ${index}`,
            password: NEW_PASSWORD,
            code,
          }),
        ),
      ),
    );
    expect(result.map((response) => response.statusCode)).toEqual(Array(8).fill(400));
    expect(started).toBe(8);
    expect(mostAtOnce).toBeLessThanOrEqual(PASSWORD_HASH_SLOTS);
  });

  it('changing the password answers a right password with a wrong code like a wrong password (one sentence)', async () => {
    now = new Date(now.getTime() + 60_000);
    const admin = await signIn(server.app);
    const change = (currentPassword: string, code: string) =>
      inject('PUT', '/api/user/password', admin, {
        current_password: currentPassword,
        password: NEW_PASSWORD,
        code,
      });
    now = new Date(now.getTime() + 60_000);
    const code = await freshTotpCode(server.app, STAFF_EMAIL);
    const wrongPassword = await change('not my password at all', code);
    const wrongCode = await change(STAFF_PASSWORD, code === '123456' ? '654321' : '123456');
    const wrongRecoveryCode = await change(STAFF_PASSWORD, 'abcd-efgh-jk');
    for (const refused of [wrongPassword, wrongCode, wrongRecoveryCode]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: message('passwordOrCodeWrong') });
    }
    // A wrong password did not use the code up: with the right password it changes the password once.
    expect((await change(STAFF_PASSWORD, code)).statusCode).toBe(200);
    const replayed = await change(NEW_PASSWORD, code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ message: message('passwordOrCodeWrong') });
  });
});

const LIMIT = 4;
const ACCOUNT_LIMIT = 6;
const limits: RateLimitSettings = {
  login: { max: LIMIT, windowMs: 15 * 60_000 },
  loginAccount: { max: ACCOUNT_LIMIT, windowMs: 60 * 60_000 },
  publicWrites: { max: 1000, windowMs: 15 * 60_000 },
  publicReads: { max: 1000, windowMs: 60_000 },
};

describe.each(databaseTargets)('password-change limits on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { rateLimits: limits });
  });
  afterAll(async () => server.close());

  it('changing the password is limited like sign-in (per address and per account, before hashing)', async () => {
    const admin = await signIn(server.app);
    const code = await freshTotpCode(server.app, STAFF_EMAIL);
    const change = (address: string, currentPassword: string, guessCode = '000000') =>
      server.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        remoteAddress: address,
        headers: { cookie: admin },
        payload: { current_password: currentPassword, password: NEW_PASSWORD, code: guessCode },
      });
    // One address: the limit of guesses, the right password with a wrong code among them (it clears nothing).
    for (const guess of ['guess one', 'guess two', 'guess three'])
      expect((await change('10.36.0.1', guess)).statusCode).toBe(400);
    expect((await change('10.36.0.1', STAFF_PASSWORD)).statusCode).toBe(400);
    const { result: refused, started } = await watchScrypt(() => change('10.36.0.1', STAFF_PASSWORD, code));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ minute\(s\)\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    expect(started).toBe(0);
    // Many addresses at once: the account's count (shared with sign-in) lets only the rest through.
    const burst = await watchScrypt(() =>
      Promise.all(Array.from({ length: 8 }, (_, index) => change(`10.36.1.${index + 1}`, `burst ${index}`))),
    );
    expect(burst.started).toBe(ACCOUNT_LIMIT - LIMIT);
    expect(burst.result.filter((response) => response.statusCode === 429)).toHaveLength(
      8 - (ACCOUNT_LIMIT - LIMIT),
    );
    // The sign-in of that account from a new device now waits too: the guesses were sign-in attempts.
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '10.36.2.1',
      payload: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    });
    expect(login.statusCode).toBe(429);
  });
});
