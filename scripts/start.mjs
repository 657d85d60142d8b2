#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the server in this process.
//   - the website (`npm run build:web` -> dist/web) when dist/web/index.html is missing; if that build
//     fails the server still starts and serves a placeholder page at /;
//   - the server (`npm run build:server` -> dist/server) when any of its sources is newer than the build.
// Environment variables are described in README.md (PORT, DATA_DIR, DATABASE_URL, ADMIN_EMAIL, ...).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultWebDir = path.join(root, 'dist', 'web');
const serverEntry = path.join(root, 'dist', 'server', 'main.js');
const serverSources = [
  path.join(root, 'src', 'server'),
  path.join(root, 'src', 'domain'),
  path.join(root, 'src', 'api', 'schema.d.ts'),
  path.join(root, 'tsconfig.server.json'),
  path.join(root, 'tsconfig.base.json'),
];

function log(message) {
  process.stdout.write(`[start] ${message}\n`);
}

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

function runScript(script) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return spawnSync(npm, ['run', '--silent', script], { cwd: root, stdio: 'inherit' }).status === 0;
}

const webDir = process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : defaultWebDir;
if (webDir === defaultWebDir && !fs.existsSync(path.join(webDir, 'index.html'))) {
  log('Building the website (dist/web is missing)...');
  if (!runScript('build:web')) log('The website build failed; starting anyway with a placeholder page at /.');
}

const builtAt = fs.existsSync(serverEntry) ? fs.statSync(serverEntry).mtimeMs : 0;
if (serverSources.some((source) => newestChange(source) > builtAt)) {
  log('Building the server (dist/server is missing or older than src/server)...');
  if (!runScript('build:server')) {
    log('The server build failed; see the errors above.');
    process.exit(1);
  }
  const now = new Date();
  fs.utimesSync(serverEntry, now, now);
}

createRequire(import.meta.url)(serverEntry);
