import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { createTransform, persistReducer, type Storage } from 'redux-persist';
import type { Reducer } from '@reduxjs/toolkit';
import { SESSION_STORAGE_KEY } from './constants';
import type { SessionState, SessionUser } from '../features/session';

/** The client's fixed secret (SPEC §3). It hides the record from casual reading; the server's session is what protects data. */
const SESSION_SECRET = 'sahyog-manpower::user_reg::v1';

export const encryptUser = (user: SessionUser): string =>
  AES.encrypt(JSON.stringify(user), SESSION_SECRET).toString();

/** The stored user, or null (logging why) when the record cannot be decrypted or parsed. */
export function decryptUser(cipherText: unknown): SessionUser | null {
  if (typeof cipherText !== 'string' || cipherText === '') return null;
  try {
    const parsed: unknown = JSON.parse(AES.decrypt(cipherText, SESSION_SECRET).toString(Utf8));
    if (parsed && typeof parsed === 'object' && 'userdata' in parsed) return parsed as SessionUser;
    throw new Error('not a user record');
  } catch {
    console.error('Failed to decrypt or parse user data');
    return null;
  }
}

/** The one place the session is encrypted on its way to storage and decrypted on its way back. */
const encryptTransform = createTransform<SessionUser | null, string | null>(
  (user) => (user ? encryptUser(user) : null),
  (stored) => decryptUser(stored),
  { whitelist: ['user'] },
);

/**
 * localStorage under the exact key `user_reg`, holding a record only while someone is signed in: a
 * signed-out state removes the entry, so "the entry exists" means "a user was stored" (SPEC §3).
 */
export const sessionStorageAdapter: Storage = {
  getItem: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
  setItem: (key: string, value: string) => {
    const user = (JSON.parse(value) as { user?: string }).user;
    if (!user || user === 'null') window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return Promise.resolve();
  },
  removeItem: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
};

export const hasStoredSession = (): boolean =>
  typeof window !== 'undefined' && window.localStorage.getItem(SESSION_STORAGE_KEY) !== null;

export const clearStoredSession = (): void => window.localStorage.removeItem(SESSION_STORAGE_KEY);

export const persistSession = (reducer: Reducer<SessionState>) =>
  persistReducer<SessionState>(
    {
      key: SESSION_STORAGE_KEY,
      keyPrefix: '',
      storage: sessionStorageAdapter,
      whitelist: ['user'],
      transforms: [encryptTransform],
    },
    reducer,
  );

/**
 * The signed-in user stored in this browser, read at once (redux-persist restores it only after a
 * tick): the entry decides, before the first render, between hydrating the server's public page and
 * rendering the back office. Null when nobody is stored or the record is unreadable.
 */
export function readStoredUser(): SessionUser | null {
  const raw = typeof window !== 'undefined' ? window.localStorage.getItem(SESSION_STORAGE_KEY) : null;
  if (raw === null) return null;
  try {
    const stored = (JSON.parse(raw) as { user?: unknown }).user;
    return typeof stored === 'string' ? decryptUser(JSON.parse(stored)) : null;
  } catch {
    return decryptUser(null);
  }
}
