// Prints the slowest test files of the last run (`node scripts/slowest-tests.mjs [N]`, default 10), from
// what Jest's timings reporter (test/timingsReporter.cjs) and Playwright's JSON reporter left in
// .test-timings/, with the number of tests each tier ran.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, '.test-timings');
const count = Number(process.argv[2] ?? 10);
const files = [];
const tiers = [];

for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  const data = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  if (name.startsWith('jest-')) {
    files.push(...data);
    tiers.push(
      `${name.slice(5, -5)}: ${data.reduce((sum, file) => sum + file.tests, 0)} tests in ${data.length} files`,
    );
  } else if (name === 'e2e.json') {
    const byFile = new Map();
    let tests = 0;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          tests += 1;
          const seconds = test.results.reduce((sum, result) => sum + result.duration / 1000, 0);
          byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + seconds);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of data.suites ?? []) walk(suite);
    for (const [file, seconds] of byFile) files.push({ file: `test/e2e/${file}`, seconds, tests: 0 });
    tiers.push(`e2e: ${tests} tests in ${byFile.size} files`);
  }
}

console.log(tiers.join('; '));
console.log(`The ${count} slowest test files (seconds; e2e files add up their tests' times):`);
for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, count))
  console.log(`${file.seconds.toFixed(1).padStart(8)}  ${file.file}`);
