import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Where each application came from: the channel the server decided at apply time (the contract's
 * `ApplicationChannel`), or the one staff chose for a walk-in or phone application. Applications
 * older than the column have none (null: not recorded). The dashboard groups by it over a range of
 * `created_at`, and counts the status history per stage.
 */
export const applicationSourceMigration: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('applications').addColumn('channel', 'varchar(16)').execute();
    await db.schema
      .createIndex('applications_created_at_channel')
      .on('applications')
      .columns(['created_at', 'channel'])
      .execute();
    await db.schema
      .createIndex('application_events_to_status')
      .on('application_events')
      .columns(['to_status', 'application_id'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('application_events_to_status').ifExists().execute();
    await db.schema.dropIndex('applications_created_at_channel').ifExists().execute();
    await db.schema.alterTable('applications').dropColumn('channel').execute();
  },
};
