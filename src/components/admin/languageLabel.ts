import { englishNameOf, type Language } from '../../domain/languages';

export type { Language };

/** How staff screens name the language a person wrote from (the back office is English). */
export const languageLabel = (language: Language): string => englishNameOf(language);

/** The Language column of a staff grid whose rows carry the language of their sender. */
export const languageColumn = <Row extends { language: Language }>() => ({
  field: 'language',
  headerName: 'Language',
  width: 100,
  valueGetter: (_value: unknown, row: Row) => languageLabel(row.language),
});
