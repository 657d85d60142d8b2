import type { Kysely } from 'kysely';
import { acceptTotpStep, consumeRecoveryCode } from '../db/twoFactor';
import type { Database } from '../db/types';
import { looksLikeRecoveryCode, recoveryCodeHash, totpStepOf } from './twoFactor';

/** How a typed second-factor code was judged: accepted as a TOTP or recovery code, wrong, or a replay. */
export type CodeOutcome = 'totp' | 'recovery' | 'wrong' | 'replayed';

/**
 * Checks a code of the person's second factor and uses it up: a TOTP code's time step is recorded (a
 * replay of it, or of an earlier one, is refused) and a recovery code is marked used. Both with a
 * compare-and-set, so two requests with one code cannot both pass.
 */
export async function consumeSecondFactorCode(
  db: Kysely<Database>,
  user: { id: number; totp_secret: string | null },
  code: string,
  now: Date,
): Promise<CodeOutcome> {
  if (!user.totp_secret) return 'wrong';
  if (looksLikeRecoveryCode(code))
    return (await consumeRecoveryCode(db, user.id, recoveryCodeHash(code), now)) ? 'recovery' : 'wrong';
  const step = totpStepOf(user.totp_secret, code, now);
  if (step === undefined) return 'wrong';
  return (await acceptTotpStep(db, user.id, step)) ? 'totp' : 'replayed';
}
