import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../../src/server/paths';
import { defaultRateLimits } from '../../src/server/config';
import { RenderedPageCache, type RenderedPage } from '../../src/server/web/ssr';
import { INTERNAL_REQUEST_HEADER } from '../../src/server/services/internalRequests';
import {
  createJob,
  databaseTargets,
  jpegPhoto,
  multipart,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

/*
 * Rendered pages and the visitors' read limits: a visitor who used up their own API reads cannot make
 * a page render without its data, let alone make everyone else get that page; a page whose data could
 * not be read answers its failure to that visitor only and is never kept.
 */
const webDir = path.join(projectRoot, 'dist', 'web');
const renderEntry = path.join(projectRoot, 'dist', 'ssr', 'render.js');
const READS = 5;

function preloadedQueries(html: string): Record<string, { status: string; error?: unknown }> {
  const match = /<script type="application\/json" id="preloaded-state">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('The page has no preloaded state.');
  return (JSON.parse(match[1]) as { api: { queries: Record<string, { status: string }> } }).api.queries;
}

const rootHtml = (html: string) => /<div id="root">([\s\S]*?)<\/div>\n<script type/.exec(html)?.[1] ?? '';

async function createPost(app: FastifyInstance, cookie: string, title: string) {
  const body = multipart({ title, description: '<p>Read this.</p>' }, [
    { field: 'photo', filename: 'photo.jpg', contentType: 'image/jpeg', data: jpegPhoto() },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/blog/store',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
}

describe.each(databaseTargets)('rendered pages and read limits on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  const visitorA = '10.20.0.1';
  const visitorB = '10.20.0.2';
  beforeAll(async () => {
    server = await startTestServer(target, {
      webDir,
      renderEntry,
      rateLimits: {
        ...defaultRateLimits,
        login: { ...defaultRateLimits.login, max: 100 },
        publicReads: { max: READS, windowMs: 60_000 },
      },
    });
    cookie = await signIn(server.app);
    await createPost(server.app, cookie, 'Gulf visa checklist');
  }, 60_000);
  afterAll(async () => server.close());
  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, remoteAddress, headers });

  /** Uses up a visitor's reads of one API operation. */
  async function exhaust(url: string, remoteAddress: string) {
    const answers = [];
    for (let index = 0; index <= READS; index += 1) answers.push(await get(url, remoteAddress));
    expect(answers.at(-1)?.statusCode).toBe(429);
  }

  it('renders the full page for a visitor whose API reads are used up, and for everyone after them', async () => {
    await exhaust('/api/blog', visitorA);
    await exhaust('/api/agency', visitorA);
    // A forged internal mark does not lift the limit.
    const forged = await get('/api/blog', visitorA, { [INTERNAL_REQUEST_HEADER]: 'guessed' });
    expect(forged.statusCode).toBe(429);

    for (const visitor of [visitorA, visitorB]) {
      const page = await get('/blog', visitor);
      expect(page.statusCode).toBe(200);
      expect(rootHtml(page.body)).toContain('Gulf visa checklist');
      expect(rootHtml(page.body)).not.toContain('Coming Soon');
      expect(page.body).not.toContain('"status":429');
      const queries = preloadedQueries(page.body);
      expect(queries['listBlogPosts(undefined)']).toMatchObject({ status: 'fulfilled' });
      expect(queries['getAgency(undefined)']).toMatchObject({ status: 'fulfilled' });
      // The agency's official contacts stay on the page.
      expect(rootHtml(page.body)).toContain('Sahyog Manpower Services');
    }
  });

  it('counts each page request once against its address, and a visitor over it does not affect others', async () => {
    const address = '10.20.0.3';
    const answers = [];
    for (let index = 0; index <= READS; index += 1) answers.push(await get('/contact', address));
    // A page's own data reads are not counted: exactly READS pages are served.
    expect(answers.slice(0, READS).map((answer) => answer.statusCode)).toEqual(Array(READS).fill(200));
    const refused = answers[READS];
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-robots-tag']).toBe('noindex');
    expect(refused.body).toMatch(/Too many requests/i);
    // Its API reads were not used by the pages.
    expect((await get('/api/agency', address)).statusCode).toBe(200);
    const other = await get('/contact', '10.20.0.4');
    expect(other.statusCode).toBe(200);
    expect(rootHtml(other.body)).toContain('Sahyog Manpower Services');
  });

  it('answers a page whose data failed with the failure, to that visitor only, and keeps nothing of it', async () => {
    // A write changes the content version, so the next page is rendered anew; then its data fails.
    await createPost(server.app, cookie, 'Interview tips');
    await sql`alter table blog_posts rename to blog_posts_away`.execute(server.app.db);
    try {
      for (const visitor of ['10.20.0.5', '10.20.0.6']) {
        const failed = await get('/blog', visitor);
        expect(failed.statusCode).toBe(500);
        expect(failed.headers['cache-control']).toBe('no-store');
        expect(failed.headers['x-robots-tag']).toBe('noindex');
        // The client shell (the browser loads the page itself), never an empty "Coming Soon" page.
        expect(failed.body).toContain('<div id="root"></div>');
        expect(failed.body).not.toContain('Coming Soon');
      }
    } finally {
      await sql`alter table blog_posts_away rename to blog_posts`.execute(server.app.db);
    }
    const healed = await get('/blog', '10.20.0.7');
    expect(healed.statusCode).toBe(200);
    expect(rootHtml(healed.body)).toContain('Interview tips');
  });
});

describe.each(databaseTargets)('rendered record pages and their ids on $name', (target) => {
  let server: TestServer;
  let jobId: number;
  beforeAll(async () => {
    server = await startTestServer(target, { webDir, renderEntry });
    const cookie = await signIn(server.app);
    jobId = (await createJob(server.app, cookie, { title: 'Id Welder' })).id;
  }, 60_000);
  afterAll(async () => server.close());

  it('answers 404 (noindex) for every id outside the contract, in every language, for jobs and posts', async () => {
    const urls = [
      '/job-detail/2147483648',
      '/job-detail/99999999999',
      '/job-detail/0',
      '/job-detail/-1',
      '/job-detail/1e3',
      '/job-detail/0x1',
      `/job-detail/0${jobId}`,
      '/blog-detail/99999999999',
      '/blog-detail/2147483648',
      '/blog-detail/01',
    ];
    for (const url of urls)
      for (const prefix of ['', '/gu', '/hi']) {
        const page = await server.app.inject({ method: 'GET', url: prefix + url });
        expect({ url: prefix + url, status: page.statusCode }).toEqual({ url: prefix + url, status: 404 });
        expect({ url: prefix + url, robots: page.headers['x-robots-tag'] }).toEqual({
          url: prefix + url,
          robots: 'noindex',
        });
        expect(page.body).toContain('<meta name="robots" content="noindex">');
      }
    // A path with a file extension is a missing file, never a page.
    expect((await server.app.inject({ method: 'GET', url: `/job-detail/${jobId}.0` })).statusCode).toBe(404);
    // The largest id is looked up like any other (no such job here), and the real one renders.
    expect((await server.app.inject({ method: 'GET', url: '/job-detail/2147483647' })).statusCode).toBe(404);
    const real = await server.app.inject({ method: 'GET', url: `/hi/job-detail/${jobId}` });
    expect(real.statusCode).toBe(200);
    expect(rootHtml(real.body)).toContain('Id Welder');
  });
});

describe('RenderedPageCache and failed renders', () => {
  const page = (html: string, status = 200, rendered = true): RenderedPage => ({
    status,
    html,
    noindex: status !== 200,
    rendered,
  });

  it('never shares a failed render with a request that joined it: the joiner renders for itself', async () => {
    const cache = new RenderedPageCache<RenderedPage>();
    let release: (value: RenderedPage) => void = () => undefined;
    const failing = new Promise<RenderedPage>((resolve) => (release = resolve));
    const first = cache.get('/blog', 'v1', () => failing);
    const second = cache.get('/blog', 'v1', async () => page('own render'));
    release(page('shell', 503, false));
    expect((await first).status).toBe(503);
    expect(await second).toMatchObject({ status: 200, html: 'own render' });

    const thrown = cache.get('/about', 'v1', () => Promise.reject(new Error('down')));
    const joined = cache.get('/about', 'v1', async () => page('about'));
    await expect(thrown).rejects.toThrow('down');
    expect((await joined).html).toBe('about');
  });
});
