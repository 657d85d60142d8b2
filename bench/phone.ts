/**
 * `npm run bench:phone`: the public pages as a slow phone loads them, in Chromium (/usr/bin/chromium or
 * CHROME_PATH) with Chromium's own throttling over CDP: 150 ms round trip, 1.6 Mbps down, 750 kbps up,
 * CPU 4x slower. Every run is a fresh browser context (empty cache), at 390 x 844 with touch. It starts
 * its own server in process on a temporary SQLite database with the demo content, serving the built site
 * (`npm run build:web`; `--dist DIR` serves another build: DIR/web and DIR/ssr/render.js).
 *
 * For /, a job page, the same job page in Gujarati and /blog it prints the medians (of 5 runs; `--runs N`):
 *   FCP, LCP                     Paint Timing and Largest Contentful Paint
 *   hydration start              the app's `hydration-start` mark (set just before hydrateRoot)
 *   hydration end                the app's last `hydration-commit` mark (set in the commit effect of the
 *                                root and of each separately hydrated part as it hydrates)
 *   last commit                  React's last commit in the first 2 s of quiet (its devtools commit hook):
 *                                the same measure for any build, including one without the marks
 *   Apply opens                  job pages: from navigation, tapping Apply every 100 ms, the first time a
 *                                tap shows the application form (the modal, or the apply page it links to);
 *                                a scam notice over the page is closed with its button first, as a person would
 * Times are milliseconds from the navigation's start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startBenchServer } from './serverStart';
import { projectRoot } from '../src/server/paths';

const PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
const QUIET_MS = 2_000;
const LIMIT_MS = 20_000;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const runs = Number(option('--runs') ?? 5);
const distDir = path.resolve(option('--dist') ?? path.join(projectRoot, 'dist'));
const jsonOut = option('--json');

/** Installed before any page script: LCP and React's commits (the devtools hook React calls in production). */
const PROBE = `(() => {
  const bench = (window.__bench = { lcp: 0, commits: [], callTapped: false });
  // A tap meant for Apply that lands on a phone link (of a notice opened under it) would start a call:
  // headless Chromium then stops answering. Kept from happening and recorded as a lost tap.
  addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) {
      event.preventDefault();
      bench.callTapped = true;
    }
  }, true);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() { bench.commits.push(performance.now()); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
})();`;

interface LoadFigures {
  fcp: number | null;
  lcp: number | null;
  hydrationStart: number | null;
  hydrationEnd: number | null;
  lastCommit: number | null;
}

async function throttledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  return { context, page };
}

async function measureLoad(browser: Browser, url: string): Promise<LoadFigures> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Until React has committed nothing for QUIET_MS (or LIMIT_MS have passed).
    const started = Date.now();
    let lastCount = -1;
    let lastChange = Date.now();
    while (Date.now() - started < LIMIT_MS) {
      const count = await page.evaluate(
        () => (window as unknown as { __bench: { commits: number[] } }).__bench.commits.length,
      );
      if (count !== lastCount) {
        lastCount = count;
        lastChange = Date.now();
      } else if (Date.now() - lastChange >= QUIET_MS && count > 0) break;
      await page.waitForTimeout(200);
    }
    return await page.evaluate(() => {
      const bench = (window as unknown as { __bench: { lcp: number; commits: number[] } }).__bench;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const start = performance.getEntriesByName('hydration-start', 'mark')[0]?.startTime ?? null;
      const ends = performance.getEntriesByName('hydration-commit', 'mark');
      return {
        fcp,
        lcp: bench.lcp || null,
        hydrationStart: start,
        hydrationEnd: ends.length ? ends[ends.length - 1].startTime : null,
        lastCommit: bench.commits.length ? bench.commits[bench.commits.length - 1] : null,
      };
    });
  } finally {
    await context.close();
  }
}

/** Shows the application form: the modal's, or the apply page's. */
const FORM_SHOWN = `(() => {
  const form = document.querySelector('[role="dialog"] form, form[data-apply-form]');
  if (!form) return false;
  const box = form.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
})()`;

/** A tap landed on a phone link (see PROBE). */
const CALL_TAPPED = `Boolean(window.__bench && window.__bench.callTapped)`;

/** The Apply button's text in the three languages. */
const APPLY_TEXT = /^(Apply Jobs|અરજી કરો|आवेदन करें)$/;
/** The scam notice's button in the three languages. */
const NOTICE_CLOSE = /^(I Understand|સમજાઈ ગયું|समझ में आ गया)$/;

async function measureTap(browser: Browser, url: string): Promise<number | null> {
  const { context, page } = await throttledPage(browser);
  try {
    const t0 = Date.now();
    void page.goto(url, { waitUntil: 'commit', timeout: 60_000 }).catch(() => undefined);
    while (Date.now() - t0 < LIMIT_MS) {
      try {
        if (await page.evaluate(FORM_SHOWN)) return Date.now() - t0;
        if (await page.evaluate(CALL_TAPPED)) {
          console.log(`  ${url}: a tap landed on a phone link instead of Apply (counted as no opening)`);
          return null;
        }
        // The scam notice over the page: closed as a person would, then Apply again (a tap on it would
        // land on whatever of the notice is there, a phone link perhaps).
        const notice = page.getByRole('button', { name: NOTICE_CLOSE });
        const noticeBox = await notice.boundingBox({ timeout: 50 }).catch(() => null);
        const target = noticeBox ? notice : page.locator('a, button').filter({ hasText: APPLY_TEXT }).first();
        const box = await target.boundingBox({ timeout: 50 }).catch(() => null);
        if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      } catch {
        // The page navigated (a tap on the link) or is still arriving: look again.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  } finally {
    await context.close();
  }
}

const median = (values: Array<number | null>): number | null => {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
};
const ms = (value: number | null) => (value === null ? '—' : String(Math.round(value)));

async function main(): Promise<void> {
  const server = await startBenchServer({ name: 'phone', distDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const { origin } = server;
    const jobs = ((await (await fetch(`${origin}/api/job`)).json()) as { data: { id: number }[] }).data;
    const job = jobs[0].id;
    const routes = [
      { path: '/', apply: false },
      { path: `/job-detail/${job}`, apply: true },
      { path: `/gu/job-detail/${job}`, apply: true },
      { path: '/blog', apply: false },
    ];
    // Each page once, so the server's rendered-page cache is warm, as for a visitor on a live site.
    for (const route of routes) await (await fetch(origin + route.path)).arrayBuffer();
    console.log(
      `Build ${distDir}; ${PROFILE.latencyMs} ms RTT, 1.6 Mbps down, 750 kbps up, CPU ${PROFILE.cpuSlowdown}x; medians of ${runs} fresh loads (ms from navigation start).\n`,
    );
    const rows: Record<string, string>[] = [];
    const raw: Record<string, unknown> = {};
    for (const route of routes) {
      const loads: LoadFigures[] = [];
      for (let run = 0; run < runs; run += 1) loads.push(await measureLoad(browser, origin + route.path));
      const taps: Array<number | null> = [];
      if (route.apply)
        for (let run = 0; run < runs; run += 1) taps.push(await measureTap(browser, origin + route.path));
      raw[route.path] = { loads, taps };
      const pick = (key: keyof LoadFigures) => median(loads.map((load) => load[key]));
      rows.push({
        page: route.path.replace(String(job), '{id}'),
        FCP: ms(pick('fcp')),
        LCP: ms(pick('lcp')),
        'hydration start': ms(pick('hydrationStart')),
        'hydration end': ms(pick('hydrationEnd')),
        'last commit': ms(pick('lastCommit')),
        'Apply opens': route.apply ? ms(median(taps)) : '',
      });
      console.log(JSON.stringify(rows[rows.length - 1]));
    }
    console.log('');
    console.table(rows);
    if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ dist: distDir, rows, raw }, null, 2));
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
