import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import type { ServerConfig } from '../../src/server/config';
import { verifyArchive, type ArchiveManifest } from '../../src/server/db/archive';
import { secretsKeyOf } from '../../src/server/services/secrets';
import {
  createJob,
  databaseTargets,
  multipart,
  otherPng,
  pdfResume,
  removeTestData,
  signIn,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  startTestServer,
  testConfig,
  type DatabaseTarget,
  type TestServer,
  builtServerEntry,
} from './helpers';

/**
 * `npm run backup` and `npm run restore` as an operator runs them: separate processes configured by
 * DATA_DIR / DATABASE_URL / DATABASE_SCHEMA, judged by what they print and their exit codes.
 */

const root = path.resolve(__dirname, '../..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment a command sees for a database: the operator's variables, nothing inherited. */
function databaseEnv(config: ServerConfig): Record<string, string> {
  return {
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl ?? '',
    DATABASE_SCHEMA: config.databaseSchema ?? '',
    BACKUP_DIR: '',
  };
}

function run(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
  cwd = root,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builtServerEntry(script), ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The `table  archive  restored` lines a restore prints, by table. */
function printedCounts(stdout: string): Record<string, { archive: number; restored: number }> {
  const out: Record<string, { archive: number; restored: number }> = {};
  for (const line of stdout.split('\n')) {
    const match = /^(\w+)\s+(\d+)\s+(\d+)$/.exec(line);
    if (match) out[match[1]] = { archive: Number(match[2]), restored: Number(match[3]) };
  }
  return out;
}

async function submitApplication(server: TestServer, jobId: number, n: number): Promise<void> {
  const body = multipart(
    {
      job_id: String(jobId),
      title: 'Welder',
      gender: 'Female',
      name: `Cli Applicant ${n}`,
      email: `cli${n}@example.com`,
      phone: `+91 98250 1000${n}`,
      consent: '2026-05',
    },
    [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume(`cli ${n}`) }],
  );
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/applications/store',
    headers: body.headers,
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
}

/** What a visitor and the staff see of the data: the job list and the staff's list of applications. */
async function servedData(app: Awaited<ReturnType<typeof buildApp>>) {
  const cookie = await signIn(app, STAFF_EMAIL, STAFF_PASSWORD);
  const jobs = await app.inject({ method: 'GET', url: '/api/job' });
  expect(jobs.statusCode).toBe(200);
  const applications = await app.inject({ method: 'GET', url: '/api/applications', headers: { cookie } });
  expect(applications.statusCode).toBe(200);
  return { jobs: jobs.json() as unknown, applications: applications.json() as unknown[] };
}

describe('the restore command line', () => {
  it('answers the usage and exit code 2 without an archive, or with an unknown option', async () => {
    const config = testConfig(databaseTargets[0]);
    try {
      for (const args of [
        [],
        ['--force', 'backup.tar.gz'],
        ['-r', 'backup.tar.gz'],
        ['one.tar.gz', 'two.tar.gz'],
      ]) {
        const result = await run('restore', args, databaseEnv(config));
        expect(result.code).toBe(2);
        expect(result.stdout).toBe('');
        expect(result.stderr).toBe(
          'Usage: npm run restore -- <archive.tar.gz> [--replace]  (node dist/server/restore.js ...)\n',
        );
      }
      expect(fs.existsSync(path.join(config.dataDir, 'agency.sqlite'))).toBe(false);
    } finally {
      await removeTestData(config);
    }
  }, 60_000);
});

describe('the backup command line', () => {
  it('npm run backup -- --out DIR: refuses an unknown option with the usage and exit code 2, writing no folder named --out', async () => {
    const config = testConfig(databaseTargets[0]);
    const cwd = fs.mkdtempSync(path.join(config.dataDir, 'cwd-'));
    try {
      for (const args of [
        ['--out', path.join(cwd, 'out')],
        ['-o', 'out'],
        ['one', 'two'],
      ]) {
        const result = await run('backup', args, databaseEnv(config), cwd);
        expect(result.code).toBe(2);
        expect(result.stdout).toBe('');
        expect(result.stderr).toBe(
          'Usage: npm run backup -- [<directory>]  (node dist/server/backup.js ...)\n',
        );
      }
      expect(fs.readdirSync(cwd)).toEqual([]);
      expect(fs.existsSync(path.join(config.dataDir, 'agency.sqlite'))).toBe(false);
    } finally {
      await removeTestData(config);
    }
  }, 60_000);
});

describe.each(databaseTargets)('the backup and restore commands on $name', (target: DatabaseTarget) => {
  let source: TestServer;
  let archive: string;
  let manifest: ArchiveManifest;
  let sourceData: Awaited<ReturnType<typeof servedData>>;

  beforeAll(async () => {
    source = await startTestServer(target);
    const cookie = await signIn(source.app);
    const job = await createJob(source.app, cookie, { title: 'Command-line welder' });
    await createJob(source.app, cookie, { title: 'Command-line fitter' }, otherPng());
    for (let n = 1; n <= 3; n++) await submitApplication(source, job.id, n);
    sourceData = await servedData(source.app);
    await source.app.close();
  }, 60_000);
  afterAll(async () => removeTestData(source.config));

  it('backs up (into DATA_DIR/backups on SQLite, the directory given otherwise) and says what it wrote', async () => {
    const directory = path.join(source.config.dataDir, 'backups');
    // On PostgreSQL there is no DATA_DIR default: the directory comes as the argument.
    const args = target.name === 'sqlite' ? [] : [directory];
    const result = await run('backup', args, databaseEnv(source.config));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const written = /^Wrote (.+\.tar\.gz)$/m.exec(result.stdout)?.[1];
    expect(written).toBeDefined();
    archive = written!;
    expect(path.dirname(archive)).toBe(directory);
    manifest = await verifyArchive(archive);
    expect(manifest.sourceDialect).toBe(target.name);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    // Two logos and three resumes.
    expect(manifest.files.count).toBe(5);
    expect(result.stdout).toContain(`${rows} rows in ${manifest.tables.length} tables, 5 files (`);
    expect(result.stdout).toContain(`schema ${manifest.schemaVersion}`);
    expect(result.stdout).toMatch(
      new RegExp(`\\n  ${fs.statSync(archive).size} bytes compressed in \\d+\\.\\d s\\n$`),
    );
  }, 60_000);

  it('refuses an archive with one flipped byte with exit code 1, naming the part, writing nothing', async () => {
    const config = testConfig(target);
    try {
      const bytes = fs.readFileSync(archive);
      bytes[Math.floor(bytes.length / 2)] ^= 0x01;
      const damaged = path.join(config.dataDir, 'flipped.tar.gz');
      fs.writeFileSync(damaged, bytes);
      const result = await run('restore', [damaged], databaseEnv(config));
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(
        new RegExp(
          `^The archive ${damaged.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is damaged: .*part [\\w./-]+`,
        ),
      );
      // One sentence for the operator, no stack trace.
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(fs.existsSync(path.join(config.dataDir, 'agency.sqlite'))).toBe(false);
    } finally {
      await removeTestData(config);
    }
  }, 60_000);

  it.each(databaseTargets)(
    'restores into an empty $name database, printing the counts it compared, which serves the same data',
    async (restoreTarget) => {
      const config = testConfig(restoreTarget, {
        adminEmail: undefined,
        adminPassword: undefined,
        // The second factors in the archive are sealed: the restored server needs the source's key.
        secretsKey: secretsKeyOf(source.config),
      });
      try {
        const result = await run('restore', [archive], databaseEnv(config));
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        expect(result.stdout.split('\n')[0]).toBe(
          `Restored a ${target.name} backup of ${manifest.createdAt} (schema ${manifest.schemaVersion}) into ${restoreTarget.name}.`,
        );
        const printed = printedCounts(result.stdout);
        expect(Object.keys(printed).sort()).toEqual(manifest.tables.map((table) => table.name).sort());
        for (const table of manifest.tables)
          expect([table.name, printed[table.name]]).toEqual([
            table.name,
            { archive: table.rows, restored: table.rows },
          ]);
        expect(printed.applications).toEqual({ archive: 3, restored: 3 });
        expect(printed.jobs).toEqual({ archive: 2, restored: 2 });

        // A second restore into the now full database is refused unless told --replace.
        const again = await run('restore', [archive], databaseEnv(config));
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/^The target database is not empty: .*--replace/);
        const replaced = await run('restore', [archive, '--replace'], databaseEnv(config));
        expect(replaced.code).toBe(0);
        expect(printedCounts(replaced.stdout)).toEqual(printed);

        const app = await buildApp(config, { logger: false });
        try {
          expect(await servedData(app)).toEqual(sourceData);
        } finally {
          await app.close();
        }
      } finally {
        await removeTestData(config);
      }
    },
    90_000,
  );
});
