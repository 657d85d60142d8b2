import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { apiSignIn } from './totp-support';

export const EMPTY_BASE = `http://127.0.0.1:${E2E.emptyPort}`;

/** A tiny but valid one-page PDF. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const uniqueTag = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/**
 * Taps `target` in the scam notice, as a person would, until `done` holds. The notice ignores taps in its
 * first moment on the screen (a finger that was aiming at the page it covers): a click that comes as soon
 * as it shows is not answered, and the person taps again. Waits for `target` to show first.
 */
export async function tapInNotice(target: Locator, done: () => Promise<unknown>) {
  // The notice first has to show: `done` (the notice hidden) would hold at once on a page still loading,
  // and the notice, opening later, would then hide the page from the test.
  await expect(target).toBeVisible();
  // The notice says when its guard has run out (`data-answers-taps` on its layer): a tap before that is
  // ignored, and a test that taps then would wait for its retry.
  await expect(target.page().locator('[data-answers-taps]')).toHaveCount(1);
  await expect(async () => {
    if (await target.isVisible()) await target.click({ timeout: 2000 });
    await done();
    // A step that waits on the server (a backup, a mail, a server of its own): more than the 15 s an expectation gets.
  }).toPass({ timeout: 15_000 });
}

/**
 * The scam notice opens on every page load for visitors; closed here with the Escape key, which it answers at
 * once. (A tap on "I Understand" or "Close" waits out the notice's tap guard first: tapping them is tested by
 * public-navigation.spec.ts, and the tests that only need the page behind the notice do not wait for it.)
 */
export async function closeScamNotice(page: Page) {
  await closeNoticeWithEscape(page.getByRole('dialog', { name: /Beware of job scams/ }));
}

/** Closes a shown notice (in any language) with the Escape key, as a keyboard user does. */
export async function closeNoticeWithEscape(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await dialog.page().keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Whether React has hydrated a server-rendered element (it keeps its fiber on the node once it has). */
export const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * The footer of a server-rendered page, scrolled to as a visitor would and hydrated: it hydrates only when
 * the visitor nears it (before that its form posts to the server, which answers a page of its own).
 */
export async function hydratedFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  // A step that waits on the server (a backup, a mail, a server of its own): more than the 15 s an expectation gets.
  await expect.poll(() => footer.evaluate(isHydrated), { timeout: 15_000 }).toBe(true);
  return footer;
}

/** Signs a staff user in on an API request context, password and code (the session cookie stays on it). */
export async function staffSignIn(
  request: APIRequestContext,
  baseURL = `http://127.0.0.1:${E2E.seededPort}`,
) {
  await apiSignIn(request, baseURL);
}

/** The long US-English date the blog shows for a `created_at` value. */
export const longUsDate = (createdAt: string) =>
  new Date(createdAt.replace(' ', 'T') + 'Z').toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
