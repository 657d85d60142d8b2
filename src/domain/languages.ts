/**
 * The site's languages, listed once: their codes (the contract's `Language` enum; test/domain/languages.test.ts
 * keeps the two equal), how staff screens name them (in English, the back office's language), how their
 * readers name them, the URL prefix their pages live under, and the tags `Intl` and Open Graph take.
 * English is the default: its pages are at the plain paths, a person who gave no language is written to in
 * it, and a text not translated is shown in it. Adding a language is an entry here plus its catalogue
 * (src/i18n/messages) and its translations of the default texts. Pure: safe in the browser and in Node.
 */

export interface LanguageInfo {
  /** The code: the contract's `Language`, the `lang` attribute, the suffix of translated columns. */
  code: string;
  /** The language's name in English (staff screens name a person's language so). */
  englishName: string;
  /** The language's own name, as its readers write it (the language switcher shows it). */
  nativeName: string;
  /** The path prefix of its pages: none for English, `/gu` for Gujarati. */
  prefix: string;
  /**
   * The BCP 47 tag for `Intl` (dates, numbers, plurals, country names): the language as written in India
   * (`gu-IN`), derived from the code, not listed (every page's first script holds the list); Open Graph's
   * tag is derived from it (ogLocaleOf).
   */
  intl: string;
}

export const LANGUAGE_LIST = [
  { code: 'en', englishName: 'English', nativeName: 'English', prefix: '' },
  {
    code: 'gu',
    englishName: 'Gujarati',
    nativeName: 'ગુજરાતી',
    prefix: '/gu',
  },
  { code: 'hi', englishName: 'Hindi', nativeName: 'हिन्दी', prefix: '/hi' },
] as const satisfies readonly Omit<LanguageInfo, 'intl'>[];

export type Language = (typeof LANGUAGE_LIST)[number]['code'];

/**
 * The default language (the list's first): the plain paths, what a person who gave no language is written to
 * in, and what a text not translated is shown in.
 */
export const DEFAULT_LANGUAGE = LANGUAGE_LIST[0].code;

/** The languages staff may translate a text into (every language but the default). */
export type TranslationLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;

/** Every language's code, the default first. */
export const LANGUAGES: readonly Language[] = LANGUAGE_LIST.map(({ code }) => code);

/** The languages a text may be translated into, in the order staff screens show them. */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter(
  (code): code is TranslationLanguage => code !== DEFAULT_LANGUAGE,
);

/** Each language's names, prefix and tags, by code. */
export const LANGUAGE_INFO = Object.fromEntries(
  LANGUAGE_LIST.map((info) => [info.code, { ...info, intl: `${info.code}-IN` }]),
) as Record<Language, LanguageInfo>;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export const isTranslationLanguage = (value: unknown): value is TranslationLanguage =>
  value !== DEFAULT_LANGUAGE && isLanguage(value);

/** How a staff screen names a language (`Gujarati`); an unknown code is shown as it is. */
export const englishNameOf = (code: string): string =>
  isLanguage(code) ? LANGUAGE_INFO[code].englishName : code;

/**
 * Open Graph's `og:locale` of a language: its Intl tag with an underscore (`gu_IN`). Derived, not listed: the
 * list is in every page's first script, and the tag only in the server-rendered head.
 */
export const ogLocaleOf = (language: Language): string => LANGUAGE_INFO[language].intl.replace('-', '_');

/** The path prefix of a language's pages: '' for the default, `/gu` for Gujarati. */
export const prefixOf = (language: Language): string => LANGUAGE_INFO[language].prefix;

/** Splits a URL path into its language and the path within that language (`/gu/blog` -> gu, `/blog`). */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  // Under a prefix means `/gu` or `/gu/…`, not `/gujarat`.
  const language = LANGUAGE_LIST.find(
    ({ prefix }) => prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
  if (!language) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: language.code, path: pathname.slice(language.prefix.length) || '/' };
}

/** The URL path of `path` (a path within a language) in `language`: `/gu/` for the Gujarati home page. */
export const languagePath = (language: Language, path: string): string => `${prefixOf(language)}${path}`;
