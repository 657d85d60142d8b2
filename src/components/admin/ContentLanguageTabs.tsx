import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEXT_MAX } from '../../shared/constants';
import { RichTextEditor } from './RichTextEditor';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  TRANSLATION_LANGUAGES,
  type Language,
  type TranslationLanguage,
} from '../../domain/languages';

/** The languages a job's or post's title and description may be translated into, as the tabs name them. */
const TRANSLATIONS = TRANSLATION_LANGUAGES.map((code) => ({
  code,
  name: LANGUAGE_INFO[code].englishName,
  nativeName: LANGUAGE_INFO[code].nativeName,
}));

/** The optional translations of a form, as the contract's fields name them (`title_gu`, `description_gu`). */
export type TranslationValues = Record<`${'title' | 'description'}_${TranslationLanguage}`, string>;

const translationFields = <T,>(value: (field: keyof TranslationValues, kind: 'title' | 'description') => T) =>
  Object.fromEntries(
    TRANSLATION_LANGUAGES.flatMap((code) =>
      (['title', 'description'] as const).map((kind) => [`${kind}_${code}`, value(`${kind}_${code}`, kind)]),
    ),
  ) as Record<keyof TranslationValues, T>;

/** The translations of a stored job or post ('' where there is none). */
export const translationValuesOf = (
  record?: Partial<Record<keyof TranslationValues, string | null>>,
): TranslationValues => translationFields((field) => record?.[field] ?? '');

/** The translations as a form sends them: trimmed titles; blank ones are sent empty (no translation). */
export const translationBody = (values: TranslationValues): TranslationValues =>
  translationFields((field, kind) => (kind === 'title' ? values[field].trim() : values[field]));

/**
 * The title and description of a job or post in tabs: English (the form's required fields, `english`)
 * and optional Gujarati and Hindi. Every panel stays mounted once opened, so what was typed in one tab
 * is kept while another is shown; the public pages in a language show its translation, or the English
 * text where there is none.
 */
export function ContentLanguageTabs({
  english,
  values,
  initial,
  onChange,
}: {
  english: ReactNode;
  values: TranslationValues;
  /** The stored translations (the editors' starting HTML). */
  initial: TranslationValues;
  onChange: (change: Partial<TranslationValues>) => void;
}) {
  const id = useId();
  const [tab, setTab] = useState<Language>(DEFAULT_LANGUAGE);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([DEFAULT_LANGUAGE]));
  const select = (next: Language) => {
    setTab(next);
    setOpened((current) => new Set([...current, next]));
  };
  const panelProps = (code: string) => ({
    role: 'tabpanel',
    id: `${id}-panel-${code}`,
    'aria-labelledby': `${id}-tab-${code}`,
    hidden: tab !== code,
    sx: { display: tab === code ? 'grid' : 'none', gap: 2.5, pt: 2.5 },
  });
  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: Language) => select(next)}
          aria-label="Language of the title and description"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            value={DEFAULT_LANGUAGE}
            label={LANGUAGE_INFO[DEFAULT_LANGUAGE].englishName}
            id={`${id}-tab-${DEFAULT_LANGUAGE}`}
            aria-controls={`${id}-panel-${DEFAULT_LANGUAGE}`}
          />
          {TRANSLATIONS.map(({ code, name, nativeName }) => (
            <Tab
              key={code}
              value={code}
              id={`${id}-tab-${code}`}
              aria-controls={`${id}-panel-${code}`}
              label={
                <span>
                  {name} <span lang={code}>({nativeName})</span>
                </span>
              }
            />
          ))}
        </Tabs>
      </Box>
      <Box {...panelProps(DEFAULT_LANGUAGE)}>{english}</Box>
      {TRANSLATIONS.map(({ code, name }) => (
        <Box key={code} {...panelProps(code)}>
          {opened.has(code) && (
            <>
              <Typography variant="body2" color="text.secondary">
                Optional. Pages in {name} show this; without it they show the English text.
              </Typography>
              <TextField
                name={`title_${code}`}
                label={`Title in ${name}`}
                value={values[`title_${code}`]}
                onChange={(event) => onChange({ [`title_${code}`]: event.target.value })}
                fullWidth
                inputProps={{ maxLength: TEXT_MAX, lang: code }}
              />
              <RichTextEditor
                label={`Description in ${name}`}
                initialHtml={initial[`description_${code}`]}
                onChange={(html: string) => onChange({ [`description_${code}`]: html })}
              />
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}
