// Fails when a file generated from openapi.yaml (src/api/schema.d.ts, limits.ts, messages.ts) is not what
// `npm run generate:api` makes from openapi.yaml now.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENERATED_FILES } from './generate-api.mjs';

const dir = mkdtempSync(join(tmpdir(), 'api-check-'));
execFileSync('node', ['scripts/generate-api.mjs', dir], { stdio: 'inherit' });
const fresh = GENERATED_FILES.map((name) => join(dir, name));
execFileSync('npx', ['prettier', '--config', '.prettierrc.json', '--write', ...fresh], { stdio: 'ignore' });
const stale = GENERATED_FILES.filter(
  (name) => readFileSync(join(dir, name), 'utf8') !== readFileSync(join('src/api', name), 'utf8'),
);
if (stale.length > 0) {
  console.error(
    `Stale: ${stale.map((name) => `src/api/${name}`).join(', ')}. Run \`npm run generate:api\` and commit.`,
  );
  process.exit(1);
}
console.log(`${GENERATED_FILES.map((name) => `src/api/${name}`).join(', ')} are current.`);
