import type { Kysely } from 'kysely';
import { lockedRecord } from './files';
import { timestampText } from '../db/time';
import { withTransaction } from '../db/transactions';
import type { Database, UserRow } from '../db/types';

export type StaffRow = Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'disabled_at' | 'created_at'> & {
  /** True while the invitation waits (no password yet). */
  invited: boolean;
};

const STAFF_COLUMNS = ['id', 'name', 'email', 'role', 'disabled_at', 'created_at', 'password_hash'] as const;

/** A staff row without its password hash, which never leaves this module. */
function staffRow({ password_hash, ...row }: Pick<UserRow, (typeof STAFF_COLUMNS)[number]>): StaffRow {
  return { ...row, invited: password_hash === '' };
}

/** Every staff account, by name. */
export async function listStaff(db: Kysely<Database>): Promise<StaffRow[]> {
  const rows = await db.selectFrom('users').select(STAFF_COLUMNS).orderBy('name').orderBy('id').execute();
  return rows.map(staffRow);
}

export type StaffUpdateOutcome =
  { outcome: 'missing' } | { outcome: 'last-administrator' } | { outcome: 'saved'; staff: StaffRow };

/**
 * Sets an account's role and enabled state. Disabling ends its sessions in the same transaction. The
 * enabled Administrators are locked (PostgreSQL) while counted, so two changes at once cannot leave none.
 */
export async function updateStaffMember(
  db: Kysely<Database>,
  id: number,
  change: { role: string; enabled: boolean },
): Promise<StaffUpdateOutcome> {
  return withTransaction(db, async (trx) => {
    const administrators = await lockedRecord(
      trx,
      trx.selectFrom('users').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null),
    ).execute();
    const existing = await lockedRecord(
      trx,
      trx.selectFrom('users').select(['id', 'disabled_at']).where('id', '=', id),
    ).executeTakeFirst();
    if (!existing) return { outcome: 'missing' };
    const staysAdministrator = change.role === 'admin' && change.enabled;
    if (!staysAdministrator && administrators.every((row) => row.id === id) && administrators.length > 0)
      return { outcome: 'last-administrator' };
    const staff = await trx
      .updateTable('users')
      .set({
        role: change.role,
        disabled_at: change.enabled ? null : (existing.disabled_at ?? timestampText()),
      })
      .where('id', '=', id)
      .returning(STAFF_COLUMNS)
      .executeTakeFirstOrThrow();
    if (!change.enabled) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    return { outcome: 'saved', staff: staffRow(staff) };
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
  const existing = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', person.email)
    .executeTakeFirst();
  if (existing) return { outcome: 'taken' };
  const staff = await trx
    .insertInto('users')
    .values({ ...person, password_hash: '', created_at: timestampText(now), disabled_at: null })
    .returning(STAFF_COLUMNS)
    .executeTakeFirstOrThrow();
  await insertInvitationToken(trx, staff.id, tokenHash, now);
  return { outcome: 'invited', staff: staffRow(staff) };
}

async function insertInvitationToken(trx: Kysely<Database>, userId: number, tokenHash: string, now: Date) {
  await trx
    .insertInto('staff_tokens')
    .values({
      user_id: userId,
      purpose: INVITATION_PURPOSE,
      token_hash: tokenHash,
      expires_at: timestampText(new Date(now.getTime() + INVITATION_TTL_MS)),
      used_at: null,
      created_at: timestampText(now),
    })
    .execute();
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
  const user = await lockedRecord(
    trx,
    trx.selectFrom('users').select(STAFF_COLUMNS).where('id', '=', id),
  ).executeTakeFirst();
  if (!user) return { outcome: 'missing' };
  if (user.password_hash !== '') return { outcome: 'not-pending' };
  await trx
    .deleteFrom('staff_tokens')
    .where('user_id', '=', id)
    .where('purpose', '=', INVITATION_PURPOSE)
    .execute();
  await insertInvitationToken(trx, id, tokenHash, now);
  return { outcome: 'sent', staff: staffRow(user) };
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
  const token = await trx
    .selectFrom('staff_tokens')
    .innerJoin('users', 'users.id', 'staff_tokens.user_id')
    .select([
      'staff_tokens.id as id',
      'staff_tokens.user_id as user_id',
      'staff_tokens.expires_at as expires_at',
      'staff_tokens.used_at as used_at',
      'users.password_hash as password_hash',
      'users.disabled_at as disabled_at',
    ])
    .where('staff_tokens.token_hash', '=', tokenHash)
    .where('staff_tokens.purpose', '=', INVITATION_PURPOSE)
    .executeTakeFirst();
  if (!token) return { outcome: 'invalid' };
  if (token.used_at !== null) return { outcome: 'used' };
  if (token.disabled_at !== null || token.password_hash !== '') return { outcome: 'invalid' };
  const nowText = timestampText(now);
  if (token.expires_at <= nowText) return { outcome: 'expired' };
  const used = await trx
    .updateTable('staff_tokens')
    .set({ used_at: nowText })
    .where('id', '=', token.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return { outcome: 'used' };
  const staff = await trx
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', token.user_id)
    .returning(STAFF_COLUMNS)
    .executeTakeFirstOrThrow();
  return { outcome: 'accepted', staff: staffRow(staff) };
}
