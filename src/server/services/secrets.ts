import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets the server must read back (the TOTP secrets of staff), sealed at rest with AES-256-GCM: a random
 * 96-bit IV per value and a 128-bit tag, so a value changed in the database, moved to another row or
 * read with another key is refused instead of being used. The key is `SECRETS_KEY` (32 bytes, as 64 hex
 * digits or base64) or, when that is unset, the file `DATA_DIR/secrets.key`, made on first start with
 * permissions 0600.
 */

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Every sealed value starts with this (the format's version); nothing base32 does. */
const SEALED_PREFIX = 'v1:';
export const SECRETS_KEY_FILE = 'secrets.key';

/** A stored value that the key in use cannot open: another key sealed it, or it was altered. */
export class SecretUnreadableError extends Error {
  constructor() {
    super(
      'A stored secret cannot be opened with this SECRETS_KEY (another key sealed it, or it was changed).',
    );
    this.name = 'SecretUnreadableError';
  }
}

/** The 32-byte key written as 64 hex digits or as base64 (or base64url); undefined for anything else. */
export function parseSecretsKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  return undefined;
}

/** True for a value written by `SecretBox.seal` (whatever key sealed it). */
export function isSealed(value: string): boolean {
  return value.startsWith(SEALED_PREFIX);
}

export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`The secrets key must be ${KEY_BYTES} bytes.`);
    this.#key = Buffer.from(key);
  }

  /**
   * Seals `plain` for the record named by `context` (e.g. `users.totp_secret:7`): the context is
   * authenticated, so the sealed value opens only for that record.
   */
  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The plain text of a sealed value of `context`; `SecretUnreadableError` when this key cannot open it. */
  open(sealed: string, context: string): string {
    if (!isSealed(sealed)) throw new SecretUnreadableError();
    const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadableError();
    const decipher = createDecipheriv(ALGORITHM, this.#key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretUnreadableError();
    }
  }

  /** The plain text, or undefined when this key cannot open the value. */
  tryOpen(sealed: string, context: string): string | undefined {
    try {
      return this.open(sealed, context);
    } catch (error) {
      if (error instanceof SecretUnreadableError) return undefined;
      throw error;
    }
  }
}

/**
 * The key of the configuration: `SECRETS_KEY` when set; else `DATA_DIR/secrets.key`, read, or made
 * (32 random bytes, hex, permissions 0600) when the directory has none yet.
 */
export function secretsKeyOf(config: { secretsKey?: Buffer; dataDir: string }): Buffer {
  if (config.secretsKey) return config.secretsKey;
  const file = path.join(config.dataDir, SECRETS_KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole under another name, then linked into place: a process starting at the same moment
    // either wins or reads the winner's complete key.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, `${randomBytes(KEY_BYTES).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const key = parseSecretsKey(fs.readFileSync(file, 'utf8'));
  if (!key)
    throw new Error(
      `${file} must hold a 32-byte key as 64 hex digits or base64 (or set SECRETS_KEY instead).`,
    );
  return key;
}

/** The context a TOTP secret of a user is sealed for (both the confirmed and the pending one). */
export const totpSecretContext = (userId: number) => `users.totp_secret:${userId}`;
