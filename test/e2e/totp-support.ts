import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E } from '../../playwright.config';

const PERIOD_MS = 30_000;

/** The code an authenticator app shows for the secret at the time step `step`. */
export function totpCode(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({
    timestamp: step * PERIOD_MS,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Which time steps were used, shared by the suite's worker processes (a file, under a directory lock). */
const ledgerPath = path.join(os.tmpdir(), `agency-e2e-totp-${E2E.seededPort}.json`);
const lockPath = `${ledgerPath}.lock`;

async function withLedger<T>(change: (ledger: Record<string, number>) => T): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      fs.mkdirSync(lockPath);
      break;
    } catch {
      // A lock older than 10 s was left by a killed process.
      try {
        if (Date.now() - fs.statSync(lockPath).mtimeMs > 10_000) fs.rmdirSync(lockPath);
      } catch {
        // Gone meanwhile.
      }
      if (tries > 400) throw new Error('The TOTP ledger stayed locked.');
      await sleep(25);
    }
  }
  try {
    const ledger = fs.existsSync(ledgerPath)
      ? (JSON.parse(fs.readFileSync(ledgerPath, 'utf8')) as Record<string, number>)
      : {};
    const result = change(ledger);
    fs.writeFileSync(ledgerPath, JSON.stringify(ledger));
    return result;
  } finally {
    fs.rmdirSync(lockPath);
  }
}

/** A code of the step before now is used only while this much of the current step remains. */
const PREVIOUS_STEP_MARGIN_MS = 10_000;

/**
 * A TOTP code the server has not accepted yet for this account (`key`: server origin and e-mail): the
 * server takes each time step once, each later than the last, and one step either side of now. The
 * earliest step it still takes comes first (the one before now, unless that is about to fall out of the
 * window), so three sign-ins of one account fit in a step. When the next usable step is further ahead,
 * this waits for it, as a person waits for their app's next code.
 */
export async function freshTotpCode(key: string, secret: string): Promise<string> {
  const step = await withLedger((ledger) => {
    const nowMs = Date.now();
    const now = Math.floor(nowMs / PERIOD_MS);
    const earliest = PERIOD_MS - (nowMs % PERIOD_MS) > PREVIOUS_STEP_MARGIN_MS ? now - 1 : now;
    const chosen = Math.max(earliest, (ledger[key] ?? 0) + 1);
    ledger[key] = chosen;
    return chosen;
  });
  const usableFrom = (step - 1) * PERIOD_MS + 1000;
  if (Date.now() < usableFrom) await sleep(usableFrom - Date.now());
  return totpCode(secret, step);
}

/** Forgets the steps of an account (a test that enrolled it again with a new secret). */
export async function forgetTotpSteps(key: string): Promise<void> {
  await withLedger((ledger) => {
    delete ledger[key];
  });
}

/** Types a fresh code into the sign-in's code step and sends it. */
export async function enterSignInCode(page: Page, email: string, secret: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const field = page.getByRole('textbox', { name: 'Code' });
  await expect(field).toBeVisible();
  await field.fill(await freshTotpCode(`${origin} ${email}`, secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Signs the e2e Administrator in on an API request context, both steps (the session cookie stays on it). */
export async function apiSignIn(request: APIRequestContext, baseURL: string, email = E2E.adminEmail) {
  const first = await request.post('/api/user/login', { data: { email, password: E2E.adminPassword } });
  expect(first.status()).toBe(202);
  const code = await freshTotpCode(`${new URL(baseURL).origin} ${email}`, E2E.adminTotpSecret);
  const second = await request.post('/api/user/login/code', { data: { code } });
  expect(second.status()).toBe(200);
}
