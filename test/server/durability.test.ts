import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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
 * Durability: a server process on SQLite under write load (applications with PDF resumes, jobs with
 * logos) is killed with SIGKILL mid-load and restarted on the same DATA_DIR. Every write it had
 * acknowledged with a 200 must be there after the restart, with its file.
 */

const ADMIN_EMAIL = 'durability@agency.example';
const ADMIN_PASSWORD = 'durability password';
const LOAD_MS = 5_000;
const CLIENTS = 16;
const root = path.resolve(__dirname, '../..');

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
}

async function startServer(dataDir: string, port: number): Promise<Child> {
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
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { process: child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start: ${stderr}`);
}

const signIn = (base: string) => signInOverHttp(base, ADMIN_EMAIL, ADMIN_PASSWORD);

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function post(
  url: string,
  form: { payload: Buffer; headers: Record<string, string> },
  cookie?: string,
) {
  return fetch(url, {
    method: 'POST',
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
    body: new Uint8Array(form.payload),
  });
}

describe('acknowledged writes survive kill -9 of a SQLite server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-durability-'));
  let child: Child | undefined;
  afterAll(() => {
    child?.process.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every application and job it answered 200, with its resume or logo', async () => {
    const port = await freePort();
    child = await startServer(dataDir, port);
    const cookie = await signIn(child.base);
    const jobForm = multipart(jobFields({ title: 'Durability welder' }), [
      { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: pngLogo() },
    ]);
    const job = (await (await post(`${child.base}/job/store`, jobForm, cookie)).json()) as {
      data: { id: number };
    };
    const jobId = job.data.id;

    const acknowledgedApplications: { name: string; resumeHash: string }[] = [];
    const acknowledgedJobs: { id: number; logoHash: string }[] = [];
    let failedAttempts = 0;
    let stop = false;
    const base = child.base;

    async function client(clientIndex: number) {
      for (let round = 0; !stop; round += 1) {
        const marker = `c${clientIndex}-r${round}`;
        try {
          if (round % 3 === 2) {
            const logo = Buffer.concat([pngLogo(), Buffer.from(`durability ${marker}`)]);
            const form = multipart(jobFields({ title: `Durability job ${marker}` }), [
              { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: logo },
            ]);
            const response = await post(`${base}/job/store`, form, cookie);
            if (response.status === 200) {
              const { data } = (await response.json()) as { data: { id: number } };
              acknowledgedJobs.push({ id: data.id, logoHash: sha256(logo) });
            }
          } else {
            const resume = pdfResume(`Resume ${marker}`);
            const form = multipart({ job_id: String(jobId), name: `Applicant ${marker}` }, [
              { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: resume },
            ]);
            const response = await post(`${base}/applications/store`, form);
            if (response.status === 200) {
              await response.arrayBuffer();
              acknowledgedApplications.push({ name: `Applicant ${marker}`, resumeHash: sha256(resume) });
            }
          }
        } catch {
          failedAttempts += 1;
          if (stop) return;
        }
      }
    }

    const clients = Array.from({ length: CLIENTS }, (_unused, index) => client(index));
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    child.process.kill('SIGKILL');
    await new Promise((resolve) => child?.process.once('exit', resolve));
    stop = true;
    await Promise.all(clients);

    child = await startServer(dataDir, port);
    const staff = await signIn(child.base);
    const list = (await (
      await fetch(`${child.base}/applications`, { headers: { cookie: staff } })
    ).json()) as {
      id: number;
      name: string;
    }[];
    const byName = new Map(list.map((application) => [application.name, application.id]));

    const missing: string[] = [];
    for (const expected of acknowledgedApplications) {
      const id = byName.get(expected.name);
      if (!id) {
        missing.push(`application ${expected.name}`);
        continue;
      }
      const detail = (await (
        await fetch(`${child.base}/applications/${id}`, { headers: { cookie: staff } })
      ).json()) as { data: { resume: string } };
      const file = await fetch(`${child.base}${detail.data.resume}`, { headers: { cookie: staff } });
      const bytes = Buffer.from(await file.arrayBuffer());
      if (file.status !== 200 || sha256(bytes) !== expected.resumeHash)
        missing.push(`resume of ${expected.name}`);
    }
    for (const expected of acknowledgedJobs) {
      const response = await fetch(`${child.base}/job/${expected.id}`);
      if (response.status !== 200) {
        missing.push(`job ${expected.id}`);
        continue;
      }
      const { data } = (await response.json()) as { data: { logo: string } };
      const file = await fetch(`${child.base}${data.logo}`);
      const bytes = Buffer.from(await file.arrayBuffer());
      if (file.status !== 200 || sha256(bytes) !== expected.logoHash)
        missing.push(`logo of job ${expected.id}`);
    }
    console.log(
      `durability: ${acknowledgedApplications.length} applications and ${acknowledgedJobs.length} jobs acknowledged before kill -9 (${failedAttempts} requests cut off); ${missing.length} missing after restart`,
    );
    expect(acknowledgedApplications.length + acknowledgedJobs.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  }, 90_000);
});
