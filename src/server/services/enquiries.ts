import type { Insertable, Kysely } from 'kysely';
import { withTransaction } from '../db/transactions';
import type { Database, EnquiriesTable } from '../db/types';
import { insertEnquiry } from '../repositories/enquiries';
import type { OutgoingMail } from '../repositories/outbox';
import { enqueueMail } from './outbox';

/** Stores an enquiry and, in the same transaction, the messages it sends (built from its id). */
export async function receiveEnquiry(
  db: Kysely<Database>,
  enquiry: Omit<Insertable<EnquiriesTable>, 'id' | 'created_at'>,
  mails: (id: number) => OutgoingMail[] = () => [],
): Promise<number> {
  return withTransaction(db, async (trx) => {
    const id = await insertEnquiry(trx, enquiry);
    await enqueueMail(trx, mails(id));
    return id;
  });
}
