import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the real server: one seeded instance and one started
 * empty (for the "Coming Soon" states). Each run gets fresh data directories. `E2E_PORT_BASE` moves both
 * servers (default 4173 and 4174) so two checkouts can run the suite at once.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4173);

/**
 * The specs that start a server of their own, each at its own offset from the base: two specs given one port
 * failed together whenever they ran at once (each worker runs a spec). Checked unique below.
 */
const OWN_SERVER_OFFSETS = {
  'pipeline-mail': 2,
  'job-lifecycle': 3,
  'staff-roles': 4,
  'language-journey': 5,
  'erasure-and-language': 6,
  'staff-invitation': 7,
  'job-search': 9,
  'applications-server-paging': 11,
  'staff-links-without-mail': 13,
  clients: 15,
  'candidate-account': 19,
  invoices: 21,
} as const;
if (new Set(Object.values(OWN_SERVER_OFFSETS)).size !== Object.keys(OWN_SERVER_OFFSETS).length)
  throw new Error('Two specs share an own-server port offset (playwright.config.ts).');
/**
 * Ports that browsers and Node's fetch refuse to reach ("bad ports" of the Fetch standard) near the suite's:
 * 4190 (ManageSieve) is the default base + 17, which a spec once took and never reached its server.
 */
const FETCH_BAD_PORTS = new Set([
  4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080,
]);
for (const offset of [0, 1, ...Object.values(OWN_SERVER_OFFSETS)])
  if (FETCH_BAD_PORTS.has(portBase + offset))
    throw new Error(`Port ${portBase + offset} is one browsers refuse; move E2E_PORT_BASE or the offset.`);

/** The port of a spec's own server (`startOwnServer`). */
export const ownServerPort = (spec: keyof typeof OWN_SERVER_OFFSETS): number =>
  portBase + OWN_SERVER_OFFSETS[spec];
export const E2E = {
  seededPort: portBase,
  emptyPort: portBase + 1,
  adminEmail: 'admin@agency.test',
  adminPassword: 'e2e-Admin-Password-1',
  /** The Administrator's second factor (`ADMIN_TOTP_SECRET`): the tests compute its codes. */
  adminTotpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
  passwordHashCost: '14',
};

/**
 * The browser: Debian's Chromium, as its headless shell (package chromium-headless-shell: the same build and
 * version as /usr/bin/chromium, without the desktop browser around the page; what Playwright itself runs for
 * headless tests). A new page costs it 1.4 CPU seconds where the full browser takes 3.4 (measured on /about,
 * each in a new context), which halves the tier's time on two cores. `CHROMIUM_PATH` picks another binary
 * (`/usr/bin/chromium` runs the suite in the full browser); a machine without the shell uses the full one.
 * Lighthouse and the benchmarks run the full browser, as a visitor has.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const dataDir = (name: string) =>
  process.env[`E2E_${name}_DIR`] ?? mkdtempSync(join(tmpdir(), `agency-e2e-${name}-`));
// Workers re-evaluate this file; keep the directories the main process chose.
process.env.E2E_SEEDED_DIR = dataDir('SEEDED');
process.env.E2E_EMPTY_DIR = dataDir('EMPTY');

const serverEnv = (port: number, dir: string, seed: boolean) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dir,
  WEB_DIR: 'dist/web',
  ADMIN_EMAIL: E2E.adminEmail,
  ADMIN_PASSWORD: E2E.adminPassword,
  ADMIN_TOTP_SECRET: E2E.adminTotpSecret,
  SEED_DEMO: seed ? 'true' : 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_LOGIN: '1000',
  RATE_LIMIT_PUBLIC: '1000',
  RATE_LIMIT_READS: '100000',
  // The suite loads a small machine on purpose (several browsers, two servers): the overload guard
  // (503 "The server is busy") is tested by test/server/health.test.ts, not tripped here.
  MAX_EVENT_LOOP_DELAY_MS: '0',
  // No load balancer to drain for: a stopped test server stops at once (test/server/shutdown.test.ts tests the drain).
  SHUTDOWN_DRAIN_MS: '0',
  // Passwords hashed at scrypt N = 2^14, not the default 2^17: a tenth of the time per sign-in, the same
  // code path (test/server/passwords.test.ts checks the default).
  PASSWORD_HASH_COST: E2E.passwordHashCost,
});

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  // A test that needs a second try to pass is a fault to fix, not to retry: none are retried, in CI either.
  retries: 0,
  // Every test finishes in 30 s and every expectation settles in 10 s; a test that needs more says why
  // where it asks for it (test.setTimeout, a `timeout` on the expectation). In the headless shell the
  // single-page tests take 2-15 s with both workers busy (2026-12-06).
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the slowest-files summary at the end of .ci/run (scripts/slowest-tests.mjs).
  reporter: [['list'], ['json', { outputFile: '.test-timings/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E.seededPort}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // Frames in their page's process: the map frames (third-party, offline here) each cost a process
        // otherwise (measured: 8% of the axe tests' CPU). Nothing here tests isolation between sites.
        '--disable-site-isolation-trials',
        '--disable-features=IsolateOrigins,site-per-process',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // Locally a failed test keeps its trace with DOM snapshots (without the screencast frames, which cost a
    // quarter of the browser's CPU: 274 → 232 CPU seconds on the axe tests). CI keeps only the log, so it
    // records none: tracing costs a tenth of the whole tier's CPU (147 → 132 s on two spec files).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The compiled server, as an installed site runs it (`npm run test:e2e` builds it first).
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${E2E.seededPort}/api/job`,
      env: serverEnv(E2E.seededPort, process.env.E2E_SEEDED_DIR, true),
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${E2E.emptyPort}/api/job`,
      env: serverEnv(E2E.emptyPort, process.env.E2E_EMPTY_DIR, false),
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
