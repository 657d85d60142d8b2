import type { InjectOptions } from 'fastify';
import {
  cookieOf,
  databaseTargets,
  freshTotpCode,
  expectContractShape,
  signIn,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  startTestServer,
  type TestServer,
} from './helpers';

describe.each(databaseTargets)('staff sessions on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, {
      rateLimits: {
        login: { max: 3, windowMs: 60_000 },
        loginAccount: { max: 3, windowMs: 60_000 },
        publicWrites: { max: 1000, windowMs: 60_000 },
        publicReads: { max: 1000, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => server.close());
  const inject = (options: InjectOptions) => server.app.inject(options);
  const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress });

  it('signs in with {userdata, roll} and an httpOnly, SameSite=Strict session cookie', async () => {
    // The password step (any letter case of the e-mail) answers 202 and a short sign-in cookie, no session.
    const password = await login(STAFF_EMAIL.toUpperCase(), STAFF_PASSWORD, '10.0.0.2');
    expectContractShape(password, 'login', 202);
    expect(password.json().step).toBe('code');
    expect(String(password.headers['set-cookie'])).not.toMatch(/(^|,)\s*sid=/);
    const code = await inject({
      method: 'POST',
      url: '/api/user/login/code',
      headers: { cookie: cookieOf(password, 'signin') },
      payload: { code: await freshTotpCode(server.app, STAFF_EMAIL) },
      remoteAddress: '10.0.0.2',
    });
    expectContractShape(code, 'verifySignInCode');
    expect(code.json()).toEqual({
      userdata: { id: expect.any(Number), name: 'Administrator', email: STAFF_EMAIL, role: 'admin' },
      roll: 'admin',
    });
    const setCookie = String(code.headers['set-cookie']);
    expect(setCookie).toMatch(/(^|,)\s*sid=[A-Za-z0-9_-]{43}; Path=\/; Expires=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).not.toContain('Secure');
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await signIn(server.app);
    const token = cookie.replace('sid=', '');
    const rows = await server.app.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[a-f0-9]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('marks the cookie Secure behind an https proxy it trusts', async () => {
    const proxied = await startTestServer(target, { trustProxy: true });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
      });
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  it('answers 401 "Wrong Email or Password" for a wrong password or unknown e-mail', async () => {
    for (const response of [
      await login(STAFF_EMAIL, 'wrong', '10.0.1.1'),
      await login('nobody@agency.example', STAFF_PASSWORD, '10.0.1.2'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Wrong Email or Password' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('validates the login body (400) and refuses other content types (415)', async () => {
    const badEmail = await inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ message: 'email must be a valid e-mail address.' });

    const missing = await inject({ method: 'POST', url: '/api/user/login', payload: { email: STAFF_EMAIL } });
    expect(missing.json()).toEqual({ message: 'password is required.' });

    const form = await inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${STAFF_EMAIL}&password=x`,
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ message: 'This request must be sent as application/json.' });

    const broken = await inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers the signed-in user at /user/me, and 401 without a session', async () => {
    const cookie = await signIn(server.app);
    const me = await inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
    expectContractShape(me, 'getCurrentUser');
    expect(me.json().userdata.email).toBe(STAFF_EMAIL);

    const anonymous = await inject({ method: 'GET', url: '/api/user/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('logs out: the session is deleted, so replaying the old cookie gets 401', async () => {
    const cookie = await signIn(server.app);
    expect((await inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).statusCode).toBe(200);

    const logout = await inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expectContractShape(logout, 'logout');
    expect(logout.json()).toEqual({ message: 'User Logout' });
    const cleared = String(logout.headers['set-cookie']);
    expect(cleared).toMatch(/^sid=;/);
    for (const attribute of ['Max-Age=0', 'Path=/', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'HttpOnly'])
      expect(cleared).toContain(`; ${attribute}`);

    const replayed = await inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
    expect(replayed.statusCode).toBe(401);
    const replayedWrite = await inject({ method: 'DELETE', url: '/api/job/delete/1', headers: { cookie } });
    expect(replayedWrite.statusCode).toBe(401);
  });

  it('answers 200 to logout without a session', async () => {
    const response = await inject({ method: 'POST', url: '/api/user/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an expired session', async () => {
    const cookie = await signIn(server.app);
    await server.app.db.updateTable('sessions').set({ expires_at: '2000-01-01 00:00:00' }).execute();
    expect((await inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('limits failed sign-ins per e-mail (429) even from many addresses', async () => {
    const email = 'target@agency.example';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await login(email, 'guess', `10.1.0.${attempt}`)).statusCode).toBe(401);
    }
    const limited = await login(email, 'guess', '10.1.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ minute\(s\)\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failed sign-ins per IP address (429) across e-mails', async () => {
    const address = '10.2.0.1';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await login(`user${attempt}@agency.example`, 'guess', address)).statusCode).toBe(401);
    }
    expect((await login(STAFF_EMAIL, STAFF_PASSWORD, address)).statusCode).toBe(429);
    // The right password from another address goes on to the code step.
    expect((await login(STAFF_EMAIL, STAFF_PASSWORD, '10.2.0.2')).statusCode).toBe(202);
  });

  it('refuses state-changing requests from another origin (403) but allows its own origin and no origin', async () => {
    const cookie = await signIn(server.app);
    const crossOrigin = await inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossOrigin.statusCode).toBe(403);
    expect(crossOrigin.json()).toEqual({ message: 'Changes can only be made from this website.' });

    const crossSite = await inject({
      method: 'DELETE',
      url: '/api/job/delete/1',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);

    const nullOrigin = await inject({
      method: 'POST',
      url: '/api/subscribers',
      headers: { origin: 'null' },
      payload: { 'Footer-Email': 'a@b.example' },
    });
    expect(nullOrigin.statusCode).toBe(403);

    const sameOrigin = await inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(sameOrigin.statusCode).toBe(200);

    const ownOrigin = await inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(ownOrigin.statusCode).toBe(200);

    const ownOriginWithPort = await inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(ownOriginWithPort.statusCode).toBe(200);
    const configuredOrigin = await startTestServer(target, { allowedOrigins: ['http://localhost:8080'] });
    try {
      const fromDevServer = await configuredOrigin.app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: { origin: 'http://localhost:8080', host: 'localhost:3000' },
      });
      expect(fromDevServer.statusCode).toBe(200);
    } finally {
      await configuredOrigin.close();
    }

    const otherPort = await inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { origin: 'http://localhost:8080', host: 'localhost:3000' },
    });
    expect(otherPort.statusCode).toBe(403);
  });
});
