import { defaultOf, enumOf } from '../openapi/catalogue';
import type { Language } from '../db/types';

/** The languages a person may write from (the contract's `Language` enum) and the one assumed without. */
export const LANGUAGES = enumOf('Language') as Language[];
export const DEFAULT_LANGUAGE = defaultOf('Language') as Language;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language a form was sent from (its optional `language` field, checked by the contract). */
export function languageOf(body: { language?: string }): Language {
  return isLanguage(body.language) ? body.language : DEFAULT_LANGUAGE;
}
