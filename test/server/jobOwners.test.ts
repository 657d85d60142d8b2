import path from 'node:path';
import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { message } from '../../src/server/openapi/catalogue';
import { hashPassword } from '../../src/server/services/auth';
import { upsertUser } from '../../src/server/repositories/users';
import { projectRoot } from '../../src/server/paths';
import { assignDemoOwners, DEMO_INVITEES, seedDemoContent } from '../../src/server/db/seed';
import type { ApplicationStatus, Database } from '../../src/server/db/types';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  jobFields,
  multipart,
  pdfResume,
  pngLogo,
  signIn,
  startTestServer,
  TEST_PASSWORD_HASH_COST,
  STAFF_EMAIL,
  type TestServer,
} from './helpers';

const PASSWORD = 'a long enough staff password';

/** Adds an account with a password (accepted), optionally disabled, and answers its id. */
async function addStaff(
  db: Kysely<Database>,
  person: { email: string; name: string; role: string; disabled?: boolean; invited?: boolean },
): Promise<number> {
  await upsertUser(db, {
    email: person.email,
    name: person.name,
    role: person.role,
    passwordHash: person.invited ? '' : await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST),
  });
  const { id } = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', person.email)
    .executeTakeFirstOrThrow();
  if (person.disabled)
    await db.updateTable('users').set({ disabled_at: '2026-01-01 00:00:00' }).where('id', '=', id).execute();
  return id;
}

const adminId = async (db: Kysely<Database>) =>
  (await db.selectFrom('users').select('id').where('email', '=', STAFF_EMAIL).executeTakeFirstOrThrow()).id;

let sequence = 0;
/** An application stored directly, with its status history (New, then the moves), at a UTC time. */
async function insertApplication(
  db: Kysely<Database>,
  jobId: number | null,
  at: string,
  status: ApplicationStatus = 'New',
): Promise<number> {
  const { id } = await db
    .insertInto('applications')
    .values({
      job_id: jobId,
      job_title: 'Job',
      category: '2',
      career_level: '',
      experience: '',
      name: `Candidate ${++sequence}`,
      email: `owner-candidate${sequence}@example.com`,
      phone: '',
      gender: '',
      title: '',
      message: '',
      resume: null,
      created_at: at,
      reference: `SMS-2026-${String(800000 + sequence)}`,
      status,
      consent_at: at,
      channel: 'direct',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_events')
    .values({ application_id: id, from_status: null, to_status: 'New', changed_by: null, created_at: at })
    .execute();
  if (status !== 'New')
    await db
      .insertInto('application_events')
      .values({ application_id: id, from_status: 'New', to_status: status, changed_by: null, created_at: at })
      .execute();
  return id;
}

describe.each(databaseTargets)('job owners on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  let admin: number;
  let recruiter: number;
  let otherRecruiter: number;
  let editor: number;
  let invitee: number;
  let disabled: number;

  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
    const { db } = server.app;
    admin = await adminId(db);
    recruiter = await addStaff(db, { email: 'meera@agency.example', name: 'Meera Joshi', role: 'recruiter' });
    otherRecruiter = await addStaff(db, {
      email: 'kiran@agency.example',
      name: 'Kiran Rao',
      role: 'recruiter',
    });
    editor = await addStaff(db, { email: 'editor@agency.example', name: 'Esha Editor', role: 'editor' });
    invitee = await addStaff(db, {
      email: 'pending@agency.example',
      name: 'Pending Person',
      role: 'recruiter',
      invited: true,
    });
    disabled = await addStaff(db, {
      email: 'gone@agency.example',
      name: 'Gone Gupta',
      role: 'recruiter',
      disabled: true,
    });
  });
  afterAll(async () => server.close());

  it("lists every job's id and title only, newest first, for the Applications list's Job filter", async () => {
    await createJob(server.app, cookie, { title: 'Titled welder' });
    await createJob(server.app, cookie, { title: 'Titled cook' });
    const titles = await server.app.inject({ method: 'GET', url: '/api/job/titles', headers: { cookie } });
    expect(titles.statusCode).toBe(200);
    expectContractShape(titles, 'listJobTitles');
    const managed = await server.app.inject({ method: 'GET', url: '/api/job/manage', headers: { cookie } });
    const jobs = managed.json<{ data: Array<{ id: number; title: string }> }>().data;
    expect(jobs.length).toBeGreaterThan(1);
    // The same jobs in the same order (closed ones too), with nothing but the id and the title.
    expect(titles.json<{ data: unknown[] }>().data).toEqual(jobs.map(({ id, title }) => ({ id, title })));
  });
  const inject = (options: InjectOptions) => server.app.inject(options);

  async function saveJob(method: 'POST' | 'PUT', url: string, fields: Record<string, string>) {
    const body = multipart(
      jobFields(fields),
      method === 'POST'
        ? [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', data: pngLogo() }]
        : [],
    );
    return inject({ method, url, headers: { ...body.headers, cookie }, payload: body.payload });
  }
  const managedJob = async (id: number) => {
    const response = await inject({ method: 'GET', url: `/api/job/manage/${id}`, headers: { cookie } });
    expectContractShape(response, 'getManagedJob');
    return response.json<{ data: { owner_id: number | null; owner_name: string | null } }>().data;
  };

  it('lists as possible owners the enabled Recruiters and Administrators who have a password', async () => {
    const response = await inject({ method: 'GET', url: '/api/job/owners', headers: { cookie } });
    expectContractShape(response, 'listJobOwners');
    const ids = response.json<{ data: Array<{ id: number }> }>().data.map((person) => person.id);
    expect(ids.sort((a, b) => a - b)).toEqual([admin, recruiter, otherRecruiter].sort((a, b) => a - b));
    expect(ids).not.toContain(editor);
    expect(ids).not.toContain(invitee);
    expect(ids).not.toContain(disabled);
  });

  it('stores the owner sent with a job, shows it to staff and audits it', async () => {
    const created = await saveJob('POST', '/api/job/store', {
      title: 'Owned welder',
      owner_id: String(recruiter),
    });
    expectContractShape(created, 'createJob');
    const { id } = created.json<{ data: { id: number } }>().data;
    expect(await managedJob(id)).toMatchObject({ owner_id: recruiter, owner_name: 'Meera Joshi' });
    const list = await inject({ method: 'GET', url: '/api/job/manage', headers: { cookie } });
    expectContractShape(list, 'listManagedJobs');
    expect(list.json<{ data: Array<{ id: number; owner_name: string | null }> }>().data).toContainEqual(
      expect.objectContaining({ id, owner_name: 'Meera Joshi' }),
    );
    const entry = await server.app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('resource', '=', 'job')
      .where('record_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(entry.summary).toContain(`owner: ${recruiter}`);

    // Another owner, then none (a field left out is cleared, as the other optional fields are).
    expect(
      (await saveJob('PUT', `/api/job/${id}`, { title: 'Owned welder', owner_id: String(admin) })).statusCode,
    ).toBe(200);
    expect(await managedJob(id)).toMatchObject({ owner_id: admin, owner_name: 'Administrator' });
    expect((await saveJob('PUT', `/api/job/${id}`, { title: 'Owned welder' })).statusCode).toBe(200);
    expect(await managedJob(id)).toMatchObject({ owner_id: null, owner_name: null });
  });

  it.each([
    ['an Editor', () => editor],
    ['a pending invitee', () => invitee],
    ['a disabled person', () => disabled],
    ['nobody', () => 999_999],
  ])('refuses %s as a new owner, saving nothing', async (_who, ownerOf) => {
    const response = await saveJob('POST', '/api/job/store', {
      title: `Refused owner ${ownerOf()}`,
      owner_id: String(ownerOf()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: message('ownerNotEligible') });
    const stored = await server.app.db
      .selectFrom('jobs')
      .select('id')
      .where('title', '=', `Refused owner ${ownerOf()}`)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('keeps a disabled owner, with their name, on their old jobs, and lets the job be saved unchanged', async () => {
    const { db } = server.app;
    const person = await addStaff(db, {
      email: 'leaving@agency.example',
      name: 'Leaving Lata',
      role: 'recruiter',
    });
    const job = await createJob(server.app, cookie, { title: 'Job of a leaver', owner_id: String(person) });
    await inject({
      method: 'PUT',
      url: `/api/staff/${person}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ role: 'recruiter', enabled: false }),
    });
    expect(await managedJob(job.id)).toMatchObject({ owner_id: person, owner_name: 'Leaving Lata' });
    const saved = await saveJob('PUT', `/api/job/${job.id}`, {
      title: 'Job of a leaver',
      salary: 'More',
      owner_id: String(person),
    });
    expect(saved.statusCode).toBe(200);
    expect(await managedJob(job.id)).toMatchObject({ owner_id: person, owner_name: 'Leaving Lata' });
    // Not as the owner of another job, though.
    const other = await createJob(server.app, cookie, { title: 'Job of another' });
    const refused = await saveJob('PUT', `/api/job/${other.id}`, {
      title: 'Job of another',
      owner_id: String(person),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('never shows the owner in the public answers', async () => {
    const job = await createJob(server.app, cookie, {
      title: 'Public owned job',
      category: '2',
      owner_id: String(otherRecruiter),
    });
    for (const url of ['/api/job', `/api/job/${job.id}`, '/api/job/category/2']) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Public owned job');
      expect(response.body).not.toContain('owner');
      expect(response.body).not.toContain('Kiran Rao');
    }
    // The staff answers to a write carry the public job (the owner is read with GET /job/manage/{id}).
    const updated = await saveJob('PUT', `/api/job/${job.id}`, {
      title: 'Public owned job',
      category: '2',
      owner_id: String(otherRecruiter),
    });
    expect(updated.body).not.toContain('owner');
  });

  it('filters the applications and their export to the jobs a person owns ("My jobs")', async () => {
    const { db } = server.app;
    const mine = await createJob(server.app, cookie, { title: 'My filter job', owner_id: String(admin) });
    const theirs = await createJob(server.app, cookie, {
      title: 'Their filter job',
      owner_id: String(recruiter),
    });
    const a1 = await insertApplication(db, mine.id, '2026-04-01 10:00:00');
    const a2 = await insertApplication(db, mine.id, '2026-04-02 10:00:00', 'Interview');
    const b1 = await insertApplication(db, theirs.id, '2026-04-03 10:00:00');
    const list = async (query: string) => {
      const response = await inject({
        method: 'GET',
        url: `/api/applications?${query}`,
        headers: { cookie },
      });
      expectContractShape(response, 'listApplications');
      return response.json<Array<{ id: number }>>().map((row) => row.id);
    };
    expect(await list(`owner_id=${admin}`)).toEqual(expect.arrayContaining([a1, a2]));
    expect(await list(`owner_id=${admin}`)).not.toContain(b1);
    expect((await list(`owner_id=${admin}`)).every((id) => [a1, a2].includes(id) || id < a1)).toBe(true);
    expect(await list(`owner_id=${recruiter}`)).toEqual([b1]);
    expect(await list(`owner_id=${admin}&status=Interview`)).toEqual([a2]);
    expect(await list(`owner_id=${editor}`)).toEqual([]);
    const exported = await inject({
      method: 'GET',
      url: `/api/applications/export?owner_id=${recruiter}`,
      headers: { cookie },
    });
    expect(exported.statusCode).toBe(200);
    const rows = exported.body.trim().split('\n');
    expect(rows).toHaveLength(2);
    expect(exported.body).toContain('SMS-2026-');
    expect(
      (await inject({ method: 'GET', url: '/api/applications?owner_id=0', headers: { cookie } })).statusCode,
    ).toBe(400);
  });
});

describe.each(databaseTargets)('dashboard per recruiter on $name', (target) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());

  const perRecruiter = async (query = 'from=2026-03-01&to=2026-03-14') => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/dashboard?${query}`,
      headers: { cookie },
    });
    expectContractShape(response, 'getDashboard');
    return response.json<{ data: { jobs: { per_recruiter: unknown[] } } }>().data.jobs.per_recruiter;
  };

  it('is empty while no job has an owner', async () => {
    await createJob(server.app, cookie, { title: 'Unowned' });
    expect(await perRecruiter()).toEqual([]);
  });

  it('counts the range applications, those in the pipeline and the placed ones per owner', async () => {
    const { db } = server.app;
    const meera = await addStaff(db, {
      email: 'meera@agency.example',
      name: 'Meera Joshi',
      role: 'recruiter',
    });
    const kiran = await addStaff(db, { email: 'kiran@agency.example', name: 'Kiran Rao', role: 'recruiter' });
    const lata = await addStaff(db, { email: 'lata@agency.example', name: 'Lata Iyer', role: 'recruiter' });
    const welder = (await createJob(server.app, cookie, { title: 'Welder', owner_id: String(meera) })).id;
    const cook = (await createJob(server.app, cookie, { title: 'Cook', owner_id: String(meera) })).id;
    const driver = (await createJob(server.app, cookie, { title: 'Driver', owner_id: String(kiran) })).id;
    await createJob(server.app, cookie, { title: 'Plumber', owner_id: String(lata) });
    const unowned = (await createJob(server.app, cookie, { title: 'Unowned cleaner' })).id;

    // The range is 1..14 March 2026 in India: 28 Feb 18:30 UTC to 14 March 18:30 UTC.
    // Meera: Welder ×3 in range (New, Interview, Placed), Cook ×1 in range (Placed) + 1 before the range.
    await insertApplication(db, welder, '2026-03-02 04:00:00');
    await insertApplication(db, welder, '2026-03-05 04:00:00', 'Interview');
    await insertApplication(db, welder, '2026-03-14 18:00:00', 'Placed'); // 14 March 23:30 in India
    await insertApplication(db, cook, '2026-02-28 19:00:00', 'Placed'); // 1 March 00:30 in India
    await insertApplication(db, cook, '2026-02-28 18:00:00', 'Placed'); // 28 Feb in India: outside
    // Kiran: Driver ×2 in range (Rejected, Screening) + 1 after the range.
    await insertApplication(db, driver, '2026-03-08 10:00:00', 'Rejected');
    await insertApplication(db, driver, '2026-03-09 10:00:00', 'Screening');
    await insertApplication(db, driver, '2026-03-14 19:00:00'); // 15 March in India: outside
    // Nobody's: an unowned job and a deleted one.
    await insertApplication(db, unowned, '2026-03-03 10:00:00');
    await insertApplication(db, null, '2026-03-03 11:00:00', 'Placed');

    expect(await perRecruiter()).toEqual([
      { id: meera, name: 'Meera Joshi', applications: 4, in_pipeline: 2, placed: 2 },
      { id: kiran, name: 'Kiran Rao', applications: 2, in_pipeline: 1, placed: 0 },
      { id: lata, name: 'Lata Iyer', applications: 0, in_pipeline: 0, placed: 0 },
    ]);

    // A disabled owner keeps their name and figures.
    await db
      .updateTable('users')
      .set({ disabled_at: '2026-03-20 00:00:00' })
      .where('id', '=', kiran)
      .execute();
    expect(await perRecruiter()).toContainEqual({
      id: kiran,
      name: 'Kiran Rao',
      applications: 2,
      in_pipeline: 1,
      placed: 0,
    });
    // Another range: only the application of 28 February (India) is Meera's.
    expect(await perRecruiter('from=2026-02-28&to=2026-02-28')).toEqual([
      { id: meera, name: 'Meera Joshi', applications: 1, in_pipeline: 0, placed: 1 },
      { id: kiran, name: 'Kiran Rao', applications: 0, in_pipeline: 0, placed: 0 },
      { id: lata, name: 'Lata Iyer', applications: 0, in_pipeline: 0, placed: 0 },
    ]);
  });
});

describe.each(databaseTargets)('demo staff on $name', (target) => {
  it('adds a Recruiter and an Editor as pending invitations, without passwords, and no job owners', async () => {
    const server = await startTestServer(target, { seedDemo: true });
    try {
      const { db } = server.app;
      const invitees = await db
        .selectFrom('users')
        .select(['email', 'role', 'password_hash', 'disabled_at'])
        .where(
          'email',
          'in',
          DEMO_INVITEES.map((person) => person.email),
        )
        .orderBy('role')
        .execute();
      expect(invitees).toEqual([
        { email: 'editor@agency.example', role: 'editor', password_hash: '', disabled_at: null },
        { email: 'recruiter@agency.example', role: 'recruiter', password_hash: '', disabled_at: null },
      ]);
      // Nobody can sign in as them.
      const attempt = await server.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'recruiter@agency.example', password: 'any password at all' },
      });
      expect(attempt.statusCode).not.toBe(200);
      expect(attempt.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      const cookie = await signIn(server.app);
      const staff = await server.app.inject({ method: 'GET', url: '/api/staff', headers: { cookie } });
      expect(staff.json<{ data: Array<{ email: string; invited: boolean }> }>().data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ email: 'recruiter@agency.example', invited: true }),
          expect.objectContaining({ email: 'editor@agency.example', invited: true }),
        ]),
      );
      // A pending invitee cannot own a job, so a fresh demo has none.
      const owned = await db.selectFrom('jobs').select('id').where('owner_id', 'is not', null).execute();
      expect(owned).toEqual([]);
      expect(await db.selectFrom('jobs').select('id').execute()).not.toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('gives every other demo job to the enabled Recruiters when there are some', async () => {
    const server = await startTestServer(target);
    try {
      const { db } = server.app;
      const recruiter = await addStaff(db, {
        email: 'meera@agency.example',
        name: 'Meera Joshi',
        role: 'recruiter',
      });
      await addStaff(db, { email: 'old@agency.example', name: 'Old', role: 'recruiter', disabled: true });
      await seedDemoContent(db);
      const jobs = await db.selectFrom('jobs').select(['id', 'owner_id']).orderBy('id').execute();
      const owners = jobs.map((job) => job.owner_id);
      expect(owners.filter((owner) => owner === recruiter)).toHaveLength(Math.ceil(jobs.length / 2));
      expect(owners.filter((owner) => owner !== recruiter && owner !== null)).toEqual([]);
      // The demo invitees stay pending; assigning again with no recruiter changes nothing.
      await db
        .updateTable('users')
        .set({ disabled_at: '2026-01-01 00:00:00' })
        .where('id', '=', recruiter)
        .execute();
      await db.updateTable('jobs').set({ owner_id: null }).execute();
      await assignDemoOwners(
        db,
        jobs.map((job) => job.id),
      );
      expect(await db.selectFrom('jobs').select('id').where('owner_id', 'is not', null).execute()).toEqual(
        [],
      );
    } finally {
      await server.close();
    }
  });
});

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

/*
 * The server-rendered job page (JSON-LD and preloaded state) through the built render entry; built once for the
 * run by test/globalSetup.ts, as for test/server/ssr.test.ts.
 */
const webDir = path.join(projectRoot, 'dist', 'web');
const renderEntry = path.join(projectRoot, 'dist', 'ssr', 'render.js');

describe.each(databaseTargets)('rendered job pages on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { webDir, renderEntry });
  });
  afterAll(async () => server.close());

  it('carry no owner in the page, its JSON-LD or its preloaded state', async () => {
    const cookie = await signIn(server.app);
    const owner = await addStaff(server.app.db, {
      email: 'secret.owner@agency.example',
      name: 'Secretive Owner',
      role: 'recruiter',
    });
    const job = await createJob(server.app, cookie, { title: 'Rendered owned job', owner_id: String(owner) });
    for (const url of [`/job-detail/${job.id}`, '/international', '/']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      if (url !== '/') expect(response.body).toContain('Rendered owned job');
      expect(response.body).not.toContain('Secretive Owner');
      expect(response.body).not.toContain('owner_id');
      expect(response.body).not.toContain('owner_name');
    }
  });
});
