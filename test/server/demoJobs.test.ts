import { agencyDate } from '../../src/domain/agencyTime';
import { databaseTargets, expectContractShape, signIn, startTestServer, type TestServer } from './helpers';

interface JobAnswer {
  id: number;
  title: string;
  category: '1' | '2';
  employment_type: string | null;
  city: string | null;
  country: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  valid_through: string | null;
  filled: boolean;
  closed: boolean;
}

describe.each(databaseTargets)('demo jobs on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(target, { seedDemo: true, publicUrl: 'https://jobs.example.in' });
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());

  it('carry the lifecycle fields: most with salary range, type, place and a future closing date; one filled', async () => {
    const managed = await server.app.inject({ method: 'GET', url: '/api/job/manage', headers: { cookie } });
    expectContractShape(managed, 'listManagedJobs');
    const jobs = managed.json().data as JobAnswer[];
    expect(jobs).toHaveLength(10);
    const rich = jobs.filter(
      (job) =>
        job.salary_min !== null &&
        job.salary_max !== null &&
        job.salary_currency !== null &&
        job.employment_type !== null &&
        job.city !== null &&
        job.country !== null,
    );
    expect(rich.length).toBeGreaterThan(jobs.length / 2);
    const today = agencyDate();
    expect(
      jobs.filter((job) => job.valid_through !== null && job.valid_through > today).length,
    ).toBeGreaterThan(jobs.length / 2);
    // International jobs name their real country abroad.
    for (const job of rich.filter((row) => row.category === '1')) expect(job.country).not.toBe('IN');
    expect(new Set(rich.map((job) => job.country))).toEqual(new Set(['AE', 'QA', 'SA', 'OM', 'IN']));

    const filled = jobs.filter((job) => job.filled);
    expect(filled).toHaveLength(1);
    expect(filled[0].closed).toBe(true);
    expect(jobs.filter((job) => job.closed)).toEqual(filled);

    // The public list and the sitemap hold the nine open jobs.
    const open = (await server.app.inject({ method: 'GET', url: '/api/job' })).json().data as JobAnswer[];
    expect(open.map((job) => job.id).sort()).toEqual(
      jobs
        .filter((job) => !job.closed)
        .map((job) => job.id)
        .sort(),
    );
    const sitemap = (await server.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    // English entries; the demo jobs are written in English only, so no Gujarati or Hindi job page is listed
    // (those pages point to the English one).
    expect(sitemap.match(/<loc>https?:\/\/[^/<]+\/job-detail\/\d+</g)).toHaveLength(9);
    expect(sitemap).not.toMatch(/<loc>https?:\/\/[^/<]+\/(gu|hi)\/job-detail\//);
    expect(sitemap).not.toContain(`/job-detail/${filled[0].id}<`);
    expect(sitemap.match(/<loc>https?:\/\/[^/<]+\/blog-detail\/\d+</g)).toHaveLength(4);
  });
});
