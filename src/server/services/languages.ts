import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/languages';

/** The language a form was sent from (its optional `language` field, checked by the contract). */
export function languageOf(body: { language?: string }): Language {
  return isLanguage(body.language) ? body.language : DEFAULT_LANGUAGE;
}
