import type { LightMyRequestResponse } from 'fastify';
import { message } from '../../src/server/openapi/catalogue';
import { databaseTargets, signIn, STAFF_EMAIL, startTestServer, type TestServer } from './helpers';

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
});
