/**
 * `npm run bench:backup`: backup and restore throughput on a database of 50,000 applications, each with
 * its own small PDF resume (BENCH_APPLICATIONS to change the count), on SQLite and, with
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) set, on PostgreSQL (a temporary schema). For each dialect it
 * prints the backup's and the restore's rows/s and MB/s (MB of the archive and of the stored data), and
 * the process's peak resident memory (RSS) during each, sampled every 20 ms, next to its RSS just before:
 * a streaming backup or restore of a larger database should not raise the peak with it.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Pool } from 'pg';
import { createBackupFile, restoreArchive } from '../src/server/db/archive';
import { openDatabase, type DatabaseHandle } from '../src/server/db/kysely';
import { migrateToLatest } from '../src/server/db/migrate';
import { timestampText } from '../src/server/db/time';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 50_000);
const BATCH = 500;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Target {
  name: 'sqlite' | 'postgres';
  config: { dataDir: string; databaseUrl?: string; databaseSchema?: string };
}

function newTarget(name: Target['name']): Target {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-backup-'));
  return name === 'sqlite'
    ? { name, config: { dataDir } }
    : {
        name,
        config: {
          dataDir,
          databaseUrl: postgresUrl,
          databaseSchema: `bench_${randomBytes(5).toString('hex')}`,
        },
      };
}

async function removeTarget(target: Target): Promise<void> {
  fs.rmSync(target.config.dataDir, { recursive: true, force: true });
  if (target.config.databaseUrl && target.config.databaseSchema) {
    const pool = new Pool({ connectionString: target.config.databaseUrl, max: 1 });
    await pool.query(`drop schema if exists "${target.config.databaseSchema}" cascade`);
    await pool.end();
  }
}

const resume = (n: number) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n` +
      `% Resume of applicant ${n}: welder, 6 years, ITI, Gulf experience. ${'x'.repeat(900)}\n` +
      `trailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** Fills the database: 50,000 applications with their resumes, history rows and outbox messages. */
async function fill(handle: DatabaseHandle): Promise<{ rows: number; dataBytes: number }> {
  await migrateToLatest(handle);
  const created = timestampText();
  let rows = 0;
  let dataBytes = 0;
  await handle.db.transaction().execute(async (trx) => {
    for (let start = 0; start < APPLICATIONS; start += BATCH) {
      const count = Math.min(BATCH, APPLICATIONS - start);
      const files = [];
      const applications = [];
      for (let i = 0; i < count; i++) {
        const n = start + i + 1;
        const data = resume(n);
        const name = `${createHash('sha256').update(data).digest('hex')}.pdf`;
        dataBytes += data.length;
        files.push({
          name,
          content_type: 'application/pdf',
          size: data.length,
          kind: 'resume' as const,
          data,
          created_at: created,
        });
        applications.push({
          id: n,
          job_title: 'Welder',
          category: '2' as const,
          career_level: 'Skilled worker',
          experience: '3-5 years',
          name: `Applicant ${n}`,
          email: `applicant${n}@example.com`,
          phone: `+91 98250 ${String(n).padStart(5, '0')}`,
          gender: 'Male',
          title: 'Welder',
          message: 'I have six years of welding experience in Ahmedabad and Dubai.',
          resume: `/files/${name}`,
          created_at: created,
          reference: `SMS-2026-${String(n).padStart(6, '0')}`,
          email_key: `applicant${n}@example.com`,
          phone_key: `9198250${String(n).padStart(5, '0')}`,
          consent_version: '2026-05',
          consent_at: created,
        });
      }
      await trx.insertInto('files').values(files).execute();
      await trx.insertInto('applications').values(applications).execute();
      await trx
        .insertInto('application_events')
        .values(
          applications.map((row) => ({
            application_id: row.id,
            from_status: null,
            to_status: 'New' as const,
            changed_by: null,
            created_at: created,
          })),
        )
        .execute();
      rows += count * 3;
    }
    await trx.insertInto('reference_counters').values({ year: 2026, last_value: APPLICATIONS }).execute();
  });
  return { rows, dataBytes };
}

const mb = (bytes: number) => bytes / (1024 * 1024);

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** Runs `work`, sampling the process's RSS every 20 ms: answers its result, the RSS before and the peak. */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; seconds: number; rssBefore: number; rssPeak: number }> {
  // What the fill left behind is collected first, so that "before" is the baseline of the run itself.
  collectGarbage();
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sample = () => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 20);
  const started = process.hrtime.bigint();
  try {
    const result = await work();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    sample();
    return { result, seconds, rssBefore, rssPeak };
  } finally {
    clearInterval(timer);
  }
}

async function bench(name: Target['name']): Promise<void> {
  const source = newTarget(name);
  const restored = newTarget(name);
  try {
    const handle = await openDatabase(source.config);
    process.stdout.write(`${name}: filling ${APPLICATIONS} applications with resumes...\n`);
    const filled = await fill(handle);
    await handle.db.destroy();

    const backupRun = await measured(() =>
      createBackupFile(source.config, path.join(source.config.dataDir, 'backups')),
    );
    const backup = backupRun.result;
    const restoreRun = await measured(() => restoreArchive(backup.file, restored.config));
    const restoredRows = restoreRun.result.tables.reduce((sum, table) => sum + table.restored, 0);

    const line = (what: string, run: { seconds: number; rssBefore: number; rssPeak: number }, rows: number) =>
      `  ${what.padEnd(8)} ${run.seconds.toFixed(1).padStart(6)} s  ${Math.round(rows / run.seconds)
        .toString()
        .padStart(
          8,
        )} rows/s  ${(mb(backup.bytes) / run.seconds).toFixed(1).padStart(6)} MB/s archive  ${(mb(backup.fileBytes) / run.seconds).toFixed(1).padStart(6)} MB/s stored files  peak RSS ${mb(run.rssPeak).toFixed(0)} MB (${mb(run.rssBefore).toFixed(0)} MB before)\n`;
    process.stdout.write(
      `${name}: ${backup.rows} rows (${filled.rows} filled), ${mb(backup.fileBytes).toFixed(1)} MB of resumes, archive ${mb(backup.bytes).toFixed(1)} MB\n` +
        line('backup', backupRun, backup.rows) +
        line('restore', restoreRun, restoredRows),
    );
  } finally {
    await removeTarget(source);
    await removeTarget(restored);
  }
}

async function main(): Promise<void> {
  await bench('sqlite');
  if (postgresUrl) await bench('postgres');
  else process.stdout.write('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
