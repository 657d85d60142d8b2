import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { projectRoot } from '../../src/server/paths';
import { RenderedPageCache, type RenderedPage } from '../../src/server/web/ssr';
import {
  createJob,
  databaseTargets,
  jpegPhoto,
  jobFields,
  multipart,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

/*
 * The server's rendering of the public pages, through the built render entry (dist/ssr/render.js and
 * the web build it lists), built once for the run by test/globalSetup.ts.
 */
const webDir = path.join(projectRoot, 'dist', 'web');
const renderEntry = path.join(projectRoot, 'dist', 'ssr', 'render.js');

/** The preloaded state of a rendered page, parsed as the browser parses it. */
function preloadedState(html: string): {
  api: { queries: Record<string, { status: string; data?: unknown }> };
} {
  const match = /<script type="application\/json" id="preloaded-state">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('The page has no preloaded state.');
  return JSON.parse(match[1]) as never;
}

/** The scripts a rendered page runs, in order (its `defer` tags in the head). */
function pageScripts(html: string): string[] {
  const files = [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((match) => match[1]);
  if (files.length === 0) throw new Error('The page lists no scripts.');
  return files;
}

/** The code a rendered page names to fetch once it has settled (its `later-scripts` block). */
function laterScripts(html: string): string[] {
  const block = /<script type="application\/json" id="later-scripts">([^<]*)<\/script>/.exec(html);
  return JSON.parse(block?.[1] ?? '[]') as string[];
}

/** The page's inline scripts (those the browser runs: no `type`). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

const rootHtml = (html: string) => /<div id="root">([\s\S]*?)<\/div>\n<script type/.exec(html)?.[1] ?? '';

async function createPost(app: FastifyInstance, cookie: string, fields: Record<string, string>) {
  const body = multipart(fields, [
    { field: 'photo', filename: 'photo.jpg', contentType: 'image/jpeg', data: jpegPhoto() },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/blog/store',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; title: string };
}

describe.each(databaseTargets)('rendered public pages on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(target, { webDir, renderEntry });
    cookie = await signIn(server.app);
  }, 60_000);
  afterAll(async () => server.close());
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => server.app.inject({ method, url });

  it('renders the home page with its content, the agency, the critical CSS and the scripts', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['x-robots-tag']).toBeUndefined();
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(rootHtml(html)).toContain('Find the right job, in India and abroad');
    expect(rootHtml(html)).toContain('Sahyog Manpower Services connects');
    expect(html).toMatch(/<style data-emotion="css [^"]+">\.css-/);
    // The scripts are deferred tags in the head, fetched while the page arrives: the runtime first, the
    // page's chunk before the entry.
    const scripts = pageScripts(html);
    expect(scripts[0]).toMatch(/^\/assets\/runtime\.[0-9a-f]+\.js$/);
    expect(scripts.findIndex((file) => /^\/assets\/home\.[0-9a-f]+\.js$/.test(file))).toBeGreaterThan(0);
    expect(scripts.at(-1)).toMatch(/^\/assets\/main\.[0-9a-f]+\.js$/);
    expect(html.indexOf('<script defer')).toBeLessThan(html.indexOf('</head>'));
    // No inline script runs, and the Content-Security-Policy allows none.
    expect(inlineScripts(html)).toEqual([]);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(inlineScripts((await get('/blog')).body)).toEqual([]);
    const state = preloadedState(html);
    expect(state.api.queries['getAgency(undefined)']).toMatchObject({ status: 'fulfilled' });
    // A conditional request is answered 304.
    const again = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Compressed once, in the coding the browser asks for, with the tag of what is sent.
    const compressed = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers.etag).not.toBe(response.headers.etag);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(html);
  });

  it('renders a job page with its description, overview and the answer it was rendered from', async () => {
    const job = await createJob(server.app, cookie, {
      title: 'Marine Welder',
      location: 'Doha, Qatar',
      description: '<p>Weld <strong>pipes</strong> on <em>ships</em>.</p><img src="/api/files/x.png">',
    });
    const response = await get(`/job-detail/${job.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Marine Welder | Sahyog Manpower Services</title>');
    const root = rootHtml(html);
    expect(root).toContain('Marine Welder');
    expect(root).toContain('Doha, Qatar');
    expect(root).toContain('₹95,000 per month');
    expect(root).toContain('ITI Welder');
    // The description keeps its formatting (the policy applied without a DOM) and images load lazily.
    expect(root).toContain('<p>Weld <strong>pipes</strong> on <em>ships</em>.</p>');
    expect(root).toContain('<img src="/api/files/x.png" loading="lazy" alt="">');
    expect(pageScripts(html).some((file) => /^\/assets\/job-detail\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    // The code of the parts hydrated apart would be named in a data block the entry reads to fetch it as
    // soon as it runs (not preloaded beside the first scripts: it would share their bandwidth). The body is
    // not hydrated at all (a frozen part, kept as the server's HTML): its code is named with the code the
    // page may need later, fetched once the page has settled. The footer hydrates only when the visitor
    // nears it: its code is fetched once the page has settled, and its wrapper is what the browser watches.
    const deferredBlock = /<script type="application\/json" id="deferred-scripts">([^<]*)<\/script>/.exec(
      html,
    );
    const deferred = JSON.parse(deferredBlock?.[1] ?? '[]') as string[];
    const later = laterScripts(html);
    expect(deferred.some((file) => /^\/assets\/job-detail-body\.[0-9a-f]+\.js$/.test(file))).toBe(false);
    expect(later.some((file) => /^\/assets\/job-detail-body\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    expect(root).toMatch(/<div data-part="job-body"><!--\$--><div class="MuiContainer-root/);
    expect(deferred.some((file) => /^\/assets\/public-footer\.[0-9a-f]+\.js$/.test(file))).toBe(false);
    expect(root).toMatch(/<div data-part="footer"><!--\$--><footer /);
    expect(deferred.filter((file) => pageScripts(html).includes(file))).toEqual([]);
    expect(html).not.toContain('<link rel="preload" as="script"');
    // The scam notice's code is fetched once the code of the parts hydrated apart has arrived (it opens only
    // when the page is idle): named in a block of its own.
    const afterBlock = /<script type="application\/json" id="deferred-scripts-after">([^<]*)<\/script>/.exec(
      html,
    );
    const after = JSON.parse(afterBlock?.[1] ?? '[]') as string[];
    expect(after.some((file) => /^\/assets\/scam-notice\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    expect(after.filter((file) => deferred.includes(file) || pageScripts(html).includes(file))).toEqual([]);
    // The texts the render formatted travel with the page (the footer's country, the certificate's date):
    // the browser's hydration reads them.
    const intlBlock = /<script type="application\/json" id="intl-results">([^<]*)<\/script>/.exec(html);
    const intl = JSON.parse(intlBlock?.[1] ?? '{}') as Record<string, string>;
    expect(Object.values(intl)).toEqual(expect.arrayContaining(['India', '31 March 2030']));
    // Code the page may need later (the apply form, the message dialog, the API client) is named apart, for
    // the browser to fetch once the page has settled.
    for (const chunk of ['apply-dialog', 'message-dialog', 'api-client', 'public-footer'])
      expect(later.some((file) => new RegExp(`^/assets/${chunk}\\.[0-9a-f]+\\.js$`).test(file))).toBe(true);
    expect(
      later.filter(
        (file) => deferred.includes(file) || after.includes(file) || pageScripts(html).includes(file),
      ),
    ).toEqual([]);
    const state = preloadedState(html);
    expect(state.api.queries[`getJob(${job.id})`]).toMatchObject({
      status: 'fulfilled',
      data: { id: job.id, title: 'Marine Welder' },
    });
  });

  it('shows a job’s salary once in its Overview, and on /gu/ and /hi/ says its typed facts are in English (the salary was shown twice, the facts unmarked as English)', async () => {
    const job = await createJob(server.app, cookie, {
      title: 'Overview welder',
      salary: 'QAR 1,800 a month',
      salary_min: '1800',
      salary_max: '2200',
      salary_currency: 'QAR',
      salary_period: 'MONTH',
    });
    /** The Overview's list and what follows it in its card. */
    const overview = (html: string) => {
      const start = html.indexOf('class="ov-item"');
      return start < 0 ? '' : html.slice(start, html.indexOf('</ul>', start) + 600);
    };
    for (const prefix of ['', '/gu', '/hi']) {
      const response = await get(`${prefix}/job-detail/${job.id}`);
      expect(response.statusCode).toBe(200);
      const facts = overview(rootHtml(response.body));
      // The range (in the page's language) stands for the salary; the typed salary is not shown beside it.
      expect([prefix, facts.includes('QAR 1,800 a month')]).toEqual([prefix, false]);
      expect([prefix, facts.match(/1,800/g)?.length]).toEqual([prefix, 1]);
      // Each typed fact is marked English; a Gujarati or Hindi page says why.
      expect(facts).toContain('<span class="ov-value" lang="en">ITI Welder</span>');
      expect([prefix, facts.includes('data-testid="facts-in-english"')]).toEqual([prefix, prefix !== '']);
    }
    // Without a range, the typed salary is the one salary shown.
    const typedOnly = await createJob(server.app, cookie, {
      title: 'Overview cook',
      salary: 'QAR 1,500 a month',
    });
    const facts = overview(rootHtml((await get(`/gu/job-detail/${typedOnly.id}`)).body));
    expect(facts.match(/QAR 1,500 a month/g)).toHaveLength(1);
  });

  it('renders each public page in Gujarati and Hindi under /gu and /hi, with its language and alternates', async () => {
    // A job given in both languages: each language's page is a version of its own, with alternates.
    const titles: Record<string, string> = { gu: 'હોટેલ હાઉસકીપર', hi: 'होटल हाउसकीपर' };
    const job = await createJob(server.app, cookie, {
      title: 'Hotel Housekeeper',
      location: 'Dubai, UAE',
      title_gu: titles.gu,
      description_gu: '<p>પાઇપ વેલ્ડ કરો.</p>',
      title_hi: titles.hi,
      description_hi: '<p>पाइप वेल्ड करें।</p>',
    });
    for (const locale of ['gu', 'hi']) {
      const response = await get(`/${locale}/job-detail/${job.id}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html)?.[1];
      expect(html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${locale}">`));
      // The title staff typed in the page's language; the page links to itself in every language.
      expect(rootHtml(html)).toContain(titles[locale]);
      expect(html).toContain(`<link rel="canonical" href="${origin}/${locale}/job-detail/${job.id}">`);
      for (const [lang, href] of [
        ['en', `/job-detail/${job.id}`],
        ['gu', `/gu/job-detail/${job.id}`],
        ['hi', `/hi/job-detail/${job.id}`],
        ['x-default', `/job-detail/${job.id}`],
      ])
        expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${origin}${href}">`);
      expect(html).toContain(`<meta property="og:locale" content="${locale}_IN">`);
      // The language's script font is named and preloaded, its regular weight alone (bold is synthesized);
      // its catalogue is loaded before rendering.
      expect(html).toMatch(
        /<link rel="preload" href="\/assets\/noto-sans-[a-z]+-[a-z]+-400-normal\.[0-9a-f]+\.woff2" as="font"/,
      );
      expect(html.match(/\.woff2/g)).toHaveLength(2);
      expect(html).not.toContain('-700-normal');
      expect(html).toContain(`aria-current="page">${locale === 'gu' ? 'ગુજરાતી' : 'हिन्दी'}</span>`);
      // The browser gets the language's catalogue with the page's scripts, before the entry.
      const scripts = pageScripts(html);
      const catalogue = scripts.findIndex((file) => file.startsWith(`/assets/messages-${locale}.`));
      expect(catalogue).toBeGreaterThan(0);
      expect(catalogue).toBeLessThan(scripts.length - 1);
    }
    const home = await get('/gu/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/gu\/">/);
    // English pages name no script font and load no catalogue.
    expect((await get('/')).body).not.toContain('woff2');
    expect(pageScripts((await get('/')).body).some((file) => file.includes('messages-'))).toBe(false);
    // The back office is English only; an unknown path is not found in every language.
    for (const path of ['/gu/login', '/hi/jobs', '/gu/no-such-page', '/hi/job-detail/999999'])
      expect((await get(path)).statusCode).toBe(404);
    expect((await get('/gu/no-such-page')).body).toMatch(/<html lang="gu">/);
  });

  it('answers 404 with the page for a missing or malformed job or post, and for an unknown path', async () => {
    const missingJob = await get('/job-detail/999999');
    expect(missingJob.statusCode).toBe(404);
    expect(rootHtml(missingJob.body)).toContain('This job is not available');
    expect(missingJob.body).toContain('<meta name="robots" content="noindex">');
    expect(missingJob.headers['x-robots-tag']).toBe('noindex');
    expect((await get('/job-detail/abc')).statusCode).toBe(404);

    const missingPost = await get('/blog-detail/999999');
    expect(missingPost.statusCode).toBe(404);
    expect(rootHtml(missingPost.body)).toContain('This article is not available');

    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(rootHtml(unknown.body)).toContain('Page not found');
    const head = await get('/no-such-page', 'HEAD');
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
    expect((await get('/assets/missing.0123456789.js')).statusCode).toBe(404);
  });

  it('renders the international list and a blog post with their data', async () => {
    const international = await createJob(server.app, cookie, { title: 'Gulf Electrician', category: '1' });
    const domestic = await createJob(server.app, cookie, { title: 'Ahmedabad Driver', category: '2' });
    const list = await get('/international');
    expect(list.statusCode).toBe(200);
    expect(rootHtml(list.body)).toContain(international.title);
    expect(rootHtml(list.body)).not.toContain(domestic.title);
    const search = preloadedState(list.body).api.queries['searchJobs({"category":"1"})'];
    expect(search).toMatchObject({ status: 'fulfilled' });
    // The state carries what the cards show of each job, nothing more.
    const { items } = search.data as { items: Array<Record<string, unknown>> };
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(Object.keys(item).sort()).toEqual(
        [
          'category',
          'experience',
          'id',
          'location',
          'logo',
          'salary',
          'title',
          'title_gu',
          'title_hi',
        ].sort(),
      );

    const post = await createPost(server.app, cookie, {
      title: 'Visa checklist',
      description: '<h2>Documents</h2><p>Passport and <a href="https://example.org">photos</a>.</p>',
    });
    const page = await get(`/blog-detail/${post.id}`);
    expect(page.statusCode).toBe(200);
    expect(rootHtml(page.body)).toContain('<h2>Documents</h2>');
    expect(rootHtml(page.body)).toContain('Visa checklist');
    const blog = await get('/blog');
    expect(rootHtml(blog.body)).toContain('Visa checklist');
    const about = await get('/About');
    expect(about.statusCode).toBe(200);
    expect(preloadedState(about.body).api.queries['listTeamMembers(undefined)']).toBeDefined();
  });

  it('serialises the state safely: no markup can end the script, and it parses back to the data', async () => {
    const title = 'Cook </script><script>alert(1)</script> \u2028 & <!-- x';
    const job = await createJob(server.app, cookie, { title });
    const html = (await get(`/job-detail/${job.id}`)).body;
    const script = /<script type="application\/json" id="preloaded-state">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(script).toBeDefined();
    expect(script).not.toMatch(/[<>\u2028\u2029]/);
    expect(html).not.toContain('<script>alert(1)');
    expect(preloadedState(html).api.queries[`getJob(${job.id})`].data).toMatchObject({ title });
  });

  it('sends the sign-in and staff routes as the client shell, not indexed', async () => {
    for (const url of ['/login', '/jobs', '/edit-jobs/1', '/application']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('preloaded-state');
      // Nothing is on screen before its code runs: the scripts are deferred ones, no inline loader.
      expect(response.body).toMatch(/<script defer src="\/assets\/runtime\.[0-9a-f]+\.js"><\/script>/);
      expect(inlineScripts(response.body)).toEqual([]);
    }
  });

  it('never serves a page older than a write, whichever process made it', async () => {
    // A second server process on the same database.
    const other = await buildApp(server.config, { logger: false });
    try {
      const job = await createJob(server.app, cookie, { title: 'Night Watchman' });
      expect(rootHtml((await get(`/job-detail/${job.id}`)).body)).toContain('Night Watchman');
      const otherCookie = await signIn(other);
      const body = multipart(jobFields({ title: 'Day Watchman' }));
      const update = await other.inject({
        method: 'PUT',
        url: `/api/job/${job.id}`,
        headers: { ...body.headers, cookie: otherCookie },
        payload: body.payload,
      });
      expect(update.statusCode).toBe(200);
      const after = rootHtml((await get(`/job-detail/${job.id}`)).body);
      expect(after).toContain('Day Watchman');
      expect(after).not.toContain('Night Watchman');

      const post = await createPost(server.app, cookie, { title: 'Interview tips' });
      expect(rootHtml((await get('/blog')).body)).toContain('Interview tips');
      const removed = await other.inject({
        method: 'DELETE',
        url: `/api/blog/delete/${post.id}`,
        headers: { cookie: otherCookie },
      });
      expect(removed.statusCode).toBe(200);
      expect(rootHtml((await get('/blog')).body)).not.toContain('Interview tips');
      expect((await get(`/blog-detail/${post.id}`)).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  }, 120_000);
});

describe('RenderedPageCache', () => {
  const page = (html: string, status = 200, rendered = true): RenderedPage => ({
    status,
    html,
    noindex: status !== 200,
    rendered,
  });

  it('renders once per path and version, shares a render in progress and renders again on a new version', async () => {
    const cache = new RenderedPageCache<RenderedPage>();
    let renders = 0;
    const render = jest.fn(async () => page(`render ${(renders += 1)}`));
    const [first, second] = await Promise.all([cache.get('/a', 'v1', render), cache.get('/a', 'v1', render)]);
    expect(first).toBe(second);
    expect(render).toHaveBeenCalledTimes(1);
    expect((await cache.get('/a', 'v1', render)).html).toBe('render 1');
    expect((await cache.get('/a', 'v2', render)).html).toBe('render 2');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps only full 200 pages, forgets failures, and drops the least recently used past its limit', async () => {
    const cache = new RenderedPageCache<RenderedPage>(2);
    let count = 0;
    const renderAs =
      (status: number, rendered = true) =>
      async () =>
        page(`#${(count += 1)}`, status, rendered);
    await cache.get('/missing', 'v', renderAs(404));
    expect((await cache.get('/missing', 'v', renderAs(404))).html).toBe('#2');
    await cache.get('/shell', 'v', renderAs(200, false));
    expect((await cache.get('/shell', 'v', renderAs(200, false))).html).toBe('#4');
    await expect(cache.get('/broken', 'v', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('/broken', 'v', renderAs(200))).html).toBe('#5');

    await cache.get('/a', 'v', renderAs(200)); // #6; '/broken' and '/a' are kept
    await cache.get('/broken', 'v', renderAs(200)); // still #5: now the most recently used
    await cache.get('/b', 'v', renderAs(200)); // #7: '/a' goes
    expect((await cache.get('/broken', 'v', renderAs(200))).html).toBe('#5');
    expect((await cache.get('/a', 'v', renderAs(200))).html).toBe('#8');
  });
});
