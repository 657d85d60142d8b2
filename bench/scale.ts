/**
 * `npm run bench:scale`: the site at an agency's volume. For SQLite (a temporary file) and PostgreSQL
 * (a database `bench_scale`, or BENCH_PG_DATABASE, it creates on BENCH_PG_URL's server, default postgres://postgres@127.0.0.1:5432,
 * and drops afterwards) it starts the real server in process (bench/serverStart.ts, with the demo
 * content), adds 10,000 jobs and 100,000 applications with PDF resumes (100 different small PDFs,
 * each the resume of 1,000 applications: files are stored once per content, so sharing is what the
 * storage does anyway), and prints:
 *   - a filtered public list page (/international?country=AE&page=2): uncached and cached times, HTML size
 *   - the sitemap (/sitemap.xml, and each child when it is a sitemap index): time and size
 *   - in Chromium (/usr/bin/chromium or CHROME_PATH), signed in as the Administrator: the Applications
 *     grid's first rows (navigation to the first row shown) and one search keystroke (key press to the
 *     new rows; and the part after the search's debounce, request sent to rows shown)
 *   - the CSV export of every application: time, size, and the server's peak RSS while it streams
 * Goals: public list <= 100 ms uncached and <= 100 KB of HTML, grid first rows <= 1.5 s, keystroke
 * <= 150 ms, export streamed (memory flat). Needs `npm run build:web`. BENCH_DATABASES=sqlite (or
 * postgres) runs one only; BENCH_APPLICATIONS and BENCH_JOBS change the volume.
 */
import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { chromium, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../src/server/db/types';
import { emailKey, formatReference, phoneKey } from '../src/domain/candidates';
import { LANGUAGES } from '../src/domain/languages';
import { timestampText } from '../src/server/db/time';
import { BENCH_ADMIN, BENCH_TOTP_SECRET, startBenchServer, type BenchServer } from './serverStart';

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RESUMES = 100;
const PG_URL = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const PG_DATABASE = process.env.BENCH_PG_DATABASE ?? 'bench_scale';
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim());

const COUNTRIES = ['AE', 'SA', 'QA', 'KW', 'OM', 'BH'];
const TRADES = ['Welder', 'Electrician', 'Cook', 'Driver', 'Nurse', 'Mason', 'Plumber', 'Housekeeper'];
const NAMES = ['Kiran Patel', 'Zoya Shaikh', 'Amit Desai', 'Riya Shah', 'Imran Khan', 'Meena Joshi'];
const STATUSES = ['New', 'Screening', 'Interview', 'Offered', 'Placed', 'Rejected'] as const;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A small valid one-page PDF saying `text`. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** Adds the jobs, the resumes and the applications, straight into the database. */
async function fill(db: Kysely<Database>): Promise<void> {
  const logo = (await db.selectFrom('jobs').select('logo').executeTakeFirst())?.logo ?? '';
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const validThrough = new Date(now + 60 * day).toISOString().slice(0, 10);
  const jobs = Array.from({ length: JOBS }, (_, i) => {
    const international = i % 2 === 0;
    const trade = TRADES[i % TRADES.length];
    return {
      title: `${trade} ${i + 1}`,
      location: international ? 'Dubai' : 'Ahmedabad',
      salary: international ? 'AED 2,000 - 3,000' : 'INR 20,000 - 30,000',
      career_level: 'Experienced',
      experience: '2 Years',
      qualification: 'ITI',
      category: (international ? '1' : '2') as '1' | '2',
      description: `<p>${trade} wanted. Food and accommodation provided.</p>`,
      logo,
      created_at: timestampText(new Date(now - (i % 300) * day)),
      updated_at: timestampText(new Date(now - (i % 300) * day)),
      employer_name: 'Bench Employer',
      employment_type: 'FULL_TIME' as const,
      city: international ? 'Dubai' : 'Ahmedabad',
      country: international ? COUNTRIES[(i / 2) % COUNTRIES.length] : 'IN',
      salary_min: 2000,
      salary_max: 3000,
      salary_currency: international ? 'AED' : 'INR',
      salary_period: 'MONTH' as const,
      valid_through: validThrough,
    };
  });
  await inChunks(jobs, 500, (chunk) => db.insertInto('jobs').values(chunk).execute());
  const jobRows = await db.selectFrom('jobs').select(['id', 'title', 'category']).execute();

  const resumes = Array.from({ length: RESUMES }, (_, i) => {
    const data = pdf(`Resume ${i + 1}`);
    return {
      name: `${createHash('sha256').update(data).digest('hex')}.pdf`,
      content_type: 'application/pdf',
      size: data.length,
      kind: 'resume' as const,
      data,
      created_at: timestampText(),
    };
  });
  await db.insertInto('files').values(resumes).execute();

  const year = new Date().getUTCFullYear();
  const applications = Array.from({ length: APPLICATIONS }, (_, i) => {
    const job = jobRows[(i * 7919) % jobRows.length];
    // Every tenth candidate applied before (same e-mail).
    const person = i % 10 === 9 ? i - 1 : i;
    const email = `candidate${person}@example.com`;
    const phone = `+91 98${String(person).padStart(8, '0')}`;
    return {
      job_id: job.id,
      job_title: job.title,
      category: job.category,
      career_level: 'Experienced',
      experience: '2 Years',
      name: `${NAMES[i % NAMES.length]} ${i}`,
      email,
      phone,
      gender: i % 2 ? 'Male' : 'Female',
      title: TRADES[i % TRADES.length],
      message: 'I have worked in this trade for years.',
      resume: `/files/${resumes[i % RESUMES].name}`,
      created_at: timestampText(new Date(now - (APPLICATIONS - i) * 60_000)),
      reference: formatReference(year, i + 1_000),
      status: STATUSES[i % STATUSES.length],
      email_key: emailKey(email),
      phone_key: phoneKey(phone),
      consent_version: '2026-05',
      consent_at: timestampText(new Date(now - (APPLICATIONS - i) * 60_000)),
      channel: 'direct' as const,
      language: LANGUAGES[i % LANGUAGES.length],
    };
  });
  await inChunks(applications, 1000, (chunk) => db.insertInto('applications').values(chunk).execute());
}

async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { ms: performance.now() - started, status: response.status, body };
}

/**
 * Signs the bench Administrator in through the sign-in form (password, then the code of the second
 * factor), as staff do, and measures the grid. Answers the figures and the session cookie (`sid=...`).
 */
async function measureGrid(origin: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // tsx names the functions it compiles (`__name(fn, "name")`), the page's too: a no-op there.
    await context.addInitScript('window.__name = (fn) => fn');
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    // The scam notice a visitor sees once per page load, when it shows. It ignores a tap in its first
    // moment on the screen: tapped until it has closed.
    const notice = page.getByRole('button', { name: 'I Understand' });
    const shown = await notice.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    );
    for (let tries = 0; shown && tries < 10 && (await notice.isVisible()); tries += 1) {
      await notice.click({ timeout: 3000 }).catch(() => undefined);
      await notice.waitFor({ state: 'hidden', timeout: 1000 }).catch(() => undefined);
    }
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(BENCH_ADMIN.email);
    await page.getByLabel('Password').fill(BENCH_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const code = new TOTP({ secret: Secret.fromBase32(BENCH_TOTP_SECRET), period: 30, digits: 6 }).generate();
    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/jobs', { timeout: 60_000 });
    const sidCookie = (await context.cookies(origin)).find((cookie) => cookie.name === 'sid');
    if (!sidCookie) throw new Error('Signing in gave no session cookie.');
    const sid = `sid=${sidCookie.value}`;
    // Once to load the scripts into the cache, as for staff who use the back office daily.
    await page.goto(`${origin}/application`);
    await page.locator('.MuiDataGrid-row').first().waitFor({ timeout: 60_000 });
    const started = Date.now();
    await page.goto(`${origin}/application`);
    await page.locator('.MuiDataGrid-row').first().waitFor({ timeout: 60_000 });
    const firstRows = Date.now() - started;

    const search = page.getByRole('searchbox', { name: 'Search applications' });
    await search.click();
    const keystrokes: { key: string; keystroke: number; afterRequest: number }[] = [];
    for (const key of SEARCH_KEYS) keystrokes.push(await measureKeystroke(page, origin, search, key));
    return { sid, firstRows, keystrokes };
  } finally {
    await browser.close();
  }
}

/** Single keys typed in the cleared search box, one sample each (a person's first key press of a search). */
const SEARCH_KEYS = ['7', 'k', 'w', 'z', '1'];
/** Longer than the list's SEARCH_DEBOUNCE_MS (200 ms): each key is the first after a pause, asked at once. */
const PAUSE_MS = 600;

/**
 * One search keystroke in the cleared box: from the key press (its event's time stamp) to the frame in
 * which the grid shows that search's first page (its newest match first and its count, both known from
 * the API beforehand: not the cleared grid's count, nor the last search's rows still in place), and from
 * the search's request leaving (Resource Timing) to that frame. Both timed in the page.
 */
async function measureKeystroke(page: Page, origin: string, search: Locator, key: string) {
  await search.fill('');
  const expected = (await (
    await page.request.get(`${origin}/api/applications/page?page=1&page_size=10&q=${encodeURIComponent(key)}`)
  ).json()) as { items: { id: number }[]; total: number; more: boolean };
  const unfiltered = (await (
    await page.request.get(`${origin}/api/applications/page?page=1&page_size=10`)
  ).json()) as {
    items: { id: number }[];
    total: number;
  };
  // The whole list again (the URL without the search, its first row and count), then a pause.
  await page.waitForFunction(
    ({ id, total }) =>
      !location.search.includes('q=') &&
      document.querySelector('.MuiDataGrid-row')?.getAttribute('data-id') === String(id) &&
      (
        (document.querySelector('nav[aria-label="Applications pages"]') as HTMLElement | null)?.innerText ??
        ''
      ).includes(`of ${total}`),
    { id: unfiltered.items[0]?.id, total: unfiltered.total },
    { timeout: 60_000 },
  );
  await page.waitForTimeout(PAUSE_MS);
  await page.evaluate(
    ({ id, count }) => {
      const watch = { pressed: 0, shown: 0 };
      (window as unknown as { __keystroke: typeof watch }).__keystroke = watch;
      document.addEventListener(
        'keydown',
        (event) => {
          watch.pressed = event.timeStamp;
        },
        { capture: true, once: true },
      );
      const check = () => {
        const counter = document.querySelector('nav[aria-label="Applications pages"]') as HTMLElement | null;
        const first = document.querySelector('.MuiDataGrid-row')?.getAttribute('data-id');
        if (watch.pressed && first === String(id) && (counter?.innerText ?? '').includes(count))
          watch.shown = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    // "of 61738", or "of more than 1000" when the count stopped at its limit.
    { id: expected.items[0]?.id, count: `of ${expected.more ? 'more than ' : ''}${expected.total}` },
  );
  await page.evaluate(() => performance.clearResourceTimings());
  await page.keyboard.type(key);
  await page.waitForFunction(
    () => (window as unknown as { __keystroke: { shown: number } }).__keystroke.shown > 0,
    undefined,
    {
      timeout: 60_000,
      polling: 100,
    },
  );
  return page.evaluate((typed) => {
    const watch = (window as unknown as { __keystroke: { pressed: number; shown: number } }).__keystroke;
    const request = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/api/applications/page') && entry.name.includes(`q=${typed}`));
    return {
      key: typed,
      keystroke: watch.shown - watch.pressed,
      afterRequest: request ? watch.shown - request.startTime : NaN,
    };
  }, encodeURIComponent(key));
}

/** "median (min-max)" of the figures, or of one figure. */
function spread(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const middle =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return `${ms(middle)} (${sorted[0].toFixed(0)}-${sorted[sorted.length - 1].toFixed(0)})`;
}

/** `global.gc`, exposed at run time (the bench runs without --expose-gc). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * The CSV export of every application, read as fast as it comes: time, size and the process's peak RSS
 * (the server runs in this process). With `collectEveryMs`, a full garbage collection that often while
 * it streams, and the peak of the heap used after each: what the export holds (rows read ahead, buffers),
 * apart from the garbage it leaves for the collector (which RSS counts until a major collection runs).
 */
async function measureExport(origin: string, sid: string, collectEveryMs?: number) {
  const gc = collectEveryMs ? collector() : undefined;
  gc?.();
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = rssBefore;
  let heapAfterGc = heapBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const collecting =
    gc &&
    setInterval(() => {
      gc();
      heapAfterGc = Math.max(heapAfterGc, process.memoryUsage().heapUsed);
    }, collectEveryMs);
  const started = performance.now();
  let firstByte = 0;
  let bytes = 0;
  try {
    const response = await fetch(`${origin}/api/applications/export`, {
      headers: { cookie: sid, 'accept-encoding': 'identity' },
    });
    if (!response.ok || !response.body) throw new Error(`Export answered ${response.status}.`);
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (!firstByte) firstByte = performance.now() - started;
      bytes += chunk.length;
    }
  } finally {
    clearInterval(sampler);
    if (collecting) clearInterval(collecting);
  }
  return { ms: performance.now() - started, firstByte, bytes, rssBefore, peak, heapBefore, heapAfterGc };
}

async function measure(label: string, server: BenchServer): Promise<Record<string, string>> {
  const { origin, app } = server;
  const filled = performance.now();
  await fill(app.db);
  // The planner's statistics of the filled tables, as PostgreSQL's autovacuum takes them within a minute of
  // such a load (before this, whether it had yet decided the plans and made the figures vary from run to run).
  if (label === 'PostgreSQL') await sql`analyze`.execute(app.db);
  console.log(
    `${label}: filled ${JOBS} jobs and ${APPLICATIONS} applications in ${ms(performance.now() - filled)}.`,
  );
  const figures: Record<string, string> = {};

  // The renderer's code warms up on another page first, so "uncached" is the list's own cost.
  await timed(`${origin}/domestic`);
  const listUrl = `${origin}/international?country=AE&page=2`;
  const uncached = await timed(listUrl);
  const cachedRuns: number[] = [];
  for (let i = 0; i < 20; i += 1) cachedRuns.push((await timed(listUrl)).ms);
  cachedRuns.sort((a, b) => a - b);
  figures['list uncached'] = ms(uncached.ms);
  figures['list cached (median of 20)'] = ms(cachedRuns[10]);
  figures['list HTML'] = kb(uncached.body.length);

  const sitemap = await timed(`${origin}/sitemap.xml`);
  const text = sitemap.body.toString('utf8');
  figures['sitemap.xml'] =
    `${ms(sitemap.ms)}, ${kb(sitemap.body.length)}, ${(text.match(/<loc>/g) ?? []).length} <loc>`;
  if (text.includes('<sitemapindex')) {
    const children = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    let total = 0;
    let bytes = 0;
    for (const child of children) {
      const answer = await timed(origin + child);
      total += answer.ms;
      bytes += answer.body.length;
    }
    figures['sitemap children'] = `${children.length}: ${ms(total)}, ${kb(bytes)} in all`;
  }

  const grid = await measureGrid(origin);
  const { sid } = grid;
  const api = await timed(`${origin}/api/applications/page?page_size=10`, { cookie: sid });
  figures['GET /api/applications/page'] = `${ms(api.ms)}, ${kb(api.body.length)}`;
  const apiSearch = await timed(`${origin}/api/applications/page?page_size=10&q=7`, { cookie: sid });
  figures['GET /api/applications/page?q=7'] = ms(apiSearch.ms);
  figures['grid first rows'] = ms(grid.firstRows);
  console.log(
    `${label}: search keystrokes (key: to rows / request to rows) ${grid.keystrokes
      .map(
        (sample) => `"${sample.key}": ${sample.keystroke.toFixed(0)} / ${sample.afterRequest.toFixed(0)} ms`,
      )
      .join(', ')}.`,
  );
  const [first] = grid.keystrokes;
  figures['search keystroke, first (to rows)'] = `${ms(first.keystroke)} ("${first.key}")`;
  figures[`search keystroke, median of ${grid.keystrokes.length} (range)`] = spread(
    grid.keystrokes.map((sample) => sample.keystroke),
  );
  figures['search request to rows, median (range)'] = spread(
    grid.keystrokes.map((sample) => sample.afterRequest),
  );

  const exported = await measureExport(origin, sid);
  figures['CSV export'] = `${ms(exported.ms)} (first byte ${ms(exported.firstByte)}), ${mb(exported.bytes)}`;
  figures['RSS before / peak during export'] = `${mb(exported.rssBefore)} / ${mb(exported.peak)}`;
  // Again, with a full collection every second: the heap the export really holds.
  const collected = await measureExport(origin, sid, 1000);
  figures['heap before / peak after GC during export'] =
    `${mb(collected.heapBefore)} / ${mb(collected.heapAfterGc)}`;
  return figures;
}

async function withPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${PG_DATABASE}`);
    await admin.query(`create database ${PG_DATABASE}`);
    try {
      return await run(`${PG_URL}/${PG_DATABASE}`);
    } finally {
      await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

async function main(): Promise<void> {
  const results: Record<string, Record<string, string>> = {};
  if (databases.includes('sqlite')) {
    const server = await startBenchServer({ name: 'scale' });
    try {
      results.SQLite = await measure('SQLite', server);
    } finally {
      await server.close();
    }
  }
  if (databases.includes('postgres')) {
    results.PostgreSQL = await withPostgres(async (databaseUrl) => {
      const server = await startBenchServer({ name: 'scale-pg', config: { databaseUrl } });
      try {
        return await measure('PostgreSQL', server);
      } finally {
        await server.close();
      }
    });
  }
  console.log(
    `\n${JOBS} jobs, ${APPLICATIONS} applications. Goals: list <= 100 ms uncached and <= 100 KB, grid first rows <= 1.5 s, keystroke <= 150 ms, export streamed.`,
  );
  console.table(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
