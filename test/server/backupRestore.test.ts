import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import type { ServerConfig } from '../../src/server/config';
import {
  ArchiveError,
  createBackupFile,
  MANIFEST_PART,
  restoreArchive,
  verifyArchive,
  type ArchiveManifest,
  type IndexEntry,
} from '../../src/server/db/archive';
import { openDatabase } from '../../src/server/db/kysely';
import {
  createJob,
  databaseTargets,
  removeTestData,
  signIn,
  startTestServer,
  testConfig,
  type TestServer,
} from './helpers';
import { apply, sha256, storedFileHashes } from './backupSupport';

/**
 * Archives that must be refused, archives of an earlier format, and a restore that fails part-way: on each
 * database. (The restore drill under write load is test/server/backupDrill.test.ts, in the slow tier.)
 */

/** Re-packs an archive, changing its parts with `edit`. */
async function repack(from: string, to: string, edit: (name: string, data: Buffer) => Buffer): Promise<void> {
  const extract = tar.extract();
  fs.createReadStream(from).pipe(zlib.createGunzip()).pipe(extract);
  const pack = tar.pack();
  const written = new Promise<void>((resolve) =>
    pack
      .pipe(zlib.createGzip())
      .pipe(fs.createWriteStream(to))
      .on('close', () => resolve()),
  );
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    const data = edit(entry.header.name, Buffer.concat(chunks));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.header.name, size: data.length }, data, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }
  pack.finalize();
  await written;
}

describe('archives that must be refused', () => {
  const target = databaseTargets[0];
  let server: TestServer;
  let archive: string;
  beforeAll(async () => {
    server = await startTestServer(target);
    const cookie = await signIn(server.app);
    await createJob(server.app, cookie, { title: 'Refusal welder' });
    archive = (await createBackupFile(server.config, path.join(server.config.dataDir, 'backups'))).file;
  });
  afterAll(async () => server.close());

  async function expectRefused(file: string, pattern: RegExp, options = {}) {
    const config = testConfig(target, { adminEmail: undefined, adminPassword: undefined });
    try {
      await expect(restoreArchive(file, config, options)).rejects.toThrow(pattern);
      await expect(restoreArchive(file, config, options)).rejects.toBeInstanceOf(ArchiveError);
    } finally {
      await removeTestData(config);
    }
  }

  it('refuses an archive with one flipped byte, naming the part, and writes nothing', async () => {
    const bytes = fs.readFileSync(archive);
    const damaged = path.join(server.config.dataDir, 'flipped.tar.gz');
    // A byte in the middle of the compressed stream, and one inside a stored part (decompressed).
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    fs.writeFileSync(damaged, bytes);
    await expect(verifyArchive(damaged)).rejects.toThrow(/part [\w./-]+/);

    const edited = path.join(server.config.dataDir, 'edited.tar.gz');
    await repack(archive, edited, (name, data) => {
      if (name !== 'tables/jobs/000001.ndjson') return data;
      const copy = Buffer.from(data);
      copy[10] ^= 0x01;
      return copy;
    });
    await expectRefused(edited, /part tables\/jobs\/000001\.ndjson does not match its SHA-256/);
    const config = testConfig(target, { adminEmail: undefined, adminPassword: undefined });
    try {
      await expect(restoreArchive(edited, config)).rejects.toThrow(ArchiveError);
      // Nothing was created: the checksums are checked before the target is opened.
      expect(fs.existsSync(path.join(config.dataDir, 'agency.sqlite'))).toBe(false);
    } finally {
      await removeTestData(config);
    }
  });

  it('refuses an archive whose index part was changed, naming the index part', async () => {
    const edited = path.join(server.config.dataDir, 'index-edited.tar.gz');
    await repack(archive, edited, (name, data) => {
      if (name !== 'index/000001.ndjson') return data;
      return Buffer.from(
        data
          .toString('utf8')
          .replace(/"sha256":"(.)/, (_, c: string) => `"sha256":"${c === '0' ? '1' : '0'}`),
      );
    });
    await expectRefused(edited, /part index\/000001\.ndjson does not match its SHA-256 in the manifest/);
  });

  it('refuses an archive of a later format', async () => {
    const later = path.join(server.config.dataDir, 'later.tar.gz');
    await repack(archive, later, (name, data) =>
      name === 'archive.json'
        ? Buffer.from(JSON.stringify({ format: 'agency-backup', formatVersion: 3 }))
        : data,
    );
    await expectRefused(later, /is in archive format 3; this version reads formats 1 and 2/);
  });

  it('refuses an archive of a newer schema', async () => {
    const newer = path.join(server.config.dataDir, 'newer.tar.gz');
    await repack(archive, newer, (name, data) => {
      if (name !== MANIFEST_PART) return data;
      const manifest = JSON.parse(data.toString('utf8')) as ArchiveManifest;
      return Buffer.from(JSON.stringify({ ...manifest, schemaVersion: '9999_from_the_future' }));
    });
    await expectRefused(newer, /newer version of the site \(schema 9999_from_the_future\)/);
  });

  it('refuses a target that holds records unless told to replace them', async () => {
    const other = await startTestServer(target);
    try {
      const cookie = await signIn(other.app);
      await createJob(other.app, cookie, { title: 'Target welder' });
      await other.app.close();
      await expect(restoreArchive(archive, other.config)).rejects.toThrow(
        /The target database is not empty: (?=.*users \(1\))(?=.*files \(1\))(?=.*jobs \(1\)).*--replace/,
      );
      const report = await restoreArchive(archive, other.config, { replace: true });
      expect(report.tables.find((table) => table.name === 'jobs')).toEqual({
        name: 'jobs',
        archived: 1,
        restored: 1,
      });
      const handle = await openDatabase(other.config);
      try {
        const titles = await handle.db.selectFrom('jobs').select('title').execute();
        expect(titles).toEqual([{ title: 'Refusal welder' }]);
      } finally {
        await handle.db.destroy();
      }
    } finally {
      await removeTestData(other.config);
    }
  });
});

describe.each(databaseTargets)('an archive of format 1 restored into $name', (target) => {
  // Written by the version before format 2: three applications with their resumes.
  const fixture = path.join(__dirname, 'fixtures', 'backup-format-1.tar.gz');

  it('is verified and restored, every file checked against the manifest', async () => {
    const manifest = await verifyArchive(fixture);
    expect(manifest.formatVersion).toBe(1);
    expect(manifest.files.count).toBe(3);
    const config = testConfig(target, { adminEmail: undefined, adminPassword: undefined });
    try {
      const report = await restoreArchive(fixture, config);
      const restored = Object.fromEntries(report.tables.map((table) => [table.name, table.restored]));
      expect(restored).toMatchObject({ applications: 3, files: 3, reference_counters: 1 });
      for (const table of report.tables) expect(table.restored).toBe(table.archived);
      const handle = await openDatabase(config);
      try {
        const files = await handle.db.selectFrom('files').select(['name', 'data']).execute();
        for (const file of files) expect(`${sha256(Buffer.from(file.data))}.pdf`).toBe(file.name);
        const applications = await handle.db.selectFrom('applications').select('resume').execute();
        expect(applications.map((row) => row.resume).sort()).toEqual(
          files.map((file) => `/files/${file.name}`).sort(),
        );
      } finally {
        await handle.db.destroy();
      }
    } finally {
      await removeTestData(config);
    }
  });

  it("refuses one whose file bytes do not match the manifest's SHA-256 of the file", async () => {
    const faulty = path.join(os.tmpdir(), `format-1-${Math.random()}.tar.gz`);
    const manifest = await verifyArchive(fixture);
    const parts = { ...manifest.parts };
    let flipped: string | undefined;
    try {
      await repack(fixture, faulty, (name, data) => {
        if (name === MANIFEST_PART) {
          const written = JSON.parse(data.toString('utf8')) as { parts: typeof parts };
          return Buffer.from(JSON.stringify({ ...written, parts }));
        }
        if (!name.startsWith('files/') || flipped) return data;
        flipped = name;
        const copy = Buffer.from(data);
        copy[copy.length - 3] ^= 0x01;
        parts[name] = { sha256: sha256(copy), bytes: copy.length };
        return copy;
      });
      const config = testConfig(target, { adminEmail: undefined, adminPassword: undefined });
      try {
        await expect(restoreArchive(faulty, config)).rejects.toThrow(
          new RegExp(`part ${flipped!.replace(/[.]/g, '\\.')} does not match its file record`),
        );
      } finally {
        await removeTestData(config);
      }
    } finally {
      fs.rmSync(faulty, { force: true });
    }
  });
});

/** Every row of every table of the database (sessions and migration bookkeeping too), in a stable order. */
async function everyRow(config: ServerConfig): Promise<Record<string, unknown[]>> {
  const handle = await openDatabase(config);
  try {
    const out: Record<string, unknown[]> = {};
    for (const table of await handle.db.introspection.getTables({ withInternalKyselyTables: true })) {
      const rows = await handle.db
        .selectFrom(table.name as 'jobs')
        .selectAll()
        .execute();
      out[table.name] = rows
        .map((row) => [JSON.stringify(row), row] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, row]) => row);
    }
    return out;
  } finally {
    await handle.db.destroy();
  }
}

const counts = (rows: Record<string, unknown[]>) =>
  Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]));

interface EditContext {
  /** The manifest written into the new archive (an edit may change it). */
  manifest: ArchiveManifest;
  /** The names of the stored files. */
  files: string[];
}

/**
 * Re-packs an archive with `edit` applied to its parts and the checksums recomputed: each changed part's
 * line in the index part after it, and each index part's in the manifest.
 */
async function repackWithChecksums(
  from: string,
  to: string,
  edit: (name: string, data: Buffer, context: EditContext) => Buffer,
): Promise<ArchiveManifest> {
  const context: EditContext = {
    manifest: JSON.parse(JSON.stringify(await verifyArchive(from))) as ArchiveManifest,
    files: [...(await storedFileHashes(from)).keys()],
  };
  const changed = new Map<string, Buffer>();
  await repack(from, to, (name, data) => {
    if (name === MANIFEST_PART) return Buffer.from(JSON.stringify(context.manifest));
    if (name.startsWith('index/')) {
      const lines = data
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as IndexEntry)
        .map((entry) => {
          const edited = changed.get(entry.part);
          return edited ? { part: entry.part, sha256: sha256(edited), bytes: edited.length } : entry;
        });
      const index = Buffer.from(`${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
      context.manifest.parts[name] = { sha256: sha256(index), bytes: index.length };
      return index;
    }
    const result = edit(name, data, context);
    if (!result.equals(data)) changed.set(name, result);
    return result;
  });
  // Its checksums hold: only the restore itself can find the fault.
  return verifyArchive(to);
}

describe.each(databaseTargets)('a --replace restore that fails part-way on $name', (target) => {
  let source: TestServer;
  let archive: string;
  beforeAll(async () => {
    source = await startTestServer(target);
    const cookie = await signIn(source.app);
    const job = await createJob(source.app, cookie, { title: 'Archive welder' });
    for (let n = 1; n <= 3; n++) expect(await apply(source, job.id, n)).toBeDefined();
    archive = (await createBackupFile(source.config, path.join(source.config.dataDir, 'backups'))).file;
  }, 60_000);
  afterAll(async () => source?.close());

  /** A target holding records of its own (a job, an application, a signed-in session). */
  async function populatedTarget(): Promise<ServerConfig> {
    const other = await startTestServer(target);
    const cookie = await signIn(other.app);
    const job = await createJob(other.app, cookie, { title: 'Target welder' });
    expect(await apply(other, job.id, 1)).toBeDefined();
    await other.app.close();
    return other.config;
  }

  it.each([
    {
      fault: "a stored file's bytes that do not match its record",
      edit: (name: string, data: Buffer, { files }: EditContext) => {
        const last = [...files].sort().pop()!;
        if (name !== `files/${last}`) return data;
        const copy = Buffer.from(data);
        copy[copy.length - 3] ^= 0x01;
        return copy;
      },
      refusal: /part files\/[\w.]+ does not match its file record/,
      faultyTable: 'files',
    },
  ])('leaves the target exactly as it was after $fault', async ({ edit, refusal, faultyTable }) => {
    const faulty = path.join(source.config.dataDir, `faulty-${Math.random()}.tar.gz`);
    const manifest = await repackWithChecksums(archive, faulty, edit);
    // Rows of earlier tables (applications among them) go in before the faulty part is reached.
    const earlier = manifest.tables.slice(
      0,
      manifest.tables.findIndex((table) => table.name === faultyTable),
    );
    expect(earlier.find((table) => table.name === 'applications')?.rows).toBe(3);

    const config = await populatedTarget();
    try {
      const before = await everyRow(config);
      expect(before.sessions.length).toBeGreaterThan(0);
      expect(before.jobs).toEqual([expect.objectContaining({ title: 'Target welder' })]);

      await expect(restoreArchive(faulty, config, { replace: true })).rejects.toThrow(refusal);

      const after = await everyRow(config);
      expect(counts(after)).toEqual(counts(before));
      expect(after).toEqual(before);
    } finally {
      await removeTestData(config);
    }
  });
});
