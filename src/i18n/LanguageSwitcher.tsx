import { useLocation } from 'react-router-dom';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import commonText from './compiled/en/common';
import { LOCALE_INFO, LOCALES, localizedPath, splitLocale, useLocale, useT } from '.';
import { rememberLanguage } from './languageCookie';

/* Plain elements under one class (the header and the footer hydrate it on every public page). */
const SwitcherRoot = styled('nav')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  '& .ls-current': { fontWeight: 700, color: theme.palette.primary.main },
  '& .ls-link': {
    padding: '8px 0',
    fontWeight: 600,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  '&.ls-light .ls-current': { color: theme.palette.common.white },
  '&.ls-light .ls-link': { color: 'rgba(255,255,255,0.88)' },
}));

/**
 * The three languages as links to the same page in each (a full page load: the server renders it in
 * that language). Each name is written in its own script and marked with its language.
 */
export default function LanguageSwitcher({
  tone = 'dark',
  label = 'language',
  className,
  sx,
}: {
  tone?: 'dark' | 'light';
  /** The landmark's name: each on a page needs its own (the header's and the footer's). */
  label?: 'language' | 'languageMenu';
  className?: string;
  sx?: SxProps<Theme>;
}) {
  const t = useT(commonText);
  const current = useLocale();
  // The path within the language (the router's basename is already taken off).
  const { pathname } = useLocation();
  const classes = [tone === 'light' ? 'ls-light' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <SwitcherRoot aria-label={t(label)} className={classes || undefined} sx={sx}>
      {LOCALES.map((locale) =>
        locale === current ? (
          <span key={locale} className="ls-current" lang={locale} aria-current="page">
            {LOCALE_INFO[locale].nativeName}
          </span>
        ) : (
          <a
            key={locale}
            href={localizedPath(locale, pathname)}
            // The address bar is the truth at click time (a navigation may still be rendering).
            onClick={(event) => {
              rememberLanguage(locale);
              event.currentTarget.href = localizedPath(locale, splitLocale(window.location.pathname).path);
            }}
            hrefLang={locale}
            lang={locale}
            className="ls-link"
          >
            {LOCALE_INFO[locale].nativeName}
          </a>
        ),
      )}
    </SwitcherRoot>
  );
}
