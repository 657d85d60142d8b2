import { sql, type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Links each status message in the outbox to the history entry that queued it (`application_event_id`),
 * so the history can say whether that message is still waiting, was sent or was given up. Status
 * messages queued before this migration are linked to the latest history entry of their application
 * that recorded a message at or before the time the message was queued.
 */
export const outboxEventsMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('outbox')
      .addColumn('application_event_id', 'integer', (column) =>
        column.references('application_events.id').onDelete('set null'),
      )
      .execute();
    await db.schema
      .createIndex('outbox_application_event_id')
      .on('outbox')
      .column('application_event_id')
      .execute();
    await sql`update outbox set application_event_id = (
        select max(events.id) from application_events events
        where events.application_id = outbox.application_id
          and events.message_sent = 1
          and events.created_at <= outbox.created_at
      )
      where kind = 'status-change' and application_id is not null`.execute(db);
  },
  async down(db: Db) {
    await db.schema.dropIndex('outbox_application_event_id').execute();
    await db.schema.alterTable('outbox').dropColumn('application_event_id').execute();
  },
};
