import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Client } from 'pg';
import type { ServerConfig } from '../config';
import type { DialectName } from './kysely';
import './kysely';

/** A table as the backup sees it: its columns in order, its primary key and the tables it refers to. */
export interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
  references: string[];
}

export type Row = Record<string, unknown>;

/**
 * One consistent, read-only view of the whole database, read in keyset batches: on SQLite a read
 * transaction on a connection of its own (WAL keeps writers going), on PostgreSQL one REPEATABLE READ
 * READ ONLY transaction. Every read sees the database as it was at `open`.
 */
export interface Snapshot {
  dialect: DialectName;
  tables(): Promise<TableInfo[]>;
  /** The last migration applied (the schema version). */
  schemaVersion(): Promise<string>;
  /** Up to `limit` rows after the primary key `after` (from the first when null), in key order. */
  batch(table: TableInfo, after: unknown[] | null, limit: number): Promise<Row[]>;
  close(): Promise<void>;
}

/**
 * Tables the backup never copies: migration bookkeeping, and sign-ins (the staff's sessions, the job
 * seekers' sessions and their one-time codes): a restored site asks everyone to sign in again, and an archive
 * carries no live credential.
 */
export const UNCOPIED_TABLES = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'sessions',
  'candidate_sessions',
  'candidate_codes',
]);

export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export const sqliteFile = (dataDir: string): string => path.join(dataDir, 'agency.sqlite');

function requirePrimaryKey(table: TableInfo): TableInfo {
  if (table.primaryKey.length === 0)
    throw new Error(`Table ${table.name} has no primary key; it cannot be read in batches.`);
  return table;
}

function keysetQuery(table: TableInfo, after: unknown[] | null, placeholder: (index: number) => string) {
  const key = table.primaryKey.map(quoteIdentifier).join(', ');
  const where = after
    ? ` where (${key}) > (${table.primaryKey.map((_, index) => placeholder(index + 1)).join(', ')})`
    : '';
  return `select * from ${quoteIdentifier(table.name)}${where} order by ${key} limit ${placeholder((after?.length ?? 0) + 1)}`;
}

class SqliteSnapshot implements Snapshot {
  readonly dialect = 'sqlite' as const;
  private readonly database: SQLite.Database;

  constructor(file: string) {
    this.database = new SQLite(file, { readonly: true, fileMustExist: true });
    this.database.pragma('busy_timeout = 5000');
    this.database.exec('begin');
    // The first read fixes the snapshot.
    this.database.prepare('select count(*) from sqlite_master').get();
  }

  async tables(): Promise<TableInfo[]> {
    const names = this.database
      .prepare(
        `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
      )
      .pluck()
      .all() as string[];
    return names
      .filter((name) => !UNCOPIED_TABLES.has(name))
      .map((name) => {
        const columns = this.database.prepare(`pragma table_info(${quoteIdentifier(name)})`).all() as {
          name: string;
          pk: number;
        }[];
        const references = this.database
          .prepare(`pragma foreign_key_list(${quoteIdentifier(name)})`)
          .all() as { table: string }[];
        const primaryKey = columns
          .filter((column) => column.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((column) => column.name);
        return {
          name,
          columns: columns.map((column) => column.name),
          primaryKey,
          references: [...new Set(references.map((reference) => reference.table))],
        };
      })
      .map(requirePrimaryKey);
  }

  async schemaVersion(): Promise<string> {
    return this.database.prepare('select max(name) from kysely_migration').pluck().get() as string;
  }

  async batch(table: TableInfo, after: unknown[] | null, limit: number): Promise<Row[]> {
    return this.database.prepare(keysetQuery(table, after, () => '?')).all(...(after ?? []), limit) as Row[];
  }

  async close(): Promise<void> {
    if (this.database.inTransaction) this.database.exec('commit');
    this.database.close();
  }
}

class PostgresSnapshot implements Snapshot {
  readonly dialect = 'postgres' as const;

  constructor(private readonly client: Client) {}

  static async open(url: string, schema: string | undefined): Promise<PostgresSnapshot> {
    const client = new Client({
      connectionString: url,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    await client.connect();
    await client.query('begin isolation level repeatable read read only');
    // The first query of the transaction fixes the snapshot.
    await client.query('select 1');
    return new PostgresSnapshot(client);
  }

  async tables(): Promise<TableInfo[]> {
    const names = await this.client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    const tables: TableInfo[] = [];
    for (const { name } of names.rows) {
      if (UNCOPIED_TABLES.has(name)) continue;
      const relation = quoteIdentifier(name);
      const columns = await this.client.query<{ name: string }>(
        `select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
        [name],
      );
      const primaryKey = await this.client.query<{ name: string }>(
        `select a.attname as name from pg_index i
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = $1::regclass and i.indisprimary
          order by array_position(i.indkey::int2[], a.attnum)`,
        [relation],
      );
      const references = await this.client.query<{ name: string }>(
        `select distinct c.relname as name from pg_constraint k join pg_class c on c.oid = k.confrelid
          where k.conrelid = $1::regclass and k.contype = 'f'`,
        [relation],
      );
      tables.push({
        name,
        columns: columns.rows.map((row) => row.name),
        primaryKey: primaryKey.rows.map((row) => row.name),
        references: references.rows.map((row) => row.name),
      });
    }
    return tables.map(requirePrimaryKey);
  }

  async schemaVersion(): Promise<string> {
    const result = await this.client.query<{ name: string }>(
      'select max(name) as name from kysely_migration',
    );
    return result.rows[0].name;
  }

  async batch(table: TableInfo, after: unknown[] | null, limit: number): Promise<Row[]> {
    const result = await this.client.query<Row>(
      keysetQuery(table, after, (index) => `$${index}`),
      [...(after ?? []), limit],
    );
    return result.rows;
  }

  async close(): Promise<void> {
    try {
      await this.client.query('commit');
    } finally {
      await this.client.end();
    }
  }
}

/** Opens a consistent snapshot of the database the configuration names. */
export async function openSnapshot(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
): Promise<Snapshot> {
  if (config.databaseUrl) return PostgresSnapshot.open(config.databaseUrl, config.databaseSchema);
  return new SqliteSnapshot(sqliteFile(config.dataDir));
}

/** Tables ordered so that every table comes after the tables it refers to. */
export function insertOrder<T extends Pick<TableInfo, 'name' | 'references'>>(tables: T[]): T[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: T[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: T) => {
    if (placed.has(table.name) || visiting.has(table.name)) return;
    visiting.add(table.name);
    for (const reference of table.references) {
      const referenced = byName.get(reference);
      if (referenced && referenced !== table) visit(referenced);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table);
  return ordered;
}
