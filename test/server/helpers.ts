import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Pool } from 'pg';
import { buildApp, type BuildOptions } from '../../src/server/app';
import {
  DEFAULT_MAIL_FROM,
  defaultOutboxSettings,
  defaultRateLimits,
  type RateLimitSettings,
  type ServerConfig,
} from '../../src/server/config';
import { assertContractAnswer } from '../utils/contract';
import { projectRoot, seedImagesDir } from '../../src/server/paths';
import { timeStepOf, totpCodeAt } from '../../src/server/services/twoFactor';
import { totpSecretContext } from '../../src/server/services/secrets';
import { TEMPLATE_ENV, TEMPLATE_SCHEMA, databaseUrlNamed, dropDatabase } from './templates';

export const STAFF_EMAIL = 'staff@agency.example';
export const STAFF_PASSWORD = 'correct horse battery staple';
/**
 * The scrypt cost (log2 N) of the passwords test servers hash: 2^14 takes a tenth of the default 2^17's
 * time and memory, and the suite hashes and checks a password hundreds of times.
 * test/server/passwords.test.ts checks the default cost itself.
 */
export const TEST_PASSWORD_HASH_COST = 14;
/** The second factor start-up gives the test Administrator (`ADMIN_TOTP_SECRET`). */
export const STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface DatabaseTarget {
  name: 'sqlite' | 'postgres';
  url?: string;
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseTargets: DatabaseTarget[] = [
  { name: 'sqlite' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }]
    : []),
];

const generousLimits: RateLimitSettings = {
  login: { ...defaultRateLimits.login, max: 1000 },
  loginAccount: { ...defaultRateLimits.loginAccount, max: 1000 },
  publicWrites: { ...defaultRateLimits.publicWrites, max: 1000 },
  publicReads: { ...defaultRateLimits.publicReads, max: 100_000 },
};

export interface TestServer {
  app: FastifyInstance;
  config: ServerConfig;
  /** Closes the app and removes its data (temp dir or PostgreSQL schema). */
  close: () => Promise<void>;
}

/** A config on a fresh temp DATA_DIR (and a fresh PostgreSQL schema for that target). */
export function testConfig(target: DatabaseTarget, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: target.url,
    databaseSchema: target.url ? `test_${randomBytes(6).toString('hex')}` : undefined,
    adminEmail: STAFF_EMAIL,
    adminPassword: STAFF_PASSWORD,
    adminTotpSecret: STAFF_TOTP_SECRET,
    seedDemo: false,
    webDir: path.join(dataDir, 'no-web-build'),
    trustProxy: false,
    logLevel: 'silent',
    allowedOrigins: [],
    rateLimits: generousLimits,
    mailFrom: DEFAULT_MAIL_FROM,
    retentionDays: 365,
    backupDir: path.join(dataDir, 'backups'),
    backupKeep: 7,
    // In-process tests keep the event loop busy on purpose; the overload answer has its own test.
    maxEventLoopDelayMs: 0,
    outbox: defaultOutboxSettings,
    redisKeyPrefix: `agency-test:${randomBytes(6).toString('hex')}:`,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...overrides,
  };
}

/** The PostgreSQL databases `startTestServer` cloned from the run's template, by the config that uses each. */
const clonedDatabases = new WeakMap<ServerConfig, { adminUrl: string; name: string }>();

/** Removes what a test config created: its temp dir and, on PostgreSQL, its schema or cloned database. */
export async function removeTestData(config: ServerConfig): Promise<void> {
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  const cloned = clonedDatabases.get(config);
  if (cloned) {
    clonedDatabases.delete(config);
    await dropDatabase(cloned.adminUrl, cloned.name);
  } else if (config.databaseUrl && config.databaseSchema) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 1 });
    try {
      await pool.query(`drop schema if exists "${config.databaseSchema}" cascade`);
    } finally {
      await pool.end();
    }
  }
}

/**
 * Gives a new test config a database already migrated to the latest schema: a copy of the run's migrated
 * SQLite file, or a PostgreSQL database created from the run's migrated template (test/globalSetup.ts made
 * both once). Only for a config that starts as a new site would with its Administrator set and no demo
 * content: start-up then applies no migration and does the rest as on a new database (a seeded or
 * generated-admin start, and one that names its own location, still migrates from nothing).
 */
async function startFromMigratedTemplate(
  config: ServerConfig,
  overrides: Partial<ServerConfig>,
): Promise<void> {
  const ownLocation = 'dataDir' in overrides || 'databaseUrl' in overrides || 'databaseSchema' in overrides;
  if (ownLocation || config.seedDemo || !config.adminEmail || !config.adminPassword) return;
  if (!config.databaseUrl) {
    const template = process.env[TEMPLATE_ENV.sqlite];
    if (template) fs.copyFileSync(template, path.join(config.dataDir, 'agency.sqlite'));
    return;
  }
  const template = process.env[TEMPLATE_ENV.postgres];
  if (!template) return;
  const name = `agency_test_${randomBytes(6).toString('hex')}`;
  const pool = new Pool({ connectionString: config.databaseUrl, max: 1 });
  try {
    await pool.query(`create database "${name}" template "${template}"`);
  } finally {
    await pool.end();
  }
  clonedDatabases.set(config, { adminUrl: config.databaseUrl, name });
  config.databaseUrl = databaseUrlNamed(config.databaseUrl, name);
  config.databaseSchema = TEMPLATE_SCHEMA;
}

export async function startTestServer(
  target: DatabaseTarget,
  overrides: Partial<ServerConfig> = {},
  options: Omit<BuildOptions, 'logger'> = {},
): Promise<TestServer> {
  const config = testConfig(target, overrides);
  await startFromMigratedTemplate(config, overrides);
  const app = await buildApp(config, { ...options, logger: false });
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await removeTestData(config);
    },
  };
}

/** The `name=value` cookie header value of a response's cookie, or an error when it set none. */
export function cookieOf(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  if (!cookie) throw new Error(`The response set no ${name} cookie.`);
  return `${name}=${cookie.value}`;
}

/**
 * A code of the person's authenticator app that the server has not accepted yet: the current one, or
 * the next (the server accepts one step either side). When both were used already (several sign-ins of
 * one person within 30 seconds), the fixture forgets the last accepted step, standing in for the person
 * who waits for their app's next code.
 */
export async function freshTotpCode(app: FastifyInstance, email: string): Promise<string> {
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'totp_secret', 'totp_last_step'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirstOrThrow();
  if (!user.totp_secret) throw new Error(`${email} has no second factor.`);
  const secret = app.secrets.open(user.totp_secret, totpSecretContext(user.id));
  const now = app.clock();
  const step = timeStepOf(now);
  const last = user.totp_last_step === null ? undefined : Number(user.totp_last_step);
  if (last === undefined || last < step) return totpCodeAt(secret, now);
  if (last < step + 1) return totpCodeAt(secret, new Date(now.getTime() + 30_000));
  await app.db.updateTable('users').set({ totp_last_step: null }).where('id', '=', user.id).execute();
  return totpCodeAt(secret, now);
}

/**
 * Signs in as the staff user through both steps (password, then a TOTP code; a person without a second
 * factor enrols it on the way) and answers the `sid=...` cookie header value.
 */
export async function signIn(
  app: FastifyInstance,
  email = STAFF_EMAIL,
  password = STAFF_PASSWORD,
): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  if (response.statusCode !== 202) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  const challenge = cookieOf(response, 'signin');
  const step = response.json<{ step: string; enrolment?: { secret: string } }>();
  const finished =
    step.step === 'enrol' && step.enrolment
      ? await app.inject({
          method: 'POST',
          url: '/api/user/login/enrol',
          headers: { cookie: challenge },
          payload: { code: totpCodeAt(step.enrolment.secret, app.clock()) },
        })
      : await app.inject({
          method: 'POST',
          url: '/api/user/login/code',
          headers: { cookie: challenge },
          payload: { code: await freshTotpCode(app, email) },
        });
  if (finished.statusCode !== 200)
    throw new Error(`The code step failed: ${finished.statusCode} ${finished.body}`);
  return cookieOf(finished, 'sid');
}

/**
 * The compiled entry `name` (`main`, `backup`, `restore`) that spawned test processes run with `node`, as
 * an installed site does: test/globalSetup.ts built dist/server for the run.
 */
export function builtServerEntry(name: 'main' | 'backup' | 'restore'): string {
  return path.join(projectRoot, 'dist', 'server', `${name}.js`);
}

/** The second factor spawned test servers give their first Administrator (`ADMIN_TOTP_SECRET`). */
export const SPAWNED_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Signs in to a server process over HTTP (`base` ends in `/api`) through both steps, with codes of
 * `secret`, and answers the `sid=...` cookie header value. A code the server already took (two sign-ins
 * within 30 seconds) is refused as a replay, so the next time step's code is tried as a person would wait.
 */
export async function signInOverHttp(
  base: string,
  email: string,
  password: string,
  secret = SPAWNED_ADMIN_TOTP_SECRET,
): Promise<string> {
  let last = '';
  for (const offset of [0, 30_000, 60_000]) {
    const login = await fetch(`${base}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (login.status !== 202) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
    const challenge = /signin=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    if (!challenge) throw new Error('No sign-in cookie.');
    const code = await fetch(`${base}/user/login/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: challenge },
      body: JSON.stringify({ code: totpCodeAt(secret, new Date(Date.now() + offset)) }),
    });
    const sid = /sid=[^;]+/.exec(code.headers.get('set-cookie') ?? '')?.[0];
    if (code.ok && sid) return sid;
    last = `${code.status} ${await code.text()}`;
  }
  throw new Error(`The code step failed: ${last}`);
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----agencytest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const pngLogo = () => fs.readFileSync(path.join(seedImagesDir, 'logo-gulf-star.png'));
export const otherPng = () => fs.readFileSync(path.join(seedImagesDir, 'logo-lotus-hotels.png'));
export const jpegPhoto = () => fs.readFileSync(path.join(seedImagesDir, 'team-priya-shah.jpg'));
export const otherJpeg = () => fs.readFileSync(path.join(seedImagesDir, 'blog-payroll.jpg'));
export const gifImage = () =>
  Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
export const pdfResume = (text = 'Resume of a welder') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** Bytes that start like a PNG but are padded past the 5 MB image limit. */
export const oversizedPng = () => Buffer.concat([pngLogo(), Buffer.alloc(5_242_880)]);

export const jobFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  title: 'Welder',
  location: 'Dubai, UAE',
  salary: '₹95,000 per month',
  career_level: 'Skilled worker',
  experience: '3-5 years',
  qualification: 'ITI Welder',
  category: '1',
  description: '<p>Weld pipes.</p>',
  ...overrides,
});

/** Creates a job through the API and answers it. */
export async function createJob(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string> = {},
  logo: Buffer = pngLogo(),
) {
  const body = multipart(jobFields(fields), [
    { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: logo },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/job/store',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  if (response.statusCode !== 200)
    throw new Error(`Creating a job failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: number; logo: string; title: string };
}

export async function countFiles(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function fileExists(app: FastifyInstance, storedPath: string): Promise<boolean> {
  const name = storedPath.replace(/^\/files\//, '');
  return (
    (await app.db.selectFrom('files').select('name').where('name', '=', name).executeTakeFirst()) !==
    undefined
  );
}

/** Asserts that an answer has the shape openapi.yaml documents for that operation and status. */
export function expectContractShape(
  response: LightMyRequestResponse,
  operationId: string,
  status = 200,
): void {
  expect(response.statusCode).toBe(status);
  assertContractAnswer(operationId, status, response.json(), response.body);
}

/** Waits until `check` answers true (asked every 25 ms), failing after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A JSON request of a signed-in staff member (`cookie`) for `app.inject`. */
export const json = (
  method: 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload: unknown,
): InjectOptions => ({
  method,
  url,
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json', cookie },
});
