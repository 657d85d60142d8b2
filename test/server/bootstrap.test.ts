import { buildApp } from '../../src/server/app';
import { GENERATED_ADMIN_EMAIL } from '../../src/server/services/bootstrap';
import { databaseTargets, removeTestData, signIn, testConfig } from './helpers';

describe.each(databaseTargets)('start-up on $name', (target) => {
  it('seeds a new database with demo content and images, creates the configured admin, and does not seed again', async () => {
    const config = testConfig(target, {
      seedDemo: true,
      adminEmail: 'owner@agency.example',
      adminPassword: 'first password',
    });
    try {
      const app = await buildApp(config, { logger: false });
      expect(app.startupReport).toEqual({ freshDatabase: true, seeded: true });
      const jobs = (await app.inject({ method: 'GET', url: '/api/job' })).json().data;
      expect(jobs.length).toBeGreaterThanOrEqual(8);
      expect(new Set(jobs.map((job: { category: string }) => job.category))).toEqual(new Set(['1', '2']));
      expect(
        jobs.every(
          (job: { description: string }) => /<h3>/.test(job.description) && /<ul>/.test(job.description),
        ),
      ).toBe(true);
      const logo = await app.inject({ method: 'GET', url: `/api${jobs[0].logo}` });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect((await app.inject({ method: 'GET', url: '/api/blog' })).json().data).toHaveLength(4);
      const team = (await app.inject({ method: 'GET', url: '/api/team' })).json().data;
      expect(team).toHaveLength(4);
      expect((await app.inject({ method: 'GET', url: `/api${team[0].photo}` })).headers['content-type']).toBe(
        'image/jpeg',
      );
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'owner@agency.example', password: 'first password' },
      });
      // The configured password is right: the sign-in goes on to the second factor.
      expect(login.statusCode).toBe(202);

      // Demo applications over the pipeline, one repeat candidate, resumes, and the Outbox's messages.
      const cookie = await signIn(app, 'owner@agency.example', 'first password');
      const applications = (
        await app.inject({ method: 'GET', url: '/api/applications', headers: { cookie } })
      ).json();
      expect(applications.length).toBeGreaterThanOrEqual(6);
      const statuses = new Set(applications.map((application: { status: string }) => application.status));
      expect(statuses.size).toBeGreaterThanOrEqual(6);
      const repeat = applications.filter(
        (application: { applied_count: number }) => application.applied_count === 2,
      );
      expect(repeat).toHaveLength(2);
      const detail = (
        await app.inject({
          method: 'GET',
          url: `/api/applications/${applications[0].id}`,
          headers: { cookie },
        })
      ).json().data;
      const resume = await app.inject({ method: 'GET', url: `/api${detail.resume}`, headers: { cookie } });
      expect(resume.headers['content-type']).toBe('application/pdf');
      expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const outbox = (await app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie } })).json()
        .data;
      expect(outbox.length).toBeGreaterThanOrEqual(5);
      expect(new Set(outbox.map((message: { status: string }) => message.status))).toEqual(
        new Set(['sent', 'failed']),
      );
      await app.close();

      const restarted = await buildApp({ ...config, adminPassword: 'second password' }, { logger: false });
      expect(restarted.startupReport).toEqual({ freshDatabase: false, seeded: false });
      expect((await restarted.inject({ method: 'GET', url: '/api/job' })).json().data).toHaveLength(
        jobs.length,
      );
      const oldPassword = await restarted.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'owner@agency.example', password: 'first password' },
      });
      expect(oldPassword.statusCode).toBe(401);
      const newPassword = await restarted.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'owner@agency.example', password: 'second password' },
      });
      // The new password is right: the code step follows.
      expect(newPassword.statusCode).toBe(202);
      await restarted.close();
    } finally {
      await removeTestData(config);
    }
  });

  it('generates an admin with a printed-once password for a new database without ADMIN_EMAIL, and starts empty with SEED_DEMO=false', async () => {
    const config = testConfig(target, { seedDemo: false, adminEmail: undefined, adminPassword: undefined });
    try {
      const app = await buildApp(config, { logger: false });
      const generated = app.startupReport.generatedAdmin;
      expect(generated?.email).toBe(GENERATED_ADMIN_EMAIL);
      expect(generated?.password).toMatch(/^[A-Za-z0-9]{18}$/);
      expect((await app.inject({ method: 'GET', url: '/api/job' })).json()).toEqual({ data: [] });
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: GENERATED_ADMIN_EMAIL, password: generated?.password },
      });
      // The printed password is right, and the new Administrator sets up the second factor first.
      expect(login.statusCode).toBe(202);
      expect(login.json().step).toBe('enrol');
      const cookie = await signIn(app, GENERATED_ADMIN_EMAIL, String(generated?.password));
      const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
      expect(me.json().roll).toBe('admin');
      await app.close();

      const restarted = await buildApp(config, { logger: false });
      expect(restarted.startupReport.generatedAdmin).toBeUndefined();
      await restarted.close();
    } finally {
      await removeTestData(config);
    }
  });
});

const postgres = databaseTargets.filter((target) => target.name === 'postgres');
const describeOnPostgres = postgres.length > 0 ? describe : describe.skip;

describeOnPostgres('two processes starting on one new PostgreSQL database', () => {
  it('migrates and seeds once', async () => {
    const config = testConfig(postgres[0], { seedDemo: true });
    try {
      const [first, second] = await Promise.all([
        buildApp(config, { logger: false }),
        buildApp(config, { logger: false }),
      ]);
      expect([first.startupReport.seeded, second.startupReport.seeded].sort()).toEqual([false, true]);
      const jobs = (await second.inject({ method: 'GET', url: '/api/job' })).json().data;
      const logo = await first.inject({ method: 'GET', url: `/api${jobs[0].logo}` });
      expect(logo.statusCode).toBe(200);
      expect(new Set(jobs.map((job: { title: string }) => job.title)).size).toBe(jobs.length);

      // Each process caches the job list; a delete through one is seen at once through the other.
      expect((await first.inject({ method: 'GET', url: '/api/job' })).json().data).toHaveLength(jobs.length);
      const cookie = await signIn(second);
      await second.inject({ method: 'DELETE', url: `/api/job/delete/${jobs[0].id}`, headers: { cookie } });
      const seenByFirst = (await first.inject({ method: 'GET', url: '/api/job' })).json().data;
      expect(seenByFirst).toHaveLength(jobs.length - 1);
      await Promise.all([first.close(), second.close()]);
    } finally {
      await removeTestData(config);
    }
  });
});
