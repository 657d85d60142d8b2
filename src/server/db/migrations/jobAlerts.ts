import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/** A subscriber's link secret: 32 random bytes, URL-safe. */
export const newSubscriberToken = (): string => randomBytes(32).toString('base64url');

/**
 * Job alerts with double opt-in: each subscriber gets a link token and a confirmation time (existing
 * addresses start unconfirmed and get nothing until they confirm), and outbox messages can carry extra
 * headers and belong to a subscriber (deleting the subscriber deletes its messages).
 */
export const jobAlertsMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('subscribers')
      .addColumn('token', 'varchar(64)', (column) => column.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('subscribers').addColumn('confirmed_at', 'varchar(19)').execute();
    await db.schema.alterTable('subscribers').addColumn('confirmation_sent_at', 'bigint').execute();
    const existing = await sql<{ id: number }>`select id from subscribers`.execute(db);
    for (const row of existing.rows) {
      await sql`update subscribers set token = ${newSubscriberToken()} where id = ${row.id}`.execute(db);
    }
    await db.schema.createIndex('subscribers_token').unique().on('subscribers').column('token').execute();

    await db.schema
      .alterTable('outbox')
      .addColumn('subscriber_id', 'integer', (column) =>
        column.references('subscribers.id').onDelete('cascade'),
      )
      .execute();
    await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
    await db.schema.createIndex('outbox_subscriber_id').on('outbox').column('subscriber_id').execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('outbox_subscriber_id').ifExists().execute();
    await db.schema.alterTable('outbox').dropColumn('headers').execute();
    await db.schema.alterTable('outbox').dropColumn('subscriber_id').execute();
    await db.schema.dropIndex('subscribers_token').ifExists().execute();
    for (const column of ['confirmation_sent_at', 'confirmed_at', 'token']) {
      await db.schema.alterTable('subscribers').dropColumn(column).execute();
    }
  },
};
