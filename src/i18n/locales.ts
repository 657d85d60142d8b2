/**
 * The public site's languages and how they show in URLs: English at the plain paths (`/job-detail/3`), the
 * others under their prefix (`/gu/job-detail/3`, `/hi/`). Pure functions: safe in the browser and in Node.
 */

export const LOCALES = ['en', 'gu', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;

export interface LocaleInfo {
  /** The language's own name, as its readers write it (the language switcher shows it). */
  nativeName: string;
  /** The BCP 47 tag for `Intl` (dates, numbers, plurals, country names). */
  intl: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { nativeName: 'English', intl: 'en-IN', ogLocale: 'en_IN' },
  gu: { nativeName: 'ગુજરાતી', intl: 'gu-IN', ogLocale: 'gu_IN' },
  hi: { nativeName: 'हिन्दी', intl: 'hi-IN', ogLocale: 'hi_IN' },
};

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The router's basename of a language: none for English, `/gu` and `/hi` for the others. */
export const basenameOf = (locale: Locale): string | undefined =>
  locale === DEFAULT_LOCALE ? undefined : `/${locale}`;

/** Splits a URL path into its language and the path within that language (`/gu/blog` -> gu, `/blog`). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(gu|hi)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as Locale, path: match[2] || '/' };
}

/** The URL path of `path` (a path within a language) in `locale`: `/gu/` for the Gujarati home page. */
export const localizedPath = (locale: Locale, path: string): string =>
  locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
