import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/kysely';
import {
  jobFields,
  multipart,
  pdfResume,
  pngLogo,
  signInOverHttp,
  SPAWNED_ADMIN_TOTP_SECRET,
  builtServerEntry,
} from './helpers';

/**
 * Graceful shutdown of the real server process: SIGTERM during uploads lets every accepted request
 * finish (each 200 is stored, whole, with its resume), the process exits 0, and a second signal while
 * a request is still open exits at once.
 */

const ADMIN_EMAIL = 'shutdown@agency.example';
const ADMIN_PASSWORD = 'shutdown password';
const CLIENTS = 12;
const root = path.resolve(__dirname, '../..');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

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

interface Child {
  process: ChildProcess;
  base: string;
  port: number;
  exited: Promise<number | null>;
  /** Resolves when the server's log (stdout) has had a line containing `text`. */
  logged: (text: string) => Promise<void>;
}

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, [builtServerEntry('main')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ADMIN_TOTP_SECRET: SPAWNED_ADMIN_TOTP_SECRET,
      SEED_DEMO: 'false',
      WEB_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '0',
      RATE_LIMIT_PUBLIC: '0',
      RATE_LIMIT_READS: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SHUTDOWN_DRAIN_MS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let stdout = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const wait of waiting.splice(0)) {
      if (stdout.includes(wait.text)) wait.resolve();
      else waiting.push(wait);
    }
  });
  const logged = (text: string) =>
    new Promise<void>((resolve) => (stdout.includes(text) ? resolve() : waiting.push({ text, resolve })));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return { process: child, base, port, exited, logged };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start: ${stderr}`);
}

async function createJob(base: string): Promise<number> {
  const cookie = await signInOverHttp(base, ADMIN_EMAIL, ADMIN_PASSWORD);
  const form = multipart(jobFields({ title: 'Shutdown welder' }), [
    { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: pngLogo() },
  ]);
  const response = await fetch(`${base}/job/store`, {
    method: 'POST',
    headers: { ...form.headers, cookie },
    body: new Uint8Array(form.payload),
  });
  return ((await response.json()) as { data: { id: number } }).data.id;
}

describe('graceful shutdown of the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-shutdown-'));
  const children: Child[] = [];
  afterAll(() => {
    for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the uploads in flight on SIGTERM: every 200 is stored, whole', async () => {
    const child = await startServer(dataDir);
    children.push(child);
    const jobId = await createJob(child.base);
    const acknowledged: { reference: string; resumeHash: string; at: number }[] = [];
    let signalledAt = Infinity;
    let stop = false;
    const client = async (index: number) => {
      for (let round = 0; !stop; round += 1) {
        const resume = Buffer.concat([pdfResume(`shutdown ${index}-${round}`), Buffer.alloc(200_000, 32)]);
        const form = multipart(
          {
            job_id: String(jobId),
            name: `Applicant ${index}-${round}`,
            email: `a${index}-${round}@example.com`,
            consent: '2026-05',
          },
          [{ field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: resume }],
        );
        try {
          const response = await fetch(`${child.base}/applications/store`, {
            method: 'POST',
            headers: form.headers,
            body: new Uint8Array(form.payload),
          });
          const body = (await response.json()) as { message: string };
          if (response.status === 200) {
            const reference = /SMS-\d{4}-\d{6}/.exec(body.message)?.[0];
            if (!reference) throw new Error(`No reference in ${body.message}`);
            acknowledged.push({ reference, resumeHash: sha256(resume), at: Date.now() });
          }
        } catch {
          // Refused once the server stopped accepting: expected after the signal.
          if (Date.now() > signalledAt) return;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_unused, index) => client(index));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    signalledAt = Date.now();
    child.process.kill('SIGTERM');
    const code = await child.exited;
    stop = true;
    await Promise.all(clients);
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(acknowledged.length).toBeGreaterThan(CLIENTS);
    // Requests accepted before the signal were answered after it, not cut off.
    expect(acknowledged.some((write) => write.at > signalledAt)).toBe(true);

    const handle = await openDatabase({ dataDir });
    try {
      const rows = await handle.db.selectFrom('applications').select(['reference', 'resume']).execute();
      const files = await handle.db.selectFrom('files').select(['name', 'data']).execute();
      const fileHash = new Map(files.map((file) => [`/files/${file.name}`, sha256(Buffer.from(file.data))]));
      const stored = new Map(rows.map((row) => [row.reference, row.resume]));
      const missing = acknowledged.filter(
        (write) => fileHash.get(stored.get(write.reference) ?? '') !== write.resumeHash,
      );
      expect(missing).toEqual([]);
      // Nothing half-written: every stored application has its resume.
      for (const row of rows) expect(fileHash.has(row.resume ?? '')).toBe(true);
    } finally {
      await handle.db.destroy();
    }
  }, 60_000);

  it('during shutdown /api/health/ready answers 503 on new connections for SHUTDOWN_DRAIN_MS before the server stops accepting (new connections were refused at once)', async () => {
    const child = await startServer(dataDir, { SHUTDOWN_DRAIN_MS: '4000', LOG_LEVEL: 'info' });
    children.push(child);
    const signalledAt = Date.now();
    child.process.kill('SIGTERM');
    await child.logged('shutting down');
    // A fresh connection (no keep-alive agent), as a load balancer's probe opens.
    const ready = await new Promise<{ status: number; retryAfter?: string; body: string }>(
      (resolve, reject) => {
        const request = http.get(`${child.base}/health/ready`, { agent: false }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              retryAfter: response.headers['retry-after'],
              body,
            }),
          );
        });
        request.on('error', reject);
      },
    );
    expect(ready.status).toBe(503);
    expect(ready.retryAfter).toBeDefined();
    expect(JSON.parse(ready.body).checks.shutdown).toBe('draining');
    // Other requests are still answered while the load balancer takes the process out of rotation.
    expect((await fetch(`${child.base}/health/live`)).status).toBe(200);
    expect(await child.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(4000);
  }, 60_000);

  it('exits at once on a second signal while a request is still open', async () => {
    const child = await startServer(dataDir);
    children.push(child);
    // An upload that never finishes keeps the first signal's close waiting.
    const socket = net.connect(child.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/applications/store HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000\r\n\r\n--x\r\n',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(child.process.exitCode).toBeNull();
    const secondAt = Date.now();
    child.process.kill('SIGTERM');
    const code = await child.exited;
    expect(Date.now() - secondAt).toBeLessThan(2_000);
    expect(code).toBe(1);
    socket.destroy();
  }, 60_000);
});
