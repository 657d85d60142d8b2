/**
 * The visitor's language choice, remembered in a first-party cookie (`lang`, a year, the whole site): set
 * by the language switcher and by the language suggestion (its dismissal remembers English). Functional:
 * it only keeps the suggestion from asking again. The server never reads it, so every page stays the
 * same for everyone at its URL (cacheable; no redirect, no variation by cookie).
 */
import { isLocale, LOCALES, type Locale } from './locales';

export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's language (in the browser; nothing happens on the server). */
export function rememberLanguage(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The remembered language, if the visitor chose one. */
export function rememberedLanguage(cookies: string): Locale | undefined {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The site language a browser prefers (its `navigator.languages`, in order: `gu-IN` is Gujarati), or
 * undefined when it names none of the site's languages.
 */
export function preferredLanguage(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if ((LOCALES as readonly string[]).includes(primary)) return primary as Locale;
  }
  return undefined;
}
