import type { Kysely } from 'kysely';
import { timestampText } from './time';
import type { Database } from './types';

export async function listSubscribers(db: Kysely<Database>) {
  return db.selectFrom('subscribers').select(['id', 'email', 'created_at']).orderBy('id', 'desc').execute();
}

/** Stores the address once; subscribing again changes nothing. */
export async function addSubscriber(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .insertInto('subscribers')
    .values({ email: email.trim().toLowerCase(), created_at: timestampText() })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

export async function deleteSubscriber(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('subscribers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
