import { type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { SHORT_TEXT } from './columns';

type Db = Kysely<unknown>;
type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

/**
 * Erasure requests an applicant makes on the status page: `email` ones wait for the single-use link
 * mailed to the applicant (only the SHA-256 of its token is stored, with its expiry), `staff` ones
 * (an applicant with a phone number only) wait for an Administrator. A request outlives the
 * application it names (`application_id` becomes null when that is erased) and keeps only the
 * reference, its outcome and who resolved it.
 */
export function erasureRequestsMigration(withId: WithId): Migration {
  const shortText = SHORT_TEXT;
  return {
    async up(db: Db) {
      await withId(db.schema.createTable('erasure_requests'))
        .addColumn('application_id', 'integer', (column) =>
          column.references('applications.id').onDelete('set null'),
        )
        .addColumn('reference', 'varchar(32)', (column) => column.notNull())
        .addColumn('channel', 'varchar(8)', (column) => column.notNull())
        .addColumn('language', 'varchar(2)', (column) => column.notNull().defaultTo('en'))
        .addColumn('token_hash', 'varchar(64)', (column) => column.unique())
        .addColumn('expires_at', 'varchar(19)')
        .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('pending'))
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .addColumn('resolved_at', 'varchar(19)')
        .addColumn('resolved_by', shortText)
        .execute();
      await db.schema
        .createIndex('erasure_requests_application_id')
        .on('erasure_requests')
        .column('application_id')
        .execute();
      await db.schema
        .createIndex('erasure_requests_status')
        .on('erasure_requests')
        .columns(['status', 'channel'])
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('erasure_requests').ifExists().execute();
    },
  };
}
