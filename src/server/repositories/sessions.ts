import type { Kysely, Selectable } from 'kysely';
import { timestampText } from '../db/time';
import type { Database, SessionsTable, UserRow } from '../db/types';

/** The staff member a session belongs to, and the id of the session the request came with. */
export type SessionUser = Pick<UserRow, 'id' | 'name' | 'email' | 'role'> & { sessionId: number };

/** How long sessions last: without use (idle) and at most (absolute). */
export interface SessionTimeouts {
  idleMs: number;
  maxMs: number;
}

/**
 * A session's last use is stored to the second (the timestamps' resolution), written at most once a second,
 * and a session stays live while its last use's second is not before the idle timeout's start: so a
 * session in use never ends early (at most a second late). Writing it only once a minute, as before, ended
 * sessions in use up to 59 s early.
 */
const idleStart = (now: Date, timeouts: SessionTimeouts) =>
  timestampText(new Date(now.getTime() - timeouts.idleMs));

export async function createSession(
  db: Kysely<Database>,
  session: {
    tokenHash: string;
    userId: number;
    now: Date;
    timeouts: SessionTimeouts;
    userAgent: string;
    address: string;
  },
): Promise<void> {
  const { now, timeouts } = session;
  const nowText = timestampText(now);
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', nowText), eb('last_seen_at', '<', idleStart(now, timeouts))]),
    )
    .execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      expires_at: timestampText(new Date(now.getTime() + timeouts.maxMs)),
      created_at: nowText,
      last_seen_at: nowText,
      user_agent: session.userAgent.slice(0, 512),
      address: session.address.slice(0, 64),
    })
    .execute();
}

/**
 * The user of a live session, if any: unexpired (absolute), used within the idle timeout, and of an
 * enabled account. Using the session moves its idle timeout on.
 */
export async function findSessionUser(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
  timeouts: SessionTimeouts,
): Promise<SessionUser | undefined> {
  const found = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'sessions.id as sessionId',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.created_at as createdAt',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', timestampText(now))
    .where('sessions.created_at', '>', timestampText(new Date(now.getTime() - timeouts.maxMs)))
    .where('sessions.last_seen_at', '>=', idleStart(now, timeouts))
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!found) return undefined;
  const { lastSeenAt, createdAt: _createdAt, ...user } = found;
  const nowText = timestampText(now);
  if (!lastSeenAt || lastSeenAt < nowText)
    await db
      .updateTable('sessions')
      .set({ last_seen_at: nowText })
      .where('id', '=', user.sessionId)
      .execute();
  return user;
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** A live session as the account screen lists it: `last_seen_at` is its start when it was never used since. */
export type SessionRow = Pick<Selectable<SessionsTable>, 'id' | 'user_agent' | 'address' | 'created_at'> & {
  last_seen_at: string;
};

/** The user's live sessions, most recently used first. */
export async function listUserSessions(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  timeouts: SessionTimeouts,
): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'address', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', timestampText(now))
    .where('last_seen_at', '>=', idleStart(now, timeouts))
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, last_seen_at: row.last_seen_at ?? row.created_at }));
}

/** How many live sessions each user has (unexpired and used within the idle timeout); absent: none. */
export async function countLiveSessions(
  db: Kysely<Database>,
  now: Date,
  timeouts: SessionTimeouts,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('sessions')
    .select(['user_id', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('expires_at', '>', timestampText(now))
    .where('last_seen_at', '>=', idleStart(now, timeouts))
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
}

/** Ends one of the user's sessions: false when the user has no such session. */
export async function deleteUserSession(
  db: Kysely<Database>,
  userId: number,
  sessionId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends every session of the user except `keepSessionId` (every one when absent); answers how many ended. */
export async function deleteUserSessions(
  db: Kysely<Database>,
  userId: number,
  keepSessionId?: number,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
