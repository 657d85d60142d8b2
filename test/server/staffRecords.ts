/** Staff accounts and applications written straight into a test server's database (job owners' tests). */
import type { Kysely } from 'kysely';
import { hashPassword } from '../../src/server/services/auth';
import { upsertUser } from '../../src/server/repositories/users';
import type { ApplicationStatus, Database } from '../../src/server/db/types';
import { TEST_PASSWORD_HASH_COST, STAFF_EMAIL } from './helpers';

export const PASSWORD = 'a long enough staff password';

/** Adds an account with a password (accepted), optionally disabled, and answers its id. */
export async function addStaff(
  db: Kysely<Database>,
  person: { email: string; name: string; role: string; disabled?: boolean; invited?: boolean },
): Promise<number> {
  await upsertUser(db, {
    email: person.email,
    name: person.name,
    role: person.role,
    passwordHash: person.invited ? '' : await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST),
  });
  const { id } = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', person.email)
    .executeTakeFirstOrThrow();
  if (person.disabled)
    await db.updateTable('users').set({ disabled_at: '2026-01-01 00:00:00' }).where('id', '=', id).execute();
  return id;
}

export const adminId = async (db: Kysely<Database>) =>
  (await db.selectFrom('users').select('id').where('email', '=', STAFF_EMAIL).executeTakeFirstOrThrow()).id;

let sequence = 0;
/** An application stored directly, with its status history (New, then the moves), at a UTC time. */
export async function insertApplication(
  db: Kysely<Database>,
  jobId: number | null,
  at: string,
  status: ApplicationStatus = 'New',
): Promise<number> {
  const { id } = await db
    .insertInto('applications')
    .values({
      job_id: jobId,
      job_title: 'Job',
      category: '2',
      career_level: '',
      experience: '',
      name: `Candidate ${++sequence}`,
      email: `owner-candidate${sequence}@example.com`,
      phone: '',
      gender: '',
      title: '',
      message: '',
      resume: null,
      created_at: at,
      reference: `SMS-2026-${String(800000 + sequence)}`,
      status,
      consent_at: at,
      channel: 'direct',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_events')
    .values({ application_id: id, from_status: null, to_status: 'New', changed_by: null, created_at: at })
    .execute();
  if (status !== 'New')
    await db
      .insertInto('application_events')
      .values({ application_id: id, from_status: 'New', to_status: status, changed_by: null, created_at: at })
      .execute();
  return id;
}
