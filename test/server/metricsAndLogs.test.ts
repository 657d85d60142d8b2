import { buildApp } from '../../src/server/app';
import {
  createJob,
  databaseTargets,
  multipart,
  pdfResume,
  removeTestData,
  signIn,
  startTestServer,
  TEST_PASSWORD_HASH_COST,
  testConfig,
  type TestServer,
} from './helpers';
import { loadContract, staffRolesOf } from '../../src/server/openapi/contract';
import { message } from '../../src/server/openapi/catalogue';
import { contractPath } from '../../src/server/paths';
import { upsertUser } from '../../src/server/repositories/users';
import { hashPassword } from '../../src/server/services/auth';

const METRICS_TOKEN = 'metrics-token-for-tests';
const PASSWORD = 'a long enough staff password';

describe.each(databaseTargets)('metrics on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(target, { metricsToken: METRICS_TOKEN });
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());

  it('answers 401 without the token or a staff session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await server.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('an Editor cannot read /api/metrics (applications per status, which that role sees nowhere else): 403; the roles of getDashboard and the token can', async () => {
    const contract = loadContract(contractPath);
    const dashboardRoles = contract.operations.find(
      (operation) => operation.operationId === 'getDashboard',
    )!.roles;
    expect(dashboardRoles).not.toContain('editor');
    for (const role of staffRolesOf(contract.document)) {
      const email = `metrics-${role}@agency.example`;
      await upsertUser(server.app.db, {
        email,
        name: `The ${role}`,
        role,
        passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST),
      });
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { cookie: await signIn(server.app, email, PASSWORD) },
      });
      if (dashboardRoles.includes(role)) {
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('# HELP applications Applications by pipeline status');
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: message('roleForbidden') });
      }
    }
  }, 120_000);

  it('reports requests per route, the outbox, applications per status, the pool and the backup age', async () => {
    const job = await createJob(server.app, cookie, { title: 'Metrics welder' });
    const body = multipart(
      { job_id: String(job.id), name: 'Metric Person', email: 'metric@example.com', consent: '2026-05' },
      [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() }],
    );
    const applied = await server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(applied.statusCode).toBe(200);
    await server.app.inject({ method: 'GET', url: `/api/job/${job.id}` });

    const withToken = await server.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = withToken.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/job\/:id",status="200"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/applications\/store"\} 1/,
    );
    expect(text).toMatch(/^applications\{status="New"\} 1$/m);
    expect(text).toMatch(/^outbox_messages\{status="pending"\} \d+$/m);
    expect(text).toMatch(/^outbox_oldest_waiting_age_seconds \d/m);
    expect(text).toMatch(/^rendered_page_cache_hits_total 0$/m);
    expect(text).toMatch(/^database_pool_connections\{state="total"\} \d+$/m);
    expect(text).toMatch(/^backup_last_success_age_seconds -1$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);

    const withSession = await server.app.inject({ method: 'GET', url: '/api/metrics', headers: { cookie } });
    expect(withSession.statusCode).toBe(200);
  });
});

describe('logs without personal data', () => {
  it('a refused application logs neither the e-mail nor the phone, and link tokens are hidden', async () => {
    const lines: string[] = [];
    const config = testConfig(databaseTargets[0]);
    const app = await buildApp(config, {
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const email = 'private.person@example.com';
      const phone = '+91 98765 43210';
      // No consent: refused with a 400.
      const body = multipart({ name: 'Private Person', email, phone }, [
        { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume() },
      ]);
      const refused = await app.inject({
        method: 'POST',
        url: `/api/applications/store?email=${encodeURIComponent(email)}`,
        headers: body.headers,
        payload: body.payload,
      });
      expect(refused.statusCode).toBe(400);
      const token = 'tok3n-that-must-not-be-logged';
      await app.inject({ method: 'GET', url: `/api/subscribers/confirm?token=${token}` });
      app.log.info({ email, phone, name: 'Private Person', nested: { email } }, 'a line with personal data');

      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(4);
      expect(log).toContain('/api/applications/store');
      expect(log).toContain('[redacted]');
      for (const secret of [email, encodeURIComponent(email), phone, 'Private Person', token])
        expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await removeTestData(config);
    }
  });
});
