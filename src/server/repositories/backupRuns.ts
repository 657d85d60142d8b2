import type { Kysely, Selectable } from 'kysely';
import type { BackupRunsTable, BackupTrigger, Database } from '../db/types';

export type BackupRunRow = Selectable<BackupRunsTable>;

/** How long an error message of a failed run is kept (the column's size). */
const ERROR_LENGTH = 1024;
/** A run still `running` after this long died with its process. */
export const ABANDONED_RUN_MS = 6 * 60 * 60 * 1000;

export async function startBackupRun(db: Kysely<Database>, trigger: BackupTrigger, now = Date.now()) {
  const row = await db
    .insertInto('backup_runs')
    .values({ trigger, status: 'running', started_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function finishBackupRun(
  db: Kysely<Database>,
  id: number,
  outcome: { fileName: string; size: number } | { error: string },
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable('backup_runs')
    .set(
      'error' in outcome
        ? { status: 'failed', finished_at: now, error: outcome.error.slice(0, ERROR_LENGTH) }
        : { status: 'ok', finished_at: now, file_name: outcome.fileName, size: outcome.size },
    )
    .where('id', '=', id)
    .execute();
}

/** The newest runs first. */
export async function listBackupRuns(db: Kysely<Database>, limit = 100): Promise<BackupRunRow[]> {
  return db
    .selectFrom('backup_runs')
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** When the last successful backup finished (epoch ms), or null. */
export async function lastBackupSuccess(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('backup_runs')
    .select((eb) => eb.fn.max('finished_at').as('at'))
    .where('status', '=', 'ok')
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

/** Marks runs whose process died mid-run as failed. */
export async function abandonStaleRuns(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .updateTable('backup_runs')
    .set({ status: 'failed', finished_at: now, error: 'The process stopped before the backup finished.' })
    .where('status', '=', 'running')
    .where('started_at', '<', now - ABANDONED_RUN_MS)
    .execute();
}

/** When the first backup run started (epoch ms), or null when there has been none. */
export async function firstBackupRun(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('backup_runs')
    .select((eb) => eb.fn.min('started_at').as('at'))
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}
