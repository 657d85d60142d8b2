import type { Kysely } from 'kysely';
import { timestampText } from './time';
import type { Database } from './types';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: string;
}

export async function createSession(
  db: Kysely<Database>,
  tokenHash: string,
  userId: number,
  expiresAt: Date,
): Promise<void> {
  const now = timestampText();
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db
    .insertInto('sessions')
    .values({ token_hash: tokenHash, user_id: userId, expires_at: timestampText(expiresAt), created_at: now })
    .execute();
}

/** The user of a live (unexpired) session, if any; a disabled account has none. */
export async function findSessionUser(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<SessionUser | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.name', 'users.email', 'users.role'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', timestampText())
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}
