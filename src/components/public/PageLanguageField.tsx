import { DEFAULT_LOCALE, isLocale, useLocale, type Locale } from '../../i18n';
import { formText } from './formText';

/**
 * The hidden `language` field of every public form: the language of the page it is on (rendered by
 * the server into the page's HTML as well), so the person's record and every message to them are in
 * that language.
 */
export function PageLanguageField() {
  return <input type="hidden" name="language" value={useLocale()} />;
}

/** The language a form was filled in: its `language` field (English when missing). */
export function formLanguage(form: HTMLFormElement): Locale {
  const value = formText(form, 'language');
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
