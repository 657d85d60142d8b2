import path from 'node:path';
import { configFromEnv } from './config';
import { ArchiveError, createBackupFile } from './db/archive';

/**
 * `npm run backup [-- <directory>]` (installed copies: `node dist/server/backup.js [<directory>]`):
 * writes one archive of the database that DATABASE_URL / DATA_DIR names into the directory given,
 * else BACKUP_DIR, else DATA_DIR/backups (SQLite) or ./backups.
 */
async function main(): Promise<void> {
  const config = configFromEnv();
  const directory = path.resolve(process.argv[2] ?? config.backupDir ?? 'backups');
  const started = Date.now();
  const result = await createBackupFile(config, directory);
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `Wrote ${result.file}\n` +
      `  ${result.rows} rows in ${result.manifest.tables.length} tables, ${result.manifest.files.count} files (${result.fileBytes} bytes), schema ${result.manifest.schemaVersion}\n` +
      `  ${result.bytes} bytes compressed in ${seconds.toFixed(1)} s\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ArchiveError
      ? `${error.message}\n`
      : `The backup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
