import type { components } from '../../api/schema';

export type Language = components['schemas']['Language'];

/** How staff screens name the language a person wrote from (the back office is English). */
const LANGUAGE_LABEL: Record<Language, string> = { en: 'English', gu: 'Gujarati', hi: 'Hindi' };

export const languageLabel = (language: Language): string => LANGUAGE_LABEL[language] ?? language;

/** The Language column of a staff grid whose rows carry the language of their sender. */
export const languageColumn = <Row extends { language: Language }>() => ({
  field: 'language',
  headerName: 'Language',
  width: 100,
  valueGetter: (_value: unknown, row: Row) => languageLabel(row.language),
});
