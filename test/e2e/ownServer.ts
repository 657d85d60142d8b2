import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { startSmtpServer, type TestSmtpServer } from '../server/smtp';

export interface OwnServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * Starts a seeded server of a spec's own on `port` (a new data directory, the e2e admin, generous limits,
 * `extraEnv` on top), waits until it answers, and gives its stop: the compiled server (dist/server) runs in
 * a process group of its own.
 */
export async function startOwnServer(
  port: number,
  name: string,
  extraEnv: Record<string, string> = {},
): Promise<OwnServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), `agency-e2e-${name}-`)),
      WEB_DIR: 'dist/web',
      ADMIN_EMAIL: E2E.adminEmail,
      ADMIN_PASSWORD: E2E.adminPassword,
      ADMIN_TOTP_SECRET: E2E.adminTotpSecret,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_PUBLIC: '1000',
      RATE_LIMIT_READS: '100000',
      PUBLIC_URL: baseURL,
      // As the suite's own servers: the overload guard is tested by test/server/health.test.ts, not here.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // No load balancer to drain for: a spec's server stops at once when the spec ends.
      SHUTDOWN_DRAIN_MS: '0',
      PASSWORD_HASH_COST: E2E.passwordHashCost,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (server.pid === undefined || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/job`)).ok) return { baseURL, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The ${name} test server did not start.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A spec's own server that sends its mail to an in-process SMTP server (read through `smtp`). */
export interface MailingServer {
  smtp: TestSmtpServer;
}

/**
 * Starts, for the spec that calls it (in its `beforeAll`), an in-process SMTP server and a server of its
 * own on `port` that mails through it (`extraEnv` on top), and stops both after the spec.
 */
export function startMailingServer(
  port: number,
  name: string,
  extraEnv: Record<string, string> = {},
): MailingServer {
  const mailing = {} as MailingServer;
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    // Starts a server of its own (and fills it) before the tests: more than the 60 s a test gets.
    test.setTimeout(180_000);
    mailing.smtp = await startSmtpServer();
    server = await startOwnServer(port, name, {
      SMTP_URL: mailing.smtp.url,
      MAIL_FROM: 'Agency <jobs@agency.test>',
      ...extraEnv,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await mailing.smtp?.close();
  });
  return mailing;
}
