import { buildApp } from '../../src/server/app';
import { databaseTargets, removeTestData, signIn, testConfig } from './helpers';

describe.each(databaseTargets)('resetting the admin password at start-up on $name', (target) => {
  const email = 'owner@agency.example';

  it('ends the sessions issued under the old password, and only then', async () => {
    const config = testConfig(target, { adminEmail: email, adminPassword: 'first password' });
    try {
      const first = await buildApp(config, { logger: false });
      const cookie = await signIn(first, email, 'first password');
      await first.close();

      const samePassword = await buildApp(config, { logger: false });
      const stillSignedIn = await samePassword.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { cookie },
      });
      expect(stillSignedIn.statusCode).toBe(200);
      await samePassword.close();

      const reset = await buildApp({ ...config, adminPassword: 'second password' }, { logger: false });
      const oldCookie = await reset.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
      expect(oldCookie.statusCode).toBe(401);
      const protectedCall = await reset.inject({
        method: 'GET',
        url: '/api/applications',
        headers: { cookie },
      });
      expect(protectedCall.statusCode).toBe(401);
      const remaining = await reset.db.selectFrom('sessions').select('id').execute();
      expect(remaining).toEqual([]);
      const fresh = await signIn(reset, email, 'second password');
      expect(
        (await reset.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: fresh } })).statusCode,
      ).toBe(200);
      await reset.close();
    } finally {
      await removeTestData(config);
    }
  }, 30_000);

  it('keeps the sessions of other staff users', async () => {
    const config = testConfig(target, { adminEmail: email, adminPassword: 'first password' });
    try {
      await (await buildApp(config, { logger: false })).close();
      const second = await buildApp(
        { ...config, adminEmail: 'staff@agency.example', adminPassword: 'another password' },
        { logger: false },
      );
      const staffCookie = await signIn(second, 'staff@agency.example', 'another password');
      await second.close();

      const reset = await buildApp({ ...config, adminPassword: 'second password' }, { logger: false });
      const staff = await reset.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { cookie: staffCookie },
      });
      expect(staff.statusCode).toBe(200);
      await reset.close();
    } finally {
      await removeTestData(config);
    }
  }, 30_000);
});
