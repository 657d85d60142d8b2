import { emailKey, formatReference, phoneKey } from '../../src/domain/candidates';
import { timestampText } from '../../src/server/db/time';
import {
  createJob,
  databaseTargets,
  multipart,
  pdfResume,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

interface Row {
  id: number;
  name: string;
  reference: string;
  job_title: string;
  current_job_title: string | null;
  category: string;
  status: string;
  applied_count: number;
}
interface Page {
  items: Row[];
  total: number;
  more: boolean;
  server_paging: boolean;
}

/** GET /api/applications/page`query` as signed-in staff; a 200 is expected. */
async function pageOf(server: TestServer, cookie: string, query: string): Promise<Page> {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/api/applications/page${query}`,
    headers: { cookie },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<Page>();
}

/*
 * GET /api/applications/page: the Applications list a page at a time, sorted and searched in SQL with
 * the list's search (typed title, job title as applied for and as it is now, category value and label,
 * name, and from three characters the reference).
 */
describe.each(databaseTargets)('paged applications list, on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  const ids: Record<string, number> = {};
  const references: Record<string, string> = {};

  async function apply(jobId: number, name: string, title: string, email: string) {
    const body = multipart({ job_id: String(jobId), consent: '2026-05', name, email, phone: '', title }, [
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume(name) },
    ]);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/applications/store',
      headers: body.headers,
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ reference: string }>().reference;
  }

  beforeAll(async () => {
    server = await startTestServer(target, { applicationsPagingThreshold: 5 });
    cookie = await signIn(server.app);
    const welder = await createJob(server.app, cookie, { title: 'Pipe Welder', category: '1' });
    const cook = await createJob(server.app, cookie, { title: 'Cook', category: '2' });
    const applicants: [number, string, string, string][] = [
      [welder.id, 'Kiran Patel', 'Helper', 'kiran@example.com'],
      [cook.id, 'Zoya Shaikh', 'Chef', 'zoya@example.com'],
      [welder.id, 'Amit Desai', 'Fitter', 'amit@example.com'],
      [cook.id, '100% Sure', 'Kitchen hand', 'sure@example.com'],
      [cook.id, 'Under_score', 'Waiter', 'under@example.com'],
      [welder.id, 'Beena Rao', 'Welder', 'zoya@example.com'],
    ];
    for (const [jobId, name, title, email] of applicants) {
      references[name] = await apply(jobId, name, title, email);
    }
    const list = (
      await server.app.inject({ method: 'GET', url: '/api/applications', headers: { cookie } })
    ).json<Row[]>();
    for (const row of list) ids[row.name] = row.id;
    // Staff renamed the welding job after the applications came in.
    await server.app.db
      .updateTable('jobs')
      .set({ title: 'Senior fabricator' })
      .where('id', '=', welder.id)
      .execute();
  });
  afterAll(async () => server.close());

  const page = (query: string) => pageOf(server, cookie, query);
  const names = (result: Page) => result.items.map((row) => row.name);

  it('answers the newest first, ten a page, with the total and whether to page on the server', async () => {
    const result = await page('');
    expect(result.total).toBe(6);
    expect(result.server_paging).toBe(true);
    expect(names(result)).toEqual([
      'Beena Rao',
      'Under_score',
      '100% Sure',
      'Amit Desai',
      'Zoya Shaikh',
      'Kiran Patel',
    ]);
    // Only what the list shows; the candidate's count is there, the message and resume are not.
    expect(Object.keys(result.items[0]).sort()).toEqual(
      [
        'applied_count',
        'category',
        'current_job_title',
        'email',
        'id',
        'job_title',
        'language',
        'logo',
        'name',
        'phone',
        'reference',
        'status',
      ].sort(),
    );
    expect(result.items[0]).toMatchObject({
      name: 'Beena Rao',
      job_title: 'Pipe Welder',
      current_job_title: 'Senior fabricator',
      applied_count: 2,
      reference: references['Beena Rao'],
    });
  });

  it('pages and sorts', async () => {
    expect(names(await page('?page_size=2&page=2'))).toEqual(['100% Sure', 'Amit Desai']);
    const third = await page('?page_size=2&page=3');
    expect(names(third)).toEqual(['Zoya Shaikh', 'Kiran Patel']);
    expect(third.total).toBe(6);
    expect((await page('?page_size=2&page=4')).items).toEqual([]);
    expect(names(await page('?sort=name&order=asc&page_size=3'))).toEqual([
      '100% Sure',
      'Amit Desai',
      'Beena Rao',
    ]);
    expect(names(await page('?sort=name&order=desc&page_size=2'))).toEqual(['Zoya Shaikh', 'Under_score']);
    expect(names(await page('?sort=created_at&order=asc&page_size=2'))).toEqual([
      'Kiran Patel',
      'Zoya Shaikh',
    ]);
    // Equal values keep the order of arrival in the direction asked.
    expect(names(await page('?sort=category&order=asc'))).toEqual([
      'Kiran Patel',
      'Amit Desai',
      'Beena Rao',
      'Zoya Shaikh',
      '100% Sure',
      'Under_score',
    ]);
  });

  it("searches the list's fields in any case, and counts what matches", async () => {
    const search = async (q: string) => {
      const result = await page(`?q=${encodeURIComponent(q)}`);
      expect(result.total).toBe(result.items.length);
      expect(result.more).toBe(false);
      return names(result).sort();
    };
    // The typed title, and the name, in any case.
    expect(await search('CHEF')).toEqual(['Zoya Shaikh']);
    expect(await search('amit')).toEqual(['Amit Desai']);
    // The job's title as applied for, and as it is now.
    expect(await search('pipe welder')).toEqual(['Amit Desai', 'Beena Rao', 'Kiran Patel']);
    expect(await search('fabricator')).toEqual(['Amit Desai', 'Beena Rao', 'Kiran Patel']);
    // The category value and its label.
    expect(await search('2')).toEqual(['100% Sure', 'Under_score', 'Zoya Shaikh']);
    expect(await search('domestic')).toEqual(['100% Sure', 'Under_score', 'Zoya Shaikh']);
    expect(await search('International')).toEqual(['Amit Desai', 'Beena Rao', 'Kiran Patel']);
    // The reference from three characters on.
    const reference = references['Zoya Shaikh'];
    expect(await search(reference.slice(-6).toLowerCase())).toEqual(['Zoya Shaikh']);
    expect(await search(reference.toLowerCase())).toEqual(['Zoya Shaikh']);
    // Not the e-mail.
    expect(await search('zoya@')).toEqual([]);
    // Wildcards are taken literally.
    expect(await search('%')).toEqual(['100% Sure']);
    expect(await search('_')).toEqual(['Under_score']);
    expect(await search('  zoya  ')).toEqual(['Zoya Shaikh']);
  });

  it('combines the search with the filters and the paging', async () => {
    const result = await page('?q=international&page_size=1&page=2&sort=name&order=asc');
    expect(result.total).toBe(3);
    expect(names(result)).toEqual(['Beena Rao']);
    const screening = await server.app.inject({
      method: 'POST',
      url: '/api/applications/status',
      headers: { cookie },
      payload: { ids: [ids['Kiran Patel']], status: 'Screening' },
    });
    expect(screening.statusCode).toBe(200);
    expect(names(await page('?status=Screening&q=kiran'))).toEqual(['Kiran Patel']);
    expect((await page('?status=Screening&q=zoya')).total).toBe(0);
  });

  it('says to page on the server from the threshold on', async () => {
    const other = await startTestServer(target);
    try {
      const otherCookie = await signIn(other.app);
      const answer = await other.app.inject({
        method: 'GET',
        url: '/api/applications/page',
        headers: { cookie: otherCookie },
      });
      expect(answer.json()).toEqual({ items: [], total: 0, more: false, server_paging: false });
    } finally {
      await other.close();
    }
  });

  it.each([
    ['?page=0', 'page must be at least 1.'],
    ['?page=two', 'page must be a whole number.'],
    ['?page_size=101', 'page_size must be at most 100.'],
    [
      '?sort=salary',
      'sort must be one of: created_at, name, status, reference, job_title, email, phone, category, language.',
    ],
    ['?order=up', 'order must be one of: asc, desc.'],
    [`?q=${'x'.repeat(257)}`, 'q must be at most 256 characters long.'],
  ])('refuses %s with a clear message', async (query, message) => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/applications/page${query}`,
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message });
  });

  it('is for signed-in staff only', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/applications/page' });
    expect(answer.statusCode).toBe(401);
  });
});

/*
 * A search counts its matches up to 1,000 past the page's first row (a search of one letter matches
 * most of an agency's applications): beyond, `more` says there are more than `total`.
 */
describe.each(databaseTargets)("a search's count at volume, on $name", (target) => {
  let server: TestServer;
  let cookie: string;
  const MANY = 1_005;

  beforeAll(async () => {
    server = await startTestServer(target, { applicationsPagingThreshold: 5 });
    cookie = await signIn(server.app);
    const job = await createJob(server.app, cookie, { title: 'Mason', category: '1' });
    const now = Date.now();
    const rows = Array.from({ length: MANY }, (_, i) => ({
      job_id: job.id,
      job_title: 'Mason',
      category: '1' as const,
      career_level: 'Experienced',
      experience: '2 Years',
      name: `Quorra ${i}`,
      email: `quorra${i}@example.com`,
      phone: `+91 97${String(i).padStart(8, '0')}`,
      gender: 'Female',
      title: 'Mason',
      message: '',
      resume: '/files/cv.pdf',
      created_at: timestampText(new Date(now - (MANY - i) * 60_000)),
      reference: formatReference(2026, 500_000 + i),
      status: 'New' as const,
      email_key: emailKey(`quorra${i}@example.com`),
      phone_key: phoneKey(`+91 97${String(i).padStart(8, '0')}`),
      consent_version: '2026-05',
      consent_at: timestampText(new Date(now)),
      channel: 'direct' as const,
      language: 'en' as const,
    }));
    for (let start = 0; start < rows.length; start += 200)
      await server.app.db
        .insertInto('applications')
        .values(rows.slice(start, start + 200))
        .execute();
  });
  afterAll(async () => server.close());

  const page = (query: string) => pageOf(server, cookie, query);

  it('says "more than 1,000" for a search matching more, with its newest first', async () => {
    const first = await page('?q=quorra');
    expect(first).toMatchObject({ total: 1000, more: true, server_paging: true });
    expect(first.items.map((row) => row.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Quorra ${MANY - 1 - i}`),
    );
    // The same newest first when fewer match (the other way of reading the page).
    const few = await page('?q=quorra%2010');
    expect(few.more).toBe(false);
    expect(few.items[0].name).toBe('Quorra 1004');
  });

  it('counts past the limit from a later page, to the end', async () => {
    const last = await page('?q=quorra&page=101');
    expect(last).toMatchObject({ total: MANY, more: false });
    expect(last.items.map((row) => row.name)).toEqual([
      'Quorra 4',
      'Quorra 3',
      'Quorra 2',
      'Quorra 1',
      'Quorra 0',
    ]);
    const middle = await page('?q=quorra&page=50&page_size=20');
    expect(middle).toMatchObject({ total: MANY, more: false });
    expect(middle.items).toHaveLength(20);
  });

  it('counts exactly without a search', async () => {
    expect(await page('?page_size=1')).toMatchObject({ total: MANY, more: false });
  });
});
