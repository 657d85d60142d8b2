import { databaseTargets, startTestServer, type TestServer } from './helpers';
import { childSitemapPath, sitemapDocument, sitemapXml, type SitemapEntry } from '../../src/server/web/site';

const ORIGIN = 'https://jobs.example.in';

/** `count` job pages in English only, changed on consecutive days of January 2026. */
const jobs = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    path: `/job-detail/${index + 1}`,
    changed: `2026-01-${String(index + 1).padStart(2, '0')} 10:00:00`,
    languages: ['en'],
  }));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap index', () => {
  it('lists every URL in /sitemap.xml while they fit in one file', () => {
    const entries = jobs(5);
    expect(sitemapDocument(ORIGIN, entries, undefined, 5)).toBe(sitemapXml(ORIGIN, entries));
    // No child sitemaps then.
    expect(sitemapDocument(ORIGIN, entries, 1, 5)).toBeUndefined();
  });

  it('becomes an index of child sitemaps of at most the limit each once the URLs pass it', () => {
    const entries = jobs(7);
    const index = sitemapDocument(ORIGIN, entries, undefined, 3) as string;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([1, 2, 3].map((part) => `${ORIGIN}${childSitemapPath(part)}`));
    // Each child's lastmod is the latest of its pages'.
    expect([...index.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1])).toEqual([
      '2026-01-03T10:00:00Z',
      '2026-01-06T10:00:00Z',
      '2026-01-07T10:00:00Z',
    ]);
    const children = [1, 2, 3].map((part) => locs(sitemapDocument(ORIGIN, entries, part, 3) as string));
    expect(children.map((urls) => urls.length)).toEqual([3, 3, 1]);
    // Together the children list every page once, in order.
    expect(children.flat()).toEqual(entries.map((entry) => `${ORIGIN}${entry.path}`));
    expect(sitemapDocument(ORIGIN, entries, 4, 3)).toBeUndefined();
    expect(sitemapDocument(ORIGIN, entries, 0, 3)).toBeUndefined();
  });

  it('counts each language version of a page as a URL', () => {
    // Two pages in three languages: six URLs, two files of five.
    const entries: SitemapEntry[] = [
      { path: '/', changed: '2026-01-01 00:00:00' },
      { path: '/about', changed: '2026-01-02 00:00:00' },
    ];
    expect(locs(sitemapDocument(ORIGIN, entries, undefined, 5) as string)).toHaveLength(2);
    expect(locs(sitemapDocument(ORIGIN, entries, 2, 5) as string)).toEqual([`${ORIGIN}/hi/about`]);
  });
});

describe.each(databaseTargets)('sitemap routes on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { publicUrl: ORIGIN });
  });
  afterAll(async () => server.close());

  it('answers the whole sitemap at /sitemap.xml under the limit, no child, and robots.txt names it', async () => {
    const sitemap = await server.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<urlset');
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/international</loc>`);
    // Filtered lists are not in the sitemap.
    expect(sitemap.body).not.toMatch(/international\?/);
    expect((await server.app.inject({ method: 'GET', url: childSitemapPath(1) })).statusCode).toBe(404);
    const robots = await server.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
