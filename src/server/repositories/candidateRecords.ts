/**
 * A candidate's records across the tables (applications, enquiries, messages, subscriptions), for
 * erasure, and the retention rule's erasure of old applications.
 */
import { sql, type Kysely } from 'kysely';
import { withTransaction } from '../db/transactions';
import { timestampText } from '../db/time';
import { deleteApplicationsWithFiles } from './applications';
import type { Database } from '../db/types';

/** The applications of a candidate (normalised e-mail and/or phone keys; none when both are empty). */
export async function applicationsOfCandidate(db: Kysely<Database>, keys: { email: string; phone: string }) {
  const { email, phone } = keys;
  if (!email && !phone) return [];
  return db
    .selectFrom('applications')
    .select(['id', 'email_key', 'phone_key', 'resume'])
    .where((eb) =>
      eb.or([
        ...(email ? [eb('email_key', '=', email)] : []),
        ...(phone ? [eb('phone_key', '=', phone)] : []),
      ]),
    )
    .execute();
}

/** The contacts of every enquiry (matched against a candidate by the caller). */
export async function listEnquiryContacts(db: Kysely<Database>) {
  return db.selectFrom('enquiries').select(['id', 'email', 'phone']).execute();
}

const count = async (query: Promise<{ count: number | string | bigint }>) => Number((await query).count);

/** How many outbox messages are about these applications and/or enquiries, or addressed to these (lower-case) addresses. */
export async function countMessagesAbout(
  db: Kysely<Database>,
  about: { applicationIds?: number[]; enquiryIds?: number[]; addresses?: string[] },
): Promise<number> {
  const applicationIds = about.applicationIds ?? [];
  const enquiryIds = about.enquiryIds ?? [];
  const addresses = about.addresses ?? [];
  if (applicationIds.length + enquiryIds.length + addresses.length === 0) return 0;
  return count(
    db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where((eb) =>
        eb.or([
          ...(applicationIds.length > 0 ? [eb('application_id', 'in', applicationIds)] : []),
          ...(enquiryIds.length > 0 ? [eb('enquiry_id', 'in', enquiryIds)] : []),
          ...(addresses.length > 0 ? [eb(sql<string>`lower(to_address)`, 'in', addresses)] : []),
        ]),
      )
      .executeTakeFirstOrThrow(),
  );
}

/** How many history entries and notes these applications have. */
export async function countHistoryAndNotes(db: Kysely<Database>, applicationIds: number[]) {
  if (applicationIds.length === 0) return { history: 0, notes: 0 };
  const [history, notes] = await Promise.all([
    count(
      db
        .selectFrom('application_events')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('application_id', 'in', applicationIds)
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom('application_notes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('application_id', 'in', applicationIds)
        .executeTakeFirstOrThrow(),
    ),
  ]);
  return { history, notes };
}

/** How many newsletter subscriptions these (lower-case) addresses have. */
export async function countSubscriptionsOf(db: Kysely<Database>, addresses: string[]): Promise<number> {
  if (addresses.length === 0) return 0;
  return count(
    db
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(sql<string>`lower(email)`, 'in', addresses)
      .executeTakeFirstOrThrow(),
  );
}

/** Deletes enquiries (their messages go with them); answers how many. */
export async function deleteEnquiries(db: Kysely<Database>, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('enquiries').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the newsletter subscription of a (lower-case) address, any letter case; answers how many. */
export async function deleteSubscriptionsOf(db: Kysely<Database>, address: string): Promise<number> {
  const removed = await db
    .deleteFrom('subscribers')
    .where(sql<string>`lower(email)`, '=', address)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/**
 * Erases applications received before `cutoff` (with their history, notes, messages and resumes)
 * and every outbox message older than it; answers the counts.
 */
export async function eraseApplicationsBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<{ applications: number; messages: number }> {
  const before = timestampText(cutoff);
  return withTransaction(db, async (trx) => {
    const expired = await trx
      .selectFrom('applications')
      .select('id')
      .where('created_at', '<', before)
      .execute();
    const linked = await trx
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(
        'application_id',
        'in',
        trx.selectFrom('applications').select('id').where('created_at', '<', before),
      )
      .executeTakeFirstOrThrow();
    const applications = await deleteApplicationsWithFiles(
      trx,
      expired.map((row) => row.id),
    );
    const old = await trx.deleteFrom('outbox').where('created_at', '<', before).executeTakeFirst();
    return { applications, messages: Number(linked.count) + Number(old.numDeletedRows) };
  });
}
