/**
 * The public site's languages and how they show in URLs: English at the plain paths (`/job-detail/3`), the
 * others under their prefix (`/gu/job-detail/3`, `/hi/`). The list itself is src/domain/languages.ts; this
 * module names it as the SPA speaks of it (a page's locale). Pure functions: safe in the browser and in Node.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  LANGUAGES,
  isLanguage,
  languagePath,
  prefixOf,
  splitLanguagePath,
  type Language,
  type LanguageInfo,
} from '../domain/languages';

export const LOCALES = LANGUAGES;
export type Locale = Language;
export const DEFAULT_LOCALE = DEFAULT_LANGUAGE;
export type LocaleInfo = LanguageInfo;
export const LOCALE_INFO = LANGUAGE_INFO;
export const isLocale = isLanguage;

/** The router's basename of a language: none for English, `/gu` and `/hi` for the others. */
export const basenameOf = (locale: Locale): string | undefined => prefixOf(locale) || undefined;

/** Splits a URL path into its language and the path within that language (`/gu/blog` -> gu, `/blog`). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const { language, path } = splitLanguagePath(pathname);
  return { locale: language, path };
}

/** The URL path of `path` (a path within a language) in `locale`: `/gu/` for the Gujarati home page. */
export const localizedPath = languagePath;
