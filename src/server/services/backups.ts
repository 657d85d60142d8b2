import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_BACKUP_KEEP, type ServerConfig } from '../config';
import { createBackupFile } from '../db/archive';
import {
  abandonStaleRuns,
  finishBackupRun,
  firstBackupRun,
  lastBackupSuccess,
  listBackupRuns,
  startBackupRun,
  type BackupRunRow,
} from '../repositories/backupRuns';
import { claimScheduledRun } from '../repositories/scheduledRuns';
import { timestampText } from '../db/time';
import type { BackupTrigger, Database } from '../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;
export const BACKUP_JOB = 'backup';
/** The back office warns when no backup has succeeded for this long. */
export const BACKUP_STALE_MS = 2 * DAY_MS;
const ARCHIVE_NAME = /^agency-backup-\d{8}-\d{6}-\d{3}\.tar\.gz$/;

/** A run as the API answers it. */
export function backupRunAnswer(row: BackupRunRow) {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    started_at: timestampText(new Date(Number(row.started_at))),
    finished_at: row.finished_at === null ? null : timestampText(new Date(Number(row.finished_at))),
    file_name: row.file_name,
    size: row.size === null ? null : Number(row.size),
    error: row.error,
  };
}

/**
 * Backups of the running site: the daily scheduled one (claimed once a day across processes), and the
 * one staff start from the Backups screen. Each run is recorded in `backup_runs`; after a success the
 * directory keeps the newest `BACKUP_KEEP` archives. Off when no backup directory is configured.
 */
export class Backups {
  readonly name = BACKUP_JOB;
  private current: Promise<unknown> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: Pick<
      ServerConfig,
      'databaseUrl' | 'databaseSchema' | 'dataDir' | 'backupDir' | 'backupKeep'
    >,
    private readonly log: FastifyBaseLogger,
  ) {}

  get directory(): string | undefined {
    return this.config.backupDir;
  }

  get keep(): number {
    return this.config.backupKeep ?? DEFAULT_BACKUP_KEEP;
  }

  get running(): boolean {
    return this.current !== undefined;
  }

  /** The scheduled run: backs up when today's run is not yet claimed; answers the run, or null. */
  async runIfDue(now: number = Date.now()): Promise<BackupRunRow | null> {
    if (!this.directory || this.running) return null;
    if (!(await claimScheduledRun(this.db, BACKUP_JOB, DAY_MS - 60_000, now))) return null;
    const { finished } = await this.start('scheduled');
    return finished;
  }

  /**
   * Starts a run and answers its row at once (`running`) and the promise of its end. Callers check
   * `directory` and `running` first.
   */
  async start(trigger: BackupTrigger): Promise<{ run: BackupRunRow; finished: Promise<BackupRunRow> }> {
    const directory = this.directory;
    if (!directory) throw new Error('No backup directory is configured.');
    await abandonStaleRuns(this.db);
    const id = await startBackupRun(this.db, trigger);
    const finished = (async () => {
      try {
        const result = await createBackupFile(this.config, directory);
        await finishBackupRun(this.db, id, { fileName: path.basename(result.file), size: result.bytes });
        this.log.info({ trigger, bytes: result.bytes, rows: result.rows }, 'backup written');
        this.prune(directory);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        await finishBackupRun(this.db, id, { error: text });
        this.log.error({ err: error, trigger }, 'backup failed');
      }
      return this.run(id);
    })();
    this.current = finished;
    void finished.finally(() => {
      if (this.current === finished) this.current = undefined;
    });
    return { run: await this.run(id), finished };
  }

  /** Deletes the oldest archives beyond `keep` (archives only: other files in the directory stay). */
  private prune(directory: string): void {
    const archives = fs
      .readdirSync(directory)
      .filter((name) => ARCHIVE_NAME.test(name))
      .sort()
      .reverse();
    for (const name of archives.slice(this.keep)) fs.rmSync(path.join(directory, name), { force: true });
  }

  private async run(id: number): Promise<BackupRunRow> {
    const rows = await this.db.selectFrom('backup_runs').selectAll().where('id', '=', id).execute();
    return rows[0];
  }

  async overview(now: number = Date.now()) {
    const [runs, lastSuccess, firstRun] = await Promise.all([
      listBackupRuns(this.db),
      lastBackupSuccess(this.db),
      firstBackupRun(this.db),
    ]);
    // Stale: off altogether, or nothing succeeded in two days (a new site gets two days from its first run).
    const since = lastSuccess ?? firstRun;
    return {
      enabled: this.directory !== undefined,
      directory: this.directory ?? null,
      keep: this.keep,
      last_success_at: lastSuccess === null ? null : timestampText(new Date(lastSuccess)),
      stale: this.directory === undefined || (since !== null && now - since > BACKUP_STALE_MS),
      runs: runs.map(backupRunAnswer),
    };
  }

  /** Waits for a run in progress (shutdown). */
  async stop(): Promise<void> {
    await this.current?.catch(() => undefined);
  }
}
