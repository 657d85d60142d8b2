import type { RootState } from '../shared/hooks';

/** The id of the `<script type="application/json">` holding the store's state rendered by the server. */
export const PRELOADED_STATE_ID = 'preloaded-state';

/** The part of the store the server preloads: RTK Query's cache of the page's answers. */
export type PreloadedState = Pick<RootState, 'api'>;

/**
 * The server's API cache as the browser's store should start: the answers kept, no subscriptions (the
 * browser's components subscribe again) and the middleware not yet registered (the browser's registers).
 * An error answer (a job that does not exist) counts as answered at the time it came, like a success, so
 * the browser does not ask again while hydrating (RTK Query refetches an entry never fulfilled).
 */
export function dehydrateApiState(state: RootState): PreloadedState {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).map(([key, entry]) => [
      key,
      entry?.status === 'rejected' && entry.fulfilledTimeStamp === undefined
        ? { ...entry, fulfilledTimeStamp: entry.startedTimeStamp }
        : entry,
    ]),
  ) as RootState['api']['queries'];
  return {
    api: {
      ...state.api,
      queries,
      subscriptions: {},
      config: { ...state.api.config, middlewareRegistered: false },
    },
  };
}

/**
 * JSON safe inside an HTML `<script>` element: `<`, `>` and `&` as escapes (no `</script>` or `<!--`
 * can end or change the element) and the line separators U+2028/U+2029 escaped too.
 */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server rendered the page with, or undefined (a client-rendered page, or unreadable). */
export function readPreloadedState(): PreloadedState | undefined {
  const element = document.getElementById(PRELOADED_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PreloadedState;
  } catch {
    console.error('The preloaded state could not be read; the page loads its data again.');
    return undefined;
  }
}
