import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { DEFAULT_LOCALE, localizedPath, splitLocale, useLocale, type Locale } from '.';
import { preferredLanguage, rememberedLanguage, rememberLanguage } from './languageCookie';

/**
 * The suggestion in the language it suggests (an English page loads no other catalogue for three
 * sentences, so they live here; each is marked with its language).
 */
const SUGGESTIONS: Record<Exclude<Locale, 'en'>, { text: string; switchTo: string; dismiss: string }> = {
  gu: {
    text: 'આ સાઇટ ગુજરાતીમાં પણ છે.',
    switchTo: 'ગુજરાતીમાં વાંચો',
    dismiss: 'ના, આભાર',
  },
  hi: {
    text: 'यह साइट हिन्दी में भी है।',
    switchTo: 'हिन्दी में पढ़ें',
    dismiss: 'नहीं, धन्यवाद',
  },
};

/**
 * On an English page, a visitor whose browser prefers Gujarati or Hindi and who has not chosen a language
 * (no `lang` cookie) is offered, once, the same page in that language; never redirected, so crawlers and
 * shared links get what they asked for. Decided in the browser after hydration: the server's page is the
 * same for everyone (cacheable), and the suggestion floats over it (no layout shift).
 */
export default function LanguageSuggestion() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [suggested, setSuggested] = useState<Exclude<Locale, 'en'> | null>(null);

  useEffect(() => {
    if (locale !== DEFAULT_LOCALE || rememberedLanguage(document.cookie)) return;
    const preferred = preferredLanguage(navigator.languages ?? [navigator.language]);
    if (preferred && preferred !== DEFAULT_LOCALE) setSuggested(preferred);
  }, [locale]);

  if (!suggested) return null;
  const texts = SUGGESTIONS[suggested];
  const dismiss = () => {
    rememberLanguage(DEFAULT_LOCALE);
    setSuggested(null);
  };
  return (
    <Box
      component="aside"
      lang={suggested}
      aria-label={texts.text}
      data-testid="language-suggestion"
      sx={{
        position: 'fixed',
        zIndex: 1200,
        left: { xs: 8, sm: 'auto' },
        right: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        maxWidth: { sm: 420 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 6,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="span" sx={{ flexBasis: '100%' }}>
        {texts.text}
      </Box>
      <Link
        href={localizedPath(suggested, pathname)}
        hrefLang={suggested}
        onClick={(event) => {
          rememberLanguage(suggested);
          event.currentTarget.href = localizedPath(suggested, splitLocale(window.location.pathname).path);
        }}
        sx={{ fontWeight: 700 }}
      >
        {texts.switchTo}
      </Link>
      <Button size="small" onClick={dismiss} sx={{ ml: 'auto' }}>
        {texts.dismiss}
      </Button>
    </Box>
  );
}
