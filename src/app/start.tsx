import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import { storeSession } from './persist';
import { readPreloadedState } from './preloadedState';
import { AppRouter, createAppHistory } from '../shared/appRouter';
import { AppRoutes } from './router';
import { makeStore } from './store';
import { beginPageHydration, HydrationMark } from '../shared/hydration';
import { prefetchLaterScripts } from '../shared/deferredScripts';
import { watchInput } from '../shared/lastInput';
import type { SessionUser } from '../features/session';
import { basenameOf, type Locale } from '../i18n';

/**
 * Renders the app into `container`: hydrates the server's public page (its store preloaded with the
 * answers it was rendered from, so nothing is fetched again), or, for a signed-in staff member and for
 * the client shell (sign-in and the staff routes, which the server sends empty), renders it anew.
 */
export function start(container: HTMLElement, locale: Locale, user: SessionUser | null) {
  // The visitor's taps (watched from the entry's start; here too for a start without the entry).
  watchInput();
  const store = makeStore({
    ...readPreloadedState(),
    ...(user ? { session: { user, expired: false } } : {}),
  });
  storeSession(store);
  const app = (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <AppProviders store={store} locale={locale}>
          <AppRouter history={createAppHistory()} basename={basenameOf(locale)}>
            <AppRoutes />
          </AppRouter>
          <HydrationMark root />
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
  // Hydration as a transition: React renders it in short slices that yield to the browser (as a default
  // update it would be one long task), and the server's nodes stay on screen meanwhile.
  if (container.hasChildNodes() && !user) {
    // Where hydration starts (`npm run bench:phone` measures from the navigation to here).
    performance.mark('hydration-start');
    beginPageHydration();
    startTransition(() => void hydrateRoot(container, app));
    // Code the page may need later (the API client, a dialog): fetched once the page has settled.
    prefetchLaterScripts();
  } else createRoot(container).render(app);
}
