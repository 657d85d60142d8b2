/**
 * Staff-entered text in the page's language: a job or blog post has its English title and description,
 * and may have them in Gujarati and Hindi too (`title_gu`, `description_gu`, `title_hi`,
 * `description_hi`; null when not translated). A page under `/gu/` or `/hi/` shows the translation when
 * there is one, else the English text, which it marks `lang="en"` (so a screen reader reads it with an
 * English voice). Pure functions: used by the server (sitemap, job-alert digest), the server-rendered head
 * and the SPA.
 */

import { DEFAULT_LANGUAGE, isTranslationLanguage, TRANSLATION_LANGUAGES, type Language } from './languages';

type PageLanguage = Language;

export interface TranslatableContent {
  title: string;
  description: string;
  title_gu?: string | null;
  title_hi?: string | null;
  description_gu?: string | null;
  description_hi?: string | null;
}

/** A text shown on a page and the language it is written in. */
export interface LanguageText {
  text: string;
  /** The text's language: the page's, or `en` when it fell back to the English text. */
  lang: PageLanguage;
}

export interface LocalizedContent {
  title: LanguageText;
  description: LanguageText;
}

const isTranslation = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** True when rich-text HTML has no visible text (no words, only tags, spaces and `&nbsp;`). */
export function isBlankHtml(html: string | null | undefined): boolean {
  return (html ?? '').replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') === '';
}

/** The title and description a page in `language` shows, each with the language it is in. */
export function localizedContent(content: TranslatableContent, language: string): LocalizedContent {
  const english = {
    title: { text: content.title, lang: DEFAULT_LANGUAGE },
    description: { text: content.description, lang: DEFAULT_LANGUAGE },
  };
  if (!isTranslationLanguage(language)) return english;
  const title = content[`title_${language}`];
  const description = content[`description_${language}`];
  return {
    title: isTranslation(title) ? { text: title, lang: language } : english.title,
    description: isTranslation(description) ? { text: description, lang: language } : english.description,
  };
}

/**
 * True when the content reads wholly in `language`: its title is translated, and so is its description
 * (unless the English description is blank). Only such a version is announced as a language alternate
 * and listed in the sitemap; English always exists.
 */
export function hasTranslation(content: TranslatableContent, language: string): boolean {
  if (language === DEFAULT_LANGUAGE) return true;
  if (!isTranslationLanguage(language)) return false;
  if (!isTranslation(content[`title_${language}`])) return false;
  return isBlankHtml(content.description) || !isBlankHtml(content[`description_${language}`]);
}

/** The languages the content exists in: English, then each full translation. */
export function contentLanguages(content: TranslatableContent): PageLanguage[] {
  return [DEFAULT_LANGUAGE, ...TRANSLATION_LANGUAGES.filter((language) => hasTranslation(content, language))];
}

/** What a job's title is translated from: its English title and the translations staff wrote. */
export type TranslatableTitle = Pick<TranslatableContent, 'title' | 'title_gu' | 'title_hi'>;

/**
 * A job's title as a person writing in `language` reads it (in their mail, WhatsApp message, status page):
 * the translation when there is one, else the English title (`lang: 'en'`).
 */
export function localizedTitle(content: TranslatableTitle, language: string): LanguageText {
  return localizedContent({ ...content, description: '' }, language).title;
}
