import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import commonText from './compiled/en/common';
import { LOCALE_INFO, LOCALES, localizedPath, splitLocale, useLocale, useT } from '.';
import { rememberLanguage } from './languageCookie';

/**
 * The three languages as links to the same page in each (a full page load: the server renders it in
 * that language). Each name is written in its own script and marked with its language.
 */
export default function LanguageSwitcher({
  tone = 'dark',
  label = 'language',
  sx,
}: {
  tone?: 'dark' | 'light';
  /** The landmark's name: each on a page needs its own (the header's and the footer's). */
  label?: 'language' | 'languageMenu';
  sx?: SxProps<Theme>;
}) {
  const t = useT(commonText);
  const current = useLocale();
  // The path within the language (the router's basename is already taken off).
  const { pathname } = useLocation();
  const color = tone === 'light' ? 'rgba(255,255,255,0.88)' : 'text.primary';
  return (
    <Box
      component="nav"
      aria-label={t(label)}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, ...sx }}
    >
      {LOCALES.map((locale) =>
        locale === current ? (
          <Box
            key={locale}
            component="span"
            lang={locale}
            aria-current="page"
            sx={{ fontWeight: 700, color: tone === 'light' ? 'common.white' : 'primary.main' }}
          >
            {LOCALE_INFO[locale].nativeName}
          </Box>
        ) : (
          <Link
            key={locale}
            href={localizedPath(locale, pathname)}
            // The address bar is the truth at click time (a navigation may still be rendering).
            onClick={(event) => {
              rememberLanguage(locale);
              event.currentTarget.href = localizedPath(locale, splitLocale(window.location.pathname).path);
            }}
            hrefLang={locale}
            lang={locale}
            underline="hover"
            sx={{ color, fontWeight: 600, py: 1 }}
          >
            {LOCALE_INFO[locale].nativeName}
          </Link>
        ),
      )}
    </Box>
  );
}
