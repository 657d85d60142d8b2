import { sql, type Kysely, type Selectable } from 'kysely';
import type { DialectName } from '../db/kysely';
import { timestampText } from '../db/time';
import type { Database, Language, MailKind, OutboxChannel, OutboxStatus, OutboxTable } from '../db/types';

export type OutboxRow = Selectable<OutboxTable>;

/** A WhatsApp message as the outbox stores it (`outbox.template`, JSON): an approved template and its parameters. */
export interface WhatsAppTemplate {
  name: string;
  /** The template's language code (the applicant's language). */
  language: Language;
  /** The body's parameters `{{1}}`, `{{2}}`, … in order. */
  parameters: string[];
  /** An authentication template's copy-code button parameter (the code), when it has one. */
  button?: string;
}

/** A message to send; requests only ever store these (the worker sends them). */
export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  applicationId?: number | null;
  enquiryId?: number | null;
  subscriberId?: number | null;
  /** Extra mail headers (e.g. `List-Unsubscribe`). */
  headers?: Record<string, string>;
  /** `email` when absent; a `whatsapp` message goes to a number (`to`) as `template`. */
  channel?: OutboxChannel;
  template?: WhatsAppTemplate;
  /** The history entry whose status change queued this message. */
  applicationEventId?: number | null;
  /** The invoice or credit note whose PDF the worker attaches. */
  invoiceId?: number | null;
}

/**
 * Stores messages for the worker as given (in the caller's transaction when given one); answers how
 * many. Requests queue mail through `enqueueMail` (services/outbox.ts), which makes every value safe first.
 */
export async function insertOutboxMessages(
  db: Kysely<Database>,
  mails: OutgoingMail[],
  now: number = Date.now(),
): Promise<number> {
  if (mails.length === 0) return 0;
  await db
    .insertInto('outbox')
    .values(
      mails.map((mail) => ({
        kind: mail.kind,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        application_id: mail.applicationId ?? null,
        enquiry_id: mail.enquiryId ?? null,
        subscriber_id: mail.subscriberId ?? null,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        application_event_id: mail.applicationEventId ?? null,
        invoice_id: mail.invoiceId ?? null,
        channel: mail.channel ?? 'email',
        template: mail.template ? JSON.stringify(mail.template) : null,
        next_attempt_at: now,
        created_at: timestampText(new Date(now)),
      })),
    )
    .execute();
  return mails.length;
}

/**
 * Claims the next message that is due (pending and past its next attempt, or `sending` with a lease
 * that ran out because its process died) for `owner` until `now + leaseMs`, counting the attempt.
 * Exactly one of several processes gets each row: PostgreSQL locks the candidate row and skips rows
 * another process holds; on SQLite the update is a compare-and-set on the row's state.
 */
export async function claimNextMail(
  db: Kysely<Database>,
  dialect: DialectName,
  owner: string,
  leaseMs: number,
  now: number = Date.now(),
  channels: readonly OutboxChannel[] = ['email'],
): Promise<OutboxRow | undefined> {
  const leaseUntil = now + leaseMs;
  if (channels.length === 0) return undefined;
  if (dialect === 'postgres') {
    const result = await sql<OutboxRow>`
      update outbox set status = 'sending', lease_owner = ${owner}, lease_until = ${leaseUntil},
        attempts = attempts + 1
      where id = (
        select id from outbox
        where ((status = 'pending' and next_attempt_at <= ${now})
           or (status = 'sending' and lease_until < ${now}))
          and channel in (${sql.join(channels)})
        order by next_attempt_at, id
        limit 1
        for update skip locked
      )
      returning *`.execute(db);
    return result.rows[0];
  }
  const candidates = await db
    .selectFrom('outbox')
    .select('id')
    .where('channel', 'in', channels)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(5)
    .execute();
  for (const { id } of candidates) {
    const claimed = await db
      .updateTable('outbox')
      .set((eb) => ({
        status: 'sending',
        lease_owner: owner,
        lease_until: leaseUntil,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) {
      return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
    }
  }
  return undefined;
}

/** Marks a claimed message sent (only while `owner` still holds it). */
export async function markMailSent(db: Kysely<Database>, id: number, owner: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: timestampText(), lease_owner: null, lease_until: null, last_error: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'sending')
    .execute();
}

/** Puts a claimed message back for a later attempt, or gives up on it (`retryAt` undefined). */
export async function markMailFailed(
  db: Kysely<Database>,
  id: number,
  owner: string,
  error: string,
  retryAt: number | undefined,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: retryAt === undefined ? 'failed' : 'pending',
      next_attempt_at: retryAt ?? Date.now(),
      lease_owner: null,
      lease_until: null,
      last_error: error.slice(0, 2000),
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'sending')
    .execute();
}

export const OUTBOX_LIST_LIMIT = 500;

/** The newest messages (at most 500), optionally of one state, for the staff Outbox screen. */
export async function listOutbox(db: Kysely<Database>, status?: OutboxStatus) {
  let query = db
    .selectFrom('outbox')
    .select([
      'id',
      'kind',
      'channel',
      'to_address',
      'subject',
      'text_body',
      'application_id',
      'enquiry_id',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
      'next_attempt_at',
    ])
    .orderBy('id', 'desc')
    .limit(OUTBOX_LIST_LIMIT);
  if (status) query = query.where('status', '=', status);
  return query.execute();
}

/** Deletes every message to an address (any letter case); answers how many. */
export async function deleteMailTo(db: Kysely<Database>, address: string): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where(sql<string>`lower(to_address)`, '=', address.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
