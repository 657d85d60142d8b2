import { localizedContent, type TranslatableContent } from '../../domain/contentLanguage';
import { useLocale } from '../../i18n';

/** A staff-entered text as the page shows it, and the `lang` attribute it needs (none in the page's language). */
export interface ShownText {
  text: string;
  lang: string | undefined;
}

/**
 * The title and description of a job or blog post in the page's language: the translation when staff
 * gave one, else the English text with `lang: 'en'` (set on its element, so it is read as English).
 */
export function useContentLanguage(content: TranslatableContent): {
  title: ShownText;
  description: ShownText;
} {
  return shownContent(content, useLocale());
}

/** `useContentLanguage` for a page in `locale` (for lists, which cannot call a hook per item). */
export function shownContent(
  content: TranslatableContent,
  locale: string,
): { title: ShownText; description: ShownText } {
  const shown = localizedContent(content, locale);
  const attribute = (lang: string) => (lang === locale ? undefined : lang);
  return {
    title: { text: shown.title.text, lang: attribute(shown.title.lang) },
    description: { text: shown.description.text, lang: attribute(shown.description.lang) },
  };
}
