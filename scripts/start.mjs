#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the server in this process.
//   - the website (`npm run build:web` -> dist/web) when dist/web/index.html is missing; if that build
//     fails the server still starts and serves a placeholder page at /;
//   - the server (`npm run build:server` -> dist/server) when any of its sources is newer than the build.
// Environment variables are described in README.md (PORT, DATA_DIR, DATABASE_URL, ADMIN_EMAIL, ...).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildNeeded, root, runBuild } from './builds.mjs';

const defaultWebDir = path.join(root, 'dist', 'web');
const serverEntry = path.join(root, 'dist', 'server', 'main.js');

function log(message) {
  process.stdout.write(`[start] ${message}\n`);
}

const webDir = process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : defaultWebDir;
if (webDir === defaultWebDir && !fs.existsSync(path.join(webDir, 'index.html'))) {
  log('Building the website (dist/web is missing)...');
  if (!runBuild('web')) log('The website build failed; starting anyway with a placeholder page at /.');
}

if (buildNeeded('server')) {
  log('Building the server (dist/server is missing or older than src/server)...');
  if (!runBuild('server')) {
    log('The server build failed; see the errors above.');
    process.exit(1);
  }
}

createRequire(import.meta.url)(serverEntry);
