import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache } from './app/emotionCache';
import { readStoredUser, storeSession } from './app/persist';
import { readPreloadedState } from './app/preloadedState';
import { AppRouter, createAppHistory } from './app/appRouter';
import { AppRoutes, preloadRoute } from './app/router';
import { makeStore } from './app/store';
import type { SessionUser } from './features/session';
import { basenameOf, loadLocale, splitLocale } from './i18n';

/*
 * The public pages arrive rendered by the server with the answers they were rendered from (the
 * preloaded state): the browser hydrates them, keeping the server's nodes and fetching nothing again.
 * The signed-in user is read from storage before the first render (a visitor's browser, with nothing
 * stored, does not wait for it): a staff member's browser renders the back office itself, as it does on
 * /login and the staff routes, which the server sends as an empty shell.
 */
const container = document.getElementById('root') as HTMLElement;
// The page's language is its URL's prefix (`/gu/...`, `/hi/...`); the router works within it.
const { locale } = splitLocale(window.location.pathname);

function start(user: SessionUser | null) {
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
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
  // Hydration as a transition: React renders it in short slices that yield to the browser (as a default
  // update it would be one long task), and the server's nodes stay on screen meanwhile.
  if (container.hasChildNodes() && !user) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// The page's code and language are loaded before the first render, as the server did, so nothing suspends
// in hydration.
const pageLoaded = preloadRoute(window.location.pathname).catch(() => undefined);
void Promise.all([readStoredUser(), pageLoaded, loadLocale(locale)]).then(([user]) => start(user));
