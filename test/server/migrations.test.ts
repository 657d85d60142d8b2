import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/kysely';
import { knownMigrations, migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import type { ServerConfig } from '../../src/server/config';
import { databaseTargets, removeTestData, type DatabaseTarget } from './helpers';
import { STATUS_TEMPLATE_WORDING_MIGRATION } from '../../src/server/db/migrations';
import { STATUS_TEMPLATE_BODIES_BEFORE_0026 } from '../../src/server/db/migrations/statusTemplateWording';
import { DEFAULT_STATUS_TEMPLATES, NO_FEE_LINE } from '../../src/server/services/pipelineTexts';
import {
  DEFAULT_STATUS_TEMPLATE_TRANSLATIONS,
  NO_FEE_LINES,
} from '../../src/server/services/statusTemplateTranslations';

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

  it('the default status mails get the new wording (no-fee line in Interview and Offered, Hindi nukta, one reference term) where staff never edited them', async () => {
    const location = newLocation(target);
    locations.push(location);
    const names = knownMigrations(target.name);
    const before = names[names.indexOf(STATUS_TEMPLATE_WORDING_MIGRATION) - 1];
    let handle = await openDatabase(location);
    try {
      await migrateTo(handle, before);
      // A database from before the migration holds the old defaults (0002 and 0007 write today's).
      for (const [language, bodies] of Object.entries(STATUS_TEMPLATE_BODIES_BEFORE_0026))
        for (const [status, body] of Object.entries(bodies))
          if (language === 'en')
            await sql`update mail_templates set body = ${body} where status = ${status}`.execute(handle.db);
          else
            await sql`update mail_template_translations set body = ${body}
              where status = ${status} and language = ${language}`.execute(handle.db);
      // One the agency edited stays as it wrote it.
      await sql`update mail_template_translations set body = 'प्रिय {name}, अपना फोन देखें।'
        where status = 'Offered' and language = 'hi'`.execute(handle.db);
    } finally {
      await handle.db.destroy();
    }
    handle = await openDatabase(location);
    try {
      await migrateToLatest(handle);
      const english = await sql<{ status: string; body: string }>`
        select status, body from mail_templates`.execute(handle.db);
      const translated = await sql<{ status: string; language: string; body: string }>`
        select status, language, body from mail_template_translations`.execute(handle.db);
      const body = (language: string, status: string) =>
        language === 'en'
          ? english.rows.find((row) => row.status === status)?.body
          : translated.rows.find((row) => row.status === status && row.language === language)?.body;
      expect(body('en', 'Interview')).toContain(NO_FEE_LINE);
      expect(body('en', 'Offered')).toContain(NO_FEE_LINE);
      expect(body('gu', 'Interview')).toContain(NO_FEE_LINES.gu);
      expect(body('gu', 'Offered')).toContain(NO_FEE_LINES.gu);
      expect(body('hi', 'Interview')).toContain(NO_FEE_LINES.hi);
      expect(body('hi', 'Interview')).toContain('अच्छी ख़बर');
      expect(body('hi', 'Interview')).toContain('फ़ोन करेगा');
      expect(body('hi', 'Placed')).toContain('फ़ीस');
      expect(body('hi', 'Screening')).toContain('संदर्भ संख्या {reference}');
      expect(body('gu', 'Rejected')).toContain('તમારો સંદર્ભ નંબર: {reference}');
      expect(body('hi', 'Offered')).toBe('प्रिय {name}, अपना फोन देखें।');
      for (const row of translated.rows.filter((row) => row.language === 'hi' && row.status !== 'Offered'))
        expect(row.body).not.toMatch(/फीस|फोन|खबर|खुशी|तारीख[^़]|संदर्भ नंबर/);
    } finally {
      await handle.db.destroy();
    }
  });

  // The migrations carry the default texts as they froze them (migrations/statusTemplateDefaults.ts); a
  // change of the live defaults without a migration of its own would leave new databases on the old ones.
  it('give a new database the status messages the code defaults to today, in every language', async () => {
    const location = newLocation(target);
    locations.push(location);
    const handle = await openDatabase(location);
    try {
      await migrateToLatest(handle);
      const english = await sql<{ status: string; subject: string; body: string }>`
        select status, subject, body from mail_templates`.execute(handle.db);
      const translated = await sql<{ status: string; language: string; subject: string; body: string }>`
        select status, language, subject, body from mail_template_translations`.execute(handle.db);
      const stored: Record<string, Record<string, { subject: string; body: string }>> = { en: {} };
      for (const row of english.rows) stored.en[row.status] = { subject: row.subject, body: row.body };
      for (const row of translated.rows)
        (stored[row.language] ??= {})[row.status] = { subject: row.subject, body: row.body };
      const live = { en: DEFAULT_STATUS_TEMPLATES, ...DEFAULT_STATUS_TEMPLATE_TRANSLATIONS };
      const expected: Record<string, Record<string, { subject: string; body: string }>> = {};
      for (const [language, templates] of Object.entries(live))
        for (const [status, template] of Object.entries(templates))
          (expected[language] ??= {})[status] = { subject: template.subject, body: template.body };
      expect(Object.keys(expected.en).length).toBeGreaterThan(4);
      expect(stored).toEqual(expected);
    } finally {
      await handle.db.destroy();
    }
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

it('shipped migrations import no live code: no service, domain rule, template or contract', () => {
  const folder = path.join(__dirname, '../../src/server/db/migrations');
  const importers = fs
    .readdirSync(folder)
    .filter((file) =>
      /from '\.\.\/\.\.\/|from '\.\.\/(?!kysely')/.test(fs.readFileSync(path.join(folder, file), 'utf8')),
    );
  expect(importers).toEqual([]);
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
