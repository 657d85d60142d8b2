import path from 'node:path';
import { buildApp } from '../../src/server/app';
import type { ServerConfig } from '../../src/server/config';
import { createBackupFile, restoreArchive, type ArchiveManifest } from '../../src/server/db/archive';
import { openDatabase } from '../../src/server/db/kysely';
import { secretsKeyOf } from '../../src/server/services/secrets';
import { apply, sha256, storedFileHashes, type Acknowledged } from './backupSupport';
import {
  createJob,
  databaseTargets,
  removeTestData,
  signIn,
  startTestServer,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  testConfig,
  type DatabaseTarget,
  type TestServer,
} from './helpers';
import { slowTierTarget } from './tier';

/**
 * The restore drill: applications with PDF resumes, status changes and outbox messages are written
 * while a backup is taken; the archive is restored into a fresh database of each dialect. Every write
 * acknowledged before the backup began is there, every file's hash matches, and a server started on the
 * restored database signs staff in and serves the job pages.
 *
 * A slow-tier test (`npm run test:slow`): six clients write for the whole backup. Its source is one
 * database (PostgreSQL where the run has it), restored into both; backups of SQLite and restores into each
 * dialect are tested without the load in backupRestore.test.ts and backupCli.test.ts.
 */

const projectRoot = path.resolve(__dirname, '../..');
const webDir = path.join(projectRoot, 'dist', 'web');
const renderEntry = path.join(projectRoot, 'dist', 'ssr', 'render.js');
const LOAD_CLIENTS = 6;

interface Source {
  target: DatabaseTarget;
  server: TestServer;
  cookie: string;
  jobId: number;
  archive: string;
  manifest: ArchiveManifest;
  backupStartedAt: number;
  acknowledged: Acknowledged[];
  statusChanges: { id: number; at: number }[];
}

/** A source server under write load while its backup is taken. */
async function drillSource(target: DatabaseTarget): Promise<Source> {
  const server = await startTestServer(target, { staffNotifyEmail: 'desk@agency.example' });
  const cookie = await signIn(server.app);
  const jobId = (await createJob(server.app, cookie, { title: 'Drill welder' })).id;
  const acknowledged: Acknowledged[] = [];
  const statusChanges: { id: number; at: number }[] = [];
  let n = 0;
  for (let i = 0; i < 20; i++) {
    const done = await apply(server, jobId, ++n);
    if (done) acknowledged.push(done);
  }
  let stop = false;
  const client = async () => {
    while (!stop) {
      const done = await apply(server, jobId, ++n);
      if (done) acknowledged.push(done);
      const id = 1 + Math.floor(Math.random() * 20);
      const change = await server.app.inject({
        method: 'POST',
        url: '/api/applications/status',
        headers: { cookie },
        payload: { ids: [id], status: n % 2 ? 'Screening' : 'Interview', send_message: true },
      });
      if (change.statusCode === 200) statusChanges.push({ id, at: Date.now() });
    }
  };
  const load = Array.from({ length: LOAD_CLIENTS }, client);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const backupStartedAt = Date.now();
  const backup = await createBackupFile(server.config, path.join(server.config.dataDir, 'backups'));
  stop = true;
  await Promise.all(load);
  return {
    target,
    server,
    cookie,
    jobId,
    archive: backup.file,
    manifest: backup.manifest,
    backupStartedAt,
    acknowledged,
    statusChanges,
  };
}
describe.each([slowTierTarget])('restore drill from $name', (sourceTarget) => {
  let source: Source;
  beforeAll(async () => {
    source = await drillSource(sourceTarget);
  }, 120_000);
  afterAll(async () => source?.server.close());

  it('took the backup while writes went on', () => {
    const during = source.acknowledged.filter((write) => write.at > source.backupStartedAt);
    expect(during.length).toBeGreaterThan(0);
    expect(source.manifest.sourceDialect).toBe(sourceTarget.name);
    const copied = source.manifest.tables.map((table) => table.name);
    for (const signIns of ['sessions', 'candidate_sessions', 'candidate_codes'])
      expect(copied).not.toContain(signIns);
    // The manifest holds the checksums of the header and the index parts only, none per row or file.
    expect(source.manifest.formatVersion).toBe(2);
    expect(source.manifest.files.count).toBeGreaterThanOrEqual(20);
    for (const name of Object.keys(source.manifest.parts))
      expect(name).toMatch(/^(archive\.json|index\/\d{6}\.ndjson)$/);
  });

  it.each(databaseTargets)(
    'restores into a fresh $name database',
    async (restoreTarget) => {
      const config: ServerConfig = testConfig(restoreTarget, {
        adminEmail: undefined,
        adminPassword: undefined,
        webDir,
        renderEntry,
        // The second factors in the archive are sealed: the restored server needs the source's key.
        secretsKey: secretsKeyOf(source.server.config),
      });
      try {
        const report = await restoreArchive(source.archive, config);
        for (const table of report.tables) expect(table.restored).toBe(table.archived);
        const byName = Object.fromEntries(report.tables.map((table) => [table.name, table.restored]));
        expect(byName.applications).toBeGreaterThanOrEqual(20);

        let highestReference = 0;
        const handle = await openDatabase(config);
        try {
          const applications = await handle.db
            .selectFrom('applications')
            .select(['id', 'reference', 'resume'])
            .execute();
          const files = await handle.db.selectFrom('files').select(['name', 'data']).execute();
          const fileData = new Map(files.map((file) => [`/files/${file.name}`, Buffer.from(file.data)]));
          const restored = new Map(applications.map((row) => [row.reference, row]));
          highestReference = Math.max(...applications.map((row) => Number(row.reference!.slice(-6))));
          // Every application acknowledged before the backup began is there, with its resume's bytes.
          const before = source.acknowledged.filter((write) => write.at < source.backupStartedAt);
          expect(before.length).toBeGreaterThanOrEqual(20);
          for (const write of before) {
            const row = restored.get(write.reference);
            expect(row).toBeDefined();
            expect(sha256(fileData.get(row!.resume!)!)).toBe(write.resumeHash);
          }
          // Any later one in the snapshot is whole: its resume is there too.
          for (const row of applications) expect(fileData.has(row.resume!)).toBe(true);
          // Every file's bytes match the hash the archive's index holds.
          const fileHashes = await storedFileHashes(source.archive);
          expect(files.length).toBe(source.manifest.files.count);
          expect(fileHashes.size).toBe(source.manifest.files.count);
          for (const file of files) expect(sha256(Buffer.from(file.data))).toBe(fileHashes.get(file.name));
          // Status changes acknowledged before the backup began have their history rows.
          const events = await handle.db
            .selectFrom('application_events')
            .select(['application_id'])
            .where('from_status', 'is not', null)
            .execute();
          const changed = new Set(events.map((event) => event.application_id));
          for (const change of source.statusChanges.filter((c) => c.at < source.backupStartedAt))
            expect(changed.has(change.id)).toBe(true);
          const outbox = await handle.db.selectFrom('outbox').select('application_id').execute();
          expect(outbox.length).toBeGreaterThanOrEqual(before.length);
          const sessions = await handle.db.selectFrom('sessions').select('id').execute();
          expect(sessions).toEqual([]);
        } finally {
          await handle.db.destroy();
        }

        // A server on the restored database: staff sign in, job pages render, references continue.
        const app = await buildApp(config, { logger: false });
        try {
          expect(app.startupReport.generatedAdmin).toBeUndefined();
          const cookie = await signIn(app, STAFF_EMAIL, STAFF_PASSWORD);
          const page = await app.inject({ method: 'GET', url: `/job-detail/${source.jobId}` });
          expect(page.statusCode).toBe(200);
          expect(page.body).toContain('Drill welder');
          const list = await app.inject({ method: 'GET', url: '/api/job' });
          expect(list.statusCode).toBe(200);
          const next = await apply({ app, config, close: async () => {} }, source.jobId, 99_999);
          expect(Number(next!.reference.slice(-6))).toBe(highestReference + 1);
          const created = await createJob(app, cookie, { title: 'After restore' });
          expect(created.id).toBeGreaterThan(source.jobId);
        } finally {
          await app.close();
        }
      } finally {
        await removeTestData(config);
      }
    },
    60_000,
  );
});
