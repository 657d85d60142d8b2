/**
 * The public job search at volume: fills 10,000 jobs (BENCH_JOBS) with realistic descriptions on SQLite
 * (and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), then times filtered list pages
 * as served (the server's own render, in process) uncached (each URL the first time) and cached, and
 * their HTML size, plus `GET /api/job/search`. Needs the web build (`npm run build:web`).
 *
 *   npx tsx bench/search.ts
 *
 * Goals: a filtered public list page ≤ 100 ms uncached and ≤ 100 KB of HTML.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { onScratchSchema } from './serverStart';
import { buildApp } from '../src/server/app';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_RETENTION_DAYS,
  defaultOutboxSettings,
  defaultRateLimits,
  type ServerConfig,
} from '../src/server/config';
import { bumpContentVersion } from '../src/server/repositories/contentVersions';
import { timestampText } from '../src/server/db/time';
import type { Database } from '../src/server/db/types';

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const GOAL_MS = 100;
const GOAL_BYTES = 100 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
const CHUNK = 200;
const root = path.resolve(__dirname, '..');

const PLACES = [
  ['AE', 'Dubai'],
  ['AE', 'Abu Dhabi'],
  ['QA', 'Doha'],
  ['SA', 'Riyadh'],
  ['OM', 'Muscat'],
  ['KW', 'Kuwait City'],
  ['IN', 'Ahmedabad'],
  ['IN', 'Surat'],
] as const;
const TYPES = ['FULL_TIME', 'CONTRACTOR', 'TEMPORARY', 'PART_TIME'] as const;
const DESCRIPTION = `<p>${'Install, test and maintain equipment on site, following the safety rules. '.repeat(12)}</p>`;

async function fill(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < JOBS; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, JOBS - start) }, (_, offset) => {
      const index = start + offset;
      const [country, city] = PLACES[index % PLACES.length];
      const at = timestampText(new Date(now - (JOBS - index) * 0.01 * DAY_MS));
      return {
        title: `Technician ${index + 1}`,
        location: `${city}, ${country}`,
        salary: 'As per experience',
        career_level: 'Skilled worker',
        experience: '2-4 years',
        qualification: 'ITI',
        category: (country === 'IN' ? '2' : '1') as '1' | '2',
        description: DESCRIPTION,
        logo: '/files/logo.png',
        created_at: at,
        updated_at: at,
        employer_name: 'Gulf Star Contracting',
        employment_type: TYPES[index % TYPES.length],
        city,
        country,
        salary_min: 1000 + (index % 50) * 100,
        salary_max: 2000 + (index % 50) * 100,
        salary_currency: country === 'IN' ? 'INR' : 'AED',
        salary_period: 'MONTH' as const,
        valid_through: null,
        foreign_employer: null,
        visa_type: null,
        filled: index % 25 === 0 ? 1 : 0,
      };
    });
    await db.insertInto('jobs').values(rows).execute();
  }
  await bumpContentVersion(db, 'jobs');
}

function config(dataDir: string, databaseUrl?: string, databaseSchema?: string): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    databaseSchema,
    seedDemo: false,
    adminEmail: 'bench@agency.example',
    adminPassword: 'bench password 1',
    webDir: path.join(root, 'dist', 'web'),
    renderEntry: path.join(root, 'dist', 'ssr', 'render.js'),
    trustProxy: false,
    logLevel: 'silent',
    allowedOrigins: [],
    redisKeyPrefix: 'agency-bench:',
    rateLimits: { ...defaultRateLimits, publicReads: { max: 0, windowMs: 60_000 } },
    mailFrom: DEFAULT_MAIL_FROM,
    retentionDays: DEFAULT_RETENTION_DAYS,
    outbox: { ...defaultOutboxSettings },
    maxEventLoopDelayMs: 0,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The filtered pages timed: each is asked for once uncached, then five times cached. */
const PAGES = [
  '/international?country=AE&page=2',
  '/international?country=QA&type=TEMPORARY',
  '/gu/international?country=SA&minSalary=3000&page=3',
  '/domestic?city=Surat&posted=30',
  '/hi/domestic?type=PART_TIME&page=5',
  '/international?page=40',
];

async function benchOn(name: string, settings: ServerConfig): Promise<boolean> {
  const app = await buildApp(settings, { logger: false });
  try {
    const filling = performance.now();
    await fill(app.db);
    console.log(
      `\n${name}: ${JOBS.toLocaleString('en-IN')} jobs filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    // The first render loads the render entry's code: not a search's cost.
    await app.inject({ method: 'GET', url: '/about' });
    let ok = true;
    const uncached: number[] = [];
    const cached: number[] = [];
    for (const url of PAGES) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      const first = performance.now() - started;
      const times: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const again = performance.now();
        await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
        times.push(performance.now() - again);
      }
      const size = Buffer.byteLength(response.body);
      if (process.env.BENCH_DUMP)
        fs.writeFileSync(`${process.env.BENCH_DUMP}-${PAGES.indexOf(url)}.html`, response.body);
      const cards = (response.body.match(/data-testid="job-card"/g) ?? []).length;
      uncached.push(first);
      cached.push(median(times));
      const within = first <= GOAL_MS && size <= GOAL_BYTES && response.statusCode === 200;
      ok &&= within;
      console.log(
        `  ${url.padEnd(52)} ${response.statusCode} ${cards} cards  uncached ${first.toFixed(1)} ms  cached ${median(times).toFixed(1)} ms  ${(size / 1024).toFixed(1)} KB${within ? '' : '  OVER GOAL'}`,
      );
    }
    const api: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      await app.inject({ method: 'GET', url: `/api/job/search?category=1&country=OM&page=${run + 2}` });
      api.push(performance.now() - started);
    }
    console.log(
      `  median: page uncached ${median(uncached).toFixed(1)} ms, cached ${median(cached).toFixed(1)} ms; GET /api/job/search uncached ${median(api).toFixed(1)} ms`,
    );
    return ok;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist', 'ssr', 'render.js')))
    throw new Error('Run npm run build:web first.');
  console.log(`Filtered public job lists (goal: ≤ ${GOAL_MS} ms uncached, ≤ ${GOAL_BYTES / 1024} KB HTML).`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-search-'));
  let ok = true;
  try {
    ok = (await benchOn('SQLite', config(dataDir))) && ok;
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (url) {
      const onPostgres = await onScratchSchema(url, (schema) =>
        benchOn(
          'PostgreSQL',
          config(fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-search-')), url, schema),
        ),
      );
      ok = onPostgres && ok;
    } else {
      console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://...)');
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(ok ? '\nEvery page is within the goals.' : '\nSome pages are over the goals.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
