import type { Kysely } from 'kysely';
import { leavesNoAdministrator } from '../../domain/administrators';
import { timestampText } from '../db/time';
import { withTransaction } from '../db/transactions';
import type { Database } from '../db/types';
import { consumeStaffToken, deleteStaffTokens, insertStaffToken } from '../repositories/twoFactor';
import { deleteUserSessions } from '../repositories/sessions';
import {
  emailHasAccount,
  findTokenWithAccount,
  insertInvitedAccount,
  lockEnabledAdministrators,
  lockStaffAccount,
  setPasswordHash,
  setRoleAndDisabled,
  type StaffRow,
} from '../repositories/staff';

/** The use cases of staff accounts: role and enabled state (never without an Administrator), invitations. */

export type StaffUpdateOutcome =
  { outcome: 'missing' } | { outcome: 'last-administrator' } | { outcome: 'saved'; staff: StaffRow };

/**
 * Sets an account's role and enabled state. Disabling ends its sessions in the same transaction. The
 * enabled Administrators who have accepted their invitation are locked (PostgreSQL) while counted, so two
 * changes at once cannot leave none; a pending invitation does not count.
 */
export async function updateStaffMember(
  db: Kysely<Database>,
  id: number,
  change: { role: string; enabled: boolean },
): Promise<StaffUpdateOutcome> {
  return withTransaction(db, async (trx) => {
    const administrators = await lockEnabledAdministrators(trx);
    const existing = await lockStaffAccount(trx, id);
    if (!existing) return { outcome: 'missing' };
    if (leavesNoAdministrator(administrators, id, change)) return { outcome: 'last-administrator' };
    const staff = await setRoleAndDisabled(trx, id, {
      role: change.role,
      disabled_at: change.enabled ? null : (existing.disabled_at ?? timestampText()),
    });
    if (!change.enabled) await deleteUserSessions(trx, id);
    return { outcome: 'saved', staff };
  });
}

/** How long an invitation link stays valid. */
export const INVITATION_TTL_MS = 24 * 60 * 60 * 1000;
export const INVITATION_PURPOSE = 'invitation';

export type InvitationOutcome = { outcome: 'taken' } | { outcome: 'invited'; staff: StaffRow };

/**
 * Creates an account without a password and its invitation link (only the token's hash is stored),
 * in the caller's transaction. An address that already has an account is refused.
 */
export async function inviteStaffMember(
  trx: Kysely<Database>,
  person: { name: string; email: string; role: string },
  tokenHash: string,
  now: Date,
): Promise<InvitationOutcome> {
  if (await emailHasAccount(trx, person.email)) return { outcome: 'taken' };
  const staff = await insertInvitedAccount(trx, person, timestampText(now));
  await insertStaffToken(trx, staff.id, INVITATION_PURPOSE, tokenHash, now, INVITATION_TTL_MS);
  return { outcome: 'invited', staff };
}

export type ResendOutcome =
  { outcome: 'missing' } | { outcome: 'not-pending' } | { outcome: 'sent'; staff: StaffRow };

/** A new invitation link for a person without a password; their earlier links are deleted (void). */
export async function renewInvitation(
  trx: Kysely<Database>,
  id: number,
  tokenHash: string,
  now: Date,
): Promise<ResendOutcome> {
  const staff = await lockStaffAccount(trx, id);
  if (!staff) return { outcome: 'missing' };
  if (!staff.invited) return { outcome: 'not-pending' };
  await deleteStaffTokens(trx, id, INVITATION_PURPOSE);
  await insertStaffToken(trx, id, INVITATION_PURPOSE, tokenHash, now, INVITATION_TTL_MS);
  return { outcome: 'sent', staff };
}

export type InvitationCheck =
  { outcome: 'invalid' } | { outcome: 'used' } | { outcome: 'expired' } | { outcome: 'valid'; name: string };

/**
 * Whether an invitation link can still choose a password, by the rules `acceptInvitation` applies, without
 * using it: the page asks before it shows the form.
 */
export async function checkInvitation(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<InvitationCheck> {
  const token = await findTokenWithAccount(db, INVITATION_PURPOSE, tokenHash);
  if (!token) return { outcome: 'invalid' };
  if (token.used_at !== null) return { outcome: 'used' };
  if (token.disabled_at !== null || token.has_password) return { outcome: 'invalid' };
  if (token.expires_at <= timestampText(now)) return { outcome: 'expired' };
  return { outcome: 'valid', name: token.name };
}

export type AcceptOutcome =
  | { outcome: 'invalid' }
  | { outcome: 'used' }
  | { outcome: 'expired' }
  | { outcome: 'accepted'; staff: StaffRow };

/**
 * Sets the invited person's password with an invitation link and uses the link up, in the caller's
 * transaction. The link is marked used with a compare-and-set, so two requests with one link cannot
 * both succeed. A disabled account's link, or one whose account has a password already, is not valid.
 */
export async function acceptInvitation(
  trx: Kysely<Database>,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<AcceptOutcome> {
  const token = await findTokenWithAccount(trx, INVITATION_PURPOSE, tokenHash);
  if (!token) return { outcome: 'invalid' };
  if (token.used_at !== null) return { outcome: 'used' };
  if (token.disabled_at !== null || token.has_password) return { outcome: 'invalid' };
  const nowText = timestampText(now);
  if (token.expires_at <= nowText) return { outcome: 'expired' };
  if (!(await consumeStaffToken(trx, token.id, now))) return { outcome: 'used' };
  return { outcome: 'accepted', staff: await setPasswordHash(trx, token.user_id, passwordHash) };
}
