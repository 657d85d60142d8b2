/**
 * Schema.org JSON-LD of the public pages, built from the same data the page shows (Google's rule: every
 * value must be visible on the page): `JobPosting` on an open job, `EmploymentAgency` on the home and about
 * pages, `BlogPosting` on a post and `BreadcrumbList` where a page has a trail.
 */
import type { components } from '../api/schema';
import { CATEGORY } from '../domain/categories';
import { paths } from '../routes/paths';
import { pageMetaIn } from '../shared/pageMeta';
import layoutText from '../i18n/compiled/en/layout';
import { DEFAULT_LOCALE, localizedPath, translator, type Locale } from '../i18n';
import { endOfAgencyDay } from '../domain/agencyTime';
import { isJobClosed } from '../domain/jobClosing';
import { isoFromStored } from '../domain/timestamps';
import type { Job, JobWithLifecycle } from './jobLifecycle';
import { htmlToText, inlineJson, escapeHtml } from './text';
import { contentLanguages, localizedContent, type TranslatableContent } from '../domain/contentLanguage';
import { absoluteFileUrl, absoluteUrl, BRAND_IMAGE, BRAND_LOGO_PATH, siteBase } from './urls';

export type Agency = components['schemas']['Agency'];
export type BlogPost = components['schemas']['BlogPost'];

type JsonLd = Record<string, unknown>;

export interface SiteContext {
  publicUrl: string;
  agency?: Agency;
  /** The language of the page (its path prefix); English when absent. */
  locale?: Locale;
}

const CONTEXT = 'https://schema.org';

/** Drops the keys whose value is undefined, null, '' or an empty list (schema.org wants them absent). */
function compact<T extends JsonLd>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}

/** One `<script type="application/ld+json">` block; `<` is written `\u003c`, so the data cannot end it. */
export const jsonLdScript = (data: JsonLd): string =>
  `<script type="application/ld+json">${inlineJson(data)}</script>`;

/** The page's own absolute URL (its canonical URL). */
const pageUrl = (site: SiteContext, path: string) => absoluteUrl(site.publicUrl, path);

function agencyAddress(agency: Agency): JsonLd | undefined {
  const address = agency.address;
  if (!address) return undefined;
  const result = compact({
    '@type': 'PostalAddress',
    streetAddress: address.lines?.join(', '),
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  });
  return Object.keys(result).length > 1 ? result : undefined;
}

/** The agency as the organisation behind the site (publisher, author, hiring organisation). */
function agencyOrganization(site: SiteContext): JsonLd | undefined {
  if (!site.agency) return undefined;
  return {
    '@type': 'Organization',
    name: site.agency.name,
    url: `${siteBase(site.publicUrl)}/`,
    logo: absoluteUrl(site.publicUrl, BRAND_LOGO_PATH),
  };
}

/** `EmploymentAgency` (home and about pages): only the details the agency's configuration has. */
export function employmentAgency(site: SiteContext): JsonLd | undefined {
  const agency = site.agency;
  if (!agency) return undefined;
  const phones = agency.phones ?? [];
  return compact({
    '@context': CONTEXT,
    '@type': 'EmploymentAgency',
    '@id': `${siteBase(site.publicUrl)}/#agency`,
    name: agency.name,
    url: `${siteBase(site.publicUrl)}/`,
    logo: absoluteUrl(site.publicUrl, BRAND_LOGO_PATH),
    image: absoluteUrl(site.publicUrl, BRAND_IMAGE.path),
    address: agencyAddress(agency),
    telephone: phones.length > 1 ? phones : phones[0],
    email: agency.email,
    sameAs: Object.values(agency.social ?? {}).filter((url): url is string => Boolean(url)),
  });
}

/**
 * Where a job's or post's page in `locale` points for its content: the page itself when the content is
 * translated into its language (or the page is English), else the English page, the canonical of an
 * untranslated `/gu/` or `/hi/` page. With the language the page's title and description are read in.
 */
export function contentPage(
  content: TranslatableContent,
  locale: Locale = DEFAULT_LOCALE,
): { locale: Locale; inLanguage: Locale } {
  const translated = (contentLanguages(content) as Locale[]).includes(locale);
  return translated
    ? { locale, inLanguage: locale }
    : { locale: DEFAULT_LOCALE, inLanguage: localizedContent(content, locale).title.lang };
}

/** The text a job shows as its description, or (when it has none) its overview as one sentence. */
function jobDescriptionHtml(job: Job, title: string, description: string): string {
  if (htmlToText(description ?? '') !== '') return description;
  const overview = [
    ['Location', job.location],
    ['Salary', job.salary],
    ['Career level', job.career_level],
    ['Experience', job.experience],
    ['Qualification', job.qualification],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('. ');
  return overview ? `<p>${escapeHtml(`${title}. ${overview}.`)}</p>` : '';
}

/** The job's country: its own, or India for a domestic job; unknown for an international job without one. */
export const jobCountry = (job: JobWithLifecycle): string | undefined =>
  job.country || (job.category !== CATEGORY.international ? 'IN' : undefined);

function baseSalary(job: JobWithLifecycle): JsonLd | undefined {
  const min = typeof job.salary_min === 'number' ? job.salary_min : undefined;
  const max = typeof job.salary_max === 'number' ? job.salary_max : undefined;
  if (min === undefined && max === undefined) return undefined;
  const value =
    min !== undefined && max !== undefined && min !== max
      ? { minValue: Math.min(min, max), maxValue: Math.max(min, max) }
      : { value: min ?? max };
  return {
    '@type': 'MonetaryAmount',
    currency: job.salary_currency || 'INR',
    value: compact({ '@type': 'QuantitativeValue', ...value, unitText: job.salary_period ?? undefined }),
  };
}

/**
 * `JobPosting` of an open job (Google for Jobs). Undefined for a closed job (Google's rule for expired
 * postings), and when a property Google requires cannot be given: the hiring organisation's name (neither
 * the job's employer nor the agency is known) or the country (an international job without one).
 */
export function jobPosting(site: SiteContext, input: Job, now: Date = new Date()): JsonLd | undefined {
  const job = input as JobWithLifecycle;
  if (isJobClosed(job, now)) return undefined;
  const employer = job.employer_name?.trim();
  const organizationName = employer || site.agency?.name;
  const country = jobCountry(job);
  // The title and description the page shows (its language's when translated), and the page's URL.
  const content = localizedContent(job, site.locale ?? DEFAULT_LOCALE);
  const page = contentPage(job, site.locale);
  const title = content.title.text;
  const description = jobDescriptionHtml(job, title, content.description.text);
  if (!organizationName || !country || !title || !description) return undefined;
  // The job's logo is its employer's; a job the agency itself offers carries the agency's logo.
  const logo = employer
    ? absoluteFileUrl(site.publicUrl, job.logo)
    : absoluteUrl(site.publicUrl, BRAND_LOGO_PATH);
  return compact({
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title,
    description,
    inLanguage: page.inLanguage,
    datePosted: isoFromStored(job.created_at),
    validThrough: job.valid_through ? endOfAgencyDay(job.valid_through) : undefined,
    employmentType: job.employment_type ?? undefined,
    hiringOrganization: compact({
      '@type': 'Organization',
      name: organizationName,
      sameAs: employer ? undefined : `${siteBase(site.publicUrl)}/`,
      logo,
    }),
    jobLocation: {
      '@type': 'Place',
      address: compact({
        '@type': 'PostalAddress',
        addressLocality: job.city || job.location || undefined,
        addressCountry: country,
      }),
    },
    baseSalary: baseSalary(job),
    identifier: compact({
      '@type': 'PropertyValue',
      name: site.agency?.name ?? organizationName,
      value: String(job.id),
    }),
    directApply: true,
    url: pageUrl(site, localizedPath(page.locale, paths.jobDetail(job.id))),
  });
}

/** `BlogPosting` of a post: headline, image, date, and the agency as author and publisher. */
export function blogPosting(site: SiteContext, post: BlogPost): JsonLd {
  const organization = agencyOrganization(site);
  const page = contentPage(post, site.locale);
  const url = pageUrl(site, localizedPath(page.locale, paths.blogDetail(post.id)));
  const image = absoluteFileUrl(site.publicUrl, post.photo);
  return compact({
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: localizedContent(post, site.locale ?? DEFAULT_LOCALE).title.text,
    inLanguage: page.inLanguage,
    image: image ? [image] : undefined,
    datePublished: isoFromStored(post.created_at),
    author: organization,
    publisher: organization,
    mainEntityOfPage: url,
    url,
  });
}

/** `BreadcrumbList` of a trail of (name, site path) steps; the last step is the page itself. */
export function breadcrumbList(site: SiteContext, trail: Array<[name: string, path: string]>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: pageUrl(site, path),
    })),
  };
}

/** The first step of every trail, in the page's language. */
export const homeStep = (locale: Locale = DEFAULT_LOCALE): [string, string] => [
  translator(locale, layoutText)('home'),
  localizedPath(locale, paths.home),
];

/** Home > (International | Domestic) Jobs > the job, named and linked in the page's language. */
export function jobTrail(job: Job, locale: Locale = DEFAULT_LOCALE): Array<[string, string]> {
  const metas = pageMetaIn(locale);
  const [title, path] =
    job.category === CATEGORY.international
      ? [metas.international.title, paths.international]
      : [metas.domestic.title, paths.domestic];
  return [
    homeStep(locale),
    [title, localizedPath(locale, path)],
    [localizedContent(job, locale).title.text, localizedPath(locale, paths.jobDetail(job.id))],
  ];
}

/** Home > Blog > the post, named and linked in the page's language. */
export const postTrail = (post: BlogPost, locale: Locale = DEFAULT_LOCALE): Array<[string, string]> => [
  homeStep(locale),
  [pageMetaIn(locale).blog.title, localizedPath(locale, paths.blog)],
  [localizedContent(post, locale).title.text, localizedPath(locale, paths.blogDetail(post.id))],
];
