import type { InjectOptions } from 'fastify';
import {
  databaseTargets,
  expectContractShape,
  jobFields,
  multipart,
  pngLogo,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

let uniqueTitle = 0;
const nextTitle = () => `Safe migration job ${++uniqueTitle}`;

interface SafeMigrationAnswer {
  id: number;
  title: string;
  category: '1' | '2';
  country: string | null;
  foreign_employer: string | null;
  visa_type: string | null;
  contract_before_departure: boolean;
}

describe.each(databaseTargets)('safe-migration job fields on $name', (target) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(target, { seedDemo: true });
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

  it('stores the foreign employer, the visa and the contract promise, and answers them', async () => {
    const response = await send(
      'POST',
      '/api/job/store',
      jobFields({
        title: nextTitle(),
        country: 'AE',
        foreign_employer: '  Gulf Star Construction LLC, Dubai ',
        visa_type: 'employment',
        contract_before_departure: 'true',
      }),
    );
    expectContractShape(response, 'createJob');
    const { data } = response.json();
    expect(data).toMatchObject({
      foreign_employer: 'Gulf Star Construction LLC, Dubai',
      visa_type: 'employment',
      contract_before_departure: true,
    });
    const one = await inject({ method: 'GET', url: `/api/job/${data.id}` });
    expectContractShape(one, 'getJob');
    expect(one.json().data).toEqual(data);
  });

  it('answers null and false for fields left out, and clears them when an update leaves them out', async () => {
    const created = await send(
      'POST',
      '/api/job/store',
      jobFields({
        title: nextTitle(),
        foreign_employer: 'Al Noor Hospitality W.L.L.',
        visa_type: 'visit',
        contract_before_departure: 'true',
      }),
    );
    const { id, title } = created.json().data;
    expect(created.json().data.visa_type).toBe('visit');

    const updated = await send('PUT', `/api/job/${id}`, jobFields({ title }), false);
    expectContractShape(updated, 'updateJob');
    expect(updated.json().data).toMatchObject({
      foreign_employer: null,
      visa_type: null,
      contract_before_departure: false,
    });
    const bare = await send(
      'POST',
      '/api/job/store',
      jobFields({ title: nextTitle(), foreign_employer: ' ' }),
    );
    expect(bare.json().data).toMatchObject({
      foreign_employer: null,
      visa_type: null,
      contract_before_departure: false,
    });
  });

  it.each([
    ['visa_type', 'work'],
    ['visa_type', 'Employment'],
    ['contract_before_departure', 'maybe'],
    ['foreign_employer', 'x'.repeat(257)],
  ])('refuses %s = %j with 400', async (field, value) => {
    const response = await send('POST', '/api/job/store', jobFields({ title: nextTitle(), [field]: value }));
    expect(response.statusCode).toBe(400);
  });

  it('gives every demo job abroad a foreign employer, an employment visa and the contract before departure', async () => {
    const managed = await inject({ method: 'GET', url: '/api/job/manage', headers: { cookie } });
    const jobs = (managed.json().data as SafeMigrationAnswer[]).filter(
      (job) => !job.title.startsWith('Safe migration job'),
    );
    expect(jobs).toHaveLength(10);
    const abroad = jobs.filter((job) => job.category === '1');
    expect(abroad).toHaveLength(5);
    for (const job of abroad) {
      expect(job.foreign_employer).toEqual(expect.any(String));
      expect(job.visa_type).toBe('employment');
      expect(job.contract_before_departure).toBe(true);
    }
    // Demo data looks like a lawful agency: no job on any other visa.
    expect(jobs.filter((job) => job.visa_type !== null && job.visa_type !== 'employment')).toEqual([]);
  });
});
