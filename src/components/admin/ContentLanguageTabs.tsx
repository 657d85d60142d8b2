import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEXT_MAX } from '../../shared/constants';
import { RichTextEditor } from './RichTextEditor';

/** The languages a job's or post's title and description may be translated into, as the tabs name them. */
const TRANSLATIONS = [
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
] as const;
type TranslationCode = (typeof TRANSLATIONS)[number]['code'];

/** The optional translations of a form, as the contract's fields name them. */
export interface TranslationValues {
  title_gu: string;
  title_hi: string;
  description_gu: string;
  description_hi: string;
}

/** The translations of a stored job or post ('' where there is none). */
export const translationValuesOf = (record?: Partial<Record<keyof TranslationValues, string | null>>) => ({
  title_gu: record?.title_gu ?? '',
  title_hi: record?.title_hi ?? '',
  description_gu: record?.description_gu ?? '',
  description_hi: record?.description_hi ?? '',
});

/** The translations as a form sends them: trimmed titles; blank ones are sent empty (no translation). */
export const translationBody = (values: TranslationValues): TranslationValues => ({
  title_gu: values.title_gu.trim(),
  title_hi: values.title_hi.trim(),
  description_gu: values.description_gu,
  description_hi: values.description_hi,
});

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
  const [tab, setTab] = useState<'en' | TranslationCode>('en');
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(['en']));
  const select = (next: 'en' | TranslationCode) => {
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
          onChange={(_event, next: 'en' | TranslationCode) => select(next)}
          aria-label="Language of the title and description"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab value="en" label="English" id={`${id}-tab-en`} aria-controls={`${id}-panel-en`} />
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
      <Box {...panelProps('en')}>{english}</Box>
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
