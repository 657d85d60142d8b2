import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultOf, enumOf } from '../../src/server/openapi/catalogue';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  LANGUAGES,
  TRANSLATION_LANGUAGES,
  englishNameOf,
  isLanguage,
  isTranslationLanguage,
  languagePath,
  ogLocaleOf,
  prefixOf,
  splitLanguagePath,
} from '../../src/domain/languages';

describe("the site's languages", () => {
  it("are the contract's Language enum, in its order, with its default", () => {
    expect([...LANGUAGES]).toEqual(enumOf('Language'));
    expect(DEFAULT_LANGUAGE).toBe(defaultOf('Language'));
  });

  it('are English, Gujarati and Hindi, English the default and the others translations', () => {
    expect(LANGUAGES).toEqual(['en', 'gu', 'hi']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(TRANSLATION_LANGUAGES).toEqual(['gu', 'hi']);
  });

  it('each have a message catalogue (src/i18n/messages)', () => {
    for (const code of LANGUAGES)
      expect(existsSync(join(__dirname, '../../src/i18n/messages', `${code}.json`))).toBe(true);
  });

  it('are named in English for staff and in their own script for their readers', () => {
    expect(LANGUAGES.map(englishNameOf)).toEqual(['English', 'Gujarati', 'Hindi']);
    expect(LANGUAGES.map((code) => LANGUAGE_INFO[code].nativeName)).toEqual(['English', 'ગુજરાતી', 'हिन्दी']);
    expect(englishNameOf('fr')).toBe('fr');
  });

  it("carry India's Intl and Open Graph tags", () => {
    expect(LANGUAGES.map((code) => [LANGUAGE_INFO[code].intl, ogLocaleOf(code)])).toEqual([
      ['en-IN', 'en_IN'],
      ['gu-IN', 'gu_IN'],
      ['hi-IN', 'hi_IN'],
    ]);
  });

  it('are told apart from other values', () => {
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    for (const value of ['', 'EN', 'fr', 'gu ', null, undefined, 1]) expect(isLanguage(value)).toBe(false);
    expect(LANGUAGES.filter(isTranslationLanguage)).toEqual(['gu', 'hi']);
  });
});

describe("a language's pages", () => {
  it('are at the plain paths in English and under /gu and /hi in the others', () => {
    expect(LANGUAGES.map(prefixOf)).toEqual(['', '/gu', '/hi']);
    expect(languagePath('en', '/blog')).toBe('/blog');
    expect(languagePath('gu', '/')).toBe('/gu/');
    expect(languagePath('hi', '/job-detail/3')).toBe('/hi/job-detail/3');
  });

  it('are told from their path, which the prefix leaves', () => {
    expect(splitLanguagePath('/gu/blog')).toEqual({ language: 'gu', path: '/blog' });
    expect(splitLanguagePath('/hi')).toEqual({ language: 'hi', path: '/' });
    expect(splitLanguagePath('/gu/')).toEqual({ language: 'gu', path: '/' });
    expect(splitLanguagePath('/blog')).toEqual({ language: 'en', path: '/blog' });
    expect(splitLanguagePath('/')).toEqual({ language: 'en', path: '/' });
  });

  it('are not told from a path that only begins with the code', () => {
    expect(splitLanguagePath('/gujarat')).toEqual({ language: 'en', path: '/gujarat' });
    expect(splitLanguagePath('/hiring/x')).toEqual({ language: 'en', path: '/hiring/x' });
    expect(splitLanguagePath('/en/blog')).toEqual({ language: 'en', path: '/en/blog' });
    expect(splitLanguagePath('/blog/gu')).toEqual({ language: 'en', path: '/blog/gu' });
  });

  it('round-trip: a path in a language splits back into the language and the path', () => {
    for (const language of LANGUAGES)
      for (const path of ['/', '/blog', '/job-detail/7'])
        expect(splitLanguagePath(languagePath(language, path))).toEqual({ language, path });
  });
});
