import type { FastifyInstance, FastifyReply } from 'fastify';
import { listBlogPostDates } from '../repositories/blogPosts';
import { agencyDate } from '../../domain/agencyTime';
import { closesAt, isJobClosedOn } from '../../domain/jobClosing';
import { listJobDates } from '../repositories/jobs';
import { isoFromStored, timestampText } from '../../domain/timestamps';
import { publicOrigin } from '../config';
import { contentLanguages } from '../../domain/contentLanguage';
import { LANGUAGE_LIST } from '../../domain/languages';
import { CATEGORY } from '../../domain/categories';
import { routePath, type RegisteredRoute } from '../../routes/registry';
import { formPagePatterns, protectedPathPrefixes, sitemapRoutes } from '../../routes/lists';

/**
 * The sign-in pages and the staff back office (the route registry's `signIn` and `staff` routes, each as
 * its path prefix): crawlers are asked to stay out.
 */
export const STAFF_ROUTE_PREFIXES: readonly string[] = protectedPathPrefixes();

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);

/** A stored `YYYY-MM-DD HH:MM:SS` (UTC) as a W3C datetime, the form `<lastmod>` takes. */
const w3cDate = isoFromStored;

/** The later of two stored timestamps (either may be missing). */
const later = (a: string | undefined, b: string | undefined) => (a === undefined || (b ?? '') > a ? b : a);

export interface SitemapEntry {
  path: string;
  /** `YYYY-MM-DD HH:MM:SS` (UTC). */
  changed: string;
  /**
   * The languages the page exists in (codes of src/domain/languages.ts); every language when absent. A job or post
   * exists in Gujarati or Hindi only when translated into it (src/domain/contentLanguage.ts).
   */
  languages?: readonly string[];
}

/**
 * The sitemap's entries: the public pages, each open job and each post. A page's date is the last change
 * of what it shows: a job list's, the last change of a job of its category (or the day a job of it
 * closed by date); the home page's, the latest of everything; pages showing only the agency's details,
 * the time the server started (when it read them).
 */
export async function sitemapEntries(app: FastifyInstance, startedAt: string): Promise<SitemapEntry[]> {
  const today = agencyDate(app.clock());
  const [jobs, posts] = await Promise.all([listJobDates(app.db), listBlogPostDates(app.db)]);
  const noTranslations = { title_gu: null, title_hi: null, description_gu: null, description_hi: null };
  const listChanged: Record<'1' | '2', string | undefined> = { '1': undefined, '2': undefined };
  const jobEntries: SitemapEntry[] = [];
  for (const job of jobs) {
    let changed = job.updated_at;
    // A job that closed by date changed its list when it closed (00:00 in India after its closing date).
    if (job.valid_through !== null && job.valid_through < today) {
      changed = later(changed, timestampText(closesAt(job.valid_through))) ?? changed;
    }
    listChanged[job.category] = later(listChanged[job.category], changed);
    if (!isJobClosedOn(job, today))
      jobEntries.push({
        path: routePath('jobDetail', { id: job.id }),
        changed: job.updated_at,
        languages: contentLanguages({ title: '', ...noTranslations, ...job }),
      });
  }
  const postEntries = posts.map((post) => ({
    path: routePath('blogDetail', { id: post.id }),
    changed: post.created_at,
    languages: contentLanguages({ title: '', ...post }),
  }));
  const blogChanged = posts.reduce<string | undefined>(
    (latest, post) => later(latest, post.created_at),
    undefined,
  );
  const newest = [listChanged['1'], listChanged['2'], blogChanged, startedAt].reduce(later) ?? startedAt;
  /** A page's last change: the home page's is the latest of all, a job list's its category's, the blog's its posts'. */
  const pageChanged = (route: RegisteredRoute): string => {
    if (route.id === 'home') return newest;
    if (route.jobCategory) return listChanged[CATEGORY[route.jobCategory]] ?? startedAt;
    if (route.data === 'posts') return blogChanged ?? startedAt;
    return startedAt;
  };
  return [
    ...sitemapRoutes().map((route) => ({ path: route.path, changed: pageChanged(route) })),
    ...jobEntries,
    ...postEntries,
  ];
}

/** Most URLs one sitemap file may list (the sitemaps protocol's limit). */
export const SITEMAP_URL_LIMIT = 50_000;

/** The `<url>` elements of every page in each of its languages, each naming its versions in the others. */
function sitemapUrls(origin: string, entries: SitemapEntry[]): Array<{ xml: string; changed: string }> {
  return entries.flatMap(({ path, changed, languages }) => {
    const versions = LANGUAGE_LIST.filter(({ code }) => !languages || languages.includes(code));
    const alternates = versions
      .map(
        ({ code, prefix }) =>
          `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(`${origin}${prefix}${path}`)}"/>`,
      )
      .join('');
    const defaultAlternate = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${path}`)}"/>`;
    return versions.map(({ prefix }) => ({
      changed,
      xml:
        `<url><loc>${escapeXml(`${origin}${prefix}${path}`)}</loc><lastmod>${w3cDate(changed)}</lastmod>` +
        `${alternates}${defaultAlternate}</url>`,
    }));
  });
}

const urlset = (urls: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');

/** Every page in each of its languages, each naming its versions in the others (`xhtml:link` alternates). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  return urlset(sitemapUrls(origin, entries).map((url) => url.xml));
}

/** The address of the `part`th child sitemap (1-based) of the sitemap index. */
export const childSitemapPath = (part: number) => `/sitemap-${part}.xml`;

/**
 * The sitemap documents: `/sitemap.xml` lists every URL while they fit in one file (`limit`); past that
 * it is a sitemap index naming `/sitemap-1.xml`, `/sitemap-2.xml` ... of `limit` URLs each (their
 * `lastmod` the latest of their pages'). `part` undefined asks for `/sitemap.xml`; the answer is
 * undefined for a child that does not exist.
 */
export function sitemapDocument(
  origin: string,
  entries: SitemapEntry[],
  part: number | undefined,
  limit = SITEMAP_URL_LIMIT,
): string | undefined {
  const urls = sitemapUrls(origin, entries);
  const parts = Math.ceil(urls.length / limit);
  if (part === undefined) {
    if (parts <= 1) return urlset(urls.map((url) => url.xml));
    const children = Array.from({ length: parts }, (_, index) => {
      const slice = urls.slice(index * limit, (index + 1) * limit);
      const changed = slice.reduce<string | undefined>(
        (latest, url) => later(latest, url.changed),
        undefined,
      );
      return (
        `<sitemap><loc>${escapeXml(`${origin}${childSitemapPath(index + 1)}`)}</loc>` +
        `${changed ? `<lastmod>${w3cDate(changed)}</lastmod>` : ''}</sitemap>`
      );
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...children,
      '</sitemapindex>',
      '',
    ].join('\n');
  }
  if (parts <= 1 || part < 1 || part > parts) return undefined;
  return urlset(urls.slice((part - 1) * limit, part * limit).map((url) => url.xml));
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // Stored images (job logos, post photos) appear in search results and link previews.
    'Allow: /api/files/',
    'Disallow: /api/',
    // A route with an id by its folder (`/edit-jobs/`); an exact route anchored (`/application$`, with or
    // without a query), so it does not also keep crawlers out of public pages that share its start
    // (`/application-status`).
    ...STAFF_ROUTE_PREFIXES.flatMap((prefix) =>
      prefix.endsWith('/') ? [`Disallow: ${prefix}`] : [`Disallow: ${prefix}$`, `Disallow: ${prefix}?`],
    ),
    // The forms' server pages (src/server/web/formPosts.ts): noindex, and nothing to crawl.
    ...formPagePatterns().flatMap((pattern) =>
      LANGUAGE_LIST.map(({ prefix }) => `Disallow: ${prefix}${pattern}`),
    ),
    // A client's shortlist links (src/server/web/shortlistPages.ts): noindex, private, nothing to crawl.
    'Disallow: /shortlist/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A path naming a file (it has an extension) or under the built assets' folders. */
const STATIC_FILE_PATH = /^\/(?:assets|brands|icons)\/|\.[a-z0-9]+$/i;

/**
 * True for a GET of a static file: one that exists is served before the not-found handler runs, so a
 * request that reaches it is a missing file and answers 404 rather than the SPA's index.html.
 */
export function isStaticFilePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  return STATIC_FILE_PATH.test(path);
}

/**
 * `GET /sitemap.xml` (a sitemap index of `/sitemap-{n}.xml` once the URLs pass `urlLimit`, see
 * sitemapDocument) and `GET /robots.txt`, with absolute addresses on `PUBLIC_URL`.
 */
export function registerSite(app: FastifyInstance, urlLimit = SITEMAP_URL_LIMIT): void {
  const startedAt = timestampText();
  const origin = publicOrigin(app.config);
  const robots = robotsTxt(origin);
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  const sendSitemap = async (reply: FastifyReply, part: number | undefined) => {
    const xml = sitemapDocument(origin, await sitemapEntries(app, startedAt), part, urlLimit);
    if (xml === undefined) return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  };
  app.get('/sitemap.xml', async (_request, reply) => sendSitemap(reply, undefined));
  app.get<{ Params: { part: string } }>('/sitemap-:part(^\\d{1,6}).xml', async (request, reply) =>
    sendSitemap(reply, Number(request.params.part)),
  );
}
