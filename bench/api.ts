/**
 * `npm run bench:api`: GET /api/job with 200 jobs against a trivial route (GET /api/health) in the
 * same server and the same run, on a temporary SQLite database. autocannon runs in a child process
 * so it does not share the server's event loop. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS
 * (default 10) bound the load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildApp } from '../src/server/app';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_RETENTION_DAYS,
  defaultOutboxSettings,
  defaultRateLimits,
} from '../src/server/config';
import { createJob } from '../src/server/repositories/jobs';
import { demoJobs } from '../src/server/db/seed/demoContent';
import { demoJobFields } from '../src/server/db/seed';
import { seedImagesDir } from '../src/server/paths';
import { acceptImage } from '../src/server/services/files';

const JOB_COUNT = 200;
const autocannonCli = require.resolve('autocannon/autocannon.js');

interface LoadResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Runs autocannon in its own process and answers its JSON summary. */
async function load(url: string, duration: number, headers: string[] = []): Promise<LoadResult> {
  const args = [
    autocannonCli,
    '--json',
    '-c',
    String(connections),
    '-d',
    String(duration),
    ...headers.flatMap((header) => ['-H', header]),
    url,
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as LoadResult;
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'));
  const app = await buildApp(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      seedDemo: false,
      adminEmail: 'bench@agency.example',
      adminPassword: 'bench password',
      webDir: path.join(dataDir, 'no-web'),
      trustProxy: false,
      logLevel: 'silent',
      allowedOrigins: [],
      redisKeyPrefix: 'agency-bench:',
      rateLimits: { ...defaultRateLimits, publicReads: { max: 0, windowMs: 60_000 } },
      mailFrom: DEFAULT_MAIL_FROM,
      retentionDays: DEFAULT_RETENTION_DAYS,
      outbox: defaultOutboxSettings,
    },
    { logger: false },
  );
  try {
    for (let index = 0; index < JOB_COUNT; index += 1) {
      const demoJob = demoJobs[index % demoJobs.length];
      const { logoFile } = demoJob;
      const fields = demoJobFields(demoJob);
      const data = fs.readFileSync(path.join(seedImagesDir, logoFile));
      const logo = acceptImage(
        { kind: 'uploaded-file', fieldName: 'logo', clientFileName: logoFile, data },
        'logo',
      );
      await createJob(
        app.db,
        {
          ...fields,
          title: `${fields.title} #${index + 1}`,
        },
        logo,
      );
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api`;
    const body = await (await fetch(`${base}/job`)).text();
    console.log(
      `GET /api/job answers ${JSON.parse(body).data.length} jobs, ${(Buffer.byteLength(body) / 1024).toFixed(0)} KB per response.`,
    );
    console.log(`Load: ${connections} connections, ${seconds} s per route (after a 2 s warm-up each).\n`);

    const runs = [
      { route: 'GET /api/job', url: `${base}/job`, headers: [] },
      { route: 'GET /api/health', url: `${base}/health`, headers: [] },
      {
        route: 'GET /api/job (gzip, as browsers ask)',
        url: `${base}/job`,
        headers: ['accept-encoding=gzip'],
      },
    ];
    const results: { route: string; requestsPerSecond: number; p99: number; errors: number }[] = [];
    for (const run of runs) {
      await load(run.url, 2, run.headers);
      const result = await load(run.url, seconds, run.headers);
      results.push({
        route: run.route,
        requestsPerSecond: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx + result.timeouts,
      });
    }
    console.table(
      results.map((result) => ({
        route: result.route,
        'requests/s': Math.round(result.requestsPerSecond),
        'p99 latency (ms)': result.p99,
        'errors/non-2xx': result.errors,
      })),
    );
    const [jobs, health, gzipped] = results;
    const ratio = (route: { requestsPerSecond: number }) =>
      `${((route.requestsPerSecond / health.requestsPerSecond) * 100).toFixed(1)}%`;
    console.log(
      `\nGET /api/job / GET /api/health requests/s: ${(jobs.requestsPerSecond / health.requestsPerSecond).toFixed(3)} (${ratio(jobs)}); with gzip ${ratio(gzipped)}.`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
