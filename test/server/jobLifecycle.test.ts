import type { InjectOptions } from 'fastify';
import { consentNoticeVersion } from '../../src/api/consent';
import { agencyDate } from '../../src/domain/agencyTime';
import {
  databaseTargets,
  expectContractShape,
  jobFields,
  multipart,
  pdfResume,
  pngLogo,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => agencyDate(new Date(Date.now() + days * DAY_MS));

/** Every lifecycle field, as the job form sends them (multipart text). */
const lifecycleFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  employer_name: 'Gulf Star Construction',
  employment_type: 'FULL_TIME',
  city: 'Dubai',
  country: 'AE',
  salary_min: '95000',
  salary_max: '120000.50',
  salary_currency: 'AED',
  salary_period: 'MONTH',
  valid_through: dayFromToday(30),
  ...overrides,
});

let uniqueTitle = 0;
const nextTitle = (prefix = 'Lifecycle job') => `${prefix} ${++uniqueTitle}`;

describe.each(databaseTargets)('job lifecycle on $name', (target) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(target);
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());

  const inject = (options: InjectOptions) => server.app.inject(options);

  function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, withLogo = true) {
    const body = multipart(
      fields,
      withLogo ? [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', data: pngLogo() }] : [],
    );
    return inject({ method, url, headers: { ...body.headers, cookie }, payload: body.payload });
  }

  async function create(fields: Record<string, string>) {
    const response = await send('POST', '/api/job/store', jobFields({ title: nextTitle(), ...fields }));
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; title: string; category: '1' | '2' };
  }

  const update = (id: number, fields: Record<string, string>) =>
    send('PUT', `/api/job/${id}`, jobFields(fields), false);

  async function publicIds(url = '/api/job'): Promise<number[]> {
    const response = await inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    return (Array.isArray(body) ? body : body.data).map((job: { id: number }) => job.id);
  }

  function apply(jobId: number, email: string) {
    const body = multipart(
      {
        job_id: String(jobId),
        name: 'Asha Patel',
        email,
        phone: '',
        consent: consentNoticeVersion,
      },
      [{ field: 'resume', filename: 'resume.pdf', contentType: 'application/pdf', data: pdfResume() }],
    );
    return inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
  }

  it('stores and answers every lifecycle field, with updated_at and closed', async () => {
    const response = await send(
      'POST',
      '/api/job/store',
      jobFields({ title: nextTitle(), ...lifecycleFields() }),
    );
    expectContractShape(response, 'createJob');
    const { data } = response.json();
    expect(data).toMatchObject({
      employer_name: 'Gulf Star Construction',
      employment_type: 'FULL_TIME',
      city: 'Dubai',
      country: 'AE',
      salary_min: 95000,
      salary_max: 120000.5,
      salary_currency: 'AED',
      salary_period: 'MONTH',
      valid_through: dayFromToday(30),
      filled: false,
      closed: false,
    });
    expect(data.updated_at).toBe(data.created_at);

    const one = await inject({ method: 'GET', url: `/api/job/${data.id}` });
    expectContractShape(one, 'getJob');
    expect(one.json().data).toEqual(data);
  });

  it('answers null for fields left out, and INR for a salary amount sent without a currency', async () => {
    const bare = await create({});
    const job = (await inject({ method: 'GET', url: `/api/job/${bare.id}` })).json().data;
    for (const field of [
      'employer_name',
      'employment_type',
      'city',
      'country',
      'salary_min',
      'salary_max',
      'salary_currency',
      'salary_period',
      'valid_through',
    ]) {
      expect(job[field]).toBeNull();
    }
    expect(job).toMatchObject({ filled: false, closed: false });

    const onlyMinimum = await send(
      'POST',
      '/api/job/store',
      jobFields({ title: nextTitle(), salary_min: '18000', employer_name: '  ', city: '' }),
    );
    expect(onlyMinimum.json().data).toMatchObject({
      salary_min: 18000,
      salary_max: null,
      salary_currency: 'INR',
      employer_name: null,
      city: null,
    });
  });

  it.each([
    ['employment_type', 'SOMETIMES'],
    ['country', 'India'],
    ['country', 'in'],
    ['salary_currency', 'RUPEES'],
    ['salary_period', 'FORTNIGHT'],
    ['salary_min', '-1'],
    ['salary_min', 'lots'],
    ['salary_max', '1e3'],
    ['valid_through', '2026-02-30'],
    ['valid_through', '30/11/2026'],
    ['filled', 'maybe'],
  ])('refuses %s = %p with a 400 naming the field', async (field, value) => {
    const response = await send('POST', '/api/job/store', jobFields({ title: nextTitle(), [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('refuses a minimum salary above the maximum, on create and on update', async () => {
    const reversed = { salary_min: '30000', salary_max: '20000' };
    const created = await send('POST', '/api/job/store', jobFields({ title: nextTitle(), ...reversed }));
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('The minimum salary must not be more than the maximum salary.');

    const job = await create({});
    const updated = await update(job.id, { title: job.title, ...reversed });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toBe('The minimum salary must not be more than the maximum salary.');
  });

  it('keeps a job closing today open, and closes one whose closing date has passed', async () => {
    const today = await create({ valid_through: dayFromToday(0), category: '2' });
    const yesterday = await create({ valid_through: dayFromToday(-1), category: '2' });
    expect((await inject({ method: 'GET', url: `/api/job/${today.id}` })).json().data.closed).toBe(false);

    const closed = await inject({ method: 'GET', url: `/api/job/${yesterday.id}` });
    expectContractShape(closed, 'getJob');
    expect(closed.json().data).toMatchObject({ closed: true, filled: false });

    for (const url of ['/api/job', '/api/job/category/2']) {
      const ids = await publicIds(url);
      expect(ids).toContain(today.id);
      expect(ids).not.toContain(yesterday.id);
    }
  });

  it('takes a filled job out of the public lists, keeps it for staff, and lists it again when reopened', async () => {
    const job = await create({ category: '1', ...lifecycleFields() });
    expect(await publicIds('/api/job/category/1')).toContain(job.id);

    const filled = await update(job.id, {
      title: job.title,
      category: '1',
      ...lifecycleFields(),
      filled: 'true',
    });
    expectContractShape(filled, 'updateJob');
    expect(filled.json().data).toMatchObject({ filled: true, closed: true });
    expect(filled.json().data.updated_at >= filled.json().data.created_at).toBe(true);
    expect(await publicIds('/api/job')).not.toContain(job.id);
    expect(await publicIds('/api/job/category/1')).not.toContain(job.id);
    const page = await inject({ method: 'GET', url: `/api/job/${job.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.closed).toBe(true);

    const managed = await inject({ method: 'GET', url: '/api/job/manage', headers: { cookie } });
    expectContractShape(managed, 'listManagedJobs');
    expect(managed.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: job.id, filled: true, closed: true })]),
    );

    // Reopened: sent without `filled` (the form's unticked box) and a later closing date.
    const reopened = await update(job.id, {
      title: job.title,
      category: '1',
      ...lifecycleFields({ valid_through: dayFromToday(60) }),
    });
    expect(reopened.json().data).toMatchObject({
      filled: false,
      closed: false,
      valid_through: dayFromToday(60),
    });
    expect(await publicIds('/api/job/category/1')).toContain(job.id);
    expect(await publicIds('/api/job')).toContain(job.id);
  });

  it('lists closed jobs for staff only: /job/manage needs a session', async () => {
    const closed = await create({ filled: 'true' });
    const anonymous = await inject({ method: 'GET', url: '/api/job/manage' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please sign in to continue.');
    const managed = (await inject({ method: 'GET', url: '/api/job/manage', headers: { cookie } })).json();
    expect(managed.data.map((job: { id: number }) => job.id)).toContain(closed.id);
    expect(await publicIds()).not.toContain(closed.id);
  });

  it('answers 400 with a clear sentence to an application for a closed job, and stores nothing', async () => {
    const open = await create({ valid_through: dayFromToday(3) });
    const filled = await create({ filled: 'true' });
    const expired = await create({ valid_through: dayFromToday(-2) });
    const count = async () =>
      Number(
        (
          await server.app.db
            .selectFrom('applications')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    for (const job of [filled, expired]) {
      const response = await apply(job.id, `closed${job.id}@example.com`);
      expectContractShape(response, 'createApplication', 400);
      expect(response.json().message).toBe('This job is closed and no longer takes applications.');
    }
    expect(await count()).toBe(before);
    expect((await apply(open.id, 'open@example.com')).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('refreshes the cached public list when a job is filled (content version)', async () => {
    const job = await create({ category: '2' });
    const first = await inject({ method: 'GET', url: '/api/job' });
    const etag = first.headers.etag as string;
    await update(job.id, { title: job.title, category: '2', filled: 'true' });
    const second = await inject({ method: 'GET', url: '/api/job', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(etag);
    expect(second.json().data.map((row: { id: number }) => row.id)).not.toContain(job.id);
  });
});
