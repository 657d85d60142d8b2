import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import { SHORT_TEXT } from './columns';

type Db = Kysely<unknown>;
type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

/**
 * Shortlists a client answers from a link (frozen: it imports no service, domain rule or live text).
 *
 * - `shortlists`: applications of one requirement (a job with a client) shared with one client contact;
 *   the link's token is kept only as its SHA-256 (hex, unique), with the page's language, when it
 *   expires and when it was revoked; who shared it (id, name and e-mail at the time, so the answers reach
 *   them); the contact's name at the time (the history's "client: <name>");
 * - `shortlist_items`: each shared application with what the recruiter tells the client of the candidate
 *   (qualification and current location, which an application does not ask, and a note) and the client's answer
 *   (`shortlisted`, `not_suitable`, `interview_requested`), its reason or note, the proposed interview
 *   slots (JSON array of `YYYY-MM-DDTHH:MM` in India's time) and when it was given;
 * - `application_events.detail`: what an entry that keeps the status says (a client's answer).
 */
export function shortlistsMigration(withId: WithId): Migration {
  return {
    async up(db: Db) {
      await withId(db.schema.createTable('shortlists'))
        .addColumn('job_id', 'integer', (column) =>
          column.notNull().references('jobs.id').onDelete('cascade'),
        )
        .addColumn('client_id', 'integer', (column) =>
          column.notNull().references('clients.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (column) =>
          column.references('client_contacts.id').onDelete('set null'),
        )
        .addColumn('contact_name', SHORT_TEXT, (column) => column.notNull())
        .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
        .addColumn('language', 'varchar(2)', (column) => column.notNull().defaultTo('en'))
        .addColumn('expires_at', 'varchar(19)', (column) => column.notNull())
        .addColumn('revoked_at', 'varchar(19)')
        .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
        .addColumn('created_by_name', SHORT_TEXT, (column) => column.notNull().defaultTo(''))
        .addColumn('created_by_email', SHORT_TEXT, (column) => column.notNull().defaultTo(''))
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('shortlists_job_id').on('shortlists').column('job_id').execute();

      await withId(db.schema.createTable('shortlist_items'))
        .addColumn('shortlist_id', 'integer', (column) =>
          column.notNull().references('shortlists.id').onDelete('cascade'),
        )
        .addColumn('application_id', 'integer', (column) =>
          column.notNull().references('applications.id').onDelete('cascade'),
        )
        .addColumn('qualification', SHORT_TEXT, (column) => column.notNull().defaultTo(''))
        .addColumn('current_location', SHORT_TEXT, (column) => column.notNull().defaultTo(''))
        .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('answer', 'varchar(24)')
        .addColumn('answer_note', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('answer_slots', 'text', (column) => column.notNull().defaultTo('[]'))
        .addColumn('answered_at', 'varchar(19)')
        .execute();
      await db.schema
        .createIndex('shortlist_items_shortlist_application')
        .on('shortlist_items')
        .columns(['shortlist_id', 'application_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('shortlist_items_application_id')
        .on('shortlist_items')
        .column('application_id')
        .execute();

      await db.schema.alterTable('application_events').addColumn('detail', 'text').execute();
    },
    async down(db: Db) {
      await db.schema.alterTable('application_events').dropColumn('detail').execute();
      await db.schema.dropTable('shortlist_items').ifExists().execute();
      await db.schema.dropTable('shortlists').ifExists().execute();
    },
  };
}
