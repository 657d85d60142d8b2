/*
 * The browser's entry. The public pages arrive rendered by the server; this code hydrates them (see
 * app/start.tsx). The signed-in user is read from storage before the first render (a visitor's browser,
 * with nothing stored, does not wait for it): a staff member's browser renders the back office itself.
 *
 * Start-up runs in steps, each in a task of its own, so a phone stays responsive while the code starts:
 * evaluating every module at once was one task of about 220 ms at Lighthouse's phone speed (4x CPU).
 * Each `import()` is eager: its modules are in this entry's files already (nothing is fetched); only
 * their evaluation waits for its step. Each step evaluates one layer (the store and API; the theme,
 * providers and language; the routes and layout; the page), and the last renders.
 */
import { splitLocale } from './i18n/locales';
import { fetchDeferredScripts } from './shared/deferredScripts';
import { watchInput } from './shared/lastInput';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  // The visitor's taps from the entry's first moment (before it, the browser's first-input entry): the
  // scam notice never opens under one. Taps while the steps below run are the ones that matter most.
  watchInput();
  // The code of the parts hydrated apart arrives while the rest starts up.
  fetchDeferredScripts();
  const container = document.getElementById('root') as HTMLElement;
  // The page's language is its URL's prefix (`/gu/...`, `/hi/...`); the router works within it.
  const { locale } = splitLocale(window.location.pathname);
  const { readStoredUser } = await import(/* webpackMode: "eager" */ './app/persist');
  const user = readStoredUser();
  await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/AppProviders');
  const { loadLocale } = await import(/* webpackMode: "eager" */ './i18n');
  // The page's language is loaded before the first render, as the server did, so nothing suspends in
  // hydration.
  const localeLoaded = loadLocale(locale);
  await nextTask();
  const { preloadRoute } = await import(/* webpackMode: "eager" */ './app/router');
  await nextTask();
  // The page's code too.
  await preloadRoute(window.location.pathname).catch(() => undefined);
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './app/start');
  const [storedUser] = await Promise.all([user, localeLoaded]);
  start(container, locale, storedUser);
}

void boot();
