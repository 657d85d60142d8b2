import type { Insertable, Kysely } from 'kysely';
import { timestampText } from '../db/time';
import type { Database, EnquiriesTable } from '../db/types';

const ENQUIRY_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'purpose',
  'message',
  'created_at',
  'language',
] as const;

export async function listEnquiries(db: Kysely<Database>) {
  return db.selectFrom('enquiries').select(ENQUIRY_COLUMNS).orderBy('id', 'desc').execute();
}

/** Stores an enquiry; answers its id. */
export async function insertEnquiry(
  db: Kysely<Database>,
  enquiry: Omit<Insertable<EnquiriesTable>, 'id' | 'created_at'>,
): Promise<number> {
  const { id } = await db
    .insertInto('enquiries')
    .values({ ...enquiry, created_at: timestampText() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteEnquiry(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('enquiries').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
