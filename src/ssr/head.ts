/**
 * The `<head>` tags of a server-rendered public page: title, meta description, robots, canonical URL,
 * Open Graph and Twitter card, and the JSON-LD blocks (src/ssr/structuredData.ts). Built from the same data
 * the page renders, with the same titles the browser sets (`pageTitle`, src/shared/pageMeta.ts).
 *
 * Runs in Node inside the render bundle: strings only, no DOM and no server code.
 */
import { paths } from '../routes/paths';
import { routePath } from '../routes/registry';
import { matchRoute } from '../routes/lists';
import { pageMetaIn, pageTitle, type PageKind } from '../shared/pageMeta';
import metaText from '../i18n/compiled/en/meta';
import { translator } from '../i18n';
import { isJobClosed } from '../domain/jobClosing';
import { ogLocaleOf } from '../domain/languages';
import { isoFromStored } from '../domain/timestamps';
import type { Job } from './jobLifecycle';
import {
  blogPosting,
  breadcrumbList,
  employmentAgency,
  homeStep,
  jobPosting,
  jobTrail,
  jsonLdScript,
  contentPage,
  postTrail,
  type Agency,
  type BlogPost,
  type SiteContext,
} from './structuredData';
import { DEFAULT_LOCALE, LOCALES, localizedPath, splitLocale, type Locale } from '../i18n/locales';
import { escapeHtml, htmlToText, truncateAtWord } from './text';
import { contentLanguages, localizedContent } from '../domain/contentLanguage';
import { absoluteFileUrl, absoluteUrl, BRAND_IMAGE } from './urls';

export type { Agency, BlogPost, Job };

export interface HeadInput {
  /** The request's path (no query string), as the visitor wrote it: `/About`, `/job-detail/12/`. */
  pathname: string;
  /** `PUBLIC_URL`: the site's absolute origin, for canonical, Open Graph and JSON-LD URLs. */
  publicUrl: string;
  /** The HTTP status the page is answered with (404: not found, `noindex`). */
  status: number;
  agency?: Agency;
  /** The job of a `/job-detail/{id}` page. */
  job?: Job;
  /** The post of a `/blog-detail/{id}` page. */
  post?: BlogPost;
  /** The jobs a list page shows (`/`, `/international`, `/domestic`). */
  jobs?: Job[];
  /**
   * A job list page (`/international`, `/domestic`) and its search: the canonical query string of the
   * page ('' for the first page of the whole list, `?page=2`, `?country=AE`), whether filters are set
   * (such a page is `noindex,follow`), and the query strings of the pages before and after it.
   */
  list?: { query: string; filtered: boolean; page: number; pages: number; prev?: string; next?: string };
  /** The posts `/blog` shows. */
  posts?: BlogPost[];
}

/** Longest meta description written (Google shows about this much). */
export const DESCRIPTION_MAX = 160;

/** A public page, or `private`: sign-in and the staff screens (rendered in the browser, never indexed). */
type RouteKind = PageKind | 'private';

interface Route {
  kind: RouteKind;
  /** The canonical site path of the page (lower-case spelling, no trailing slash). */
  path: string;
}

/**
 * Which page a path shows, from the route registry; routes match whatever their letter case (`/About` is
 * the about page). The path is the page's canonical one: its registered spelling, with its parameters.
 */
export function routeOf(pathname: string): Route {
  const lower = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const matched = matchRoute(lower);
  if (!matched) return { kind: 'notFound', path: lower };
  const { route, params } = matched;
  if (route.access === 'public' && route.meta)
    return { kind: route.meta, path: route.path.includes(':') ? routePath(route.id, params) : route.path };
  // Sign-in and the staff screens the SPA shows; a form post's path or a path without a page is not found.
  const shown = (route.access === 'signIn' || route.access === 'staff') && route.chunk !== undefined;
  return { kind: shown ? 'private' : 'notFound', path: lower };
}

/** Plain text of rich-text HTML cut for a meta description, or `fallback` when the HTML has no text. */
export function describe(html: string | null | undefined, fallback: string): string {
  const text = htmlToText(html ?? '');
  return truncateAtWord(text || fallback, DESCRIPTION_MAX);
}

interface HeadParts {
  title: string;
  /** The page's own title for link previews (no site name). */
  shareTitle: string;
  description: string;
  noindex: boolean;
  /** A page that is not indexed but whose links are followed (a filtered job list). */
  follow?: boolean;
  canonicalPath?: string;
  /** Paths of the pages before and after this one of a paged list (`rel="prev"`, `rel="next"`). */
  prevPath?: string;
  nextPath?: string;
  /**
   * A job's or post's page: the languages its content exists in (the only alternates announced), and the
   * language of its canonical URL (English for a `/gu/` or `/hi/` page without a translation).
   */
  contentLanguages?: Locale[];
  canonicalLocale?: Locale;
  ogType: 'website' | 'article';
  image?: string;
  imageAlt?: string;
  /**
   * The language of the title (and the image's alt) and of the description when they are a job's or a
   * post's English text on a `/gu/` or `/hi/` page (no translation): their tags say so with `lang`.
   */
  titleLang?: string;
  descriptionLang?: string;
  publishedTime?: string;
  jsonLd: Array<Record<string, unknown> | undefined>;
}

function pageParts(input: HeadInput, route: Route, site: SiteContext, locale: Locale): HeadParts {
  const name = input.agency?.name;
  const failed = input.status >= 400;
  const metas = pageMetaIn(locale);
  const meta = metas[route.kind === 'private' ? 'home' : route.kind];
  const parts: HeadParts = {
    title: pageTitle(meta.title, name, locale),
    shareTitle: meta.title ?? pageTitle(undefined, name, locale),
    description: meta.description,
    // The erasure link's page is for one person (and its URL carries their token): never indexed.
    noindex: failed || route.kind === 'notFound' || route.kind === 'confirmErasure',
    canonicalPath:
      failed || route.kind === 'notFound' || route.kind === 'confirmErasure' ? undefined : route.path,
    ogType: 'website',
    jsonLd: [],
  };
  if (failed) return parts;

  switch (route.kind) {
    case 'home':
    case 'about':
      parts.jsonLd.push(employmentAgency(site));
      break;
    case 'international':
    case 'domestic':
      if (input.list) {
        const { list } = input;
        // Each page of the list is its own canonical (the first without `page`); a filtered page is
        // not indexed, but its links (the jobs, the other pages) are followed.
        parts.canonicalPath = `${route.path}${list.query}`;
        if (list.filtered) {
          parts.noindex = true;
          parts.follow = true;
        }
        if (list.prev !== undefined) parts.prevPath = `${route.path}${list.prev}`;
        if (list.next !== undefined) parts.nextPath = `${route.path}${list.next}`;
      }
      parts.jsonLd.push(
        breadcrumbList(site, [
          homeStep(locale),
          [metas[route.kind].title, localizedPath(locale, route.path)],
        ]),
      );
      break;
    case 'blog':
    case 'verify':
    case 'applicationStatus':
      parts.jsonLd.push(
        breadcrumbList(site, [
          homeStep(locale),
          [metas[route.kind].title, localizedPath(locale, route.path)],
        ]),
      );
      break;
    case 'job': {
      const job = input.job;
      if (!job) break;
      const content = localizedContent(job, locale);
      const title = content.title.text;
      const titleLang = otherLanguage(content.title.lang, locale);
      parts.title = pageTitle(title, name, titleLang ?? locale);
      parts.shareTitle = title;
      parts.titleLang = titleLang;
      parts.description = describe(content.description.text, `${title}: ${job.location}`);
      // Without a description, the title and the location (staff text, English) stand in.
      parts.descriptionLang = htmlToText(content.description.text)
        ? otherLanguage(content.description.lang, locale)
        : otherLanguage('en', locale);
      parts.canonicalPath = paths.jobDetail(job.id);
      parts.contentLanguages = contentLanguages(job) as Locale[];
      parts.canonicalLocale = contentPage(job, locale).locale;
      parts.image = absoluteFileUrl(input.publicUrl, job.logo);
      parts.imageAlt = parts.image
        ? translator(titleLang ?? locale, metaText)('logoOf', { name: title })
        : undefined;
      // A closed job stays readable (the page says so) but leaves the index and Google for Jobs.
      parts.noindex = isJobClosed(job);
      parts.jsonLd.push(jobPosting(site, job), breadcrumbList(site, jobTrail(job, locale)));
      break;
    }
    case 'post': {
      const post = input.post;
      if (!post) break;
      const content = localizedContent(post, locale);
      const title = content.title.text;
      const titleLang = otherLanguage(content.title.lang, locale);
      parts.title = pageTitle(title, name, titleLang ?? locale);
      parts.shareTitle = title;
      parts.titleLang = titleLang;
      parts.description = describe(content.description.text, title);
      parts.descriptionLang = otherLanguage(
        htmlToText(content.description.text) ? content.description.lang : content.title.lang,
        locale,
      );
      parts.canonicalPath = paths.blogDetail(post.id);
      parts.contentLanguages = contentLanguages(post) as Locale[];
      parts.canonicalLocale = contentPage(post, locale).locale;
      parts.ogType = 'article';
      parts.image = absoluteFileUrl(input.publicUrl, post.photo);
      parts.imageAlt = parts.image ? title : undefined;
      parts.publishedTime = isoFromStored(post.created_at);
      parts.jsonLd.push(blogPosting(site, post), breadcrumbList(site, postTrail(post, locale)));
      break;
    }
  }
  return parts;
}

/** A content's language when it is not the page's (an English job on a `/gu/` page), else undefined. */
function otherLanguage(language: string, locale: Locale): Locale | undefined {
  return language === locale ? undefined : (language as Locale);
}

/** ` lang="…"` for a tag whose text is in another language than the page's. */
const langAttribute = (lang: string | undefined) => (lang ? ` lang="${lang}"` : '');
const metaName = (name: string, content: string, lang?: string) =>
  `<meta name="${name}" content="${escapeHtml(content)}"${langAttribute(lang)}>`;
const metaProperty = (property: string, content: string, lang?: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}"${langAttribute(lang)}>`;

/** The HTML of every head tag of the page at `input.pathname` (one tag a line). */
export function buildHead(input: HeadInput): string {
  // The language is the path's prefix (`/gu/...`); the page within it decides the rest.
  const { locale, path } = splitLocale(input.pathname);
  const route = routeOf(path);
  const site: SiteContext = { publicUrl: input.publicUrl, agency: input.agency, locale };
  if (route.kind === 'private') {
    // Sign-in and the staff screens: rendered in the browser, never indexed.
    return [
      `<title>${escapeHtml(pageTitle(undefined, input.agency?.name))}</title>`,
      metaName('robots', 'noindex'),
    ].join('\n');
  }

  const parts = pageParts(input, route, site, locale);
  const urlIn = (language: Locale) =>
    parts.canonicalPath
      ? absoluteUrl(input.publicUrl, localizedPath(language, parts.canonicalPath))
      : undefined;
  // A job or post without a translation into the page's language is the English page with another
  // interface: its canonical is the English page, and it announces no alternates (only pages that are
  // their own canonical do).
  const canonical = urlIn(parts.canonicalLocale ?? locale);
  const selfCanonical = (parts.canonicalLocale ?? locale) === locale;
  const languages = parts.contentLanguages ?? LOCALES;
  // Every language of an indexable page names the others (and English as the default for other readers).
  const alternates =
    canonical && !parts.noindex && selfCanonical
      ? [
          ...languages.map(
            (language) =>
              `<link rel="alternate" hreflang="${language}" href="${escapeHtml(urlIn(language) ?? '')}">`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urlIn(DEFAULT_LOCALE) ?? '')}">`,
        ]
      : [];
  const brandImage = !parts.image;
  const image = parts.image ?? absoluteUrl(input.publicUrl, BRAND_IMAGE.path);
  const imageAlt = parts.imageAlt ?? input.agency?.name;
  const { titleLang, descriptionLang } = parts;

  const tags = [
    `<title${langAttribute(titleLang)}>${escapeHtml(parts.title)}</title>`,
    metaName('description', parts.description, descriptionLang),
    parts.noindex ? metaName('robots', parts.follow ? 'noindex,follow' : 'noindex') : undefined,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : undefined,
    ...(
      [
        ['prev', parts.prevPath],
        ['next', parts.nextPath],
      ] as const
    )
      .filter((link): link is readonly ['prev' | 'next', string] => link[1] !== undefined)
      .map(
        ([rel, path]) =>
          `<link rel="${rel}" href="${escapeHtml(absoluteUrl(input.publicUrl, localizedPath(locale, path)))}">`,
      ),
    ...alternates,
    metaProperty('og:type', parts.ogType),
    metaProperty('og:title', parts.shareTitle, titleLang),
    metaProperty('og:description', parts.description, descriptionLang),
    canonical ? metaProperty('og:url', canonical) : undefined,
    metaProperty('og:image', image),
    brandImage ? metaProperty('og:image:width', String(BRAND_IMAGE.width)) : undefined,
    brandImage ? metaProperty('og:image:height', String(BRAND_IMAGE.height)) : undefined,
    imageAlt ? metaProperty('og:image:alt', imageAlt, parts.imageAlt ? titleLang : undefined) : undefined,
    input.agency ? metaProperty('og:site_name', input.agency.name) : undefined,
    metaProperty('og:locale', ogLocaleOf(locale)),
    ...languages
      .filter((language) => language !== locale)
      .map((language) => metaProperty('og:locale:alternate', ogLocaleOf(language))),
    parts.publishedTime ? metaProperty('article:published_time', parts.publishedTime) : undefined,
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', parts.shareTitle, titleLang),
    metaName('twitter:description', parts.description, descriptionLang),
    metaName('twitter:image', image),
    imageAlt ? metaName('twitter:image:alt', imageAlt, parts.imageAlt ? titleLang : undefined) : undefined,
    ...parts.jsonLd.filter((data) => data !== undefined).map(jsonLdScript),
  ];
  return tags.filter((tag): tag is string => tag !== undefined).join('\n');
}
