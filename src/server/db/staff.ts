import type { Kysely } from 'kysely';
import { lockedRecord } from './files';
import { timestampText } from './time';
import { withTransaction } from './transactions';
import type { Database, UserRow } from './types';

export type StaffRow = Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'disabled_at' | 'created_at'>;

const STAFF_COLUMNS = ['id', 'name', 'email', 'role', 'disabled_at', 'created_at'] as const;

/** Every staff account, by name. */
export async function listStaff(db: Kysely<Database>): Promise<StaffRow[]> {
  return db.selectFrom('users').select(STAFF_COLUMNS).orderBy('name').orderBy('id').execute();
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
    return { outcome: 'saved', staff };
  });
}
