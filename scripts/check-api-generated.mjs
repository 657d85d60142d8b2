// Fails when src/api/schema.d.ts is not what `npm run generate:api` makes from openapi.yaml now.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'api-check-'));
const fresh = join(dir, 'schema.d.ts');
execFileSync('node', ['scripts/generate-api.mjs', fresh], { stdio: 'inherit' });
execFileSync('npx', ['prettier', '--config', '.prettierrc.json', '--write', fresh], { stdio: 'ignore' });
if (readFileSync(fresh, 'utf8') !== readFileSync('src/api/schema.d.ts', 'utf8')) {
  console.error('src/api/schema.d.ts is stale: run `npm run generate:api` and commit the result.');
  process.exit(1);
}
console.log('src/api/schema.d.ts is current.');
