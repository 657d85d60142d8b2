import type { Kysely } from 'kysely';
import { lockedRecord } from './files';
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

/**
 * The ids of the Administrators who can sign in (enabled, and their invitation accepted: a password is
 * set), locked (PostgreSQL) until the transaction ends. A pending invitation is no Administrator yet: if
 * it is lost or expires, nobody could use it.
 */
export async function lockEnabledAdministrators(db: Kysely<Database>): Promise<number[]> {
  const rows = await lockedRecord(
    db,
    db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .where('password_hash', '!=', ''),
  ).execute();
  return rows.map((row) => row.id);
}

/** An account (locked until the transaction ends), or undefined. */
export async function lockStaffAccount(db: Kysely<Database>, id: number): Promise<StaffRow | undefined> {
  const row = await lockedRecord(
    db,
    db.selectFrom('users').select(STAFF_COLUMNS).where('id', '=', id),
  ).executeTakeFirst();
  return row && staffRow(row);
}

/** Sets an account's role and when it was disabled (null: enabled). */
export async function setRoleAndDisabled(
  db: Kysely<Database>,
  id: number,
  values: { role: string; disabled_at: string | null },
): Promise<StaffRow> {
  return staffRow(
    await db
      .updateTable('users')
      .set(values)
      .where('id', '=', id)
      .returning(STAFF_COLUMNS)
      .executeTakeFirstOrThrow(),
  );
}

export async function emailHasAccount(db: Kysely<Database>, email: string): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return existing !== undefined;
}

/** Creates an account without a password (an invitation not yet accepted). */
export async function insertInvitedAccount(
  db: Kysely<Database>,
  person: { name: string; email: string; role: string },
  createdAt: string,
): Promise<StaffRow> {
  return staffRow(
    await db
      .insertInto('users')
      .values({ ...person, password_hash: '', created_at: createdAt, disabled_at: null })
      .returning(STAFF_COLUMNS)
      .executeTakeFirstOrThrow(),
  );
}

/** The link with this token hash and purpose, with the state of its account (whether it has a password, when disabled). */
export async function findTokenWithAccount(db: Kysely<Database>, purpose: string, tokenHash: string) {
  const token = await db
    .selectFrom('staff_tokens')
    .innerJoin('users', 'users.id', 'staff_tokens.user_id')
    .select([
      'staff_tokens.id as id',
      'staff_tokens.user_id as user_id',
      'staff_tokens.expires_at as expires_at',
      'staff_tokens.used_at as used_at',
      'users.name as name',
      'users.password_hash as password_hash',
      'users.disabled_at as disabled_at',
    ])
    .where('staff_tokens.token_hash', '=', tokenHash)
    .where('staff_tokens.purpose', '=', purpose)
    .executeTakeFirst();
  if (!token) return undefined;
  const { password_hash: passwordHash, ...rest } = token;
  return { ...rest, has_password: passwordHash !== '' };
}

/** Sets an account's password hash. */
export async function setPasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
): Promise<StaffRow> {
  return staffRow(
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', userId)
      .returning(STAFF_COLUMNS)
      .executeTakeFirstOrThrow(),
  );
}
