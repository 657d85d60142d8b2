/**
 * `npm run bench:phone`: the public pages as a slow phone loads them, in Chromium (/usr/bin/chromium or
 * CHROME_PATH) with Chromium's own throttling over CDP: 150 ms round trip, 1.6 Mbps down, 750 kbps up,
 * CPU 4x slower. Every run is a fresh browser context (empty cache), at 390 x 844 with touch. It starts
 * its own server in process on a temporary SQLite database with the demo content, serving the built site
 * (`npm run build:web`; `--dist DIR` serves another build: DIR/web and DIR/ssr/render.js).
 *
 * The CPU is slowed 4x by default. 4x is Lighthouse's slowdown for its mid-tier phone on a host whose
 * benchmark index is about 1,533; on a slower host the same 4x emulates a slower phone (the same build
 * measured 2.0 s and 3.4 s to hydration on two machines). So the bench measures the host's index as
 * Lighthouse does (`computeBenchmarkIndex`, median of 5, in this Chromium unthrottled) before and after the
 * run and prints both, with the multiplier of Lighthouse's CPU throttling calculator for them
 * (`cpuMultiplier`). `--cpu calibrated` uses that multiplier instead of 4x, `--cpu N` any other. On a host
 * whose speed drifts (a shared VM: 1,168 to 1,775 within one run) calibration is no steadier than 4x;
 * compare builds with `--compare`, which meets the drift with both.
 *
 * `--compare DIR` measures a second build (DIR/web, DIR/ssr/render.js) beside the first, the two taking
 * turns run by run, so both meet the same drift of the machine: the way to compare a change.
 *
 * For /, a job page, the same job page in Gujarati, /blog and /gu/my-applications it prints the medians (of 5 runs; `--runs N`):
 *   FCP, LCP                     Paint Timing and Largest Contentful Paint
 *   hydration start              the app's `hydration-start` mark (set just before hydrateRoot)
 *   hydration end                the app's last `hydration-commit` mark (set in the commit effect of the
 *                                root and of each separately hydrated part as it hydrates)
 *   last commit                  React's last commit in the first 2 s of quiet (its devtools commit hook):
 *                                the same measure for any build, including one without the marks
 *   Apply opens                  job pages: from navigation, tapping Apply every 100 ms, the first time a
 *                                tap shows the application form (the modal, or the apply page it links to);
 *                                a scam notice over the page is closed with its button first, as a person would.
 *                                The finger taps where Apply was last seen: while the page's main thread is
 *                                busy the bench cannot ask where it is, but a person taps it all the same
 * Times are milliseconds from the navigation's start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { cpuMultiplier, hostBenchmarkIndex } from './benchmarkIndex';
import { startBenchServer } from './serverStart';
import { projectRoot } from '../src/server/paths';

const PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  /** Set in `main`: 4x, `--cpu N`, or calibrated to the machine. */
  cpuSlowdown: 4,
};

const QUIET_MS = 2_000;
const LIMIT_MS = 20_000;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const runs = Number(option('--runs') ?? 5);
const cpuOption = option('--cpu') ?? '4';
const compareDir = option('--compare');
const distDir = path.resolve(option('--dist') ?? path.join(projectRoot, 'dist'));
const jsonOut = option('--json');

/** Installed before any page script: LCP and React's commits (the devtools hook React calls in production). */
const PROBE = `(() => {
  const bench = (window.__bench = { lcp: 0, commits: [], callTapped: '' });
  // A tap meant for Apply that lands on a phone link (of a notice opened under it) would start a call:
  // headless Chromium then stops answering. Kept from happening and recorded as a lost tap. Heard as the
  // click leaves the page (bubbling to the window): a tap the notice itself ignores never gets there.
  addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) {
      event.preventDefault();
      bench.callTapped = event.target.closest('[role="dialog"]') ? 'in a dialog' : 'on the page';
    }
  });
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
const CALL_TAPPED = `(window.__bench && window.__bench.callTapped) || ''`;

/** The Apply button's text in the three languages. */
const APPLY_TEXT = /^(Apply Jobs|અરજી કરો|आवेदन करें)$/;

/** A box on the screen (viewport coordinates), or null. */
type Box = { x: number; y: number; width: number; height: number } | null;
/** Code for the page: the box of the element `find` (an expression) gives, or null when none is shown. */
const shownBox = (find: string) => `(() => {
  const element = ${find};
  if (!element) return null;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
})()`;
/**
 * Where Apply is: one query in the page, as for the notice below. A locator with a 50 ms timeout found it
 * only once the page had quietened: at the CPU slowdown that emulates Lighthouse's mid-tier phone on a fast
 * host (about 10x), the bench's first tap came at 5.7 s, though Apply showed at 0.8 s.
 */
const APPLY_BOX = shownBox(
  `[...document.querySelectorAll('a, button')].find((element) => ${APPLY_TEXT.toString()}.test(element.textContent.trim()))`,
);
/**
 * Where the scam notice's "I Understand" is (any language): one CSS query. A role locator has to work out
 * the accessible name of every element, which a busy page at 4x answers too late (the bench then tapped
 * Apply's old place for over half a second with the notice in front of it).
 */
const NOTICE_BUTTON_BOX = shownBox(
  `document.querySelector('[role="dialog"][aria-labelledby="scam-notice-title"] .MuiDialogActions-root button')`,
);

async function measureTap(browser: Browser, url: string, label: string): Promise<number | null> {
  const { context, page } = await throttledPage(browser);
  try {
    const t0 = Date.now();
    void page.goto(url, { waitUntil: 'commit', timeout: 60_000 }).catch(() => undefined);
    // Where Apply was last seen: tapped again while the page is too busy to say where it is now.
    let applyBox: Box = null;
    while (Date.now() - t0 < LIMIT_MS) {
      try {
        if (await page.evaluate(FORM_SHOWN)) return Date.now() - t0;
        const called = (await page.evaluate(CALL_TAPPED)) as string;
        if (called) {
          console.log(
            `  ${label ? `build ${label} ` : ''}${url}: a tap landed on a phone link ${called} instead of Apply (counted as no opening)`,
          );
          return null;
        }
        // Gone to the apply page (the link, before the modal could open): its form is coming; no more taps
        // (at Apply's old place they would land on that page's links).
        if (/\/apply$/.test(new URL(page.url()).pathname)) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        // The scam notice over the page: closed as a person would, then Apply again (a tap on it would
        // land on whatever of the notice is there, a phone link perhaps).
        const noticeBox = (await page.evaluate(NOTICE_BUTTON_BOX)) as Box;
        if (!noticeBox) applyBox = ((await page.evaluate(APPLY_BOX)) as Box) ?? applyBox;
        const box = noticeBox ?? applyBox;
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

interface Build {
  label: string;
  dir: string;
  server: Awaited<ReturnType<typeof startBenchServer>>;
  loads: Record<string, LoadFigures[]>;
  taps: Record<string, Array<number | null>>;
}

async function main(): Promise<void> {
  const dirs = [distDir, ...(compareDir ? [path.resolve(compareDir)] : [])];
  const builds: Build[] = [];
  for (const [position, dir] of dirs.entries())
    builds.push({
      label: dirs.length > 1 ? (position === 0 ? 'A' : 'B') : '',
      dir,
      server: await startBenchServer({ name: `phone-${position}`, distDir: dir }),
      loads: {},
      taps: {},
    });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const indexBefore = await hostBenchmarkIndex(browser);
    PROFILE.cpuSlowdown =
      cpuOption === 'calibrated' ? Math.round(cpuMultiplier(indexBefore) * 10) / 10 : Number(cpuOption);
    const jobs = (
      (await (await fetch(`${builds[0].server.origin}/api/job`)).json()) as { data: { id: number }[] }
    ).data;
    const job = jobs[0].id;
    const routes = [
      { path: '/', apply: false },
      { path: `/job-detail/${job}`, apply: true },
      { path: `/gu/job-detail/${job}`, apply: true },
      { path: '/blog', apply: false },
      // The job seeker's sign-in page: server-rendered without script (no hydration to measure).
      { path: '/gu/my-applications', apply: false },
    ];
    // Each page once, so the server's rendered-page cache is warm, as for a visitor on a live site.
    for (const build of builds)
      for (const route of routes) await (await fetch(build.server.origin + route.path)).arrayBuffer();
    console.log(
      `${builds.map((build) => `Build ${build.label ? `${build.label} ` : ''}${build.dir}`).join('; ')}; ` +
        `${PROFILE.latencyMs} ms RTT, 1.6 Mbps down, 750 kbps up, CPU ${PROFILE.cpuSlowdown}x (${cpuOption === 'calibrated' ? 'calibrated' : 'fixed'}; this machine's benchmark index ${Math.round(indexBefore)}, where ${cpuMultiplier(indexBefore).toFixed(1)}x emulates Lighthouse's mid-tier phone); ` +
        `medians of ${runs} fresh loads${builds.length > 1 ? ', the builds taking turns' : ''} (ms from navigation start).\n`,
    );
    for (const route of routes) {
      for (const build of builds) build.loads[route.path] = [];
      for (let run = 0; run < runs; run += 1)
        for (const build of builds)
          build.loads[route.path].push(await measureLoad(browser, build.server.origin + route.path));
      for (const build of builds) build.taps[route.path] = [];
      if (route.apply)
        for (let run = 0; run < runs; run += 1)
          for (const build of builds)
            build.taps[route.path].push(
              await measureTap(browser, build.server.origin + route.path, build.label),
            );
      for (const build of builds) console.log(JSON.stringify(row(build, route, job)));
    }
    // The machine's speed drifts (other work on the host): the index again, to show how far.
    const indexAfter = await hostBenchmarkIndex(browser);
    console.log(
      `\nBenchmark index before ${Math.round(indexBefore)}, after ${Math.round(indexAfter)} (${cpuMultiplier(indexAfter).toFixed(1)}x would emulate the same phone now).\n`,
    );
    const rows = routes.flatMap((route) => builds.map((build) => row(build, route, job)));
    console.table(rows);
    if (jsonOut)
      fs.writeFileSync(
        jsonOut,
        JSON.stringify(
          {
            builds: builds.map(({ label, dir, loads, taps }) => ({ label, dir, loads, taps })),
            benchmarkIndex: { before: indexBefore, after: indexAfter },
            cpu: PROFILE.cpuSlowdown,
            rows,
          },
          null,
          2,
        ),
      );
  } finally {
    await browser.close();
    for (const build of builds) await build.server.close();
  }
}

/** A build's medians on one page, as printed. */
function row(build: Build, route: { path: string; apply: boolean }, job: number): Record<string, string> {
  const loads = build.loads[route.path];
  const pick = (key: keyof LoadFigures) => median(loads.map((load) => load[key]));
  return {
    ...(build.label ? { build: build.label } : {}),
    page: route.path.replace(String(job), '{id}'),
    FCP: ms(pick('fcp')),
    LCP: ms(pick('lcp')),
    'hydration start': ms(pick('hydrationStart')),
    'hydration end': ms(pick('hydrationEnd')),
    'last commit': ms(pick('lastCommit')),
    'Apply opens': route.apply ? ms(median(build.taps[route.path])) : '',
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
