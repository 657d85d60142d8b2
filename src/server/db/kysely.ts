import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Pool, types as pgTypes } from 'pg';
import type { ServerConfig } from '../config';
import type { Database } from './types';
import { SchemaPostgresDialect } from './schemaIntrospector';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL connection pool (its use is reported in the metrics). */
  pool?: Pool;
}

// COUNT(*) and BIGINT come back from pg as strings; every count we take fits in a JS number.
pgTypes.setTypeParser(pgTypes.builtins.INT8, (value) => Number(value));

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Opens the database the configuration names: PostgreSQL when a URL is set, else `${dataDir}/agency.sqlite`. */
export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
  onIdleConnectionLost: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const schema = config.databaseSchema;
    if (schema && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) {
      throw new Error(
        `DATABASE_SCHEMA must be a plain identifier (letters, digits, underscores), not "${schema}".`,
      );
    }
    if (schema) {
      const setup = new Pool({ connectionString: config.databaseUrl, max: 1 });
      try {
        await setup.query(`create schema if not exists ${quoteIdentifier(schema)}`);
      } catch (error) {
        // Two processes creating the schema at once: the other one won, which is what we wanted.
        if (!isUniqueViolation(error)) throw error;
      } finally {
        await setup.end();
      }
    }
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // A connection waiting in the pool can be ended by PostgreSQL (a restart, an administrator, a network
    // cut): the pool drops it and opens another for the next query. Without a listener that event would
    // end the whole process.
    pool.on('error', onIdleConnectionLost);
    return {
      db: new Kysely<Database>({ dialect: new SchemaPostgresDialect({ pool }) }),
      dialect: 'postgres',
      pool,
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = new SQLite(path.join(config.dataDir, 'agency.sqlite'));
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite' };
}

/** True when a database error is a unique-constraint violation (either dialect). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
