import { expect, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';

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
  const button = page.getByRole('button', { name: 'I Understand' });
  try {
    await button.click({ timeout: 3000 });
  } catch {
    // Not shown (e.g. signed in).
  }
}

/** Signs in through the login form and waits for the jobs list. */
export async function login(page: Page) {
  await page.goto('/login');
  await dismissScamNotice(page);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(E2E.adminEmail);
  await page.getByLabel('Password').fill(E2E.adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Admin Login successfully');
  await page.waitForURL('**/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
}

/** Waits for the app's 1.5 s message to show the given title and close by itself. */
export async function expectTimedMessage(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(title);
  await expect(dialog).toBeHidden({ timeout: 5000 });
}

/** Confirms the open "Are you sure?" question. */
export async function confirmDialog(page: Page, button = 'Yes, delete it!') {
  await page.getByRole('alertdialog').getByRole('button', { name: button }).click();
}

/** Types in a list's own search box. */
export async function searchList(page: Page, noun: string, text: string) {
  await page.getByRole('searchbox', { name: `Search ${noun}` }).fill(text);
}
