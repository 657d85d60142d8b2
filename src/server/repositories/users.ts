import type { Kysely } from 'kysely';
import { timestampText } from '../db/time';
import type { Database, UserRow } from '../db/types';

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Creates the user, or resets the password and role of an existing one with that e-mail (enabling it
 * again). A reset ends every session of that user, so a cookie issued under the old password stops working.
 */
export async function upsertUser(
  db: Kysely<Database>,
  user: { email: string; name: string; role: string; passwordHash: string },
): Promise<void> {
  const email = user.email.trim().toLowerCase();
  await db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('users')
      .values({
        email,
        name: user.name,
        role: user.role,
        password_hash: user.passwordHash,
        created_at: timestampText(),
      })
      .onConflict((conflict) =>
        conflict
          .column('email')
          .doUpdateSet({ role: user.role, password_hash: user.passwordHash, disabled_at: null }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('sessions').where('user_id', '=', saved.id).execute();
  });
}
