/**
 * The server the benches measure: the real app (`buildApp`) in this process, on a temporary SQLite
 * database (or the PostgreSQL database of `databaseUrl`), serving the built site of `distDir`
 * (`npm run build:web`), with the public read limits off and the overload guard off, listening on a
 * free port of 127.0.0.1. Used by bench:ssr, bench:phone and bench:scale.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { buildApp } from '../src/server/app';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_RETENTION_DAYS,
  defaultOutboxSettings,
  defaultRateLimits,
  type ServerConfig,
} from '../src/server/config';
import { projectRoot } from '../src/server/paths';

export const BENCH_ADMIN = { email: 'bench@agency.example', password: 'bench password' };
/** The bench Administrator's second factor (`adminTotpSecret`), so a bench can sign in. */
export const BENCH_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface BenchServer {
  app: FastifyInstance;
  origin: string;
  /** Closes the server and removes its temporary data directory. */
  close(): Promise<void>;
}

export interface BenchServerOptions {
  /** A word for the temporary data directory's name. */
  name: string;
  /** The build to serve: DIR/web and DIR/ssr/render.js (default dist/). */
  distDir?: string;
  /** Seed the demo content (default true). */
  seedDemo?: boolean;
  /** More of the server's configuration (e.g. `databaseUrl`). */
  config?: Partial<ServerConfig>;
}

/** The built render entry of `distDir`, or an error saying to build first. */
export function requireBuild(distDir = path.join(projectRoot, 'dist')): {
  webDir: string;
  renderEntry: string;
} {
  const webDir = path.join(distDir, 'web');
  const renderEntry = path.join(distDir, 'ssr', 'render.js');
  if (!fs.existsSync(renderEntry))
    throw new Error(`No build in ${distDir}: run \`npm run build:web\` first.`);
  return { webDir, renderEntry };
}

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const { webDir, renderEntry } = requireBuild(options.distDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-bench-${options.name}-`));
  const app = await buildApp(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      seedDemo: options.seedDemo ?? true,
      adminEmail: BENCH_ADMIN.email,
      adminPassword: BENCH_ADMIN.password,
      adminTotpSecret: BENCH_TOTP_SECRET,
      webDir,
      renderEntry,
      trustProxy: false,
      logLevel: 'silent',
      allowedOrigins: [],
      redisKeyPrefix: `agency-bench-${options.name}:`,
      rateLimits: { ...defaultRateLimits, publicReads: { max: 0, windowMs: 60_000 } },
      mailFrom: DEFAULT_MAIL_FROM,
      retentionDays: DEFAULT_RETENTION_DAYS,
      outbox: defaultOutboxSettings,
      maxEventLoopDelayMs: 0,
      ...options.config,
    },
    { logger: false },
  );
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `run` with a fresh, randomly named PostgreSQL schema on `url`'s server and drops the schema
 * afterwards, whatever happens: a bench's PostgreSQL side leaves nothing behind.
 */
export async function onScratchSchema<T>(url: string, run: (schema: string) => Promise<T>): Promise<T> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  try {
    return await run(schema);
  } finally {
    const pool = new Pool({ connectionString: url, max: 1 });
    await pool.query(`drop schema if exists "${schema}" cascade`);
    await pool.end();
  }
}
