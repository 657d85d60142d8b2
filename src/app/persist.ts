import { SESSION_STORAGE_KEY } from './constants';
import type { SessionUser } from '../features/session';

/*
 * The signed-in user kept in localStorage under the exact key `user_reg`, encrypted (SPEC §3), holding a
 * record only while someone is signed in: a signed-out state removes the entry, so "the entry exists" means
 * "a user was stored". The record keeps the layout redux-persist gave it (`user` as the JSON of the
 * ciphertext, and its `_persist` marker), so a browser signed in before still reads its session.
 * The encryption code loads only when there is a session to read or write (`sessionCrypto`).
 */

const loadCrypto = () => import(/* webpackChunkName: "session-crypto" */ './sessionCrypto');

const PERSIST_MARKER = JSON.stringify({ version: -1, rehydrated: true });

export const hasStoredSession = (): boolean =>
  typeof window !== 'undefined' && window.localStorage.getItem(SESSION_STORAGE_KEY) !== null;

export const clearStoredSession = (): void => window.localStorage.removeItem(SESSION_STORAGE_KEY);

/** The user in a stored record, or null (logging why) when it cannot be read or decrypted. */
async function userOfRecord(raw: string): Promise<SessionUser | null> {
  const { decryptUser } = await loadCrypto();
  try {
    const stored = (JSON.parse(raw) as { user?: unknown }).user;
    return typeof stored === 'string' ? decryptUser(JSON.parse(stored)) : null;
  } catch {
    return decryptUser(null);
  }
}

/**
 * The signed-in user stored in this browser, read before the first render: the entry decides with it
 * between hydrating the server's public page and rendering the back office. Null (at once, without loading
 * the encryption code) when nobody is stored; null too when the record is unreadable.
 */
export function readStoredUser(): Promise<SessionUser | null> {
  const raw = typeof window !== 'undefined' ? window.localStorage.getItem(SESSION_STORAGE_KEY) : null;
  return raw === null ? Promise.resolve(null) : userOfRecord(raw);
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
      const { encryptUser } = await loadCrypto();
      // A later change (a sign-out while the code loaded) has the last word.
      if (store.getState().session.user !== user) return;
      window.localStorage.setItem(
        SESSION_STORAGE_KEY,
        JSON.stringify({ user: JSON.stringify(encryptUser(user)), _persist: PERSIST_MARKER }),
      );
    });
  };
  const unsubscribe = store.subscribe(write);
  write();
  return { flush: () => writing, stop: unsubscribe };
}
