/**
 * The public site's texts in the visitor's language, through Lingui's runtime (@lingui/core: compiled ICU
 * messages, plurals by `Intl.PluralRules`, dates and numbers by `Intl`).
 *
 * - English texts come from the namespace module a component imports (`useT(jobsText)`), so they load with
 *   that component's chunk and English pages load no catalogue at all.
 * - Gujarati and Hindi come from one compiled catalogue per language, loaded whole (`loadLocale`) before the
 *   page renders: on the server before rendering, in the browser before hydrating.
 * - The back office is English and does not use this.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Namespace } from './catalogue';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from './locales';
import { CALENDAR_DATE, formatDateTime, formatNumber } from '../shared/intlFormats';

export type { Namespace } from './catalogue';
export * from './locales';

/** One Lingui instance per language for the process: catalogues are the same for every visitor. */
const instances = new Map<Locale, I18n>();
/** The English namespaces already given to the English instance. */
const englishLoaded = new Set<string>();

function instanceFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n();
    i18n.load(locale, {});
    i18n.activate(locale, [LOCALE_INFO[locale].intl]);
    instances.set(locale, i18n);
  }
  return i18n;
}

/** The webpack chunk of a language's catalogue (the `webpackChunkName` of its import below). */
export const catalogueChunk = (locale: Exclude<Locale, 'en'>) => `messages-${locale}`;

const catalogues: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  gu: () => import(/* webpackChunkName: "messages-gu" */ './compiled/gu'),
  hi: () => import(/* webpackChunkName: "messages-hi" */ './compiled/hi'),
};
const loaded = new Map<Locale, Promise<void>>();

/** Loads a language's catalogue (nothing to load for English); call before rendering a page in it. */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  const loading =
    loaded.get(locale) ??
    catalogues[locale]().then((module) => instanceFor(locale).load(locale, module.default));
  loaded.set(locale, loading);
  return loading;
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Gives the page's language to everything below it (the router's basename says the same). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The language the page is shown in. */
export const useLocale = (): Locale => useContext(LocaleContext);

export type Translate<Key extends string> = (key: Key, values?: Record<string, unknown>) => string;

/** A translator for one namespace, outside React (the server's head, for instance). */
export function translator<Key extends string>(locale: Locale, text: Namespace<Key>): Translate<Key> {
  const i18n = instanceFor(locale);
  if (locale === DEFAULT_LOCALE && !englishLoaded.has(text.ns)) {
    englishLoaded.add(text.ns);
    const messages: Messages = {};
    for (const [key, message] of Object.entries<Messages[string]>(text.messages))
      messages[`${text.ns}.${key}`] = message;
    i18n.load(DEFAULT_LOCALE, messages);
  }
  return (key, values) => i18n._(`${text.ns}.${key}`, values);
}

/** `t(key, values)` for one namespace in the page's language: `const t = useT(jobsText); t('apply')`. */
export function useT<Key extends string>(text: Namespace<Key>): Translate<Key> {
  const locale = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a namespace module never changes
  return useCallback(translator(locale, text), [locale, text]);
}

/** Dates and numbers in the page's language (`Intl`, the language's Indian locale: gu-IN, hi-IN, en-IN). */
export function useFormat() {
  const locale = useLocale();
  const intl = LOCALE_INFO[locale].intl;
  return {
    locale,
    date: (value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      formatDateTime(intl, options, new Date(value)),
    number: (value: number, options: Intl.NumberFormatOptions = {}) => formatNumber(intl, options, value),
    /** A calendar date (`YYYY-MM-DD`) written out: "31 March 2030", "31 માર્ચ, 2030", "31 मार्च 2030". */
    calendarDate: (isoDate: string) => formatDateTime(intl, CALENDAR_DATE, new Date(`${isoDate}T00:00:00Z`)),
  };
}

/**
 * A translated text with inline markup (`<b>strict no-fee policy</b>`) as React nodes: each tag named in
 * `tags` wraps its words in that element; everything else stays plain text (never parsed as HTML).
 */
export function withTags(
  text: string,
  tags: Record<string, (chunk: string, key: number) => ReactNode>,
): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<([a-z]+)>(.*?)<\/\1>/g)) {
    const render = tags[match[1]];
    if (!render) continue;
    nodes.push(text.slice(last, match.index), render(match[2], nodes.length));
    last = match.index + match[0].length;
  }
  nodes.push(text.slice(last));
  return nodes.filter((node) => node !== '');
}
