/** Job owners: assigning a recruiter to a job, and what each role sees of it. */
import type { InjectOptions } from 'fastify';
import { message } from '../../src/server/openapi/catalogue';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  jobFields,
  multipart,
  pngLogo,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

import { addStaff, adminId, insertApplication } from './staffRecords';

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
