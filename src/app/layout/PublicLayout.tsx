import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useAppSelector } from '../../shared/hooks';
import { selectUser } from '../../features/session';
import { hasStoredSession } from '../persist';
import { deferredPart, HydrationBoundary, settledPart } from '../../shared/hydration';
import PublicHeader from './PublicHeader';
import layoutText from '../../i18n/compiled/en/layout';
import { useT } from '../../i18n';

/*
 * The footer is below the first screen: the server renders it, and its code (the subscribe form, the social
 * links) loads apart from the page's first scripts. On a page the server rendered it hydrates only when the
 * visitor nears it: until then its links and subscribe form work as they do without JavaScript.
 */
const PublicFooter = deferredPart(
  () => import(/* webpackChunkName: "public-footer" */ './PublicFooter'),
  'public-footer',
  { whenNear: 'footer' },
);

/* The language suggestion shows only in the browser, once the page has settled: its code loads then. */
const LanguageSuggestion = settledPart(
  () => import(/* webpackChunkName: "language-suggestion" */ '../../i18n/LanguageSuggestion'),
);

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  bgcolor: 'primary.main',
  color: 'common.white',
  px: 2,
  py: 1,
  borderRadius: 1,
  '&:focus': { top: 8 },
} as const;

/**
 * The public chrome: header navigation, the page, and the footer. The footer is never shown while a
 * staff user is stored (the shell uses the admin layout then; this guard keeps it that way).
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const showFooter = !user && !hasStoredSession();
  const t = useT(layoutText);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="a" href="#main-content" sx={skipLinkSx}>
        {t('skip')}
      </Box>
      <HydrationBoundary>
        <PublicHeader />
      </HydrationBoundary>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      {showFooter && <PublicFooter />}
      {showFooter && <LanguageSuggestion />}
    </Box>
  );
}
