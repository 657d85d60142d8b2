import crypto, { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimitSettings } from '../../src/server/config';
import { MemoryAttemptCounter, RedisAttemptCounter, SignInLimits } from '../../src/server/services/rateLimit';
import {
  cookieOf,
  databaseTargets,
  freshTotpCode,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  startTestServer,
  type TestServer,
} from './helpers';

const LIMIT = 10;
const ACCOUNT_LIMIT = 15;
const limits: RateLimitSettings = {
  login: { max: LIMIT, windowMs: 15 * 60_000 },
  loginAccount: { max: ACCOUNT_LIMIT, windowMs: 60 * 60_000 },
  publicWrites: { max: 5, windowMs: 15 * 60_000 },
  publicReads: { max: 1000, windowMs: 60_000 },
};

jest.setTimeout(120_000);

const TOO_MANY = /^Too many sign-in attempts\. Please try again in \d+ minute\(s\)\.$/;

/** Counter backends: memory always; Redis too when TEST_REDIS_URL is set. */
const counterTargets = [
  { counters: 'memory', redisUrl: undefined },
  ...(process.env.TEST_REDIS_URL ? [{ counters: 'redis', redisUrl: process.env.TEST_REDIS_URL }] : []),
];

let addressSeed = 0;
/** A fresh address for each use, so tests do not share per-address counters. */
const newAddress = () => {
  addressSeed += 1;
  return `10.${(addressSeed >> 16) & 255}.${(addressSeed >> 8) & 255}.${addressSeed & 255}`;
};

function login(
  app: FastifyInstance,
  { email = STAFF_EMAIL, password = STAFF_PASSWORD, address = '10.255.0.1', device = '' } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: address,
    headers: device ? { cookie: device } : {},
  });
}

/** The `device=...` cookie a successful sign-in set. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const device = response.cookies.find((cookie) => cookie.name === 'device');
  if (!device) throw new Error('No device cookie was set.');
  return `device=${device.value}`;
}

/** Completes a sign-in whose password step answered 202: the second factor's code step, which marks the device. */
async function codeStep(
  app: FastifyInstance,
  passwordStep: LightMyRequestResponse,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/user/login/code',
    headers: { cookie: cookieOf(passwordStep, 'signin') },
    payload: { code: await freshTotpCode(app, STAFF_EMAIL) },
  });
}

/**
 * Counts the passwords the server checks (each check is one scrypt run) while `run` goes on. The
 * spy is on Node's crypto module, so the server code runs unchanged.
 */
async function countPasswordChecks<T>(run: () => Promise<T>): Promise<{ result: T; checks: number }> {
  const scrypt = jest.spyOn(crypto, 'scrypt');
  try {
    const result = await run();
    return { result, checks: scrypt.mock.calls.length };
  } finally {
    scrypt.mockRestore();
  }
}

const statusCounts = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  }, {});

async function removeRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

describe.each(databaseTargets)('sign-in limits on $name', (target) => {
  describe.each(counterTargets)('with counters in $counters', ({ redisUrl }) => {
    let server: TestServer;
    /** The device cookie of the staff member's own browser. */
    let staffDevice: string;
    /** A sign-in from the staff member's own browser, which also clears the account's count. */
    const signInOnOwnDevice = async () => {
      const response = await login(server.app, { address: newAddress(), device: staffDevice });
      expect(response.statusCode).toBe(202);
    };
    beforeAll(async () => {
      server = await startTestServer(target, { rateLimits: limits, redisUrl });
      // The device is known once a sign-in completes (password, then the second factor's code).
      staffDevice = deviceCookieOf(
        await codeStep(server.app, await login(server.app, { address: newAddress() })),
      );
      // Unknown e-mails are checked against a decoy hash made on first use; make it now.
      await login(server.app, { email: 'nobody@agency.example', address: newAddress() });
    });
    afterAll(async () => {
      await server.close();
      if (redisUrl) await removeRedisKeys(redisUrl, server.config.redisKeyPrefix);
    });

    it('checks at most the limit of 60 wrong passwords sent at once, and then refuses the right one (5 rounds: each 60 scrypt hashes at N = 2^17)', async () => {
      for (let round = 0; round < 5; round += 1) {
        const address = newAddress();
        const email = `guess${round}@agency.example`;
        const { result: burst, checks } = await countPasswordChecks(() =>
          Promise.all(
            Array.from({ length: 60 }, () => login(server.app, { email, password: 'guess', address })),
          ),
        );
        expect(checks).toBe(LIMIT);
        const counts = statusCounts(burst);
        expect(counts[401]).toBe(LIMIT);
        expect(counts[429]).toBe(60 - LIMIT);
        const right = await login(server.app, { address });
        expect(right.statusCode).toBe(429);
        expect(right.json().message).toMatch(TOO_MANY);
        expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
        expect(right.headers['set-cookie']).toBeUndefined();
      }
    });

    it('checks at most the limit of 100 attempts sent at once with the right password among them (5 rounds)', async () => {
      for (let round = 0; round < 5; round += 1) {
        await signInOnOwnDevice();
        const address = newAddress();
        const rightAt = [0, 30, 50, 99, 5][round];
        const { result: burst, checks } = await countPasswordChecks(() =>
          Promise.all(
            Array.from({ length: 100 }, (_, index) =>
              login(server.app, { address, password: index === rightAt ? STAFF_PASSWORD : 'guess' }),
            ),
          ),
        );
        const counts = statusCounts(burst);
        expect(checks).toBe((counts[401] ?? 0) + (counts[202] ?? 0));
        // Every 401 and 202 is a checked password; a success takes its own attempt back.
        expect(counts[401]).toBeLessThanOrEqual(LIMIT);
        expect((counts[401] ?? 0) + (counts[202] ?? 0)).toBeLessThanOrEqual(LIMIT + 1);
        expect([202, 429]).toContain(burst[rightAt].statusCode);
        // The right password afterwards is refused once the failures fill the limit.
        const after = await login(server.app, { address });
        expect(after.statusCode).toBe(counts[401] === LIMIT ? 429 : 202);
      }
    });

    it('stops a guesser spread over many addresses with the per-account limit, without locking out a known device', async () => {
      await signInOnOwnDevice();
      const { result: spread, checks } = await countPasswordChecks(() =>
        Promise.all(
          Array.from({ length: 60 }, () => login(server.app, { password: 'guess', address: newAddress() })),
        ),
      );
      expect(checks).toBe(ACCOUNT_LIMIT);
      const counts = statusCounts(spread);
      expect(counts[401]).toBe(ACCOUNT_LIMIT);
      expect(counts[429]).toBe(60 - ACCOUNT_LIMIT);

      // A new device, even with the right password, waits; the 429 is not "Wrong Email or Password".
      const newDevice = await login(server.app, { address: newAddress() });
      expect(newDevice.statusCode).toBe(429);
      expect(newDevice.json().message).toMatch(TOO_MANY);

      // The admin's known device signs in from anywhere, and that clears the account's count.
      await signInOnOwnDevice();
      expect((await login(server.app, { address: newAddress() })).statusCode).toBe(202);
    });

    it('does not treat a forged, tampered or other account device cookie as known', async () => {
      const email = 'shared@agency.example';
      const signedIn = await codeStep(server.app, await login(server.app, { address: newAddress() }));
      const device = deviceCookieOf(signedIn);
      const [userId, id, signature] = device.replace('device=', '').split('.');
      for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt += 1)
        expect((await login(server.app, { password: 'guess', address: newAddress() })).statusCode).toBe(401);

      for (const forged of [
        `device=${userId}.${id}.${signature.slice(0, -2)}AA`,
        `device=${Number(userId) + 1}.${id}.${signature}`,
        `device=${userId}.${randomBytes(16).toString('base64url')}.${signature}`,
        'device=garbage',
      ]) {
        expect((await login(server.app, { address: newAddress(), device: forged })).statusCode).toBe(429);
      }
      // An unknown e-mail with the staff device cookie is no known device of that account either.
      const other = await login(server.app, { email, password: 'guess', address: newAddress(), device });
      expect(other.statusCode).toBe(401);
      expect((await login(server.app, { address: newAddress(), device })).statusCode).toBe(202);
    });

    it('sets the device cookie httpOnly, SameSite=Strict, for the sign-in path only', async () => {
      const response = await codeStep(
        server.app,
        await login(server.app, { email: STAFF_EMAIL, address: newAddress() }),
      );
      const cookie = response.cookies.find((candidate) => candidate.name === 'device');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user/login' });
      expect(cookie?.value).toMatch(/^\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
      expect(Number(cookie?.maxAge)).toBeGreaterThan(30 * 24 * 60 * 60);
    });

    it('limits a known device on its own, and forgets devices when the password changes', async () => {
      const device = deviceCookieOf(
        await codeStep(server.app, await login(server.app, { address: newAddress() })),
      );
      const burst = await Promise.all(
        Array.from({ length: 30 }, () =>
          login(server.app, { password: 'guess', address: newAddress(), device }),
        ),
      );
      expect(statusCounts(burst)[401]).toBe(LIMIT);
      expect((await login(server.app, { address: newAddress(), device })).statusCode).toBe(429);
      // The account itself was not charged for the device's failures.
      expect((await login(server.app, { address: newAddress() })).statusCode).toBe(202);

      // A new password (here: any other hash) makes every earlier device cookie unknown.
      await server.app.db
        .updateTable('users')
        .set({ password_hash: 'scrypt$16384$8$1$c2FsdA$aGFzaA' })
        .where('email', '=', STAFF_EMAIL)
        .execute();
      for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt += 1)
        expect((await login(server.app, { password: 'guess', address: newAddress() })).statusCode).toBe(401);
      const staffBrowser = await login(server.app, { address: newAddress(), device: staffDevice });
      expect(staffBrowser.statusCode).toBe(429);
    });
  });
});

describe.each(databaseTargets)('two server processes on $name', (target) => {
  const redisUrl = process.env.TEST_REDIS_URL;

  if (!redisUrl) {
    it.skip('share one sign-in limit through Redis (set TEST_REDIS_URL to run)', () => undefined);
  } else {
    it('share one sign-in limit and one public-write limit through Redis', async () => {
      const redisKeyPrefix = `agency-test:${randomBytes(6).toString('hex')}:`;
      const first = await startTestServer(target, { rateLimits: limits, redisUrl, redisKeyPrefix });
      // The second process is another app on the same database and the same Redis.
      const second = await startTestServer(target, {
        rateLimits: limits,
        redisUrl,
        redisKeyPrefix,
        dataDir: first.config.dataDir,
        databaseUrl: first.config.databaseUrl,
        databaseSchema: first.config.databaseSchema,
      });
      try {
        const address = newAddress();
        for (let attempt = 0; attempt < LIMIT; attempt += 1)
          expect((await login(first.app, { password: 'guess', address })).statusCode).toBe(401);
        const onSecond = await login(second.app, { address });
        expect(onSecond.statusCode).toBe(429);
        expect(onSecond.json().message).toMatch(TOO_MANY);

        // Parallel guesses split over both processes: still at most the limit checked in all.
        const spreadAddress = newAddress();
        const burst = await Promise.all(
          Array.from({ length: 60 }, (_, index) =>
            login(index % 2 ? first.app : second.app, {
              email: 'spread@agency.example',
              password: 'guess',
              address: spreadAddress,
            }),
          ),
        );
        expect(statusCounts(burst)[401]).toBe(LIMIT);

        const subscribe = (app: FastifyInstance) =>
          app.inject({
            method: 'POST',
            url: '/api/subscribers',
            payload: { 'Footer-Email': 'shared-limit@example.com' },
            remoteAddress: address,
          });
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 6; attempt += 1)
          statuses.push((await subscribe(attempt % 2 ? second.app : first.app)).statusCode);
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      } finally {
        await second.app.close();
        await first.close();
        await removeRedisKeys(redisUrl, redisKeyPrefix);
      }
    });
  }

  it('keeps the counters of each process in its memory without REDIS_URL', async () => {
    const first = await startTestServer(target, { rateLimits: limits });
    const second = await startTestServer(target, { rateLimits: limits });
    try {
      const address = newAddress();
      for (let attempt = 0; attempt < LIMIT; attempt += 1)
        expect((await login(first.app, { password: 'guess', address })).statusCode).toBe(401);
      expect((await login(first.app, { address })).statusCode).toBe(429);
      expect((await login(second.app, { address })).statusCode).toBe(202);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

it('refuses a REDIS_URL it cannot reach at start, with a clear message', async () => {
  await expect(startTestServer(databaseTargets[0], { redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(
    /^Redis at REDIS_URL could not be reached/,
  );
});

describe('sign-in counters shared by two processes', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  const rules = { login: limits.login, loginAccount: limits.loginAccount };

  if (!redisUrl) {
    it.skip('allow exactly the limit of attempts sent at once over two Redis connections (set TEST_REDIS_URL to run)', () =>
      undefined);
  } else {
    it('allow exactly the limit of attempts sent at once over two Redis connections, refused ones not counted (20 rounds)', async () => {
      const prefix = `agency-test:${randomBytes(6).toString('hex')}:`;
      const connections = [new Redis(redisUrl), new Redis(redisUrl)];
      const processes = connections.map(
        (redis) => new SignInLimits(new RedisAttemptCounter(redis, prefix), rules),
      );
      try {
        for (let round = 0; round < 20; round += 1) {
          const attempt = { ip: newAddress(), email: `burst${round}@agency.example` };
          const tickets = await Promise.all(
            Array.from({ length: 100 }, (_, index) => processes[index % 2].begin(attempt)),
          );
          expect(tickets.filter((ticket) => ticket.allowed)).toHaveLength(LIMIT);
          // The refused attempts were not counted against the account: it still has its own places.
          const elsewhere = await Promise.all(
            Array.from({ length: 30 }, (_, index) =>
              processes[index % 2].begin({ ip: newAddress(), email: attempt.email }),
            ),
          );
          expect(elsewhere.filter((ticket) => ticket.allowed)).toHaveLength(ACCOUNT_LIMIT - LIMIT);
        }
      } finally {
        await removeRedisKeys(redisUrl, prefix);
        await Promise.all(connections.map((redis) => redis.quit()));
      }
    });
  }

  it('allow exactly the limit of attempts sent at once with counters in memory', async () => {
    const limitsInMemory = new SignInLimits(new MemoryAttemptCounter(), rules);
    const attempt = { ip: newAddress(), email: 'memory-burst@agency.example' };
    const tickets = await Promise.all(Array.from({ length: 100 }, () => limitsInMemory.begin(attempt)));
    expect(tickets.filter((ticket) => ticket.allowed)).toHaveLength(LIMIT);
    const elsewhere = await Promise.all(
      Array.from({ length: 30 }, () => limitsInMemory.begin({ ip: newAddress(), email: attempt.email })),
    );
    expect(elsewhere.filter((ticket) => ticket.allowed)).toHaveLength(ACCOUNT_LIMIT - LIMIT);
  });
});

describe.each(databaseTargets)('rate-limit keys without personal data on $name', (target) => {
  const redisUrl = process.env.TEST_REDIS_URL;
  const email = 'Typed.Person@Example.com';
  const address = '10.66.0.7';

  /** A sign-in with a wrong password, a status-page guess, an application and a public read. */
  async function touchEveryLimit(app: FastifyInstance): Promise<void> {
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: 'wrong password' },
      remoteAddress: address,
    });
    expect(login.statusCode).toBe(401);
    const status = await app.inject({
      method: 'POST',
      url: '/api/application-status',
      payload: { reference: 'SMS-2026-424242', contact: email },
      remoteAddress: address,
    });
    expect(status.statusCode).toBe(404);
    const read = await app.inject({ method: 'GET', url: '/api/job', remoteAddress: address });
    expect(read.statusCode).toBe(200);
  }
  const personal = (key: string) =>
    [email.toLowerCase(), address, 'SMS-2026-424242'].filter((datum) =>
      key.toLowerCase().includes(datum.toLowerCase()),
    );

  if (!redisUrl) {
    it.skip('Redis rate-limit keys hold no typed e-mail (set TEST_REDIS_URL to run)', () => undefined);
  } else {
    it('Redis rate-limit keys hold no typed e-mail, address or reference, only their keyed hashes', async () => {
      const redisKeyPrefix = `agency-test:${randomBytes(6).toString('hex')}:`;
      const server = await startTestServer(target, { rateLimits: limits, redisUrl, redisKeyPrefix });
      const redis = new Redis(redisUrl);
      try {
        await touchEveryLimit(server.app);
        const keys = await redis.keys(`${redisKeyPrefix}*`);
        // The sign-in's address and account, the status page's address and reference, the read's address.
        expect(keys.length).toBeGreaterThanOrEqual(5);
        expect(keys.filter((key) => personal(key).length > 0)).toEqual([]);
      } finally {
        await server.close();
        await removeRedisKeys(redisUrl, redisKeyPrefix);
        await redis.quit();
      }
    });
  }

  it('counters in memory hold no typed e-mail or address either', async () => {
    const counter = new MemoryAttemptCounter();
    const signIns = new SignInLimits(counter, { login: limits.login, loginAccount: limits.loginAccount });
    expect((await signIns.begin({ ip: address, email: email.toLowerCase() })).allowed).toBe(true);
    const keys = [...counter['windows'].keys()];
    expect(keys).toHaveLength(2);
    expect(keys.filter((key) => personal(key).length > 0)).toEqual([]);
  });
});
