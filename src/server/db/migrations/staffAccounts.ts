import { type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { SHORT_TEXT } from './columns';

type Db = Kysely<unknown>;
type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

/**
 * Staff accounts: the `users` table is the staff list. A person can be disabled (kept, with their
 * history, but unable to sign in) and invited (an account without a password until the invitation is
 * accepted). `staff_tokens` holds the single-use links sent to staff (only a hash of each token), and
 * `audit_log` the append-only record of who did what.
 */
export function staffAccountsMigration(withId: WithId): Migration {
  const shortText = SHORT_TEXT;
  return {
    async up(db: Db) {
      await db.schema.alterTable('users').addColumn('disabled_at', 'varchar(19)').execute();

      await withId(db.schema.createTable('staff_tokens'))
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'varchar(16)', (column) => column.notNull())
        .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
        .addColumn('expires_at', 'varchar(19)', (column) => column.notNull())
        .addColumn('used_at', 'varchar(19)')
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('staff_tokens_user_id').on('staff_tokens').column('user_id').execute();

      // No foreign key to users: an entry keeps the person's id and name whatever happens to the account.
      await withId(db.schema.createTable('audit_log'))
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('staff_name', shortText, (column) => column.notNull().defaultTo(''))
        .addColumn('address', 'varchar(64)', (column) => column.notNull().defaultTo(''))
        .addColumn('action', 'varchar(32)', (column) => column.notNull())
        .addColumn('resource', 'varchar(32)', (column) => column.notNull())
        .addColumn('record_id', 'varchar(64)')
        .addColumn('summary', 'varchar(1000)', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();
      await db.schema.createIndex('audit_log_staff_id').on('audit_log').column('staff_id').execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('audit_log').ifExists().execute();
      await db.schema.dropTable('staff_tokens').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('disabled_at').execute();
    },
  };
}
