import type { Kysely } from 'kysely';
import { timestampText } from '../db/time';
import type { Database } from '../db/types';

/** Deletes the sign-in codes and sessions of these contacts (`phone:…`, `email:…`); answers how many sessions. */
export async function deleteCandidateSignIns(db: Kysely<Database>, contacts: string[]): Promise<number> {
  if (contacts.length === 0) return 0;
  await db.deleteFrom('candidate_codes').where('contact', 'in', contacts).execute();
  const sessions = await db
    .deleteFrom('candidate_sessions')
    .where('contact', 'in', contacts)
    .executeTakeFirst();
  return Number(sessions.numDeletedRows);
}

/** Deletes the codes and sessions that ended before `before` (the daily retention run). */
export async function pruneCandidateSignIns(db: Kysely<Database>, before: Date): Promise<void> {
  const cutoff = timestampText(before);
  await db.deleteFrom('candidate_codes').where('expires_at', '<', cutoff).execute();
  await db.deleteFrom('candidate_sessions').where('expires_at', '<', cutoff).execute();
}
