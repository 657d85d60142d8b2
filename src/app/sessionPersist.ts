import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { createPersistoid, createTransform, getStoredState, type PersistConfig } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { SESSION_STORAGE_KEY } from '../shared/constants';
import type { SessionUser } from '../features/session';

/*
 * The stored session (SPEC §3) with redux-persist and crypto-js, in its own chunk: a visitor's browser,
 * which has no stored session, never loads it; a staff member's loads it before the back office renders,
 * or when signing in. The record lives under exactly `user_reg` (no `persist:` prefix), in redux-persist's
 * layout: `user` as the JSON of the AES ciphertext, plus its `_persist` marker.
 */

/** The client's fixed secret (SPEC §3). It hides the record from casual reading; the server's session is what protects data. */
const SESSION_SECRET = 'sahyog-manpower::user_reg::v1';
const DECRYPT_FAILED = 'Failed to decrypt or parse user data';

export const encryptUser = (user: SessionUser): string =>
  AES.encrypt(JSON.stringify(user), SESSION_SECRET).toString();

/** The stored user, or null (logging why) when the record cannot be decrypted or parsed. */
export function decryptUser(cipherText: unknown): SessionUser | null {
  // Nobody stored (signed out) is null; an empty or non-text record is a bad one, logged like the others.
  if (cipherText === null || cipherText === undefined) return null;
  try {
    if (typeof cipherText !== 'string' || cipherText === '') throw new Error('an empty record');
    const parsed: unknown = JSON.parse(AES.decrypt(cipherText, SESSION_SECRET).toString(Utf8));
    if (parsed && typeof parsed === 'object' && 'userdata' in parsed) return parsed as SessionUser;
    throw new Error('not a user record');
  } catch {
    console.error(DECRYPT_FAILED);
    return null;
  }
}

interface SessionRecord {
  user: SessionUser | null;
}

/** Encrypts `user` on its way into storage and decrypts it on its way out. */
const encryption = createTransform<SessionUser | null, string | null>(
  (user) => (user ? encryptUser(user) : null),
  (cipherText) => decryptUser(cipherText),
  { whitelist: ['user'] },
);

const persistConfig: PersistConfig<SessionRecord> = {
  key: SESSION_STORAGE_KEY,
  keyPrefix: '',
  storage,
  whitelist: ['user'],
  transforms: [encryption],
};

/** The user stored in this browser; null when there is none or it cannot be read (logged). */
export async function readUser(): Promise<SessionUser | null> {
  try {
    // An empty `user_reg` entry is a bad record too (redux-persist would drop it without a word).
    if (window.localStorage.getItem(SESSION_STORAGE_KEY) === '') throw new Error('an empty record');
    const stored = (await getStoredState(persistConfig)) as Partial<SessionRecord> | undefined;
    return stored?.user ?? null;
  } catch {
    console.error(DECRYPT_FAILED);
    return null;
  }
}

/** Writes `user` under `user_reg`; resolves once it is stored. */
export async function writeUser(user: SessionUser): Promise<void> {
  const persistoid = createPersistoid(persistConfig);
  persistoid.update({ user, _persist: { version: -1, rehydrated: true } });
  await persistoid.flush();
}
