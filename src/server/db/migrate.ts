import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from './kysely';
import { migrations } from './migrations';

export interface MigrationOutcome {
  /** True when the database had no migrations applied before this run. */
  freshDatabase: boolean;
  applied: string[];
}

/** Brings the schema up to date; fails loudly when a migration fails. */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<MigrationOutcome> {
  // Kysely looks for its bookkeeping table in every schema it can see; on PostgreSQL pin it to ours.
  const migrationTableSchema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations(dialect) } });
  const before = await migrator.getMigrations();
  const freshDatabase = before.every((migration) => migration.executedAt === undefined);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return { freshDatabase, applied: (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName) };
}
