/**
 * `npm run bench:load`: mixed traffic against a server in its own process on a temporary SQLite
 * database with the demo content: the job list, a category, single jobs, the blog and team lists, and
 * applications with a PDF resume. Prints throughput, p99 latency, errors, and how many applications
 * were acknowledged (200) against how many the database holds afterwards; exits 1 when an
 * acknowledged application is missing or a connection failed.
 *
 * Flags: `--duration <seconds>` (default 60), `--connections <n>` (default 100).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

interface AutocannonRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}

interface AutocannonResult {
  duration: number;
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

// autocannon ships no types; this is the part of its API used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

const ADMIN_EMAIL = 'bench@agency.example';
const ADMIN_PASSWORD = 'bench load password';
const root = path.resolve(__dirname, '..');

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const inline = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  const raw = inline ? inline.split('=')[1] : index >= 0 ? process.argv[index + 1] : undefined;
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number.`);
  return value;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      WEB_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '0',
      RATE_LIMIT_PUBLIC: '0',
      RATE_LIMIT_READS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The server exited before it was ready.');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start within 60 s.');
}

function applicationForm(jobId: number, marker: string): { body: Buffer; contentType: string } {
  const boundary = `----benchload${marker}`;
  const resume = Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Resume ${marker}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      field('job_id', String(jobId)) +
        field('name', `Load applicant ${marker}`) +
        field('email', `load${marker}@example.com`) +
        field('phone', '98765 43210') +
        field('gender', 'Female') +
        field('title', 'Welder') +
        field('message', 'Applying under load.'),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    resume,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function main(): Promise<void> {
  const duration = flag('duration', 60);
  const connections = flag('connections', 100);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-load-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(dataDir, port);
  try {
    const jobs = ((await (await fetch(`${base}/api/job`)).json()) as { data: { id: number }[] }).data;
    const jobIds = jobs.map((job) => job.id);
    if (jobIds.length === 0) throw new Error('The demo content has no jobs.');
    const pick = () => jobIds[Math.floor(Math.random() * jobIds.length)];

    let sequence = 0;
    const acknowledged = new Set<string>();
    let refused = 0;
    console.log(
      `Mixed load: ${connections} connections for ${duration} s on SQLite (${jobIds.length} demo jobs); each connection cycles job list, category, one job, blog, team and one application with a PDF.`,
    );
    const result = await autocannon({
      url: base,
      connections,
      duration,
      requests: [
        { method: 'GET', path: '/api/job', headers: { 'accept-encoding': 'gzip' } },
        { method: 'GET', path: '/api/job/category/1' },
        {
          method: 'GET',
          path: '/api/job/1',
          setupRequest: (request) => ({ ...request, path: `/api/job/${pick()}` }),
        },
        { method: 'GET', path: '/api/blog' },
        { method: 'GET', path: '/api/team' },
        {
          method: 'POST',
          path: '/api/applications/store',
          setupRequest: (request, context) => {
            sequence += 1;
            context.marker = `${process.pid}x${sequence}`;
            const form = applicationForm(pick(), String(context.marker));
            return { ...request, body: form.body, headers: { 'content-type': form.contentType } };
          },
          onResponse: (status, _body, context) => {
            if (status === 200) acknowledged.add(`Load applicant ${String(context.marker)}`);
            else refused += 1;
          },
        },
      ],
    });

    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const cookie = /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const list = await fetch(`${base}/api/applications`, { headers: { cookie } });
    const storedNames = new Set(((await list.json()) as { name: string }[]).map((row) => row.name));
    const missing = [...acknowledged].filter((name) => !storedNames.has(name)).length;

    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, stats]) => `${status}:${stats.count}`)
      .join(' ');
    console.table({
      'requests (total)': result.requests.total,
      'requests/s (average)': Math.round(result.requests.average),
      'throughput (KB/s)': Math.round(result.throughput.average / 1024),
      'latency p50 (ms)': result.latency.p50,
      'latency p99 (ms)': result.latency.p99,
      'errors (connection)': result.errors,
      timeouts: result.timeouts,
      'non-2xx answers': result.non2xx,
      'applications acknowledged (200)': acknowledged.size,
      'applications refused (non-200)': refused,
      'applications stored': storedNames.size,
      'acknowledged but not stored': missing,
    });
    console.log(`Status codes: ${statuses}`);
    // Requests in flight when the run ends may be stored without their answer being counted.
    console.log(
      missing === 0
        ? `Every acknowledged application is stored (${acknowledged.size} acknowledged, ${storedNames.size} stored).`
        : `${missing} acknowledged application(s) are NOT stored.`,
    );
    if (missing !== 0 || result.errors > 0) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
