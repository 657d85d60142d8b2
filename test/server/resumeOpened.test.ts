/** Opening a candidate's resume: who may, and the audit entry it leaves. */
import {
  createJob,
  databaseTargets,
  expectContractShape,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

import { PASSWORD, addStaff, adminId } from './staffRecords';

describe.each(databaseTargets)('resume opened on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let jobId: number;

  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
    jobId = (await createJob(server.app, cookie, { title: 'Resume job' })).id;
  });
  afterAll(async () => server.close());

  let count = 0;
  async function apply(resumeText: string): Promise<{ id: number; resume: string }> {
    const body = multipart(
      {
        job_id: String(jobId),
        name: 'Sunita Patel',
        email: `resume${++count}@example.com`,
        consent: '2026-05',
      },
      [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume(resumeText) }],
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const row = await server.app.db
      .selectFrom('applications')
      .select(['id', 'resume'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { id: row.id, resume: row.resume ?? '' };
  }
  const openings = () =>
    server.app.db
      .selectFrom('audit_log')
      .select(['staff_id', 'staff_name', 'record_id', 'resource', 'created_at'])
      .where('action', '=', 'resume-opened')
      .orderBy('id')
      .execute();

  it('records who opened which application resume, when, in the same request', async () => {
    const application = await apply('Resume one');
    const before = (await openings()).length;
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/${application.resume.slice(1)}?application=${application.id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const entries = await openings();
    expect(entries).toHaveLength(before + 1);
    const admin = await adminId(server.app.db);
    expect(entries.at(-1)).toMatchObject({
      staff_id: admin,
      staff_name: 'Administrator',
      record_id: String(application.id),
      resource: 'application',
    });
    expect(Date.now() - Date.parse(`${entries.at(-1)?.created_at.replace(' ', 'T')}Z`)).toBeLessThan(60_000);

    // The Audit screen's list shows it under its action.
    const listed = await server.app.inject({
      method: 'GET',
      url: '/api/audit?action=resume-opened',
      headers: { cookie },
    });
    expectContractShape(listed, 'listAuditEntries');
    expect(listed.json<{ data: Array<{ record_id: string | null }> }>().data[0]).toMatchObject({
      record_id: String(application.id),
    });
  });

  it('records each application with that resume when none is named (the same file sent twice)', async () => {
    const first = await apply('Shared resume');
    const second = await apply('Shared resume');
    expect(second.resume).toBe(first.resume);
    const before = (await openings()).length;
    const response = await server.app.inject({
      method: 'GET',
      url: `/api${first.resume}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const recorded = (await openings()).slice(before).map((entry) => entry.record_id);
    expect(recorded).toEqual([String(first.id), String(second.id)]);
    // An application that does not have this resume is not believed.
    const third = await apply('Another resume');
    const misnamed = await server.app.inject({
      method: 'GET',
      url: `/api${first.resume}?application=${third.id}`,
      headers: { cookie },
    });
    expect(misnamed.statusCode).toBe(200);
    expect((await openings()).slice(before + 2).map((entry) => entry.record_id)).toEqual([
      String(first.id),
      String(second.id),
    ]);
  });

  it('records nothing when the resume is refused (no session, or a role without applications)', async () => {
    const application = await apply('Refused resume');
    const before = (await openings()).length;
    expect((await server.app.inject({ method: 'GET', url: `/api${application.resume}` })).statusCode).toBe(
      401,
    );
    await addStaff(server.app.db, { email: 'editor@agency.example', name: 'Esha Editor', role: 'editor' });
    const editorCookie = await signIn(server.app, 'editor@agency.example', PASSWORD);
    const asEditor = await server.app.inject({
      method: 'GET',
      url: `/api${application.resume}`,
      headers: { cookie: editorCookie },
    });
    expect(asEditor.statusCode).toBe(403);
    expect(await openings()).toHaveLength(before);
    // Images stay public and unrecorded.
    const job = await server.app.db.selectFrom('jobs').select('logo').executeTakeFirstOrThrow();
    expect((await server.app.inject({ method: 'GET', url: `/api${job.logo}` })).statusCode).toBe(200);
    expect(await openings()).toHaveLength(before);
  });
});
