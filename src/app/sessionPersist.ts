import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { SessionUser } from '../features/session';

/*
 * The encryption of the stored session (SPEC §3), in its own chunk: a visitor's browser, which has no stored
 * session, never loads it; a staff member's loads it before the back office renders, or when signing in.
 */

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
