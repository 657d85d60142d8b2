import {
  createHash,
  createHmac,
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { ENVIRONMENT_SCHEMA } from '../environment';

/**
 * New passwords: scrypt with r = 8, p = 1 and N = 2^cost, where the cost is `PASSWORD_HASH_COST`: 17 by
 * default (OWASP's parameters, 128 MiB per hash). Each stored hash carries its own parameters, so hashes
 * made with other ones (earlier N = 2^14, or another cost setting) still verify.
 */
const SCRYPT_PARAMS = { r: 8, p: 1, keyLength: 64 } as const;
export const DEFAULT_PASSWORD_HASH_COST = ENVIRONMENT_SCHEMA.properties.PASSWORD_HASH_COST.default;

/** Node refuses scrypt above 32 MiB unless told: room for the parameters' 128 * N * r * p bytes. */
const scryptMemory = (N: number, r: number, p: number) => 128 * N * r * p + 16 * 1024 * 1024;
export const SESSION_COOKIE = 'sid';
/** The cookie of a sign-in whose password step succeeded and whose code step is awaited. */
export const SIGN_IN_COOKIE = 'signin';

/**
 * How many scrypt runs may go on at once; the others wait their turn in order. Each run holds its
 * parameters' memory (128 MiB at the default cost) until it ends, so parallel guesses, whatever the
 * limits let through, cannot take the process's memory beyond this many hashes' worth.
 */
export const PASSWORD_HASH_SLOTS = 2;
let hashesRunning = 0;
const hashesWaiting: (() => void)[] = [];

/** How many scrypt runs are going on now and how many wait for a slot. */
export function passwordHashLoad(): { running: number; waiting: number } {
  return { running: hashesRunning, waiting: hashesWaiting.length };
}

function takeHashSlot(): Promise<void> {
  if (hashesRunning < PASSWORD_HASH_SLOTS) {
    hashesRunning += 1;
    return Promise.resolve();
  }
  return new Promise((resolve) => hashesWaiting.push(resolve));
}

/** Hands the slot to the next waiting run, or frees it. */
function releaseHashSlot(): void {
  const next = hashesWaiting.shift();
  if (next) next();
  else hashesRunning -= 1;
}

async function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  await takeHashSlot();
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scryptCallback(password, salt, keyLength, options, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
  } finally {
    releaseHashSlot();
  }
}

/** `scrypt$N$r$p$salt$hash` (base64url parts), with N = 2^cost. */
export async function hashPassword(
  password: string,
  cost: number = DEFAULT_PASSWORD_HASH_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const { r, p, keyLength } = SCRYPT_PARAMS;
  const N = 2 ** cost;
  const key = await scrypt(password, salt, keyLength, { N, r, p, maxmem: scryptMemory(N, r, p) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const [N, blockSize, parallel] = [Number(n), Number(r), Number(p)];
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: blockSize,
    p: parallel,
    maxmem: scryptMemory(N, blockSize, parallel),
  });
  return timingSafeEqual(actual, expected);
}

const decoyHashes = new Map<number, Promise<string>>();

/**
 * A hash to check a password against when the e-mail is unknown (or its account has no password yet),
 * made once per cost so that both failures take the time of a real check.
 */
export function decoyHash(cost: number = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  let hash = decoyHashes.get(cost);
  if (!hash) {
    hash = hashPassword('decoy password', cost);
    decoyHashes.set(cost, hash);
  }
  return hash;
}

/** A fresh random session token (32 bytes) for the cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sessions table stores instead of the token. */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A password for a generated admin: 18 random characters from an unambiguous alphabet. */
export function generatePassword(length = 18): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(length);
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** The name of the cookie that marks a browser that has signed in to an account before. */
export const DEVICE_COOKIE = 'device';
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

function deviceSignature(userId: number, deviceId: string, passwordHash: string): Buffer {
  // Keyed with the account's password hash: secret to the server, the same in every process, and a
  // new password invalidates every device cookie issued before.
  return createHmac('sha256', passwordHash).update(`known-device:${userId}:${deviceId}`).digest();
}

/** A device cookie value `userId.deviceId.signature` for this account (a new id unless one is given). */
export function deviceToken(userId: number, passwordHash: string, deviceId?: string): string {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  return `${userId}.${id}.${deviceSignature(userId, id, passwordHash).toString('base64url')}`;
}

/** The device id of a device cookie value when it was issued for this account, else undefined. */
export function knownDeviceId(
  token: string | undefined,
  userId: number,
  passwordHash: string,
): string | undefined {
  const [tokenUser, id, signature, ...rest] = (token ?? '').split('.');
  if (rest.length > 0 || !id || !signature || tokenUser !== String(userId)) return undefined;
  const expected = deviceSignature(userId, id, passwordHash);
  const actual = Buffer.from(signature, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
}
