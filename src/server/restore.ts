import path from 'node:path';
import { configFromEnv } from './config';
import { ArchiveError, formatRestoreReport, restoreArchive } from './db/archive';

const USAGE = 'Usage: npm run restore -- <archive.tar.gz> [--replace]  (node dist/server/restore.js ...)';

/**
 * `npm run restore -- <archive> [--replace]`: restores a backup archive into the database that
 * DATABASE_URL / DATA_DIR names (either dialect), after verifying every checksum; prints the per-table
 * counts it compared.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--replace');
  const files = args.filter((arg) => !arg.startsWith('-'));
  if (unknown.length > 0 || files.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const config = configFromEnv();
  const report = await restoreArchive(path.resolve(files[0]), config, { replace });
  process.stdout.write(formatRestoreReport(report));
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ArchiveError
      ? `${error.message}\n`
      : `The restore failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
