import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * The outbox carries WhatsApp messages beside e-mail: `channel` is `email` (every row before the
 * migration) or `whatsapp`; a WhatsApp row's `to_address` is the number in international form (digits
 * only), its `subject` the template's name, and `template` the template message as JSON (name, language
 * code, body parameters), sent through the WhatsApp Business Cloud API (src/server/services/whatsapp.ts).
 */
export const whatsappOutboxMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('outbox')
      .addColumn('channel', 'varchar(16)', (column) => column.notNull().defaultTo('email'))
      .execute();
    await db.schema.alterTable('outbox').addColumn('template', 'text').execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('outbox').dropColumn('template').execute();
    await db.schema.alterTable('outbox').dropColumn('channel').execute();
  },
};
