import { File as NodeFile } from 'node:buffer';
import { message } from '../../src/api/messages';
import { fakeApi } from './fakeApi';
import { makeApplication, makeJob } from './publicFixtures';

/** The fake answers the SPA's fetches at this origin (see test/utils/msw.ts). */
const api = (path: string, init?: RequestInit) => fetch(`http://localhost/api${path}`, init);

const jobForm = (fields: Record<string, string>, logo = true) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (logo)
    form.append('logo', new NodeFile([new Uint8Array(64)], 'logo.png', { type: 'image/png' }) as Blob);
  return form;
};

const jobFields = {
  title: 'Cook',
  location: 'Doha',
  salary: '30000',
  career_level: 'Junior',
  experience: '1 year',
  qualification: 'None',
  category: '2',
};

/** Reads the violations the fake recorded and clears them, so the test's own end check passes. */
function takeViolations(): string[] {
  const seen = fakeApi.violations();
  fakeApi.reset();
  return seen;
}

describe('the fake API', () => {
  it('serves seeded records newest first and 404s an unknown id with the server sentence', async () => {
    fakeApi.seed({ jobs: [makeJob({ id: 1 }), makeJob({ id: 2, title: 'Cook' })] });
    const list = (await (await api('/job')).json()) as { data: Array<{ id: number }> };
    expect(list.data.map((job) => job.id)).toEqual([2, 1]);
    const missing = await api('/job/9');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: message('notFound', { noun: 'Job' }) });
  });

  it('answers 401 to a staff operation without a session, and serves it after signing in', async () => {
    expect((await api('/job/store', { method: 'POST', body: jobForm(jobFields) })).status).toBe(401);
    fakeApi.signIn();
    const created = await api('/job/store', { method: 'POST', body: jobForm(jobFields) });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({
      data: { id: 1, title: 'Cook', category: '2' },
      message: message('saved', { noun: 'Job', verb: 'Inserted' }),
    });
    expect(fakeApi.store.jobs).toHaveLength(1);
    expect(fakeApi.requests('createJob')).toHaveLength(2);
  });

  it('refuses a blank required field as the server does (400 naming the field) and changes nothing', async () => {
    fakeApi.signIn();
    fakeApi.seed({ jobs: [makeJob({ id: 7 })] });
    const answer = await api('/job/7', { method: 'PUT', body: jobForm({ ...jobFields, salary: '' }, false) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: 'salary must not be empty.' });
    const spaces = await api('/job/7', {
      method: 'PUT',
      body: jobForm({ ...jobFields, salary: '   ' }, false),
    });
    expect(await spaces.json()).toEqual({ message: 'salary must not be empty.' });
    expect(fakeApi.store.jobs[0]).toEqual(makeJob({ id: 7 }));
    expect(fakeApi.violations()).toEqual([]);
  });

  it('refuses a duplicate with "This Data Already Exists" and a missing logo by name', async () => {
    fakeApi.signIn();
    fakeApi.seed({ jobs: [makeJob({ id: 1, ...jobFields, category: '2' })] });
    const again = await api('/job/store', { method: 'POST', body: jobForm({ ...jobFields, title: 'COOK' }) });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: message('duplicate') });
    const noLogo = await api('/job/store', {
      method: 'POST',
      body: jobForm({ ...jobFields, title: 'Chef' }, false),
    });
    expect(await noLogo.json()).toEqual({ message: 'logo is required.' });
  });

  it('fails the test on a request off the contract (a wrong type, an unknown field)', async () => {
    const answer = await api('/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@agency.test', password: 'secret-password', remember: true }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: 'remember is not an accepted field.' });
    expect(takeViolations()).toEqual([expect.stringMatching(/^login request body is off the contract/)]);
    expect(() => fakeApi.assertNoViolations()).not.toThrow();
  });

  it('fails the test on an answer off the contract (a seeded record missing a field)', async () => {
    const { title: _title, ...untitled } = makeJob({ id: 3 });
    fakeApi.seed({ jobs: [untitled as never] });
    await api('/job/3');
    const seen = fakeApi.violations();
    expect(seen).toEqual([expect.stringMatching(/answered off the contract: getJob 200 .*title/)]);
    expect(() => fakeApi.assertNoViolations()).toThrow(/Off-contract traffic with the fake API/);
    takeViolations();
  });

  it('fails the next request on demand: a status with the server sentence, or the network', async () => {
    fakeApi.failNext('listJobs', 500);
    fakeApi.failNext('listJobs', 429);
    fakeApi.failNext('listJobs', 'network');
    const fault = await api('/job');
    expect([fault.status, await fault.json()]).toEqual([500, { message: message('serverFault') }]);
    const limited = await api('/job');
    expect(limited.status).toBe(429);
    await expect(api('/job')).rejects.toThrow();
    expect((await api('/job')).status).toBe(200);
    expect(() => fakeApi.failNext('noSuchOperation', 500)).toThrow(/No operation noSuchOperation/);
  });

  it("applies with the server's rules: one application per candidate and job a day, references by year", async () => {
    fakeApi.seed({ jobs: [makeJob({ id: 5 }), makeJob({ id: 6, filled: true })] });
    const apply = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ consent: '2026-05', ...fields })) form.append(name, value);
      form.append('resume', new NodeFile(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' }) as Blob);
      return api('/applications/store', { method: 'POST', body: form });
    };
    const first = await apply({ job_id: '5', phone: '+91 98250 11223' });
    expect(await first.json()).toMatchObject({ reference: 'SMS-2026-000001' });
    // The same phone written another way is the same candidate (the domain's candidate matching).
    const again = await apply({ job_id: '5', phone: '098250 11223' });
    expect([again.status, await again.json()]).toEqual([400, { message: message('alreadyApplied') }]);
    const closed = await apply({ job_id: '6', phone: '9825011223' });
    expect([closed.status, await closed.json()]).toEqual([400, { message: message('jobClosed') }]);
    expect(fakeApi.store.applications.map((row) => row.reference)).toEqual(['SMS-2026-000001']);
  });

  it("finds an application on the status page only with the applicant's contact (six digits at least)", async () => {
    fakeApi.seed({
      applications: [makeApplication({ id: 3, reference: 'SMS-2026-000003', email: '', phone: '12345' })],
    });
    const check = (contact: string) =>
      api('/application-status', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reference: 'sms-2026-000003', contact }),
      });
    const short = await check('12345');
    expect([short.status, await short.json()]).toEqual([404, { message: message('statusNotFound') }]);
    fakeApi.store.applications[0].phone = '+91 98250 11223';
    expect(await (await check('098250 11223')).json()).toMatchObject({
      data: { reference: 'SMS-2026-000003', can_withdraw: true },
    });
  });
});
