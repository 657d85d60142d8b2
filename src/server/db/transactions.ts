import type { Kysely, Transaction } from 'kysely';
import type { Database } from './types';

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one. So a write and the
 * audit entry that records it commit (or roll back) together, whichever function opened the transaction.
 */
export function withTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
