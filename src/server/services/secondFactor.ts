import type { Kysely } from 'kysely';
import { acceptTotpStep, consumeRecoveryCode } from '../repositories/twoFactor';
import type { Database, UserRow } from '../db/types';
import { totpSecretContext, type SecretBox } from './secrets';
import { looksLikeRecoveryCode, recoveryCodeHash, totpStepOf } from './twoFactor';

/**
 * How a typed second-factor code was judged: accepted as a TOTP or recovery code, wrong, a replay, or
 * not checkable (the stored secret does not open with the server's secrets key).
 */
export type CodeOutcome = 'totp' | 'recovery' | 'wrong' | 'replayed' | 'unreadable';

/**
 * Checks a code of the person's second factor and uses it up: a TOTP code's time step is recorded (a
 * replay of it, or of an earlier one, is refused) and a recovery code is marked used. Both with a
 * compare-and-set, so two requests with one code cannot both pass. Recovery codes work even when the
 * stored TOTP secret cannot be opened (they are hashes, not sealed).
 */
export async function consumeSecondFactorCode(
  db: Kysely<Database>,
  secrets: SecretBox,
  user: Pick<UserRow, 'id' | 'totp_secret'>,
  code: string,
  now: Date,
): Promise<CodeOutcome> {
  if (!user.totp_secret) return 'wrong';
  if (looksLikeRecoveryCode(code))
    return (await consumeRecoveryCode(db, user.id, recoveryCodeHash(code), now)) ? 'recovery' : 'wrong';
  const secret = secrets.tryOpen(user.totp_secret, totpSecretContext(user.id));
  if (secret === undefined) return 'unreadable';
  const step = totpStepOf(secret, code, now);
  if (step === undefined) return 'wrong';
  return (await acceptTotpStep(db, user.id, step)) ? 'totp' : 'replayed';
}

/**
 * False when the code can only be checked with the stored TOTP secret (it is no recovery code) and that
 * secret does not open with the server's secrets key. It does not depend on anything else typed, so an
 * operation that checks a password as well can ask it first without telling whether the password was right.
 */
export function secondFactorCheckable(
  secrets: SecretBox,
  user: Pick<UserRow, 'id' | 'totp_secret'>,
  code: string,
): boolean {
  if (!user.totp_secret || looksLikeRecoveryCode(code)) return true;
  return secrets.tryOpen(user.totp_secret, totpSecretContext(user.id)) !== undefined;
}
