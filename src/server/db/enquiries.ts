import type { Kysely } from 'kysely';
import { timestampText } from './time';
import type { Database, EnquiriesTable } from './types';

const ENQUIRY_COLUMNS = ['id', 'name', 'email', 'phone', 'purpose', 'message', 'created_at'] as const;

export async function listEnquiries(db: Kysely<Database>) {
  return db.selectFrom('enquiries').select(ENQUIRY_COLUMNS).orderBy('id', 'desc').execute();
}

export async function createEnquiry(
  db: Kysely<Database>,
  enquiry: Omit<EnquiriesTable, 'id' | 'created_at'>,
): Promise<void> {
  await db
    .insertInto('enquiries')
    .values({ ...enquiry, created_at: timestampText() })
    .execute();
}

export async function deleteEnquiry(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('enquiries').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
