/**
 * The public job search's parameters, read the same way by the list pages (`/international?country=AE`),
 * the server's rendered-page cache and the API (`GET /job/search`): their names, the page size, the
 * "posted within" choices and one canonical query string per search.
 *
 * A list page is forgiving: a value it cannot use is left out (the page shows the jobs without that
 * filter). The API is strict: its contract answers 400 to the same value.
 */
import { CATEGORY } from './categories';

/** Jobs on one page of a public list. */
export const JOB_SEARCH_PAGE_SIZE = 20;

/** "Posted within" choices, in days. */
export const POSTED_WITHIN_DAYS = [1, 7, 30] as const;
export type PostedWithin = (typeof POSTED_WITHIN_DAYS)[number];

/** The highest page number asked for (20 jobs a page: a million jobs). */
export const MAX_SEARCH_PAGE = 50_000;

/** Longest city name a search carries. */
export const MAX_SEARCH_CITY_LENGTH = 100;

/** The parameters in the order of a canonical query string. */
export const JOB_SEARCH_PARAMS = [
  'country',
  'city',
  'category',
  'type',
  'minSalary',
  'maxSalary',
  'posted',
  'page',
] as const;
export type JobSearchParam = (typeof JOB_SEARCH_PARAMS)[number];

/** The filters of a search (all optional) and the page. */
export interface JobSearch {
  country?: string;
  city?: string;
  category?: '1' | '2';
  type?: string;
  minSalary?: number;
  maxSalary?: number;
  posted?: PostedWithin;
  /** 1-based; 1 when absent. */
  page?: number;
}

/** The home page's search choices (see parseJobSearch). */
export const heroLocation = (country: string, city?: string | null): string =>
  city ? `${country}/${city}` : country;
export const heroBrowse = (kind: 'category' | 'type', value: string): string => `${kind}:${value}`;

/**
 * The list a search opens (the home page's "Find jobs"): the domestic list for the Domestic category or,
 * without a category, a place in India; the international list otherwise.
 */
export const jobListOf = (search: JobSearch): keyof typeof CATEGORY =>
  search.category === CATEGORY.domestic || (!search.category && search.country === 'IN')
    ? 'domestic'
    : 'international';

/** Reads one query parameter (the first value), or null. */
export type ParamReader = (name: string) => string | null | undefined;

const wholeNumber = (text: string, max: number): number | undefined => {
  if (!/^\d{1,12}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
};

/** Highest salary amount a search compares (larger values are not a salary). */
export const MAX_SEARCH_SALARY = 1_000_000_000;

/**
 * The search a list page's query asks for, leaving out every value it cannot use: an unknown country
 * shape, an employment type not in `types`, a salary that is not a whole number (or a reversed range:
 * both bounds dropped), a "posted" other than 1, 7 or 30 days, a page that is not a positive number.
 */
export function parseJobSearch(read: ParamReader, types: readonly string[]): JobSearch {
  // The home page's search form, sent before its script runs, names its two choices `location`
  // (`AE` or `AE/Dubai`) and `browse` (`category:1`, `type:FULL_TIME`): they stand for the filters.
  const [heroCountry, ...heroCity] = (read('location') ?? '').split('/');
  const [browseKind, browseValue] = (read('browse') ?? '').split(':');
  const hero: Partial<Record<JobSearchParam, string>> = {
    ...(heroCountry ? { country: heroCountry } : {}),
    ...(heroCity.length > 0 ? { city: heroCity.join('/') } : {}),
    ...(browseKind === 'category' || browseKind === 'type' ? { [browseKind]: browseValue } : {}),
  };
  const text = (name: JobSearchParam) => (read(name) || hero[name] || '').trim();
  const search: JobSearch = {};
  const country = text('country').toUpperCase();
  if (/^[A-Z]{2}$/.test(country)) search.country = country;
  const city = text('city')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ');
  if (city && city.length <= MAX_SEARCH_CITY_LENGTH) search.city = city;
  const category = text('category');
  if (category === '1' || category === '2') search.category = category;
  const type = text('type').toUpperCase();
  if (types.includes(type)) search.type = type;
  const minSalary = wholeNumber(text('minSalary'), MAX_SEARCH_SALARY);
  const maxSalary = wholeNumber(text('maxSalary'), MAX_SEARCH_SALARY);
  if (minSalary === undefined || maxSalary === undefined || minSalary <= maxSalary) {
    if (minSalary !== undefined) search.minSalary = minSalary;
    if (maxSalary !== undefined) search.maxSalary = maxSalary;
  }
  const posted = wholeNumber(text('posted'), 365);
  if ((POSTED_WITHIN_DAYS as readonly number[]).includes(posted ?? -1))
    search.posted = posted as PostedWithin;
  const page = wholeNumber(text('page'), MAX_SEARCH_PAGE);
  if (page !== undefined && page > 1) search.page = page;
  return search;
}

/** Whether the search filters the list (a page number alone does not). */
export const isFiltered = (search: JobSearch): boolean =>
  JOB_SEARCH_PARAMS.some((name) => name !== 'page' && search[name] !== undefined);

/**
 * The canonical query string of a search (`?country=AE&page=2`, parameters in one order, page 1 and
 * absent values left out), or '' for the first page of the whole list.
 */
export function jobSearchQuery(search: JobSearch, overrides: Partial<JobSearch> = {}): string {
  const merged: JobSearch = { ...search, ...overrides };
  const pairs: string[] = [];
  for (const name of JOB_SEARCH_PARAMS) {
    const value = merged[name];
    if (value === undefined || (name === 'page' && value === 1)) continue;
    pairs.push(`${name}=${encodeURIComponent(String(value))}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The number of pages `total` jobs fill (at least 1). */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / JOB_SEARCH_PAGE_SIZE));
