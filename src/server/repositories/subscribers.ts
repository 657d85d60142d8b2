import type { Kysely } from 'kysely';
import { emailKey } from '../../domain/candidates';
import { newSubscriberToken } from '../db/migrations/jobAlerts';
import { timestampText } from '../db/time';
import type { Database, Language, SubscriberRow } from '../db/types';

export type SubscriberState = 'unconfirmed' | 'confirmed';

export async function listSubscribers(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('subscribers')
    .select(['id', 'email', 'created_at', 'confirmed_at', 'language'])
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    state: (row.confirmed_at === null ? 'unconfirmed' : 'confirmed') as SubscriberState,
  }));
}

/** A subscriber as stored, and whether a confirmation message should be queued now. */
export type SubscriptionRequest = Pick<SubscriberRow, 'id' | 'email' | 'token' | 'language'> & {
  sendConfirmation: boolean;
};

/**
 * Stores the address unconfirmed (once; subscribing again changes only its language, to the page's it
 * came from this time) and says whether to send it a confirmation: a new address gets one; an
 * unconfirmed one gets another at most once per `resendMs`; a confirmed address gets none.
 */
export async function requestSubscription(
  db: Kysely<Database>,
  email: string,
  language: Language,
  resendMs: number,
  now: number = Date.now(),
): Promise<SubscriptionRequest> {
  const address = emailKey(email);
  await db
    .insertInto('subscribers')
    .values({
      email: address,
      created_at: timestampText(new Date(now)),
      token: newSubscriberToken(),
      language,
    })
    .onConflict((conflict) => conflict.column('email').doUpdateSet({ language }))
    .execute();
  const row = await db
    .selectFrom('subscribers')
    .select(['id', 'email', 'token', 'confirmed_at', 'language'])
    .where('email', '=', address)
    .executeTakeFirstOrThrow();
  if (row.confirmed_at !== null) return { ...row, sendConfirmation: false };
  // Compare-and-set, so two requests at once queue one confirmation.
  const claimed = await db
    .updateTable('subscribers')
    .set({ confirmation_sent_at: now })
    .where('id', '=', row.id)
    .where('confirmed_at', 'is', null)
    .where((eb) =>
      eb.or([eb('confirmation_sent_at', 'is', null), eb('confirmation_sent_at', '<=', now - resendMs)]),
    )
    .executeTakeFirst();
  return { ...row, sendConfirmation: Number(claimed.numUpdatedRows) === 1 };
}

/** The subscriber of a link's token (with its state), or undefined for an unknown or empty token. */
export async function findSubscriberByToken(db: Kysely<Database>, token: string) {
  if (token === '') return undefined;
  return db
    .selectFrom('subscribers')
    .select(['id', 'email', 'confirmed_at', 'language'])
    .where('token', '=', token)
    .executeTakeFirst();
}

/** Confirms the address of a token; answers the address and its language, or undefined for an unknown token. */
export async function confirmSubscription(
  db: Kysely<Database>,
  token: string,
): Promise<Pick<SubscriberRow, 'email' | 'language'> | undefined> {
  if (token === '') return undefined;
  const row = await db
    .selectFrom('subscribers')
    .select(['id', 'email', 'confirmed_at', 'language'])
    .where('token', '=', token)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.confirmed_at === null)
    await db
      .updateTable('subscribers')
      .set({ confirmed_at: timestampText() })
      .where('id', '=', row.id)
      .execute();
  return { email: row.email, language: row.language };
}

/** Deletes the subscription of a token (and its queued messages); answers the address and its language. */
export async function unsubscribe(
  db: Kysely<Database>,
  token: string,
): Promise<Pick<SubscriberRow, 'email' | 'language'> | undefined> {
  if (token === '') return undefined;
  const row = await db
    .selectFrom('subscribers')
    .select(['id', 'email', 'language'])
    .where('token', '=', token)
    .executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom('outbox').where('subscriber_id', '=', row.id).execute();
  await db.deleteFrom('subscribers').where('id', '=', row.id).execute();
  return { email: row.email, language: row.language };
}

/** The confirmed subscribers, the only ones job alerts go to. */
export async function listConfirmedSubscribers(db: Kysely<Database>) {
  return db
    .selectFrom('subscribers')
    .select(['id', 'email', 'token', 'language'])
    .where('confirmed_at', 'is not', null)
    .orderBy('id')
    .execute();
}

export async function deleteSubscriber(db: Kysely<Database>, id: number): Promise<boolean> {
  await db.deleteFrom('outbox').where('subscriber_id', '=', id).execute();
  const result = await db.deleteFrom('subscribers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Sets the language a subscription's messages are written in (the job-alert digest's); answers whether it exists. */
export async function setSubscriberLanguage(
  db: Kysely<Database>,
  id: number,
  language: Language,
): Promise<boolean> {
  const result = await db
    .updateTable('subscribers')
    .set({ language })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
