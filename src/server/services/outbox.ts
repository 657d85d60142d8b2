import type { Kysely } from 'kysely';
import { timestampText } from '../db/time';
import type { Database, OutboxStatus } from '../db/types';
import { message } from '../openapi/catalogue';
import { insertOutboxMessages, listOutbox, type OutgoingMail } from '../repositories/outbox';
import { bodyText, singleLine } from './mailText';

/**
 * Queues messages for the worker (in the caller's transaction when given one); answers how many. The
 * recipient, the subject and every header name and value are stored as one line each, and the body
 * without control characters, so no value can add a header or a line break where the message has none.
 */
export async function enqueueMail(
  db: Kysely<Database>,
  mails: OutgoingMail[],
  now: number = Date.now(),
): Promise<number> {
  return insertOutboxMessages(
    db,
    mails.map((mail) => ({
      ...mail,
      to: singleLine(mail.to),
      subject: singleLine(mail.subject),
      text: bodyText(mail.text),
      headers: mail.headers
        ? Object.fromEntries(
            Object.entries(mail.headers).map(([name, value]) => [singleLine(name), singleLine(value)]),
          )
        : undefined,
    })),
    now,
  );
}

/**
 * The staff Outbox screen's messages. An invitation's or reset's link lets whoever holds it choose that
 * account's password, and an erasure link erases the applicant's data: their text stays unseen; an
 * invoice's mail shows amounts, which only Accounts and Administrators see (on the Invoices screen). The
 * next attempt is shown as a stored timestamp.
 */
export async function outboxForStaff(db: Kysely<Database>, status?: OutboxStatus) {
  return (await listOutbox(db, status)).map((stored) => {
    const row = { ...stored, next_attempt_at: timestampText(new Date(Number(stored.next_attempt_at))) };
    return row.kind === 'staff-invitation'
      ? { ...row, text_body: message('invitationTextHidden') }
      : row.kind === 'password-reset'
        ? { ...row, text_body: message('passwordResetTextHidden') }
        : row.kind === 'erasure-link'
          ? { ...row, text_body: message('erasureLinkTextHidden') }
          : row.kind === 'shortlist-link'
            ? { ...row, text_body: message('shortlistLinkTextHidden') }
            : row.kind === 'candidate-code'
              ? { ...row, text_body: message('candidateCodeTextHidden') }
              : row.kind === 'invoice' || row.kind === 'payment-reminder'
                ? { ...row, text_body: message('invoiceMailTextHidden') }
                : row;
  });
}
