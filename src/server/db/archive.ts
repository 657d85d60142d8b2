import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import zlib from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import tar from 'tar-stream';
import type { ServerConfig } from '../config';
import { openDatabase, type DatabaseHandle, type DialectName } from './kysely';
import { appliedMigrations, knownMigrations, migrateTo, migrateToLatest } from './migrate';
import { insertOrder, openSnapshot, type Row, type TableInfo } from './snapshot';
import type { Database } from './types';

/**
 * The backup archive (format version 1): a gzip-compressed ustar file whose parts are, in order,
 *
 * - `tables/<table>/<NNNNNN>.ndjson`: the table's rows, one JSON object per line, in primary-key order,
 *   up to `ROWS_PER_PART` rows per part (binary values as `{"$base64": "..."}`);
 * - for the `files` table, each part of rows (without their `data`) is followed by one part per stored file,
 *   `files/<name>`, holding the file's bytes;
 * - `manifest.json` last (its checksums are known only once every part is written): the format and its
 *   version, the schema version (the last migration applied), when and from which dialect the copy was
 *   made, every table with its columns, primary key, references, row count and parts, the SHA-256 and
 *   size of every part, and the SHA-256 of every stored file.
 *
 * Every row comes from one consistent snapshot of the database (`openSnapshot`), so a backup taken while
 * the site takes writes holds each write entirely or not at all.
 */
export const ARCHIVE_FORMAT = 'agency-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_PART = 'manifest.json';
const ROWS_PER_PART = 1000;
const FILES_PER_PART = 16;
const FILES_TABLE = 'files';
const FILE_DATA_COLUMN = 'data';
const FILE_KEY_COLUMN = 'name';
const FILE_PART_PREFIX = 'files/';
/** Tables the migrations fill by themselves: rows there do not make a database "not empty". */
const SCHEMA_FILLED_TABLES = new Set([
  'content_versions',
  'mail_templates',
  'mail_template_translations',
  'scheduled_runs',
  'backup_runs',
]);

export interface ArchiveTable extends TableInfo {
  rows: number;
  parts: string[];
}

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  schemaVersion: string;
  createdAt: string;
  sourceDialect: DialectName;
  /** In insert order: every table after the tables it refers to. */
  tables: ArchiveTable[];
  parts: Record<string, { sha256: string; bytes: number }>;
  /** SHA-256 of each stored file's bytes, by file name. */
  files: Record<string, string>;
}

/** A refusal or failure to tell the operator as it is (the archive, the target, the schema). */
export class ArchiveError extends Error {}

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

function encodeRow(row: Row, skip?: string): string {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === skip) continue;
    out[column] = value instanceof Uint8Array ? { $base64: Buffer.from(value).toString('base64') } : value;
  }
  return JSON.stringify(out);
}

function decodeRow(line: string): Row {
  const row = JSON.parse(line) as Row;
  for (const [column, value] of Object.entries(row)) {
    if (value !== null && typeof value === 'object' && '$base64' in value)
      row[column] = Buffer.from((value as { $base64: string }).$base64, 'base64');
  }
  return row;
}

export interface ArchiveSummary {
  manifest: ArchiveManifest;
  /** Size of the archive in bytes. */
  bytes: number;
  rows: number;
  fileBytes: number;
}

/**
 * Writes an archive of the database the configuration names to `destination`, streaming: memory holds
 * one part at a time whatever the size of the database.
 */
export async function writeArchive(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
  destination: NodeJS.WritableStream,
): Promise<Omit<ArchiveSummary, 'bytes'>> {
  const snapshot = await openSnapshot(config);
  const pack = tar.pack();
  const gzip = zlib.createGzip({ level: 6 });
  const piped = new Promise<void>((resolve, reject) => {
    gzip.on('error', reject);
    destination.on('error', reject);
    destination.on('finish', resolve);
    destination.on('close', resolve);
  });
  pack.pipe(gzip).pipe(destination);
  const parts: ArchiveManifest['parts'] = {};
  const files: ArchiveManifest['files'] = {};
  const addPart = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) => {
      parts[name] = { sha256: sha256(data), bytes: data.length };
      pack.entry({ name, size: data.length, mtime: new Date(0) }, data, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  let rows = 0;
  let fileBytes = 0;
  try {
    const schemaVersion = await snapshot.schemaVersion();
    const tables: ArchiveTable[] = [];
    for (const info of insertOrder(await snapshot.tables())) {
      const table: ArchiveTable = { ...info, rows: 0, parts: [] };
      tables.push(table);
      const isFiles = table.name === FILES_TABLE;
      let after: unknown[] | null = null;
      for (;;) {
        const batch = await snapshot.batch(table, after, isFiles ? FILES_PER_PART : ROWS_PER_PART);
        if (batch.length === 0) break;
        const part = `tables/${table.name}/${String(table.parts.length + 1).padStart(6, '0')}.ndjson`;
        table.parts.push(part);
        const text = batch.map((row) => encodeRow(row, isFiles ? FILE_DATA_COLUMN : undefined)).join('\n');
        await addPart(part, Buffer.from(`${text}\n`));
        if (isFiles) {
          for (const row of batch) {
            const data = Buffer.from(row[FILE_DATA_COLUMN] as Uint8Array);
            const name = String(row[FILE_KEY_COLUMN]);
            files[name] = sha256(data);
            fileBytes += data.length;
            await addPart(`${FILE_PART_PREFIX}${name}`, data);
          }
        }
        table.rows += batch.length;
        rows += batch.length;
        const last = batch[batch.length - 1];
        after = table.primaryKey.map((column) => last[column]);
        // Let the process answer requests between batches (the SQLite driver reads synchronously).
        await yieldToEventLoop();
      }
    }
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      schemaVersion,
      createdAt: new Date().toISOString(),
      sourceDialect: snapshot.dialect,
      tables,
      parts: { ...parts },
      files,
    };
    await addPart(MANIFEST_PART, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    pack.finalize();
    await piped;
    return { manifest, rows, fileBytes };
  } catch (error) {
    pack.destroy(error as Error);
    throw error;
  } finally {
    await snapshot.close();
  }
}

/** `agency-backup-20260125-031500-123.tar.gz` (UTC, to the millisecond: names sort by time). */
export function archiveFileName(at: Date = new Date()): string {
  const stamp = at.toISOString().replace('Z', '').replace(/[-:]/g, '').replace('T', '-').replace('.', '-');
  return `agency-backup-${stamp}.tar.gz`;
}

/** Writes a new archive into `directory` (through a `.partial` file renamed once complete). */
export async function createBackupFile(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
  directory: string,
  at: Date = new Date(),
): Promise<ArchiveSummary & { file: string }> {
  fs.mkdirSync(directory, { recursive: true });
  const file = path.join(directory, archiveFileName(at));
  const partial = `${file}.partial`;
  try {
    const summary = await writeArchive(config, fs.createWriteStream(partial));
    fs.renameSync(partial, file);
    return { ...summary, file, bytes: fs.statSync(file).size };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

interface ArchiveEntry {
  name: string;
  /** The entry's bytes, read in full. */
  read(): Promise<Buffer>;
  /** The entry's SHA-256 and size, read as a stream. */
  digest(): Promise<{ sha256: string; bytes: number }>;
}

/** Reads the archive's parts in order; a damaged archive throws an ArchiveError naming the part. */
async function* archiveEntries(file: string): AsyncGenerator<ArchiveEntry> {
  if (!fs.existsSync(file)) throw new ArchiveError(`There is no archive at ${file}.`);
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  const extract = tar.extract();
  source.on('error', (error) => extract.destroy(error));
  // The gzip trailer's checksum is read last, possibly after the tar's last part.
  const decompressed = new Promise<void>((resolve, reject) => {
    gunzip.on('end', resolve);
    gunzip.on('error', (error) => {
      extract.destroy(error);
      reject(error);
    });
  });
  decompressed.catch(() => undefined);
  source.pipe(gunzip).pipe(extract);
  let current: string | undefined;
  let previous: string | undefined;
  try {
    for await (const entry of extract) {
      current = entry.header.name;
      const stream = entry as unknown as AsyncIterable<Buffer>;
      const name = current;
      const damaged = (error: unknown) =>
        error instanceof ArchiveError
          ? error
          : new ArchiveError(
              `The archive ${file} is damaged: part ${name} could not be read (${(error as Error).message}).`,
            );
      yield {
        name,
        read: async () => {
          const chunks: Buffer[] = [];
          try {
            for await (const chunk of stream) chunks.push(chunk);
          } catch (error) {
            throw damaged(error);
          }
          return Buffer.concat(chunks);
        },
        digest: async () => {
          const hash = createHash('sha256');
          let bytes = 0;
          try {
            for await (const chunk of stream) {
              hash.update(chunk);
              bytes += chunk.length;
            }
          } catch (error) {
            throw damaged(error);
          }
          return { sha256: hash.digest('hex'), bytes };
        },
      };
      // Whatever the consumer left unread is skipped.
      entry.resume();
      previous = current;
      current = undefined;
    }
    await decompressed;
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const where = current ? `part ${current}` : previous ? `the part after ${previous}` : 'its first part';
    throw new ArchiveError(
      `The archive ${file} is damaged: ${where} could not be read (${(error as Error).message}).`,
    );
  } finally {
    source.destroy();
  }
}

function checkManifest(value: unknown, file: string): ArchiveManifest {
  const manifest = value as Partial<ArchiveManifest> | null;
  if (!manifest || manifest.format !== ARCHIVE_FORMAT || !Array.isArray(manifest.tables))
    throw new ArchiveError(`${file} is not a backup archive of this site (its manifest is not one).`);
  if (manifest.formatVersion !== ARCHIVE_FORMAT_VERSION)
    throw new ArchiveError(
      `${file} is in archive format ${String(manifest.formatVersion)}; this version reads format ${ARCHIVE_FORMAT_VERSION}.`,
    );
  return manifest as ArchiveManifest;
}

/**
 * Reads the whole archive and checks every part against the manifest's SHA-256 (and that no part is
 * missing or extra) before anything is written anywhere; answers the manifest.
 */
export async function verifyArchive(file: string): Promise<ArchiveManifest> {
  const seen = new Map<string, { sha256: string; bytes: number }>();
  let manifestText: Buffer | undefined;
  let damage: ArchiveError | undefined;
  try {
    for await (const entry of archiveEntries(file)) {
      if (entry.name === MANIFEST_PART) manifestText = await entry.read();
      else seen.set(entry.name, await entry.digest());
    }
  } catch (error) {
    if (!(error instanceof ArchiveError)) throw error;
    damage = error;
  }
  if (manifestText === undefined) {
    throw damage ?? new ArchiveError(`${file} has no ${MANIFEST_PART}; it is not a complete backup archive.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText.toString('utf8'));
  } catch {
    throw new ArchiveError(`The archive ${file} is damaged: part ${MANIFEST_PART} is not valid JSON.`);
  }
  const manifest = checkManifest(parsed, file);
  for (const [name, expected] of Object.entries(manifest.parts)) {
    const actual = seen.get(name);
    if (!actual) throw damage ?? new ArchiveError(`The archive ${file} is missing part ${name}.`);
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes)
      throw new ArchiveError(
        `The archive ${file} is damaged: part ${name} does not match its SHA-256 in the manifest.`,
      );
  }
  if (damage) throw damage;
  const extra = [...seen.keys()].find((name) => !(name in manifest.parts));
  if (extra)
    throw new ArchiveError(`The archive ${file} holds part ${extra}, which its manifest does not list.`);
  return manifest;
}

export interface RestoredTable {
  name: string;
  archived: number;
  restored: number;
}

export interface RestoreReport {
  manifest: ArchiveManifest;
  dialect: DialectName;
  tables: RestoredTable[];
  /** Migrations applied after the rows went in (the archive came from an older version). */
  migratedAfter: string[];
}

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  return (await db.introspection.getTables()).map((table) => table.name);
}

async function countRows(db: Kysely<Database>, table: string): Promise<number> {
  const result = await sql<{
    count: number | string;
  }>`select count(*) as count from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0].count);
}

async function insertRows(db: Kysely<Database>, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).length || 1;
  const perInsert = Math.max(1, Math.min(500, Math.floor(30_000 / columns)));
  for (let start = 0; start < rows.length; start += perInsert) {
    await db
      .insertInto(table as keyof Database)
      .values(rows.slice(start, start + perInsert) as never)
      .execute();
  }
}

/** Makes the target's id sequences continue after the restored rows (PostgreSQL; SQLite's follow inserts). */
async function resetSequences(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  const serials = await sql<{ table_name: string; column_name: string; sequence: string }>`
    select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
      from information_schema.columns
     where table_schema = current_schema() and column_default like 'nextval(%'`.execute(db);
  for (const serial of serials.rows) {
    if (!serial.sequence) continue;
    const column = sql.ref(serial.column_name);
    await sql`select setval(${serial.sequence}, coalesce(max(${column}), 1), max(${column}) is not null)
                from ${sql.table(serial.table_name)}`.execute(db);
  }
}

export interface RestoreOptions {
  /** Restore over a database that already holds records (they are deleted in the same transaction). */
  replace?: boolean;
}

/**
 * Restores an archive into the database the configuration names: verifies every checksum first,
 * refuses an archive of a newer schema and a target that holds records (unless `replace`), brings the
 * target's schema to the archive's, then deletes and inserts everything in one transaction (a failure
 * leaves the target as it was), checks each table's count against the manifest, makes the id sequences
 * continue, and finally applies any newer migration.
 */
export async function restoreArchive(
  file: string,
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const manifest = await verifyArchive(file);
  const handle = await openDatabase(config);
  try {
    return await restoreVerified(file, manifest, handle, options);
  } finally {
    await handle.db.destroy();
  }
}

async function restoreVerified(
  file: string,
  manifest: ArchiveManifest,
  handle: DatabaseHandle,
  options: RestoreOptions,
): Promise<RestoreReport> {
  const { db, dialect } = handle;
  const known = knownMigrations(dialect);
  const archiveIndex = known.indexOf(manifest.schemaVersion);
  if (archiveIndex < 0) {
    throw new ArchiveError(
      `The archive comes from a newer version of the site (schema ${manifest.schemaVersion}); this version knows schemas up to ${known[known.length - 1]}. Restore it with the version that made it, or a newer one.`,
    );
  }
  const applied = await appliedMigrations(handle);
  const targetIndex = applied.length > 0 ? known.indexOf(applied[applied.length - 1]) : -1;
  if (targetIndex < archiveIndex) await migrateTo(handle, manifest.schemaVersion);

  const present = new Set(await tableNames(db));
  const missing = manifest.tables.find((table) => !present.has(table.name));
  if (missing) throw new ArchiveError(`The target database has no table ${missing.name}.`);
  if (!options.replace) {
    const held: string[] = [];
    for (const table of manifest.tables) {
      if (SCHEMA_FILLED_TABLES.has(table.name)) continue;
      const count = await countRows(db, table.name);
      if (count > 0) held.push(`${table.name} (${count})`);
    }
    if (held.length > 0) {
      throw new ArchiveError(
        `The target database is not empty: ${held.join(', ')}. Restore into an empty database, or add --replace to delete what it holds.`,
      );
    }
  }

  const partTable = new Map<string, string>();
  for (const table of manifest.tables) for (const part of table.parts) partTable.set(part, table.name);

  const tables = await db.transaction().execute(async (trx) => {
    if (present.has('sessions')) await trx.deleteFrom('sessions').execute();
    for (const table of [...manifest.tables].reverse())
      await trx.deleteFrom(table.name as keyof Database).execute();

    const pendingFiles = new Map<string, Row>();
    for await (const entry of archiveEntries(file)) {
      if (entry.name === MANIFEST_PART) continue;
      const tableName = partTable.get(entry.name);
      if (tableName !== undefined) {
        const rows = (await entry.read())
          .toString('utf8')
          .split('\n')
          .filter((line) => line !== '')
          .map(decodeRow);
        if (tableName === FILES_TABLE)
          for (const row of rows) pendingFiles.set(String(row[FILE_KEY_COLUMN]), row);
        else await insertRows(trx, tableName, rows);
      } else if (entry.name.startsWith(FILE_PART_PREFIX)) {
        const name = entry.name.slice(FILE_PART_PREFIX.length);
        const row = pendingFiles.get(name);
        const data = await entry.read();
        if (!row || sha256(data) !== manifest.files[name])
          throw new ArchiveError(
            `The archive ${file} is damaged: part ${entry.name} does not match its file record.`,
          );
        pendingFiles.delete(name);
        await insertRows(trx, FILES_TABLE, [{ ...row, [FILE_DATA_COLUMN]: data }]);
      }
    }
    if (pendingFiles.size > 0)
      throw new ArchiveError(
        `The archive ${file} is missing the bytes of file ${[...pendingFiles.keys()][0]}.`,
      );

    const compared: RestoredTable[] = [];
    for (const table of manifest.tables) {
      compared.push({ name: table.name, archived: table.rows, restored: await countRows(trx, table.name) });
    }
    const off = compared.find((table) => table.archived !== table.restored);
    if (off)
      throw new ArchiveError(
        `Table ${off.name} holds ${off.restored} rows after the restore, the archive ${off.archived}; nothing was restored.`,
      );
    await resetSequences(trx, dialect);
    return compared;
  });
  const { applied: migratedAfter } = await migrateToLatest(handle);
  return { manifest, dialect, tables, migratedAfter };
}

/** The per-table comparison a restore prints. */
export function formatRestoreReport(report: RestoreReport): string {
  const width = Math.max(5, ...report.tables.map((table) => table.name.length));
  const lines = [
    `Restored a ${report.manifest.sourceDialect} backup of ${report.manifest.createdAt} (schema ${report.manifest.schemaVersion}) into ${report.dialect}.`,
    `${'table'.padEnd(width)}  ${'archive'.padStart(9)}  ${'restored'.padStart(9)}`,
    ...report.tables.map(
      (table) =>
        `${table.name.padEnd(width)}  ${String(table.archived).padStart(9)}  ${String(table.restored).padStart(9)}`,
    ),
  ];
  if (report.migratedAfter.length > 0)
    lines.push(`Then applied migrations: ${report.migratedAfter.join(', ')}.`);
  return `${lines.join('\n')}\n`;
}
