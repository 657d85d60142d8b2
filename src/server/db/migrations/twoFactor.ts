import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;
type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

/**
 * The second factor and the sessions' timeouts. `users` gains the TOTP secret (base32; null until the
 * person enrols), the secret offered at enrolment until it is confirmed, and the last time step a code
 * was accepted for (a code is accepted once). `recovery_codes` holds only SHA-256 hashes of the ten
 * single-use codes. `sessions` gains when each was last used (the idle timeout), and the device and
 * address it was started from (the My account page lists them).
 */
export function twoFactorMigration(withId: WithId): Migration {
  return {
    async up(db: Db) {
      await db.schema.alterTable('users').addColumn('totp_secret', 'varchar(64)').execute();
      await db.schema.alterTable('users').addColumn('totp_pending_secret', 'varchar(64)').execute();
      await db.schema.alterTable('users').addColumn('totp_last_step', 'bigint').execute();

      await withId(db.schema.createTable('recovery_codes'))
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'varchar(64)', (column) => column.notNull())
        .addColumn('used_at', 'varchar(19)')
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('recovery_codes_user_id').on('recovery_codes').column('user_id').execute();

      await db.schema.alterTable('sessions').addColumn('last_seen_at', 'varchar(19)').execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('user_agent', 'varchar(512)', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('address', 'varchar(64)', (column) => column.notNull().defaultTo(''))
        .execute();
      await sql`update sessions set last_seen_at = created_at`.execute(db);
    },
    async down(db: Db) {
      await db.schema.alterTable('sessions').dropColumn('address').execute();
      await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
      await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
      await db.schema.dropTable('recovery_codes').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
      await db.schema.alterTable('users').dropColumn('totp_pending_secret').execute();
      await db.schema.alterTable('users').dropColumn('totp_secret').execute();
    },
  };
}
