import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/kysely';
import { knownMigrations, migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import type { ServerConfig } from '../../src/server/config';
import { databaseTargets, removeTestData, type DatabaseTarget } from './helpers';

type Location = Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema'>;

function newLocation(target: DatabaseTarget): Location {
  return {
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'agency-migrations-')),
    databaseUrl: target.url,
    databaseSchema: target.url ? `test_${randomBytes(6).toString('hex')}` : undefined,
  };
}

interface Schema {
  columns: string[];
  indexes: string[];
  seeded: Record<string, number>;
}

/** Every table's columns (type with its size, nullability, default), every index, and the seeded rows. */
async function schemaOf(handle: DatabaseHandle): Promise<Schema> {
  const { db, dialect } = handle;
  let columns: string[];
  let indexes: string[];
  if (dialect === 'postgres') {
    const result = await sql<{ line: string }>`
      select table_name || '.' || column_name || ' ' || data_type || coalesce('(' || character_maximum_length || ')', '')
        || case when is_nullable = 'YES' then ' null' else ' not null' end
        || coalesce(' default ' || column_default, '') as line
      from information_schema.columns where table_schema = current_schema()`.execute(db);
    columns = result.rows.map((row) => row.line);
    const indexResult = await sql<{ line: string }>`
      select regexp_replace(indexdef, ' ON [^ ]+\\.', ' ON ') as line
      from pg_indexes where schemaname = current_schema()`.execute(db);
    indexes = indexResult.rows.map((row) => row.line);
  } else {
    const tables = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    columns = [];
    for (const { name } of tables.rows) {
      const info = await sql<{
        name: string;
        type: string;
        notnull: number;
        dflt_value: string | null;
        pk: number;
      }>`
        select * from pragma_table_info(${name})`.execute(db);
      for (const column of info.rows) {
        columns.push(
          `${name}.${column.name} ${column.type}${column.notnull ? ' not null' : ' null'}${column.pk ? ' pk' : ''}` +
            (column.dflt_value === null ? '' : ` default ${column.dflt_value}`),
        );
      }
    }
    const indexResult = await sql<{ line: string }>`
      select tbl_name || ' ' || name || ' ' || coalesce(sql, '(implicit)') as line
      from sqlite_master where type = 'index'`.execute(db);
    indexes = indexResult.rows.map((row) => row.line);
  }
  const seeded: Record<string, number> = {};
  for (const table of [
    'content_versions',
    'mail_templates',
    'mail_template_translations',
    'scheduled_runs',
  ]) {
    const result = await sql<{ count: number }>`select count(*) as count from ${sql.table(table)}`.execute(
      db,
    );
    seeded[table] = Number(result.rows[0]?.count ?? 0);
  }
  return { columns: columns.sort(), indexes: indexes.sort(), seeded };
}

describe.each(databaseTargets)('the migrations on $name', (target) => {
  const locations: Location[] = [];
  afterAll(async () => {
    for (const location of locations) await removeTestData(location as ServerConfig);
  });

  it('build the same database one release at a time as in one go', async () => {
    const fresh = newLocation(target);
    const upgraded = newLocation(target);
    locations.push(fresh, upgraded);

    const freshHandle = await openDatabase(fresh);
    let freshSchema: Schema;
    try {
      await migrateToLatest(freshHandle);
      freshSchema = await schemaOf(freshHandle);
    } finally {
      await freshHandle.db.destroy();
    }

    // Each release started as its own process: a new connection per step.
    const names = knownMigrations(target.name);
    for (const name of names) {
      const handle = await openDatabase(upgraded);
      try {
        const { applied } = await migrateTo(handle, name);
        expect(applied).toEqual([name]);
      } finally {
        await handle.db.destroy();
      }
    }
    const upgradedHandle = await openDatabase(upgraded);
    try {
      expect(await schemaOf(upgradedHandle)).toEqual(freshSchema);
    } finally {
      await upgradedHandle.db.destroy();
    }
    expect(freshSchema.columns.length).toBeGreaterThan(50);
    expect(freshSchema.seeded.mail_templates).toBeGreaterThan(0);
  });

  it('write their text column sizes as shipped, whatever the contract says today', async () => {
    const location = newLocation(target);
    locations.push(location);
    const handle = await openDatabase(location);
    try {
      await migrateToLatest(handle);
      const { columns } = await schemaOf(handle);
      // users.name was created by the first migration as a ShortText of 256 characters.
      const name = columns.find((line) => line.startsWith('users.name '));
      expect(name).toMatch(target.name === 'postgres' ? /character varying\(256\)/ : /varchar\(256\)/);
    } finally {
      await handle.db.destroy();
    }
  });
});

it('shipped migrations never read the contract', () => {
  const folder = path.join(__dirname, '../../src/server/db/migrations');
  const readers = fs
    .readdirSync(folder)
    .filter((file) =>
      /from '[^']*(openapi|catalogue)|maxLengthOf\(/.test(fs.readFileSync(path.join(folder, file), 'utf8')),
    );
  expect(readers).toEqual([]);
});
