import type { FastifyRequest, InjectOptions } from 'fastify';
import { loadContract } from '../../src/server/openapi/contract';
import { contractPath } from '../../src/server/paths';
import { hashPassword } from '../../src/server/services/auth';
import { audited } from '../../src/server/services/audit';
import { eraseExpired } from '../../src/server/services/retention';
import { upsertUser } from '../../src/server/repositories/users';
import { timestampText } from '../../src/server/db/time';
import { defaultRateLimits } from '../../src/server/config';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  jpegPhoto,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  TEST_PASSWORD_HASH_COST,
  STAFF_EMAIL,
  type TestServer,
} from './helpers';

/** The audit trail: an entry for every audited action, none for a write that failed, and no way to alter one. */

const PASSWORD = 'a long enough staff password';
type AuditRow = { id: number; address: string; staff_name: string; action: string; summary: string };

describe('the audit trail is read only in the contract', () => {
  it('has only GET operations under /audit', () => {
    const audit = loadContract(contractPath).operations.filter((operation) =>
      operation.openapiPath.startsWith('/audit'),
    );
    expect(audit.map((operation) => `${operation.method} ${operation.openapiPath}`).sort()).toEqual([
      'GET /audit',
      'GET /audit/export',
    ]);
  });
});

describe.each(databaseTargets)('the audit trail on $name', (target) => {
  let server: TestServer;
  let admin: string;
  let recruiter: string;
  beforeAll(async () => {
    server = await startTestServer(target);
    admin = await signIn(server.app);
    await upsertUser(server.app.db, {
      email: 'rita@agency.example',
      name: 'Rita Recruiter',
      role: 'recruiter',
      passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST),
    });
    recruiter = await signIn(server.app, 'rita@agency.example', PASSWORD);
  });
  afterAll(async () => server.close());

  const as = (cookie: string, options: InjectOptions) =>
    server.app.inject({ ...options, headers: { ...(options.headers as Record<string, string>), cookie } });
  const entries = () => server.app.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
  const count = async () => (await entries()).length;
  const lastEntry = async () => (await entries()).at(-1);

  async function apply(jobId: number, email: string) {
    const body = multipart(
      { job_id: String(jobId), title: 'Welder', gender: 'Male', name: 'Asha', email, consent: '2026-05' },
      [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume(email) }],
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    return (
      await server.app.db
        .selectFrom('applications')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  }

  it('records sign-ins, failed sign-ins (by nobody when the e-mail is unknown) with the address', async () => {
    expect(await lastEntry()).toMatchObject({
      action: 'sign-in',
      resource: 'session',
      staff_name: 'Rita Recruiter',
      address: '127.0.0.1',
    });
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'rita@agency.example', password: 'not her password' },
      remoteAddress: '10.9.0.7',
    });
    expect(wrong.statusCode).toBe(401);
    const failed = await lastEntry();
    expect(failed).toMatchObject({
      action: 'sign-in-failed',
      staff_name: 'Rita Recruiter',
      address: '10.9.0.7',
      summary: 'email: rita@agency.example',
    });
    expect(JSON.stringify(failed)).not.toContain('not her password');
    await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'nobody@agency.example', password: 'whatever password' },
    });
    expect(await lastEntry()).toMatchObject({ action: 'sign-in-failed', staff_id: null, staff_name: '' });
  });

  it('records every create, update and delete of jobs, posts and team members with who and what', async () => {
    const before = await count();
    const job = await createJob(server.app, recruiter, { title: 'Audited welder' });
    const update = multipart({
      title: 'Audited welder (night)',
      location: 'Dubai, UAE',
      salary: '₹1',
      career_level: 'x',
      experience: 'x',
      qualification: 'x',
      category: '1',
      description: '',
    });
    expect((await as(recruiter, { method: 'PUT', url: `/api/job/${job.id}`, ...update })).statusCode).toBe(
      200,
    );
    expect((await as(recruiter, { method: 'DELETE', url: `/api/job/delete/${job.id}` })).statusCode).toBe(
      200,
    );

    const post = multipart({ title: 'Audited post', description: '<p>x</p>' }, [
      { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: jpegPhoto() },
    ]);
    const created = await as(admin, { method: 'POST', url: '/api/blog/store', ...post });
    const postId = created.json().data.id as number;
    await as(admin, {
      method: 'PUT',
      url: `/api/blog/${postId}`,
      ...multipart({ title: 'Audited post 2', description: '' }),
    });
    await as(admin, { method: 'DELETE', url: `/api/blog/delete/${postId}` });

    const member = multipart({ name: 'Audited member', position: 'Cook', description: '' }, [
      { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: jpegPhoto() },
    ]);
    const memberId = (await as(admin, { method: 'POST', url: '/api/team/store', ...member })).json().data
      .id as number;
    await as(admin, {
      method: 'PUT',
      url: `/api/team/${memberId}`,
      ...multipart({ name: 'Audited member', position: 'Chef', description: '' }),
    });
    await as(admin, { method: 'DELETE', url: `/api/team/delete/${memberId}` });

    const written = (await entries()).slice(-(await count()) + before);
    expect(written.map((row) => [row.staff_name, row.action, row.resource, row.record_id])).toEqual([
      ['Rita Recruiter', 'create', 'job', String(job.id)],
      ['Rita Recruiter', 'update', 'job', String(job.id)],
      ['Rita Recruiter', 'delete', 'job', String(job.id)],
      ['Administrator', 'create', 'blog-post', String(postId)],
      ['Administrator', 'update', 'blog-post', String(postId)],
      ['Administrator', 'delete', 'blog-post', String(postId)],
      ['Administrator', 'create', 'team-member', String(memberId)],
      ['Administrator', 'update', 'team-member', String(memberId)],
      ['Administrator', 'delete', 'team-member', String(memberId)],
    ]);
    expect(written[0].summary).toBe(
      'title: Audited welder, category: 1, location: Dubai, UAE, logo: new image',
    );
    expect(written[1].summary).toBe('title: Audited welder (night), category: 1, location: Dubai, UAE');
    expect(written[7].summary).toBe('name: Audited member, position: Chef');
    for (const row of written) {
      expect(row.staff_id).not.toBeNull();
      expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('writes no entry for a write that failed: a duplicate, a missing record, a refused role', async () => {
    await createJob(server.app, admin, { title: 'Only once' });
    const before = await count();
    const duplicate = multipart(
      {
        title: 'Only once',
        location: 'Dubai, UAE',
        salary: '₹95,000 per month',
        career_level: 'Skilled worker',
        experience: '3-5 years',
        qualification: 'ITI Welder',
        category: '1',
        description: '<p>Weld pipes.</p>',
      },
      [{ field: 'logo', filename: 'l.jpg', contentType: 'image/jpeg', data: jpegPhoto() }],
    );
    expect((await as(admin, { method: 'POST', url: '/api/job/store', ...duplicate })).statusCode).toBe(400);
    expect((await as(admin, { method: 'DELETE', url: '/api/job/delete/999999' })).statusCode).toBe(404);
    expect((await as(admin, { method: 'DELETE', url: '/api/enquiries/delete/999999' })).statusCode).toBe(404);
    expect(
      (
        await as(recruiter, {
          method: 'PUT',
          url: '/api/mail-templates/Screening',
          payload: { subject: 'x', body: 'y' },
        })
      ).statusCode,
    ).toBe(403);
    expect(await count()).toBe(before);
  });

  it('commits a change and its entry together: a failing entry undoes the change, a failing change leaves no entry', async () => {
    const request = {
      server: server.app,
      ip: '10.0.0.1',
      staffUser: { id: 1, name: 'Administrator', email: STAFF_EMAIL, role: 'admin' },
    } as unknown as FastifyRequest;
    const before = await count();
    const insertEnquiry = (email: string) =>
      audited(
        request,
        (trx) =>
          trx
            .insertInto('enquiries')
            .values({
              name: 'x',
              email,
              phone: '1',
              purpose: 'employer',
              message: '',
              created_at: timestampText(),
            })
            .execute(),
        () => {
          throw new Error('the entry cannot be written');
        },
      );
    await expect(insertEnquiry('rolled-back@example.com')).rejects.toThrow('the entry cannot be written');
    const kept = await server.app.db
      .selectFrom('enquiries')
      .select('id')
      .where('email', '=', 'rolled-back@example.com')
      .execute();
    expect(kept).toEqual([]);

    await expect(
      audited(
        request,
        async () => {
          throw new Error('the change failed');
        },
        () => ({ action: 'delete', resource: 'enquiry', recordId: 1 }),
      ),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);
  });

  it('records pipeline actions, and the history shows the real person', async () => {
    const job = await createJob(server.app, admin, { title: 'Pipeline audit' });
    const applicationId = await apply(job.id, 'pipeline-audit@example.com');
    const before = await count();
    const moved = await as(recruiter, {
      method: 'POST',
      url: '/api/applications/status',
      payload: { ids: [applicationId], status: 'Interview' },
    });
    expect(moved.statusCode).toBe(200);
    await as(recruiter, {
      method: 'POST',
      url: `/api/applications/notes/${applicationId}`,
      payload: { body: 'Called; available from June.' },
    });
    expect(
      (await as(recruiter, { method: 'GET', url: '/api/applications/export?status=Interview' })).statusCode,
    ).toBe(200);
    await as(recruiter, { method: 'DELETE', url: `/api/applications/delete/${applicationId}` });
    const other = await apply(job.id, 'erase-audit@example.com');
    const erased = await as(admin, {
      method: 'POST',
      url: '/api/applications/erase',
      payload: { email: 'erase-audit@example.com', confirmation: 'erase-audit@example.com' },
    });
    expect(erased.statusCode).toBe(200);

    const written = (await entries()).slice(before);
    expect(
      written.map((row) => [row.staff_name, row.action, row.resource, row.record_id, row.summary]),
    ).toEqual([
      ['Rita Recruiter', 'status-change', 'application', String(applicationId), 'status: Interview'],
      ['Rita Recruiter', 'note-added', 'application', String(applicationId), ''],
      ['Rita Recruiter', 'export', 'application', null, 'status: Interview, rows: 1'],
      ['Rita Recruiter', 'delete', 'application', String(applicationId), ''],
      [
        'Administrator',
        'erase',
        'candidate',
        null,
        'applications: 1, messages: 1, enquiries: 0, subscribers: 0',
      ],
    ]);
    expect(JSON.stringify(written)).not.toContain('Called; available');
    expect(JSON.stringify(written)).not.toContain('erase-audit@example.com');
    expect(other).toBeGreaterThan(applicationId);
  });

  it('shows the real person in the pipeline history', async () => {
    const job = await createJob(server.app, admin, { title: 'History person' });
    const applicationId = await apply(job.id, 'history-person@example.com');
    await as(recruiter, {
      method: 'POST',
      url: '/api/applications/status',
      payload: { ids: [applicationId], status: 'Screening' },
    });
    const history = await as(recruiter, { method: 'GET', url: `/api/applications/history/${applicationId}` });
    expect(history.json().data.at(-1)).toMatchObject({
      to_status: 'Screening',
      changed_by: 'Rita Recruiter <rita@agency.example>',
    });
  });

  it('lists entries for Administrators with filters, and exports them as CSV', async () => {
    const all = await as(admin, { method: 'GET', url: '/api/audit' });
    expectContractShape(all, 'listAuditEntries');
    const rows = all.json().data as Array<{ id: number; staff_name: string; action: string }>;
    expect(all.json().total).toBe(await count());
    expect(rows.length).toBe(Math.min(100, await count()));
    expect(rows[0].id).toBeGreaterThan(rows.at(-1)?.id ?? 0);

    // Every entry is reachable: pages of the list with how many match, not only the newest.
    const six = (await as(admin, { method: 'GET', url: '/api/audit?page_size=6' })).json().data as AuditRow[];
    const second = await as(admin, { method: 'GET', url: '/api/audit?page=2&page_size=3' });
    expectContractShape(second, 'listAuditEntries');
    expect((second.json().data as AuditRow[]).map((row) => row.id)).toEqual(
      six.slice(3).map((row) => row.id),
    );
    expect(second.json().total).toBe(all.json().total);
    expect((await as(admin, { method: 'GET', url: '/api/audit?page_size=101' })).statusCode).toBe(400);
    expect((await as(admin, { method: 'GET', url: '/api/audit?page=0' })).statusCode).toBe(400);
    // Records of staff accounts (a session's, a staff member's) named by who they are, not by id.
    const signIns = (await as(admin, { method: 'GET', url: '/api/audit?action=sign-in&person=rita' })).json();
    expect(signIns.data[0]).toMatchObject({
      resource: 'session',
      record_name: 'Rita Recruiter <rita@agency.example>',
      count: 1,
    });
    const searched = (await as(admin, { method: 'GET', url: '/api/audit?q=RITA' })).json().data as AuditRow[];
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((row) => `${row.staff_name} ${row.summary}`.toLowerCase().includes('rita'))).toBe(
      true,
    );

    const rita = (await as(admin, { method: 'GET', url: '/api/audit?person=RITA&action=create' })).json()
      .data as Array<{ staff_name: string; action: string }>;
    expect(rita.length).toBeGreaterThan(0);
    expect(rita.every((row) => row.staff_name === 'Rita Recruiter' && row.action === 'create')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await as(admin, { method: 'GET', url: `/api/audit?from=${today}&to=${today}` })).json().total,
    ).toBe(all.json().total);
    expect((await as(admin, { method: 'GET', url: '/api/audit?to=2000-01-01' })).json().data).toEqual([]);
    expect((await as(admin, { method: 'GET', url: '/api/audit?action=rename' })).statusCode).toBe(400);
    expect((await as(admin, { method: 'GET', url: '/api/audit?from=yesterday' })).statusCode).toBe(400);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const)
      expect((await as(admin, { method, url: '/api/audit' })).statusCode).toBe(405);

    const csv = await as(admin, { method: 'GET', url: '/api/audit/export?action=sign-in' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When (UTC),Person,Staff id,Address,Action,Resource,Record,Summary,Count');
    expect(lines.slice(1).every((line) => line.includes(',sign-in,session,'))).toBe(true);
  });

  it('keeps entries AUDIT_RETENTION_DAYS and records the retention run', async () => {
    await server.app.db
      .insertInto('audit_log')
      .values({
        created_at: '2020-01-01 00:00:00',
        staff_id: null,
        staff_name: 'Long gone',
        address: '',
        action: 'sign-in',
        resource: 'session',
        record_id: null,
        summary: '',
      })
      .execute();
    const log = { info: () => undefined } as unknown as Parameters<typeof eraseExpired>[2];
    await eraseExpired(server.app.db, 365, log, Date.now(), 730);
    const rows = await entries();
    expect(rows.find((row) => row.staff_name === 'Long gone')).toBeUndefined();
    expect(rows.at(-1)).toMatchObject({
      action: 'retention-run',
      staff_id: null,
      summary: 'applications: 0, messages: 0, audit entries: 1',
    });
  });
});

describe.each(databaseTargets)('sign-in lock-outs in the audit trail on $name', (target) => {
  it('records a sign-in refused by the limits', async () => {
    const server = await startTestServer(target, {
      rateLimits: { ...defaultRateLimits, login: { ...defaultRateLimits.login, max: 1 } },
    });
    try {
      const attempt = () =>
        server.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: STAFF_EMAIL, password: 'wrong password here' },
          remoteAddress: '10.4.4.4',
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
      const rows = await server.app.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
      expect(rows.map((row) => [row.action, row.staff_name, row.address])).toEqual([
        ['sign-in-failed', 'Administrator', '10.4.4.4'],
        ['sign-in-locked', 'Administrator', '10.4.4.4'],
      ]);
    } finally {
      await server.close();
    }
  });
});

describe.each(databaseTargets)('refused sign-ins in the audit trail on $name', (target) => {
  it('400 anonymous refused sign-ins write at most a handful of rows', async () => {
    // The probe: 400 anonymous sign-ins from one address, refused by the limits, wrote 400 entries in 0.67 s.
    const server = await startTestServer(target, { rateLimits: defaultRateLimits });
    try {
      const admin = await signIn(server.app);
      const before = await server.app.db.selectFrom('audit_log').select('id').execute();
      const attempt = (index: number) =>
        server.app.inject({
          method: 'POST',
          url: '/api/user/login',
          // Strangers' e-mails and the Administrator's, each with a wrong password.
          payload: {
            email: index % 4 === 0 ? STAFF_EMAIL : `guess${index}@example.com`,
            password: 'wrong password here',
          },
          remoteAddress: '10.66.0.1',
        });
      const statuses: number[] = [];
      for (let batch = 0; batch < 8; batch += 1)
        statuses.push(
          ...(await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(batch * 50 + i)))).map(
            (response) => response.statusCode,
          ),
        );
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(300);

      const rows = await server.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('address', '=', '10.66.0.1')
        .execute();
      // One entry per action, account (the Administrator's or none) and minute: four, or eight when the
      // attempts straddle a minute's end.
      expect(rows.length).toBeLessThanOrEqual(8);
      expect(rows.every((row) => row.action === 'sign-in-failed' || row.action === 'sign-in-locked')).toBe(
        true,
      );
      expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(400);
      expect(before.length + rows.length).toBe(
        (await server.app.db.selectFrom('audit_log').select('id').execute()).length,
      );

      // Staff actions stay in view: the Administrator's sign-in before the flood is on the first page.
      const page = await server.app.inject({ method: 'GET', url: '/api/audit', headers: { cookie: admin } });
      expect(page.json().data.slice(0, 10)).toContainEqual(
        expect.objectContaining({ action: 'sign-in', staff_name: 'Administrator' }),
      );
      const locked = page.json().data.find((entry: { action: string }) => entry.action === 'sign-in-locked');
      expect(locked.count).toBeGreaterThan(1);
    } finally {
      await server.close();
    }
  });
});
