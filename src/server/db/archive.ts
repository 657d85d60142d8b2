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
 * The backup archive (format version 2): a gzip-compressed ustar file whose parts are, in order,
 *
 * - `archive.json`: the format and its version (a reader knows what it reads before the rest);
 * - `tables/<table>/<NNNNNN>.ndjson`: the table's rows, one JSON object per line, in primary-key order,
 *   up to `ROWS_PER_PART` rows per part (binary values as `{"$base64": "..."}`);
 * - for the `files` table, each part of rows holds the rows without their `data`, each with the SHA-256
 *   of its bytes as `"$sha256"`, and is followed by one part per stored file, `files/<name>`, holding the
 *   file's bytes;
 * - `index/<NNNNNN>.ndjson`, after every `PARTS_PER_INDEX` parts and after the last one: one line
 *   `{"part", "sha256", "bytes"}` per part written since the previous index part, in archive order;
 * - `manifest.json` last: the format and its version, the schema version (the last migration applied),
 *   when and from which dialect the copy was made, every table with its columns, primary key, references,
 *   row count and number of parts, the number and total size of the stored files, and the SHA-256 and
 *   size of `archive.json` and of every index part.
 *
 * Neither the writer nor the reader holds more than one part and one index part's worth of checksums,
 * so memory stays flat whatever the size of the database. Format version 1 (the same parts without
 * `archive.json`, the index parts and the rows' `$sha256`, its manifest listing the SHA-256 of every part
 * and every stored file) is still read; verifying one holds its checksums in memory.
 *
 * Every row comes from one consistent snapshot of the database (`openSnapshot`), so a backup taken while
 * the site takes writes holds each write entirely or not at all.
 */
export const ARCHIVE_FORMAT = 'agency-backup';
export const ARCHIVE_FORMAT_VERSION = 2;
const READABLE_FORMAT_VERSIONS = [1, 2];
export const HEADER_PART = 'archive.json';
export const MANIFEST_PART = 'manifest.json';
const ROWS_PER_PART = 1000;
const FILES_PER_PART = 16;
const PARTS_PER_INDEX = 1000;
const FILES_TABLE = 'files';
const FILE_DATA_COLUMN = 'data';
const FILE_KEY_COLUMN = 'name';
/** The field of a `files` row (in the archive only) holding the SHA-256 of the file's bytes. */
const FILE_HASH_FIELD = '$sha256';
const FILE_PART_PREFIX = 'files/';
const INDEX_PART_PREFIX = 'index/';
const TABLE_PART = /^tables\/([^/]+)\/(\d{6,})\.ndjson$/;
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
  /** Number of parts, named `tablePartName(name, 1)` to `tablePartName(name, parts)`. */
  parts: number;
}

export interface PartDigest {
  sha256: string;
  bytes: number;
}

/** One line of an index part. */
export interface IndexEntry extends PartDigest {
  part: string;
}

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  schemaVersion: string;
  createdAt: string;
  sourceDialect: DialectName;
  /** In insert order: every table after the tables it refers to. */
  tables: ArchiveTable[];
  /** The stored files: how many, and their bytes in total. */
  files: { count: number; bytes: number };
  /** SHA-256 and size of `archive.json` and of every index part (format 1: of every part). */
  parts: Record<string, PartDigest>;
}

/** The manifest of a format 1 archive, as written. */
interface ManifestVersion1 extends Omit<ArchiveManifest, 'tables' | 'files'> {
  tables: (TableInfo & { rows: number; parts: string[] })[];
  files: Record<string, string>;
}

/** A refusal or failure to tell the operator as it is (the archive, the target, the schema). */
export class ArchiveError extends Error {}

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');
const digestOf = (data: Buffer): PartDigest => ({ sha256: sha256(data), bytes: data.length });
const numbered = (n: number) => String(n).padStart(6, '0');

/** The name of a table's `n`th part (from 1). */
export const tablePartName = (table: string, n: number): string => `tables/${table}/${numbered(n)}.ndjson`;

function encodeRow(row: Row, skip?: string, extra?: Row): string {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === skip) continue;
    out[column] = value instanceof Uint8Array ? { $base64: Buffer.from(value).toString('base64') } : value;
  }
  return JSON.stringify(extra ? { ...out, ...extra } : out);
}

function decodeRow(line: string): Row {
  const row = JSON.parse(line) as Row;
  for (const [column, value] of Object.entries(row)) {
    if (value !== null && typeof value === 'object' && '$base64' in value)
      row[column] = Buffer.from((value as { $base64: string }).$base64, 'base64');
  }
  return row;
}

const ndjson = (data: Buffer): string[] =>
  data
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '');

export interface ArchiveSummary {
  manifest: ArchiveManifest;
  /** Size of the archive in bytes. */
  bytes: number;
  rows: number;
  fileBytes: number;
}

/**
 * Writes an archive of the database the configuration names to `destination`, streaming: memory holds
 * one batch of rows and the checksums of at most `PARTS_PER_INDEX` parts, whatever the size of the
 * database.
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
  const manifestParts: ArchiveManifest['parts'] = {};
  const index: IndexEntry[] = [];
  let indexParts = 0;
  const entry = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) => {
      pack.entry({ name, size: data.length, mtime: new Date(0) }, data, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  const flushIndex = async () => {
    if (index.length === 0) return;
    const name = `${INDEX_PART_PREFIX}${numbered(++indexParts)}.ndjson`;
    const data = Buffer.from(`${index.map((line) => JSON.stringify(line)).join('\n')}\n`);
    index.length = 0;
    manifestParts[name] = digestOf(data);
    await entry(name, data);
  };
  const addPart = async (name: string, data: Buffer) => {
    index.push({ part: name, ...digestOf(data) });
    await entry(name, data);
    if (index.length >= PARTS_PER_INDEX) await flushIndex();
  };
  let rows = 0;
  let fileCount = 0;
  let fileBytes = 0;
  try {
    const header = Buffer.from(
      `${JSON.stringify({ format: ARCHIVE_FORMAT, formatVersion: ARCHIVE_FORMAT_VERSION })}\n`,
    );
    manifestParts[HEADER_PART] = digestOf(header);
    await entry(HEADER_PART, header);
    const schemaVersion = await snapshot.schemaVersion();
    const tables: ArchiveTable[] = [];
    for (const info of insertOrder(await snapshot.tables())) {
      const table: ArchiveTable = { ...info, rows: 0, parts: 0 };
      tables.push(table);
      const isFiles = table.name === FILES_TABLE;
      let after: unknown[] | null = null;
      for (;;) {
        let batch = await snapshot.batch(table, after, isFiles ? FILES_PER_PART : ROWS_PER_PART);
        if (batch.length === 0) break;
        const last = batch[batch.length - 1];
        after = table.primaryKey.map((column) => last[column]);
        table.parts += 1;
        table.rows += batch.length;
        rows += batch.length;
        if (isFiles) {
          const stored = batch.map((row) => {
            const data = Buffer.from(row[FILE_DATA_COLUMN] as Uint8Array);
            return { name: `${FILE_PART_PREFIX}${String(row[FILE_KEY_COLUMN])}`, data, hash: sha256(data) };
          });
          const text = batch
            .map((row, i) => encodeRow(row, FILE_DATA_COLUMN, { [FILE_HASH_FIELD]: stored[i].hash }))
            .join('\n');
          batch = [];
          await addPart(tablePartName(table.name, table.parts), Buffer.from(`${text}\n`));
          for (const file of stored) {
            fileCount += 1;
            fileBytes += file.data.length;
            await addPart(file.name, file.data);
          }
        } else {
          const text = batch.map((row) => encodeRow(row)).join('\n');
          batch = [];
          await addPart(tablePartName(table.name, table.parts), Buffer.from(`${text}\n`));
        }
        // Let the process answer requests between batches (the SQLite driver reads synchronously).
        await yieldToEventLoop();
      }
    }
    await flushIndex();
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      schemaVersion,
      createdAt: new Date().toISOString(),
      sourceDialect: snapshot.dialect,
      tables,
      files: { count: fileCount, bytes: fileBytes },
      parts: manifestParts,
    };
    await entry(MANIFEST_PART, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
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
  digest(): Promise<PartDigest>;
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

/** Refuses what this version cannot read, from `archive.json` or the manifest. */
function checkFormat(value: unknown, file: string, what: string): number {
  const format = value as { format?: unknown; formatVersion?: unknown } | null;
  if (!format || format.format !== ARCHIVE_FORMAT)
    throw new ArchiveError(`${file} is not a backup archive of this site (its ${what} is not one).`);
  if (!READABLE_FORMAT_VERSIONS.includes(format.formatVersion as number))
    throw new ArchiveError(
      `${file} is in archive format ${String(format.formatVersion)}; this version reads formats ${READABLE_FORMAT_VERSIONS.join(' and ')}.`,
    );
  return format.formatVersion as number;
}

function parseJsonPart(data: Buffer, file: string, name: string): unknown {
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    throw new ArchiveError(`The archive ${file} is damaged: part ${name} is not valid JSON.`);
  }
}

/**
 * Checks a format 2 archive's parts against its index parts as they stream by: holds the checksums of
 * the parts read since the last index part (at most `PARTS_PER_INDEX`), the checksums of the index parts
 * themselves (one per `PARTS_PER_INDEX` parts) and a count of parts per table. The first discrepancy is
 * kept (`problem`) so that a damaged index part, found only once the manifest is read, is named before
 * the parts it describes.
 */
class IndexCheck {
  private pending: IndexEntry[] = [];
  readonly indexParts = new Map<string, PartDigest>();
  readonly tableParts = new Map<string, number>();
  problem: string | undefined;

  constructor(private readonly file: string) {}

  part(name: string, digest: PartDigest): void {
    const table = TABLE_PART.exec(name)?.[1];
    if (table !== undefined) this.tableParts.set(table, (this.tableParts.get(table) ?? 0) + 1);
    else if (!name.startsWith(FILE_PART_PREFIX)) this.note(this.unlisted(name, 'manifest'));
    this.pending.push({ part: name, ...digest });
  }

  index(name: string, data: Buffer): void {
    this.indexParts.set(name, digestOf(data));
    let entries: IndexEntry[];
    try {
      entries = ndjson(data).map((line) => JSON.parse(line) as IndexEntry);
    } catch {
      this.note(`The archive ${this.file} is damaged: part ${name} is not valid NDJSON.`);
      entries = [];
    }
    for (let i = 0; i < Math.max(entries.length, this.pending.length); i++) {
      const listed = entries[i];
      const read = this.pending[i];
      if (!read) this.note(`The archive ${this.file} is missing part ${listed.part}.`);
      else if (!listed) this.note(this.unlisted(read.part, 'index'));
      else if (listed.part !== read.part)
        this.note(
          `The archive ${this.file} is missing part ${listed.part} (found ${read.part} in its place).`,
        );
      else if (listed.sha256 !== read.sha256 || listed.bytes !== read.bytes)
        this.note(
          `The archive ${this.file} is damaged: part ${read.part} does not match its SHA-256 in the archive's index.`,
        );
    }
    this.pending = [];
  }

  /** After the last part: every part was listed by an index part. */
  end(): void {
    if (this.pending.length > 0) this.note(this.unlisted(this.pending[0].part, 'index'));
  }

  /** Throws the first discrepancy found so far. */
  check(): void {
    if (this.problem) throw new ArchiveError(this.problem);
  }

  private unlisted(name: string, by: string): string {
    return `The archive ${this.file} holds part ${name}, which its ${by} does not list.`;
  }

  private note(problem: string): void {
    this.problem ??= problem;
  }
}

/** A verified archive: its manifest and, for a format 1 archive, the SHA-256 of each stored file. */
interface VerifiedArchive {
  manifest: ArchiveManifest;
  version1Files?: Record<string, string>;
}

/**
 * Reads the whole archive and checks every part against its checksum (and that no part is missing or
 * extra) before anything is written anywhere; answers the manifest (a format 1 manifest in the shape of
 * format 2's, its `formatVersion` still 1).
 */
export async function verifyArchive(file: string): Promise<ArchiveManifest> {
  return (await verifyArchiveFile(file)).manifest;
}

async function verifyArchiveFile(file: string): Promise<VerifiedArchive> {
  const check = new IndexCheck(file);
  /** Format 1: every part's checksum, compared once the manifest is read. */
  const version1 = new Map<string, PartDigest>();
  let version: number | undefined;
  let manifestText: Buffer | undefined;
  let damage: ArchiveError | undefined;
  try {
    for await (const entry of archiveEntries(file)) {
      if (version === undefined) {
        if (entry.name === HEADER_PART) {
          const header = await entry.read();
          check.indexParts.set(HEADER_PART, digestOf(header));
          version = checkFormat(parseJsonPart(header, file, HEADER_PART), file, HEADER_PART);
          continue;
        }
        version = 1;
      }
      if (entry.name === MANIFEST_PART) manifestText = await entry.read();
      else if (version === 1) version1.set(entry.name, await entry.digest());
      else if (entry.name.startsWith(INDEX_PART_PREFIX)) check.index(entry.name, await entry.read());
      else check.part(entry.name, await entry.digest());
    }
  } catch (error) {
    if (!(error instanceof ArchiveError)) throw error;
    damage = error;
  }
  if (manifestText === undefined) {
    throw damage ?? new ArchiveError(`${file} has no ${MANIFEST_PART}; it is not a complete backup archive.`);
  }
  const parsed = parseJsonPart(manifestText, file, MANIFEST_PART);
  const manifestVersion = checkFormat(parsed, file, 'manifest');
  if (!Array.isArray((parsed as { tables?: unknown }).tables))
    throw new ArchiveError(`${file} is not a backup archive of this site (its manifest is not one).`);
  if (manifestVersion !== version)
    throw new ArchiveError(
      `The archive ${file} is damaged: its manifest says format ${manifestVersion}, its parts are format ${version}.`,
    );
  const seen = version === 1 ? version1 : check.indexParts;
  const manifest = parsed as ArchiveManifest | ManifestVersion1;
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
  if (version === 1) {
    const old = manifest as ManifestVersion1;
    return {
      manifest: {
        ...old,
        tables: old.tables.map((table) => ({ ...table, parts: table.parts.length })),
        files: {
          count: Object.keys(old.files).length,
          bytes: Object.keys(old.files).reduce(
            (sum, name) => sum + (old.parts[`${FILE_PART_PREFIX}${name}`]?.bytes ?? 0),
            0,
          ),
        },
      },
      version1Files: old.files,
    };
  }
  check.end();
  check.check();
  const current = manifest as ArchiveManifest;
  const tables = new Map(current.tables.map((table) => [table.name, table]));
  for (const [name, parts] of check.tableParts) {
    if (!tables.has(name))
      throw new ArchiveError(
        `The archive ${file} holds part ${tablePartName(name, 1)}, which its manifest does not list.`,
      );
    if (tables.get(name)!.parts !== parts)
      throw new ArchiveError(
        `The archive ${file} holds ${parts} parts of table ${name}, its manifest ${tables.get(name)!.parts}.`,
      );
  }
  const empty = current.tables.find((table) => table.parts > 0 && !check.tableParts.has(table.name));
  if (empty) throw new ArchiveError(`The archive ${file} is missing part ${tablePartName(empty.name, 1)}.`);
  return { manifest: current };
}

/**
 * Every line of the archive's index parts (format 2), in archive order, read as a stream without
 * verifying anything: the SHA-256 and size of each part, `files/<name>` giving each stored file's.
 */
export async function* archiveIndex(file: string): AsyncGenerator<IndexEntry> {
  for await (const entry of archiveEntries(file)) {
    if (!entry.name.startsWith(INDEX_PART_PREFIX)) continue;
    for (const line of ndjson(await entry.read())) yield JSON.parse(line) as IndexEntry;
  }
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
  const verified = await verifyArchiveFile(file);
  const handle = await openDatabase(config);
  try {
    return await restoreVerified(file, verified, handle, options);
  } finally {
    await handle.db.destroy();
  }
}

async function restoreVerified(
  file: string,
  { manifest, version1Files }: VerifiedArchive,
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

  const archived = new Set(manifest.tables.map((table) => table.name));

  const tables = await db.transaction().execute(async (trx) => {
    if (present.has('sessions')) await trx.deleteFrom('sessions').execute();
    for (const table of [...manifest.tables].reverse())
      await trx.deleteFrom(table.name as keyof Database).execute();

    // The parts are read again: each is checked against its index (format 2) as it goes in, so an
    // archive changed since it was verified fails the transaction.
    const check = version1Files ? undefined : new IndexCheck(file);
    /** The rows of the last part of `files`, waiting for their bytes (at most `FILES_PER_PART`). */
    const pendingFiles = new Map<string, Row>();
    for await (const entry of archiveEntries(file)) {
      if (entry.name === MANIFEST_PART || entry.name === HEADER_PART) continue;
      if (check && entry.name.startsWith(INDEX_PART_PREFIX)) {
        check.index(entry.name, await entry.read());
        check.check();
        continue;
      }
      const data = await entry.read();
      check?.part(entry.name, digestOf(data));
      const tableName = TABLE_PART.exec(entry.name)?.[1];
      if (tableName !== undefined && archived.has(tableName)) {
        const rows = ndjson(data).map(decodeRow);
        if (tableName === FILES_TABLE)
          for (const row of rows) {
            const name = String(row[FILE_KEY_COLUMN]);
            pendingFiles.set(name, version1Files ? { ...row, [FILE_HASH_FIELD]: version1Files[name] } : row);
          }
        else await insertRows(trx, tableName, rows);
      } else if (entry.name.startsWith(FILE_PART_PREFIX)) {
        const name = entry.name.slice(FILE_PART_PREFIX.length);
        const row = pendingFiles.get(name);
        if (!row || sha256(data) !== row[FILE_HASH_FIELD])
          throw new ArchiveError(
            `The archive ${file} is damaged: part ${entry.name} does not match its file record.`,
          );
        pendingFiles.delete(name);
        const { [FILE_HASH_FIELD]: _hash, ...record } = row;
        await insertRows(trx, FILES_TABLE, [{ ...record, [FILE_DATA_COLUMN]: data }]);
      }
    }
    check?.end();
    check?.check();
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
