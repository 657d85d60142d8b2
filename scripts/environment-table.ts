// Writes the README's table of environment variables from the server's environment schema
// (src/server/environment.ts). `--check` fails instead when the README's table differs.
//   npx tsx scripts/environment-table.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { environmentTable } from '../src/server/environment';

const README = join(__dirname, '..', 'README.md');
const START = /<!-- environment-table:[^>]*-->\n/;
const END = '<!-- /environment-table -->';

/** The README with its environment table replaced by `table`. */
function withTable(readme: string, table: string): string {
  const start = START.exec(readme);
  const end = readme.indexOf(END);
  if (!start || end < start.index) throw new Error('README.md has no environment-table markers.');
  return readme.slice(0, start.index + start[0].length) + table + '\n\n' + readme.slice(end);
}

const readme = readFileSync(README, 'utf8');
const updated = withTable(readme, environmentTable());
if (process.argv.includes('--check')) {
  if (updated !== readme) {
    process.stderr.write(
      'README.md: the environment table differs from src/server/environment.ts; run npm run docs:env.\n',
    );
    process.exit(1);
  }
} else if (updated !== readme) writeFileSync(README, updated);
