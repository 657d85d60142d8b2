import type { Insertable, Kysely } from 'kysely';
import { withTransaction } from '../db/transactions';
import { enqueueMail, type OutgoingMail } from './outbox';
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

/** Stores an enquiry and, in the same transaction, the messages it sends (built from its id). */
export async function createEnquiry(
  db: Kysely<Database>,
  enquiry: Omit<Insertable<EnquiriesTable>, 'id' | 'created_at'>,
  mails: (id: number) => OutgoingMail[] = () => [],
): Promise<number> {
  return withTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('enquiries')
      .values({ ...enquiry, created_at: timestampText() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueMail(trx, mails(id));
    return id;
  });
}

export async function deleteEnquiry(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('enquiries').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
