import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are accepted too (a phone's clock drifts). */
const TOTP_WINDOW = 1;
/** 160-bit secrets (RFC 4226's recommendation), base32. */
const SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Staff back office';

/** A new random TOTP secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** True for a usable base32 secret of at least 160 bits (e.g. `ADMIN_TOTP_SECRET`). */
export function isTotpSecret(value: string): boolean {
  return /^[A-Z2-7]{32,}$/.test(value);
}

function totpOf(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a TOTP code belongs to at `now`. */
export function timeStepOf(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step the code was made for when it is a valid code of the secret at `now` (within one step
 * either side), else undefined. Whether that step was used already is the caller's question.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? undefined : timeStepOf(now) + delta;
}

/** The code of the secret at `now` (the e-mail a person's phone would show; used by tests and the seed). */
export function totpCodeAt(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}

export interface TotpEnrolment {
  secret: string;
  /** The `otpauth://totp/...` address an authenticator app reads from the QR code. */
  uri: string;
  /** The QR code of `uri` as a `data:image/png;base64,...` address. */
  qr: string;
}

/** What the enrolment screen shows: the QR code and the secret as text. */
export async function totpEnrolment(secret: string, email: string): Promise<TotpEnrolment> {
  const uri = totpOf(secret, email).toString();
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  return { secret, uri, qr };
}

/** Recovery codes look like `k7p2-qm4x-9t`: 10 characters from an unambiguous alphabet (about 50 bits). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const characters = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
    const text = characters.join('');
    return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
  });
}

/** True when the typed code has the shape of a recovery code rather than a TOTP code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return normalizedRecoveryCode(code).length === 10;
}

function normalizedRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** What `recovery_codes` stores instead of a code. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256')
    .update(`recovery:${normalizedRecoveryCode(code)}`)
    .digest('hex');
}
