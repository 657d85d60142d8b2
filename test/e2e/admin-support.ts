import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { hashPassword } from '../../src/server/services/auth';
import { SecretBox, secretsKeyOf, totpSecretContext } from '../../src/server/services/secrets';
import { closeNoticeWithEscape } from './public-support';
import { enterSignInCode } from './totp-support';

/** A valid 1x1 PNG, so uploads pass the server's image check. */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A small valid PDF for resumes. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

/** Closes the scam notice a visitor sees once per page load, when it is open. */
export async function dismissScamNotice(page: Page) {
  // The sign-in pages never show it (the notice is for visitors): nothing to wait for there.
  if (/^\/(login|accept-invitation|forgot-password|registration)\/?$/.test(new URL(page.url()).pathname))
    return;
  // The notice's button in English, Gujarati or Hindi, as the page is.
  const button = page.getByRole('button', { name: /^(I Understand|સમજાઈ ગયું|समझ में आ गया)$/ });
  try {
    // It opens once the page has loaded, its deferred code arrived and the browser is idle: on a busy
    // machine with two workers that took over 3 s (content-translations then met it over the page).
    await button.waitFor({ timeout: 8000 });
  } catch {
    // Not shown (e.g. signed in).
    return;
  }
  // Closed with the Escape key, which the notice answers at once (closeScamNotice says why).
  await closeNoticeWithEscape(page.getByRole('dialog').filter({ has: button }));
}

interface SavedSession {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  localStorage: { name: string; value: string }[];
}

/** The Administrator's signed-in browser state, per server, kept by this worker process. */
const savedSessions = new Map<string, SavedSession>();

/**
 * Puts a saved signed-in state into the page's browser (the session cookie and the stored marker) when
 * the server still knows the session; false otherwise. The marker is written on the page without the SPA
 * that `login` opened (robots.txt), so the app cannot overwrite it.
 */
async function restoreSession(page: Page, origin: string, saved: SavedSession): Promise<boolean> {
  await page.context().addCookies(saved.cookies);
  const me = await page.request.get(`${origin}/api/user/me`);
  if (!me.ok()) {
    savedSessions.delete(origin);
    await page.context().clearCookies();
    return false;
  }
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, saved.localStorage);
  await page.goto(`${origin}/jobs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  return true;
}

/** A staff member a spec signs in as: the second factor's secret is known, so the test computes codes. */
export interface StaffPerson {
  email: string;
  name: string;
  secret: string;
}

/**
 * Writes staff accounts into an own server's SQLite database (`dataDir`) as an Administrator's staff
 * screen would: keyed by role, each with the password and its second factor enrolled, sealed with the
 * server's key (the key file of its data directory).
 */
export async function addStaffAccounts(
  dataDir: string,
  people: Readonly<Record<string, StaffPerson>>,
  password: string,
): Promise<void> {
  const db = new SQLite(join(dataDir, 'agency.sqlite'));
  try {
    const insert = db.prepare(
      "insert into users (email, name, role, password_hash, created_at) values (?, ?, ?, ?, '2026-01-01 00:00:00')",
    );
    const secrets = new SecretBox(secretsKeyOf({ dataDir }));
    const enrol = db.prepare('update users set totp_secret = ? where id = ?');
    for (const [role, person] of Object.entries(people)) {
      const id = Number(
        insert.run(
          person.email,
          person.name,
          role,
          await hashPassword(password, Number(E2E.passwordHashCost)),
        ).lastInsertRowid,
      );
      enrol.run(secrets.seal(person.secret, totpSecretContext(id)), id);
    }
  } finally {
    db.close();
  }
}

/** Signs in through the login form, both steps: the password, then a code of the second factor. */
export async function signInThroughForm(page: Page, email: string, password: string, totpSecret: string) {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await enterSignInCode(page, email, totpSecret);
}

/**
 * Signs the Administrator in and waits for the jobs list. The first time on a server this goes through
 * the login form (password, then a TOTP code the test computes); later tests of the same worker reuse
 * that session while the server keeps it (each TOTP code signs in only once, so signing in anew for
 * every test would wait for fresh codes).
 */
export async function login(page: Page) {
  await page.addInitScript(recordMessages);
  // The server's origin, from a file without the app (the page's base URL is the seeded server's or a
  // spec's own): a worker's later tests go on from there with the saved session, and load the app once.
  await page.goto('/robots.txt');
  const origin = new URL(page.url()).origin;
  const saved = savedSessions.get(origin);
  if (saved && (await restoreSession(page, origin, saved))) return;
  await page.goto('/login');
  await dismissScamNotice(page);
  await signInThroughForm(page, E2E.adminEmail, E2E.adminPassword, E2E.adminTotpSecret);
  await expect(page.getByRole('alertdialog')).toContainText('Admin Login successfully');
  await page.waitForURL('**/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const state = await page.context().storageState();
  savedSessions.set(origin, {
    cookies: state.cookies,
    localStorage: state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [],
  });
}

/**
 * Records the text of every message dialog the page shows, as it appears (a MutationObserver from the
 * document's start): on a busy machine a 1.5 s message can come and go between two of Playwright's looks.
 */
export function recordMessages() {
  // Installed once per document, whoever asks first (the test's context, or login() for a context of its own).
  if ((window as unknown as { shownMessages?: string[] }).shownMessages) return;
  const seen: string[] = [];
  (window as unknown as { shownMessages: string[] }).shownMessages = seen;
  new MutationObserver(() => {
    for (const dialog of document.querySelectorAll('[role="alertdialog"]')) {
      const text = dialog.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Waits for the app's 1.5 s message to have shown the given title and to close by itself. */
export async function expectTimedMessage(page: Page, title: string) {
  await expect
    .poll(async () => {
      const shown = await page.evaluate(
        () => (window as unknown as { shownMessages?: string[] }).shownMessages,
      );
      // Without the record this wait could only time out: say why at once.
      if (!shown)
        throw new Error('This page does not record its messages: open it in a context from ./fixtures');
      return shown;
    })
    .toContainEqual(expect.stringContaining(title));
  await expect(page.getByRole('alertdialog')).toBeHidden({ timeout: 5000 });
}

/** Confirms the open "Are you sure?" question. */
export async function confirmDialog(page: Page, button = 'Yes, delete it!') {
  await page.getByRole('alertdialog').getByRole('button', { name: button }).click();
}

/** Types in a list's own search box. */
export async function searchList(page: Page, noun: string, text: string) {
  await page.getByRole('searchbox', { name: `Search ${noun}` }).fill(text);
}
