import type { Kysely } from 'kysely';
import { timestampText } from '../db/time';
import { lockedRecord } from './files';
import type { Database, UserRow } from '../db/types';

/** `staff_tokens.purpose` of a half-finished sign-in (the password was right, the code is awaited). */
export const SIGN_IN_PURPOSE = 'sign-in';
/** `staff_tokens.purpose` of a forgotten-password link. */
export const PASSWORD_RESET_PURPOSE = 'password-reset';
/** How long the code step may follow the password step. */
export const SIGN_IN_CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** How long a forgotten-password link stays valid. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/** Stores a single-use token (only its hash) of the given purpose for the user. */
export async function insertStaffToken(
  db: Kysely<Database>,
  userId: number,
  purpose: string,
  tokenHash: string,
  now: Date,
  ttlMs: number,
): Promise<void> {
  await db
    .insertInto('staff_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: tokenHash,
      expires_at: timestampText(new Date(now.getTime() + ttlMs)),
      used_at: null,
      created_at: timestampText(now),
    })
    .execute();
}

export type TokenLookup =
  | { outcome: 'invalid' }
  | { outcome: 'used' }
  | { outcome: 'expired' }
  | { outcome: 'valid'; tokenId: number; user: UserRow };

/** The user of a token of that purpose, or why the token cannot be used; a disabled account has none. */
export async function findStaffToken(
  db: Kysely<Database>,
  purpose: string,
  tokenHash: string,
  now: Date,
): Promise<TokenLookup> {
  const token = await db
    .selectFrom('staff_tokens')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!token) return { outcome: 'invalid' };
  if (token.used_at !== null) return { outcome: 'used' };
  if (token.expires_at <= timestampText(now)) return { outcome: 'expired' };
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', token.user_id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (!user || user.password_hash === '') return { outcome: 'invalid' };
  return { outcome: 'valid', tokenId: token.id, user };
}

/** Marks a token used with a compare-and-set: true for the one request that used it. */
export async function consumeStaffToken(db: Kysely<Database>, tokenId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('staff_tokens')
    .set({ used_at: timestampText(now) })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the user's unused tokens of a purpose (a new reset link voids the earlier ones). */
export async function deleteStaffTokens(
  db: Kysely<Database>,
  userId: number,
  purpose: string,
): Promise<void> {
  await db.deleteFrom('staff_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
}

/**
 * Records that a TOTP code of `step` was accepted, with a compare-and-set: false when that step or a
 * later one was accepted before (a replayed code), so each code signs in once.
 */
export async function acceptTotpStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses up a recovery code of the user: true for the one request that used it. */
export async function consumeRecoveryCode(
  db: Kysely<Database>,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: timestampText(now) })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces every recovery code of the user with new ones (their hashes), in the caller's transaction. */
export async function replaceRecoveryCodes(
  trx: Kysely<Database>,
  userId: number,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(
      codeHashes.map((code_hash) => ({
        user_id: userId,
        code_hash,
        used_at: null,
        created_at: timestampText(now),
      })),
    )
    .execute();
}

/** How many unused recovery codes the user has. */
export async function recoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Offers a secret (sealed) for enrolment, kept until confirmed or replaced. */
export async function setPendingTotpSecret(
  db: Kysely<Database>,
  userId: number,
  secret: string,
): Promise<void> {
  await db.updateTable('users').set({ totp_pending_secret: secret }).where('id', '=', userId).execute();
}

/**
 * Makes the pending secret (`secret`: its sealed value as stored) the account's second factor, the
 * confirming code's step used, in the caller's transaction; false when the secret on offer changed
 * meanwhile or enrolment already happened.
 */
export async function confirmTotpEnrolment(
  trx: Kysely<Database>,
  userId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step })
    .where('id', '=', userId)
    .where('totp_pending_secret', '=', secret)
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Removes the account's second factor and recovery codes and ends its sessions (an Administrator's
 * answer to a lost phone): the person enrols again at their next sign-in. In the caller's transaction.
 */
export async function resetSecondFactor(trx: Kysely<Database>, userId: number): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
    .where('id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await deleteStaffTokens(trx, userId, SIGN_IN_PURPOSE);
  return true;
}

/**
 * How many reset links the account was sent since `since` (its `password-reset-requested` audit entries,
 * stamped in real time), with the account's row locked (PostgreSQL) until the caller's transaction ends, so
 * parallel requests from many addresses cannot all pass a cap.
 */
export async function lockAndCountResetRequests(
  trx: Kysely<Database>,
  userId: number,
  since: Date,
): Promise<number> {
  await lockedRecord(trx, trx.selectFrom('users').select('id').where('id', '=', userId)).execute();
  const row = await trx
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('action', '=', 'password-reset-requested')
    .where('record_id', '=', String(userId))
    .where('created_at', '>', timestampText(since))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
