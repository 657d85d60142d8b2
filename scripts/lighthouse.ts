/**
 * `npm run lighthouse`: Lighthouse (the npm package) on the public pages of the real server, with the
 * mobile and desktop presets, printing performance, accessibility, best practices and SEO with LCP, TBT
 * and CLS for each route and preset. A benchmark that prints figures, not a test: it always exits 0 once
 * it has measured.
 *
 * It builds the website first only when dist/web is missing, then starts the server (tsx
 * src/server/main.ts) on a free port with the demo content in a temporary SQLite DATA_DIR, and runs
 * Chromium (CHROME_PATH, default /usr/bin/chromium) headless through chrome-launcher.
 *
 * Options:
 *   --routes /,/blog,/job-detail/{job}   routes to measure ({job}: the first open job of GET /api/job);
 *                                         default /, /international, /job-detail/{job}, /blog, /gu/,
 *                                         /hi/job-detail/{job}
 *   --runs N                              runs per route and preset; each figure is the median (default 1)
 *   --presets mobile,desktop              which presets (default both)
 *   --url http://host:port                measure a server that is already running instead of starting one
 *   --audits                              also list the accessibility, best-practice and SEO audits that fail
 *   --json FILE                           also write every run's figures to FILE
 *   --reports DIR                         also write each run's whole Lighthouse report (JSON) into DIR, to
 *                                         see which tasks and requests a figure comes from
 *   --cpu calibrated|N                    the mobile preset's CPU slowdown: Lighthouse's 4x by default,
 *                                         `calibrated` for the multiplier of Lighthouse's CPU throttling
 *                                         calculator for this machine's benchmark index (measured first),
 *                                         so a slow host emulates the same mid-tier phone as a fast one
 *
 * Each run prints the benchmark index Lighthouse measured (its `environment.benchmarkIndex`), the table
 * their median: 4x on a host of index 900 emulates a phone about twice as slow as Lighthouse's 4x stands
 * for (which assumes about 1,533), and TBT grows with it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Config, Flags, Result } from 'lighthouse';
import { chromium } from '@playwright/test';
import { cpuMultiplier, hostBenchmarkIndex } from '../bench/benchmarkIndex';
import { isJobClosed } from '../src/domain/jobClosing';
import type { JobWithLifecycle } from '../src/ssr/jobLifecycle';

const root = path.join(__dirname, '..');
const webDir = path.join(root, 'dist', 'web');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const DEFAULT_ROUTES = ['/', '/international', '/job-detail/{job}', '/blog', '/gu/', '/hi/job-detail/{job}'];
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Options {
  routes: string[];
  runs: number;
  presets: Preset[];
  url?: string;
  audits: boolean;
  json?: string;
  /** A directory for each run's whole report. */
  reports?: string;
  /** The mobile preset's CPU slowdown; undefined for Lighthouse's own (4x). */
  cpu?: number | 'calibrated';
}

function usage(problem: string): never {
  console.error(`${problem}\nUsage: npm run lighthouse -- [--routes /,/blog] [--runs N] [--presets mobile,desktop]
                          [--url http://host:port] [--audits] [--json FILE] [--reports DIR] [--cpu calibrated|N]`);
  process.exit(2);
}

function parseOptions(argv: string[]): Options {
  const options: Options = { routes: DEFAULT_ROUTES, runs: 1, presets: [...PRESETS], audits: false };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    const value = () => {
      const next = argv[(index += 1)];
      if (next === undefined || next.startsWith('--')) usage(`${flag} needs a value.`);
      return next;
    };
    switch (flag) {
      case '--routes':
        options.routes = value()
          .split(',')
          .map((route) => route.trim())
          .filter(Boolean);
        if (options.routes.some((route) => !route.startsWith('/'))) usage('Each route starts with /.');
        break;
      case '--runs':
        options.runs = Number(value());
        if (!Number.isInteger(options.runs) || options.runs < 1)
          usage('--runs takes a whole number of 1 or more.');
        break;
      case '--presets': {
        const presets = value().split(',');
        if (presets.some((preset) => !PRESETS.includes(preset as Preset))) usage('Presets: mobile, desktop.');
        options.presets = presets as Preset[];
        break;
      }
      case '--url':
        options.url = value().replace(/\/+$/, '');
        break;
      case '--audits':
        options.audits = true;
        break;
      case '--json':
        options.json = value();
        break;
      case '--reports':
        options.reports = value();
        break;
      case '--cpu': {
        const cpu = value();
        options.cpu = cpu === 'calibrated' ? cpu : Number(cpu);
        if (options.cpu !== 'calibrated' && !(options.cpu >= 1 && options.cpu <= 20))
          usage('--cpu takes calibrated or a slowdown from 1 to 20.');
        break;
      }
      default:
        usage(`Unknown option ${flag}.`);
    }
  }
  return options;
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(base: string, child: ChildProcess | undefined, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${base}/api/health within ${timeoutMs / 1000} s.`);
}

/** Starts the real server on a free port with a new demo database; answers its base URL and a stop. */
async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  if (!fs.existsSync(path.join(webDir, 'index.html'))) {
    console.log('dist/web is missing: building the website (npm run build:web)...');
    const build = spawnSync('npm', ['run', '--silent', 'build:web'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('The website build failed.');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-lighthouse-'));
  const base = `http://127.0.0.1:${port}`;
  // A clean environment for the server: no database, Redis or agency file of the caller's shell.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'DATABASE_SCHEMA',
    'REDIS_URL',
    'SMTP_URL',
    'AGENCY_CONFIG',
    'TRUST_PROXY',
  ])
    delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    SEED_DEMO: 'true',
    PUBLIC_URL: base,
    ADMIN_EMAIL: 'lighthouse@agency.example',
    ADMIN_PASSWORD: 'lighthouse benchmark password',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_READS: '0',
    NODE_ENV: 'production',
  });
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [path.join(root, 'src', 'server', 'main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** The id of the first open job the API lists (the page Google would index). */
async function firstOpenJobId(base: string): Promise<number> {
  const response = await fetch(`${base}/api/job`);
  if (!response.ok) throw new Error(`GET /api/job answered ${response.status}.`);
  const { data } = (await response.json()) as { data: JobWithLifecycle[] };
  const job = data.find((candidate) => !isJobClosed(candidate));
  if (!job) throw new Error('No open job to measure: GET /api/job lists none.');
  return job.id;
}

interface Figures {
  route: string;
  preset: Preset;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** The host's speed as Lighthouse measured it in this run. */
  benchmarkIndex: number | null;
  failing: string[];
}

function figuresOf(lhr: Result, route: string, preset: Preset): Figures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const failing = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => `${category}: ${audit.id} (${audit.title})`),
  );
  return {
    route,
    preset,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex:
      typeof lhr.environment?.benchmarkIndex === 'number' ? lhr.environment.benchmarkIndex : null,
    failing,
  };
}

function median(values: Array<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
}

function medianOf(runs: Figures[]): Figures {
  const [first] = runs;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
  ) as Figures['scores'];
  return {
    route: first.route,
    preset: first.preset,
    scores,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

function printTable(rows: Figures[], runs: number) {
  const show = (value: number | null, format: (n: number) => string) =>
    value === null ? '-' : format(value);
  const header = ['route', 'preset', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS', 'index'];
  const lines = rows.map((row) => [
    row.route,
    row.preset,
    show(row.scores.performance, String),
    show(row.scores.accessibility, String),
    show(row.scores['best-practices'], String),
    show(row.scores.seo, String),
    show(row.lcpMs, (ms) => `${(ms / 1000).toFixed(2)} s`),
    show(row.tbtMs, (ms) => `${Math.round(ms)} ms`),
    show(row.cls, (cls) => cls.toFixed(3)),
    show(row.benchmarkIndex, (index) => String(Math.round(index))),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs)` : '(1 run)'}`);
  console.log(format(header));
  console.log(
    `|${widths.map((width, column) => (column < 2 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}; set CHROME_PATH.`);
  // Lighthouse and chrome-launcher are ES modules.
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');

  // The mobile preset, with the CPU slowdown asked for (Lighthouse's own 4x without --cpu).
  let mobileConfig: Config | undefined;
  if (options.cpu !== undefined) {
    const { throttling } = await import('lighthouse/core/config/constants.js');
    let slowdown: number;
    if (options.cpu === 'calibrated') {
      const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
      const index = await hostBenchmarkIndex(browser).finally(() => browser.close());
      slowdown = Math.round(cpuMultiplier(index) * 10) / 10;
      console.log(
        `This machine's benchmark index: ${Math.round(index)}; mobile CPU slowdown ${slowdown}x (Lighthouse's calculator for its mid-tier phone; 4x assumes an index of about 1,533).`,
      );
    } else slowdown = options.cpu;
    mobileConfig = {
      extends: 'lighthouse:default',
      settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown } },
    };
  }
  const server = options.url ? { base: options.url, stop: async () => {} } : await startServer();
  // A fresh browser for every measurement, as the Lighthouse CLI does: a browser kept across runs carries
  // the earlier pages' processes and caches into the next trace.
  const launchChrome = () =>
    chromeLauncher.launch({
      chromePath: CHROME_PATH,
      // No background traffic or component updates (this machine has no internet: Chromium's attempts would
      // run during the measured load), no GPU process (headless on a server).
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  const all: Figures[] = [];
  const rows: Figures[] = [];
  try {
    if (options.url) await waitForServer(server.base, undefined, 10_000);
    const needsJob = options.routes.some((route) => route.includes('{job}'));
    const jobId = needsJob ? await firstOpenJobId(server.base) : undefined;
    const routes = options.routes.map((route) => route.replace('{job}', String(jobId)));
    const flags: Flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    for (const route of routes) {
      for (const preset of options.presets) {
        const runs: Figures[] = [];
        for (let run = 1; run <= options.runs; run += 1) {
          process.stdout.write(`${preset.padEnd(7)} ${route} run ${run}/${options.runs}... `);
          const measure = async () => {
            const chrome = await launchChrome();
            try {
              return await lighthouse(
                `${server.base}${route}`,
                { ...flags, port: chrome.port },
                preset === 'desktop' ? desktopConfig : mobileConfig,
              );
            } finally {
              chrome.kill();
            }
          };
          let result = await measure();
          // A fresh browser's first trace sometimes misses the navigation start: measure that page again.
          for (let retry = 0; retry < 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; retry += 1)
            result = await measure();
          if (!result) throw new Error(`Lighthouse gave no result for ${route}.`);
          if (result.lhr.runtimeError)
            throw new Error(`Lighthouse could not load ${route}: ${result.lhr.runtimeError.message}`);
          const figures = figuresOf(result.lhr, route, preset);
          if (options.reports) {
            fs.mkdirSync(options.reports, { recursive: true });
            const name = `${preset}-${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-run-${run}.json`;
            fs.writeFileSync(path.join(options.reports, name), JSON.stringify(result.lhr));
          }
          console.log(
            `performance ${figures.scores.performance ?? '-'} (benchmark index ${Math.round(figures.benchmarkIndex ?? 0)})`,
          );
          runs.push(figures);
        }
        all.push(...runs);
        rows.push(medianOf(runs));
      }
    }
  } finally {
    await server.stop();
  }

  printTable(rows, options.runs);
  if (options.audits) {
    for (const row of rows.filter((candidate) => candidate.failing.length > 0)) {
      console.log(`\n${row.route} (${row.preset}) fails:`);
      for (const audit of row.failing) console.log(`  - ${audit}`);
    }
  }
  if (options.json) {
    fs.writeFileSync(options.json, `${JSON.stringify({ medians: rows, runs: all }, null, 2)}\n`);
    console.log(`\nFigures written to ${options.json}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
