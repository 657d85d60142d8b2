import { Migrator, sql, type MigrationResultSet } from 'kysely';
import type { DatabaseHandle, DialectName } from './kysely';
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

async function migratorOf({ db, dialect }: DatabaseHandle): Promise<Migrator> {
  // Kysely looks for its bookkeeping table in every schema it can see; on PostgreSQL pin it to ours.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({
    db,
    migrationTableSchema,
    provider: { getMigrations: async () => migrations(dialect) },
  });
}

/** Every migration this version knows, oldest first (the last one is the current schema version). */
export function knownMigrations(dialect: DialectName): string[] {
  return Object.keys(migrations(dialect)).sort();
}

/** The migrations applied to the database, oldest first. */
export async function appliedMigrations(handle: DatabaseHandle): Promise<string[]> {
  const all = await (await migratorOf(handle)).getMigrations();
  return all.filter((migration) => migration.executedAt !== undefined).map((migration) => migration.name);
}

/** Brings the schema up to date; fails loudly when a migration fails. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<MigrationOutcome> {
  return outcomeOf(await (await migratorOf(handle)).migrateToLatest());
}

/** Brings the schema up to the migration `name` (never down: callers check it is ahead). */
export async function migrateTo(handle: DatabaseHandle, name: string): Promise<MigrationOutcome> {
  return outcomeOf(await (await migratorOf(handle)).migrateTo(name));
}

function outcomeOf({ error, results }: MigrationResultSet): MigrationOutcome {
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
