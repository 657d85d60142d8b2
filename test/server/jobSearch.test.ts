import { message } from '../../src/server/openapi/catalogue';
import { pageQuery } from '../../src/server/web/ssr';
import { timestampText } from '../../src/server/db/time';
import {
  createJob,
  databaseTargets,
  expectContractShape,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

interface SearchAnswer {
  items: Array<{ id: number; country: string | null; city: string | null; closed: boolean }>;
  total: number;
  page: number;
  pageSize: number;
  facets: {
    countries: Array<{ value: string; count: number }>;
    cities: Array<{ country: string | null; city: string; count: number }>;
    categories: Array<{ value: string; count: number }>;
    types: Array<{ value: string; count: number }>;
  };
}

/**
 * `GET /job/search`: the open jobs matching every filter, 20 a page, with the total and the facets of the
 * open jobs of the category, filtered and paged in SQL on SQLite and PostgreSQL.
 */
describe.each(databaseTargets)('job search on $name', (target) => {
  let server: TestServer;
  const ids = { dubai: [] as number[], abuDhabi: [] as number[] };
  let doha = 0;
  let ahmedabad = 0;
  let filled = 0;
  let old = 0;

  beforeAll(async () => {
    server = await startTestServer(target);
    const cookie = await signIn(server.app);
    const job = (fields: Record<string, string>) => createJob(server.app, cookie, fields);
    // 22 open international jobs in the UAE: 12 in Dubai (salaries 1,000-1,100 ... 2,100-2,200 AED), 10 in Abu Dhabi.
    for (let index = 0; index < 12; index += 1) {
      const created = await job({
        title: `Welder ${index}`,
        country: 'AE',
        city: 'Dubai',
        employment_type: 'FULL_TIME',
        salary_min: String(1000 + index * 100),
        salary_max: String(1100 + index * 100),
        salary_currency: 'AED',
      });
      ids.dubai.push(created.id);
    }
    for (let index = 0; index < 10; index += 1)
      ids.abuDhabi.push(
        (
          await job({
            title: `Driver ${index}`,
            country: 'AE',
            city: 'Abu Dhabi',
            employment_type: 'FULL_TIME',
          })
        ).id,
      );
    doha = (await job({ title: 'Electrician', country: 'QA', city: 'Doha', employment_type: 'CONTRACTOR' }))
      .id;
    ahmedabad = (await job({ title: 'Accountant', category: '2', country: 'IN', city: 'Ahmedabad' })).id;
    filled = (await job({ title: 'Filled welder', country: 'AE', city: 'Dubai', filled: 'true' })).id;
    old = ids.abuDhabi[0];
    // One job posted 10 days ago (written before the first search, so no cached answer holds the old date).
    await server.app.db
      .updateTable('jobs')
      .set({ created_at: timestampText(new Date(Date.now() - 10 * 24 * 60 * 60 * 1000)) })
      .where('id', '=', old)
      .execute();
  });
  afterAll(async () => server.close());

  const search = async (query: string) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/job/search${query}` });
    expectContractShape(response, 'searchJobs');
    return response.json<SearchAnswer>();
  };
  const refused = async (query: string) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/job/search${query}` });
    expect(response.statusCode).toBe(400);
    return response.json<{ message: string }>().message;
  };

  it('pages through the open jobs of a country, newest first, 20 a page, leaving out a filled job', async () => {
    const first = await search('?category=1&country=AE');
    const second = await search('?category=1&country=AE&page=2');
    expect(first).toMatchObject({ total: 22, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(second).toMatchObject({ total: 22, page: 2 });
    expect(second.items).toHaveLength(2);
    const all = [...first.items, ...second.items].map((job) => job.id);
    expect(all).toEqual([...ids.dubai, ...ids.abuDhabi].sort((a, b) => b - a));
    expect(all).not.toContain(filled);
    expect(first.items.every((job) => job.country === 'AE' && !job.closed)).toBe(true);
    // A list shows no descriptions: the answer leaves them out (its job pages have them).
    expect(Object.keys(first.items[0])).not.toEqual(expect.arrayContaining(['description']));
    expect(first.items[0]).not.toHaveProperty('description_gu');
    // Past the last page: no items, the same total.
    expect(await search('?category=1&country=AE&page=3')).toMatchObject({ total: 22, items: [] });
  });

  it('answers the facets of the open jobs of the category, whatever the other filters', async () => {
    const { facets } = await search('?category=1&country=QA');
    expect(facets.countries).toEqual([
      { value: 'AE', count: 22 },
      { value: 'QA', count: 1 },
    ]);
    expect(facets.cities).toEqual([
      { country: 'AE', city: 'Abu Dhabi', count: 10 },
      { country: 'AE', city: 'Dubai', count: 12 },
      { country: 'QA', city: 'Doha', count: 1 },
    ]);
    expect(facets.categories).toEqual([{ value: '1', count: 23 }]);
    expect(facets.types).toEqual([
      { value: 'CONTRACTOR', count: 1 },
      { value: 'FULL_TIME', count: 22 },
    ]);
    // Without a category (the home page's choices): every open job, and no items with pageSize=0.
    const home = await search('?pageSize=0');
    expect(home).toMatchObject({ items: [], total: 24, pageSize: 0 });
    expect(home.facets.categories).toEqual([
      { value: '1', count: 23 },
      { value: '2', count: 1 },
    ]);
    expect(home.facets.countries.map((country) => country.value)).toEqual(['AE', 'IN', 'QA']);
  });

  it('filters by city (any letter case), employment type, category, salary and posted within', async () => {
    const ofSearch = async (query: string) => (await search(query)).items.map((job) => job.id);
    expect(await ofSearch('?city=dubai')).toEqual([...ids.dubai].reverse());
    expect(await ofSearch('?type=CONTRACTOR')).toEqual([doha]);
    expect(await ofSearch('?category=2')).toEqual([ahmedabad]);
    // Salaries: Dubai job i pays 1000+100i to 1100+100i; the others give no amounts.
    expect(await ofSearch('?minSalary=2000')).toEqual([ids.dubai[11], ids.dubai[10], ids.dubai[9]]);
    expect(await ofSearch('?maxSalary=1150')).toEqual([ids.dubai[1], ids.dubai[0]]);
    expect(await ofSearch('?minSalary=1450&maxSalary=1500')).toEqual([ids.dubai[5], ids.dubai[4]]);
    const recent = await search('?posted=7&country=AE');
    expect(recent.total).toBe(21);
    expect(recent.items.map((job) => job.id)).not.toContain(old);
    expect((await search('?posted=30&country=AE')).total).toBe(22);
  });

  it('refuses parameters it cannot use with a sentence naming them', async () => {
    expect(await refused('?type=SOMETIMES')).toMatch(/^type must be one of: FULL_TIME, /);
    expect(await refused('?page=0')).toBe('page must be at least 1.');
    expect(await refused('?page=two')).toBe('page must be a whole number.');
    expect(await refused('?posted=3')).toBe('posted must be one of: 1, 7, 30.');
    expect(await refused('?country=ae')).toBe('country is not in the expected format.');
    expect(await refused('?category=3')).toBe('category must be one of: 1, 2.');
    expect(await refused('?pageSize=50')).toBe('pageSize must be at most 20.');
    expect(await refused('?minSalary=5000&maxSalary=100')).toBe(message('salaryRangeReversed'));
    expect(await refused('?city=%00')).toBe(message('unstorableText', { field: 'city' }));
  });

  it('answers a cached search again until a job changes', async () => {
    const before = await server.app.inject({ method: 'GET', url: '/api/job/search?country=QA' });
    const again = await server.app.inject({ method: 'GET', url: '/api/job/search?country=QA' });
    expect(again.headers.etag).toBe(before.headers.etag);
    await server.app.db.updateTable('jobs').set({ filled: 1 }).where('id', '=', doha).execute();
    // A write through the database alone does not bump the version: the cached answer stands.
    expect((await search('?country=QA')).total).toBe(1);
  });
});

describe('the rendered job lists are one page per search', () => {
  const read = (query: string) => new URLSearchParams(query);

  it('keys a list page by its canonical search and other pages by their path alone', () => {
    expect(pageQuery('/international', read('page=2&country=ae&utm=x'))).toBe('?country=AE&page=2');
    expect(pageQuery('/gu/domestic/', read('type=full_time&posted=7'))).toBe('?type=FULL_TIME&posted=7');
    // Values a list cannot use make no other page.
    expect(pageQuery('/international', read('page=0&posted=3&minSalary=x&type=NOPE'))).toBe('');
    expect(pageQuery('/international', read('minSalary=500&maxSalary=100'))).toBe('');
    // The home page's form sent before its script ran.
    expect(pageQuery('/international', read('location=AE%2FDubai&browse=type%3AFULL_TIME'))).toBe(
      '?country=AE&city=Dubai&type=FULL_TIME',
    );
    expect(pageQuery('/blog', read('page=2'))).toBe('');
  });
});

/**
 * The home page's search form sent without JavaScript (`GET /job/search`, under /gu and /hi too): the
 * server sends the visitor on to the list their choice belongs to, in their language, with the choice
 * as the list's filters. The answer is the same on either database (it reads none).
 */
describe("the home page's search without JavaScript", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'sqlite' });
  });
  afterAll(async () => server.close());

  const sent = async (url: string) => {
    const answer = await server.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    return answer.headers.location;
  };

  it('opens the domestic list for a place in India or the Domestic category, in each language', async () => {
    expect(await sent('/job/search?location=IN%2FAhmedabad&browse=')).toBe(
      '/domestic?country=IN&city=Ahmedabad',
    );
    expect(await sent('/gu/job/search?location=IN&browse=')).toBe('/gu/domestic?country=IN');
    expect(await sent('/hi/job/search?location=&browse=category%3A2')).toBe('/hi/domestic');
    expect(await sent('/job/search?location=IN&browse=type%3APART_TIME')).toBe(
      '/domestic?country=IN&type=PART_TIME',
    );
  });

  it('opens the international list for any other choice, or none', async () => {
    expect(await sent('/job/search?location=AE%2FDubai&browse=type%3AFULL_TIME')).toBe(
      '/international?country=AE&city=Dubai&type=FULL_TIME',
    );
    expect(await sent('/gu/job/search?location=&browse=category%3A1')).toBe('/gu/international');
    expect(await sent('/hi/job/search')).toBe('/hi/international');
    // A choice it cannot use is left out, as the lists leave it out.
    expect(await sent('/job/search?location=%3Cscript%3E&browse=type%3ANOPE&page=9')).toBe('/international');
  });
});
