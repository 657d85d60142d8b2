import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from './kysely';
import { FIRST_MIGRATION, migrations } from './migrations';

export interface MigrationOutcome {
  /**
   * True when this run created the schema (applied the first migration). Decided from what this
   * process applied under Kysely's migration lock, so of two processes starting on one new
   * PostgreSQL database only one sees it as new (and seeds it).
   */
  freshDatabase: boolean;
  applied: string[];
}

/** Brings the schema up to date; fails loudly when a migration fails. */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<MigrationOutcome> {
  // Kysely looks for its bookkeeping table in every schema it can see; on PostgreSQL pin it to ours.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    migrationTableSchema,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const applied = (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
  return { freshDatabase: applied.includes(FIRST_MIGRATION), applied };
}
