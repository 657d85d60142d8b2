import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { paths } from '../../src/routes/paths';
import { routeEntries } from '../../src/routes/registry';
import { sitemapRoutes } from '../../src/routes/lists';
import { theme } from '../../src/app/theme';
import { agencyDate } from '../../src/domain/agencyTime';
import { STAFF_ROUTE_PREFIXES } from '../../src/server/web/site';
import {
  databaseTargets,
  jobFields,
  jpegPhoto,
  multipart,
  pngLogo,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers';

const PUBLIC_URL = 'https://jobs.example.in';
const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => agencyDate(new Date(Date.now() + days * DAY_MS));
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** The sitemap's <url> entries of English pages as {loc: lastmod}. */
function sitemapUrls(xml: string): Map<string, string> {
  const urls = new Map<string, string>();
  for (const [, loc, lastmod] of xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g))
    if (!/^https:\/\/[^/]+\/(gu|hi)\//.test(loc)) urls.set(loc, lastmod);
  return urls;
}

/** Each <url> entry's alternates as {loc: {hreflang: href}}. */
function sitemapAlternates(xml: string): Map<string, Record<string, string>> {
  const entries = new Map<string, Record<string, string>>();
  for (const [, loc, links] of xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>[^<]+<\/lastmod>(.*?)<\/url>/g))
    entries.set(
      loc,
      Object.fromEntries(
        [...links.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, lang, href]) => [lang, href],
        ),
      ),
    );
  return entries;
}

describe.each(databaseTargets)('sitemap and robots on $name', (target) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(target, { publicUrl: PUBLIC_URL });
    cookie = await signIn(server.app);
  });
  afterAll(async () => server.close());
  const inject = (options: InjectOptions) => server.app.inject(options);

  function store(url: string, fields: Record<string, string>, file: { field: string; data: Buffer }) {
    const body = multipart(fields, [
      { field: file.field, filename: 'image', contentType: 'image/png', data: file.data },
    ]);
    return inject({ method: 'POST', url, headers: { ...body.headers, cookie }, payload: body.payload });
  }

  it('lists the public pages, the open jobs and the posts with absolute addresses and lastmod', async () => {
    const open = (
      await store(
        '/api/job/store',
        // Written in all three languages; the post below is in English only.
        jobFields({
          title: 'Open welder',
          category: '1',
          title_gu: 'વેલ્ડર',
          description_gu: '<p>પાઇપ વેલ્ડિંગ.</p>',
          title_hi: 'वेल्डर',
          description_hi: '<p>पाइप वेल्डिंग.</p>',
        }),
        {
          field: 'logo',
          data: pngLogo(),
        },
      )
    ).json().data;
    const filled = (
      await store('/api/job/store', jobFields({ title: 'Filled cook', category: '2', filled: 'true' }), {
        field: 'logo',
        data: pngLogo(),
      })
    ).json().data;
    const expired = (
      await store(
        '/api/job/store',
        jobFields({ title: 'Expired driver', category: '2', valid_through: dayFromToday(-1) }),
        { field: 'logo', data: pngLogo() },
      )
    ).json().data;
    const post = (
      await store('/api/blog/store', { title: 'Working in the Gulf' }, { field: 'photo', data: jpegPhoto() })
    ).json().data;

    const response = await inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const urls = sitemapUrls(response.body);
    const pages = [
      '/',
      '/about',
      '/contact',
      '/verify',
      '/application-status',
      '/international',
      '/domestic',
      '/blog',
    ];
    for (const page of pages) expect(urls.has(`${PUBLIC_URL}${page}`)).toBe(true);
    // The pages without an id are the registry's indexed public routes (not /confirm-erasure).
    expect(
      sitemapRoutes()
        .map((route) => route.path)
        .sort(),
    ).toEqual([...pages].sort());
    expect(urls.get(`${PUBLIC_URL}/job-detail/${open.id}`)).toBe(`${open.updated_at.replace(' ', 'T')}Z`);
    expect(urls.get(`${PUBLIC_URL}/blog-detail/${post.id}`)).toBe(`${post.created_at.replace(' ', 'T')}Z`);
    expect(urls.has(`${PUBLIC_URL}/job-detail/${filled.id}`)).toBe(false);
    expect(urls.has(`${PUBLIC_URL}/job-detail/${expired.id}`)).toBe(false);
    for (const lastmod of urls.values()) expect(lastmod).toMatch(W3C_DATETIME);
    // A list's date is its newest change: the filled job (newer than the open one) changed /domestic.
    expect(urls.get(`${PUBLIC_URL}/domestic`)! >= urls.get(`${PUBLIC_URL}/job-detail/${open.id}`)!).toBe(
      true,
    );
    expect(urls.size).toBe(8 + 2);
    // Every page in Gujarati and Hindi too, each entry naming all three and English as the default; a post
    // written in English only has its English entry alone (its /gu and /hi pages point to it).
    const alternates = sitemapAlternates(response.body);
    expect(alternates.size).toBe(3 * (8 + 1) + 1);
    expect(urls.has(`${PUBLIC_URL}/gu/blog-detail/${post.id}`)).toBe(false);
    // The status page in all three languages, each naming the others.
    const statusLinks = {
      en: `${PUBLIC_URL}/application-status`,
      gu: `${PUBLIC_URL}/gu/application-status`,
      hi: `${PUBLIC_URL}/hi/application-status`,
      'x-default': `${PUBLIC_URL}/application-status`,
    };
    for (const loc of [statusLinks.en, statusLinks.gu, statusLinks.hi])
      expect(alternates.get(loc)).toEqual(statusLinks);
    const jobLinks = {
      en: `${PUBLIC_URL}/job-detail/${open.id}`,
      gu: `${PUBLIC_URL}/gu/job-detail/${open.id}`,
      hi: `${PUBLIC_URL}/hi/job-detail/${open.id}`,
      'x-default': `${PUBLIC_URL}/job-detail/${open.id}`,
    };
    for (const loc of [jobLinks.en, jobLinks.gu, jobLinks.hi]) expect(alternates.get(loc)).toEqual(jobLinks);
    expect(alternates.get(`${PUBLIC_URL}/gu/`)).toMatchObject({
      en: `${PUBLIC_URL}/`,
      hi: `${PUBLIC_URL}/hi/`,
    });

    // Filled later: it leaves the sitemap; reopened: it is back.
    const fill = multipart(jobFields({ title: 'Open welder', category: '1', filled: 'true' }));
    await inject({
      method: 'PUT',
      url: `/api/job/${open.id}`,
      headers: { ...fill.headers, cookie },
      payload: fill.payload,
    });
    const afterFill = sitemapUrls((await inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(afterFill.has(`${PUBLIC_URL}/job-detail/${open.id}`)).toBe(false);
    const reopen = multipart(jobFields({ title: 'Open welder', category: '1' }));
    await inject({
      method: 'PUT',
      url: `/api/job/${open.id}`,
      headers: { ...reopen.headers, cookie },
      payload: reopen.payload,
    });
    const afterReopen = sitemapUrls((await inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(afterReopen.has(`${PUBLIC_URL}/job-detail/${open.id}`)).toBe(true);
  });

  it('answers robots.txt with the Sitemap line, the API and every staff route disallowed, stored files allowed', async () => {
    const response = await inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Allow: /api/files/');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    // A crawler's reading of a rule (Google's): `*` any characters, `$` the end of the URL.
    const blocked = (url: string) =>
      disallowed.some((rule) =>
        // `$` only ever ends a rule, where it keeps its meaning in a regular expression too.
        new RegExp(`^${rule.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(url),
      );
    for (const url of [
      paths.login,
      paths.jobs,
      `${paths.jobs}?page=2`,
      '/edit-jobs/12',
      '/application',
      '/application?q=welder',
      '/job-detail/12/apply',
      '/job/search?location=IN',
      '/gu/job/search?location=IN',
      '/shortlist/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCde',
    ])
      expect([url, blocked(url)]).toEqual([url, true]);
    for (const url of [
      '/',
      '/about',
      '/contact',
      '/international',
      '/international?country=AE&page=2',
      '/domestic',
      '/blog',
      '/job-detail/12',
      '/application-status',
      '/gu/application-status',
    ])
      expect([url, blocked(url)]).toEqual([url, false]);
  });
});

describe('the route lists of robots.txt, from the route registry', () => {
  it('names every sign-in and staff route of the registry (a route with an id by its prefix), and no public one', () => {
    const expected = routeEntries
      .filter((route) => route.access === 'signIn' || route.access === 'staff')
      .map((route) => route.path.replace(/:id$/, ''));
    expect([...STAFF_ROUTE_PREFIXES].sort()).toEqual(expected.sort());
    expect(expected).toEqual(expect.arrayContaining(['/login', '/registration', '/jobs', '/edit-jobs/']));
    for (const route of routeEntries.filter((entry) => entry.access === 'public'))
      expect(
        STAFF_ROUTE_PREFIXES.filter((prefix) =>
          prefix.endsWith('/') ? route.path.startsWith(prefix) : route.path === prefix,
        ),
      ).toEqual([]);
  });
});

describe('static files of the built website', () => {
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webDir, 'assets', 'main.0a1b2c3d4e.js'), 'console.log("app")');
    for (const name of ['favicon.ico', 'apple-touch-icon.png', 'site.webmanifest', 'og-image.png'])
      fs.copyFileSync(path.join('public', name), path.join(webDir, name));
    server = await startTestServer(databaseTargets[0], { webDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    '/assets/main.ffffffffff.js',
    '/assets/gone',
    '/brands/unknown.svg',
    '/icons/icon-64.png',
    '/missing.png',
    '/wp-login.php',
    '/job-detail/3/photo.jpg',
    '/sitemap.xml.gz?x=1',
  ])('answers 404, not index.html, for the missing file %s', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('id="root"');
  });

  it('still answers page paths with the app', async () => {
    for (const url of ['/job-detail/3', '/about?ref=whatsapp', '/edit-jobs/2']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('id="root"');
    }
  });

  it('serves the icons, the manifest and the link-preview image', async () => {
    const ico = await server.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(ico.statusCode).toBe(200);
    expect(ico.rawPayload.readUInt16LE(2)).toBe(1); // ICO image type
    const touch = await server.app.inject({ method: 'GET', url: '/apple-touch-icon.png' });
    expect(touch.headers['content-type']).toBe('image/png');
    expect([touch.rawPayload.readUInt32BE(16), touch.rawPayload.readUInt32BE(20)]).toEqual([180, 180]);
    const og = await server.app.inject({ method: 'GET', url: '/og-image.png' });
    expect([og.rawPayload.readUInt32BE(16), og.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);

    const manifest = await server.app.inject({ method: 'GET', url: '/site.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    const body = JSON.parse(manifest.body);
    expect(body).toMatchObject({
      start_url: '/',
      display: 'standalone',
      theme_color: theme.palette.primary.main,
    });
    expect(body.name).toBeTruthy();
    expect(body.short_name).toBeTruthy();
    for (const icon of body.icons as Array<{ src: string; sizes: string }>) {
      const png = fs.readFileSync(path.join('public', icon.src));
      const [width, height] = icon.sizes.split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    }
    expect(body.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });
});
