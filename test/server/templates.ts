import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { openDatabase } from '../../src/server/db/kysely';
import { knownMigrations, migrateToLatest } from '../../src/server/db/migrate';

/**
 * The run's migrated template databases (made once by test/globalSetup.ts, before any worker starts):
 * the environment variables that name them to the workers, and the schema the PostgreSQL one is in.
 */
export const TEMPLATE_ENV = {
  sqlite: 'TEST_SQLITE_TEMPLATE',
  postgres: 'TEST_POSTGRES_TEMPLATE',
} as const;
export const TEMPLATE_SCHEMA = 'agency';

/** The same connection URL with another database name. */
export function databaseUrlNamed(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Drops a database of the test server at `adminUrl` (FORCE: a connection a test left open does not keep it). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const pool = new Pool({ connectionString: adminUrl, max: 1 });
  try {
    await pool.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await pool.end();
  }
}

/** Migrates a new SQLite file in its own folder and answers the file's path (its WAL checkpointed). */
export async function makeSqliteTemplate(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-template-'));
  const handle = await openDatabase({ dataDir });
  try {
    await migrateToLatest(handle);
  } finally {
    await handle.db.destroy();
  }
  return path.join(dataDir, 'agency.sqlite');
}

/**
 * Creates (anew) the template database of this migration set on the PostgreSQL server `adminUrl` names and
 * migrates it, in the schema test configs use. Its name carries the process id, so two checkouts running
 * their suites against one server keep apart.
 */
export async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `agency_template_${process.pid}_${knownMigrations('postgres').length}`;
  await dropDatabase(adminUrl, name);
  const pool = new Pool({ connectionString: adminUrl, max: 1 });
  try {
    await pool.query(`create database "${name}"`);
  } finally {
    await pool.end();
  }
  const handle = await openDatabase({
    dataDir: os.tmpdir(),
    databaseUrl: databaseUrlNamed(adminUrl, name),
    databaseSchema: TEMPLATE_SCHEMA,
  });
  try {
    await migrateToLatest(handle);
  } finally {
    await handle.db.destroy();
  }
  return name;
}
