/**
 * `npm run bench:ssr`: a rendered job page (GET /job-detail/{id}) against GET /api/job in the same
 * server and the same run, on a temporary SQLite database with the demo content. Needs the web build
 * and its render entry (`npm run build:web`). autocannon runs in a child process so it does not share
 * the server's event loop. It prints requests/s of each and the page's as a ratio of the API's, and
 * how long a page takes to render when it is not cached (first request after a change).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) bound the load.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startBenchServer } from './serverStart';

const autocannonCli = require.resolve('autocannon/autocannon.js');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface LoadResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

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

async function main(): Promise<void> {
  const server = await startBenchServer({ name: 'ssr' });
  try {
    const { origin } = server;
    const jobs = ((await (await fetch(`${origin}/api/job`)).json()) as { data: { id: number }[] }).data;
    const page = `${origin}/job-detail/${jobs[0].id}`;

    // Uncached renders: each job page once, the first time it is asked for.
    const started = performance.now();
    for (const job of jobs) {
      const response = await fetch(`${origin}/job-detail/${job.id}`);
      if (response.status !== 200) throw new Error(`GET /job-detail/${job.id} answered ${response.status}.`);
      await response.arrayBuffer();
    }
    const renderMs = (performance.now() - started) / jobs.length;
    const html = await (await fetch(page)).text();
    console.log(
      `A job page is ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB of HTML; rendering one (not cached) takes ${renderMs.toFixed(1)} ms on average over ${jobs.length} pages.`,
    );
    console.log(`Load: ${connections} connections, ${seconds} s per route (after a 2 s warm-up each).\n`);

    const runs = [
      { route: 'GET /api/job', url: `${origin}/api/job`, headers: [] },
      { route: 'GET /job-detail/{id}', url: page, headers: [] },
      {
        route: 'GET /api/job (br, as browsers ask)',
        url: `${origin}/api/job`,
        headers: ['accept-encoding=br'],
      },
      { route: 'GET /job-detail/{id} (br, as browsers ask)', url: page, headers: ['accept-encoding=br'] },
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
    const [api, rendered, apiBr, renderedBr] = results;
    console.log(
      `\nGET /job-detail/{id} / GET /api/job requests/s: ${(rendered.requestsPerSecond / api.requestsPerSecond).toFixed(3)}; with brotli ${(renderedBr.requestsPerSecond / apiBr.requestsPerSecond).toFixed(3)}.`,
    );
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
