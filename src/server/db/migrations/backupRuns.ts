import { type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;
type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

/**
 * Backup runs: one row per backup (scheduled or started by staff) with when it started and finished,
 * whether it succeeded, the archive's file name and size, or the error that stopped it.
 */
export function backupRunsMigration(withId: WithId): Migration {
  return {
    async up(db: Db) {
      await withId(db.schema.createTable('backup_runs'))
        .addColumn('trigger', 'varchar(16)', (column) => column.notNull())
        .addColumn('status', 'varchar(16)', (column) => column.notNull())
        .addColumn('started_at', 'bigint', (column) => column.notNull())
        .addColumn('finished_at', 'bigint')
        .addColumn('file_name', 'varchar(128)')
        .addColumn('size', 'bigint')
        .addColumn('error', 'varchar(1024)')
        .execute();
      await db.schema.createIndex('backup_runs_started_at').on('backup_runs').column('started_at').execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('backup_runs').ifExists().execute();
    },
  };
}
