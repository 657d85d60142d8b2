import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { jobTitleTranslations } from './applicationHistory';

/** The application with this (upper-case) reference, with what the status page shows and checks. */
export async function findApplicationByReference(db: Kysely<Database>, reference: string) {
  return db
    .selectFrom('applications')
    .select(['id', 'reference', 'job_title', 'status', 'email', 'phone', 'name', 'language', 'created_at'])
    .select(jobTitleTranslations)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** When the application's status last changed (its arrival counts; an erasure request keeps the status), if ever. */
export async function latestStatusChangeAt(db: Kysely<Database>, applicationId: number) {
  const latest = await db
    .selectFrom('application_events')
    .select('created_at')
    .where('application_id', '=', applicationId)
    .where((eb) => eb.or([eb('from_status', 'is', null), eb('from_status', '<>', eb.ref('to_status'))]))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.created_at;
}
