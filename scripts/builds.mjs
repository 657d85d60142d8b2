// What the built outputs are made from, and whether each is missing or older than its sources: read by
// `npm start` (scripts/start.mjs), the test run's one build step (test/globalSetup.ts) and the end-to-end
// configuration, so "is the build current" is decided in one place.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const shared = ['tsconfig.base.json', 'package-lock.json', 'openapi.yaml'];

/** Each build: the npm script that makes it, the files it must leave, and what it is made from. */
export const builds = {
  web: {
    script: 'build:web',
    outputs: ['dist/web/index.html', 'dist/ssr/render.js', 'dist/ssr/client-manifest.json'],
    sources: ['src', 'public', 'webpack.config.ts', 'tsconfig.web.json', ...shared],
    // The server's own folder is not part of the browser or render bundles.
    ignore: ['src/server'],
  },
  server: {
    script: 'build:server',
    outputs: ['dist/server/main.js'],
    sources: [
      'src/server',
      'src/domain',
      'src/routes',
      'src/api/schema.d.ts',
      'tsconfig.server.json',
      ...shared,
    ],
    ignore: [],
  },
};

function newestChange(target, ignored) {
  if (ignored.has(target) || !fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce(
      (newest, entry) => Math.max(newest, newestChange(path.join(target, entry), ignored)),
      stat.mtimeMs,
    );
}

/** Why `name` must be built ('missing' or 'stale'), or undefined when its outputs are newer than every source. */
export function buildNeeded(name) {
  const build = builds[name];
  const outputs = build.outputs.map((file) => path.join(root, file));
  if (outputs.some((file) => !fs.existsSync(file))) return 'missing';
  const builtAt = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  const ignored = new Set(build.ignore.map((file) => path.join(root, file)));
  const newest = Math.max(...build.sources.map((source) => newestChange(path.join(root, source), ignored)));
  return newest > builtAt ? 'stale' : undefined;
}

/** Runs the build's npm script; true when it succeeded. The outputs are touched so a no-op build counts. */
export function runBuild(name, stdio = 'inherit') {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const ok = spawnSync(npm, ['run', '--silent', builds[name].script], { cwd: root, stdio }).status === 0;
  if (ok) {
    const now = new Date();
    for (const file of builds[name].outputs) fs.utimesSync(path.join(root, file), now, now);
  }
  return ok;
}

// As a command (`node scripts/builds.mjs web server`): builds each named output that is missing or stale.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const name of process.argv.slice(2)) {
    if (!(name in builds)) {
      process.stderr.write(`Unknown build "${name}": one of ${Object.keys(builds).join(', ')}.\n`);
      process.exit(2);
    }
    const why = buildNeeded(name);
    if (!why) {
      process.stdout.write(`[build] ${name}: current\n`);
      continue;
    }
    process.stdout.write(`[build] ${name}: ${why}, building\n`);
    if (!runBuild(name)) process.exit(1);
  }
}
