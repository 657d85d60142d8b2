import path from 'node:path';
import { configFromEnv } from './config';
import { ArchiveError, createBackupFile } from './db/archive';

const USAGE = 'Usage: npm run backup -- [<directory>]  (node dist/server/backup.js ...)';

/**
 * `npm run backup [-- <directory>]` (installed copies: `node dist/server/backup.js [<directory>]`):
 * writes one archive of the database that DATABASE_URL / DATA_DIR names into the directory given,
 * else BACKUP_DIR, else DATA_DIR/backups (SQLite) or ./backups. Any option (`--out`, `-o`) or a second
 * argument answers the usage and exit code 2, so a mistyped command never writes into a folder named
 * after it.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const config = configFromEnv();
  const directory = path.resolve(args[0] ?? config.backupDir ?? 'backups');
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
