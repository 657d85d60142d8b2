import { SESSION_STORAGE_KEY } from '../shared/constants';
import type { SessionUser } from '../features/session';

/*
 * The signed-in user kept in localStorage under the exact key `user_reg`, encrypted (SPEC §3), holding a
 * record only while someone is signed in: a signed-out state removes the entry, so "the entry exists" means
 * "a user was stored". redux-persist and crypto-js write and read the record (`sessionPersist`, its own
 * chunk), loaded only when there is a session to read or write; checking for the entry and removing it
 * need neither.
 */

const loadPersist = () => import(/* webpackChunkName: "session-persist" */ './sessionPersist');

export const hasStoredSession = (): boolean =>
  typeof window !== 'undefined' && window.localStorage.getItem(SESSION_STORAGE_KEY) !== null;

export const clearStoredSession = (): void => window.localStorage.removeItem(SESSION_STORAGE_KEY);

/**
 * The signed-in user stored in this browser, read before the first render: the entry decides with it
 * between hydrating the server's public page and rendering the back office. Null (at once, without loading
 * the encryption code) when nobody is stored; null too when the record is unreadable.
 */
export function readStoredUser(): Promise<SessionUser | null> {
  if (!hasStoredSession()) return Promise.resolve(null);
  return loadPersist().then(({ readUser }) => readUser());
}

interface SessionSource {
  getState: () => { session: { user: SessionUser | null } };
  subscribe: (listener: () => void) => () => void;
}

/**
 * Keeps `user_reg` in step with the store's signed-in user, from now on (the current user is written at
 * once). `flush` resolves once the last change is written; `stop` ends it.
 */
export function storeSession(store: SessionSource) {
  let written: SessionUser | null | undefined;
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    const { user } = store.getState().session;
    if (user === written) return;
    written = user;
    writing = writing.then(async () => {
      if (!user) {
        clearStoredSession();
        return;
      }
      const { writeUser } = await loadPersist();
      // A later change (a sign-out while the code loaded) has the last word.
      if (store.getState().session.user !== user) return;
      await writeUser(user);
    });
  };
  const unsubscribe = store.subscribe(write);
  write();
  return { flush: () => writing, stop: unsubscribe };
}
