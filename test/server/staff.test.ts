import { hashPassword } from '../../src/server/services/auth';
import { upsertUser } from '../../src/server/repositories/users';
import { message } from '../../src/server/openapi/catalogue';
import {
  databaseTargets,
  expectContractShape,
  signIn,
  startTestServer,
  TEST_PASSWORD_HASH_COST,
  type TestServer,
} from './helpers';

const PASSWORD = 'a long enough staff password';

describe.each(databaseTargets)('staff accounts on $name', (target) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(target);
    admin = await signIn(server.app);
  });
  afterAll(async () => server.close());

  async function person(email: string, role: string) {
    await upsertUser(server.app.db, {
      email,
      name: email.split('@')[0],
      role,
      passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST),
    });
    const row = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const put = (id: number, payload: object) =>
    server.app.inject({ method: 'PUT', url: `/api/staff/${id}`, payload, headers: { cookie: admin } });
  const me = (cookie: string) =>
    server.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });

  it("lists the accounts, changes a role, and disabling ends that person's sessions at once", async () => {
    const id = await person('edna@agency.example', 'editor');
    const edna = await signIn(server.app, 'edna@agency.example', PASSWORD);
    const list = await server.app.inject({ method: 'GET', url: '/api/staff', headers: { cookie: admin } });
    expectContractShape(list, 'listStaff');
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ id, email: 'edna@agency.example', role: 'editor', enabled: true }),
    );

    const promoted = await put(id, { role: 'recruiter', enabled: true });
    expectContractShape(promoted, 'updateStaffMember');
    expect((await me(edna)).json().roll).toBe('recruiter');

    const disabled = await put(id, { role: 'recruiter', enabled: false });
    expect(disabled.json().data).toMatchObject({ enabled: false });
    expect((await me(edna)).statusCode).toBe(401);
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'edna@agency.example', password: PASSWORD },
    });
    expect(again.statusCode).toBe(401);
    // The right password of a disabled account is told it is disabled (issue 38).
    expect(again.json()).toEqual({ message: message('accountDisabled') });

    expect((await put(id, { role: 'recruiter', enabled: true })).statusCode).toBe(200);
    expect(await signIn(server.app, 'edna@agency.example', PASSWORD)).toMatch(/^sid=/);
    const entries = await server.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'staff')
      .where('action', '=', 'update')
      .execute();
    expect(entries.map((row) => row.summary)).toEqual([
      'role: recruiter, enabled: yes',
      'role: recruiter, enabled: no',
      'role: recruiter, enabled: yes',
    ]);
  });

  it('says how many sessions each person has, for the Staff screen\'s "This ends their 2 sessions now"', async () => {
    const id = await person('sam@agency.example', 'editor');
    const count = async () => {
      const list = await server.app.inject({ method: 'GET', url: '/api/staff', headers: { cookie: admin } });
      expectContractShape(list, 'listStaff');
      return (list.json().data as { id: number; sessions: number }[]).find((row) => row.id === id)?.sessions;
    };
    expect(await count()).toBe(0);
    await signIn(server.app, 'sam@agency.example', PASSWORD);
    await signIn(server.app, 'sam@agency.example', PASSWORD);
    expect(await count()).toBe(2);
    expect((await put(id, { role: 'editor', enabled: false })).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });

  it('keeps one enabled Administrator: the last cannot be disabled or demoted, and nothing is recorded', async () => {
    const self = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const before = (await server.app.db.selectFrom('audit_log').select('id').execute()).length;
    for (const change of [
      { role: 'admin', enabled: false },
      { role: 'editor', enabled: true },
    ]) {
      const refused = await put(self.id, change);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: message('lastAdministrator') });
    }
    expect((await server.app.db.selectFrom('audit_log').select('id').execute()).length).toBe(before);

    expect((await put(999999, { role: 'editor', enabled: true })).statusCode).toBe(404);
    expect((await put(self.id, { role: 'owner', enabled: true })).statusCode).toBe(400);

    const second = await person('second.admin@agency.example', 'admin');
    expect((await put(second, { role: 'admin', enabled: false })).statusCode).toBe(200);
    expect((await put(self.id, { role: 'editor', enabled: true })).statusCode).toBe(400);
    expect((await put(second, { role: 'admin', enabled: true })).statusCode).toBe(200);
    // With another Administrator enabled, this one may step down, and at once may no longer manage staff.
    expect((await put(self.id, { role: 'editor', enabled: true })).statusCode).toBe(200);
    expect((await put(second, { role: 'editor', enabled: true })).statusCode).toBe(403);
  });
});
