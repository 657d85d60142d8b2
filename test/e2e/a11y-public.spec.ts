import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { closeNoticeWithEscape, closeScamNotice } from './public-support';
import { PDF } from './admin-support';

const routes = [
  '/',
  // (`/About` is the same page under its other spelling: routed to it by test/app/routeRegistry.test.tsx.)
  '/about',
  '/contact',
  '/international',
  '/domestic',
  '/job-detail/1',
  '/blog',
  '/blog-detail/1',
  '/no-such-page',
  '/verify',
  '/application-status',
];

/**
 * Gujarati and Hindi pages: home, a job, the verify and contact pages. Their layout is the English pages'
 * (scanned at both widths); their own text is checked at the phone's width, where it wraps the most.
 */
const languageRoutes = [
  '/gu/',
  '/gu/job-detail/1',
  '/gu/verify',
  '/gu/application-status',
  '/hi/',
  '/hi/job-detail/1',
  '/hi/contact',
  '/hi/application-status',
];

/** The scam notice opens on every page load, in any language: close it with Escape. */
const closeNoticeInAnyLanguage = (page: Page) => closeNoticeWithEscape(page.getByRole('dialog'));

/** Scrolls through the page so lazy sections (carousel, team, images) render before the scan. */
async function revealEverything(page: Page) {
  await page.evaluate(async () => {
    // Two frames at each step: the lazy sections' observers run in the frame after the scroll.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y <= document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  });
  // (Not "networkidle": the map frames keep trying to reach Google while offline.)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Then what the scan would otherwise catch half-way: images still loading, fonts still swapping in, and
  // fades still running (a half-faded text fails the contrast rule); endless animations are left running.
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Only images on the page's layout: a lazy image in a hidden slide never starts, and would only be
    // waited out.
    const loading = Array.from(document.images)
      .filter((image) => !image.complete && image.checkVisibility())
      .map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      );
    // A lazy image the browser has not started stays incomplete without an event: the wait is capped.
    await Promise.race([Promise.all(loading), new Promise((resolve) => setTimeout(resolve, 3000))]);
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** WCAG 2.0/2.1 A and AA and best practices; the map frames' own elements but not Google's content in them. */
const scan = (page: Page) => axeViolations(page, 'public');

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the scam notice has no violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: /Beware of job scams/ })).toBeVisible();
      expect(await scan(page)).toEqual([]);
    });

    // Every page in one browser tab, one after another: a tab of its own for each page cost a quarter more
    // CPU (the new browser context, its renderer, and the site's code fetched and compiled again: 170 →
    // 125 CPU s for this file). Each page is a full load all the same, and every page's violations are
    // collected before the one expectation, which names each failing page. Up to 19 pages of 3-6 s each
    // on a loaded machine: more than the 30 s a test gets.
    test('every public page has no violations', async ({ page }) => {
      test.setTimeout(180_000);
      const found: Record<string, string[]> = {};
      for (const route of [...routes, ...(width === 390 ? languageRoutes : [])]) {
        await page.goto(route);
        await closeNoticeInAnyLanguage(page);
        await revealEverything(page);
        const violations = await scan(page);
        if (violations.length > 0) found[route] = violations;
      }
      expect(found).toEqual({});
    });

    test('the receipt after applying and the status page with its answer have no violations', async ({
      page,
    }) => {
      await page.goto('/job-detail/1');
      await closeScamNotice(page);
      await page.getByRole('button', { name: 'Apply Jobs' }).click();
      const dialog = page.getByRole('dialog', { name: /Apply for/ });
      const phone = `97${`${Date.now()}`.slice(-8)}`;
      await dialog.getByLabel('Phone').fill(phone);
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Submit application' }).click();
      const receipt = page.getByRole('region', { name: 'Application sent: keep your reference' });
      // The upload of the resume and the answer: more than the 15 s an expectation gets.
      await expect(receipt).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('alertdialog')).toBeHidden();
      expect(await scan(page)).toEqual([]);
      const reference = (await receipt.getByTestId('receipt-reference').textContent()) ?? '';
      await receipt.getByRole('link', { name: 'Check your application status' }).click();
      await page.getByLabel('Reference number').fill(reference);
      await page.getByLabel('E-mail address or phone number').fill(phone);
      await page.getByRole('button', { name: 'Check status' }).click();
      await expect(page.getByTestId('status-value')).toHaveText('Received');
      expect(await scan(page)).toEqual([]);
    });

    test('the Apply form has no violations', async ({ page }) => {
      await page.goto('/job-detail/1');
      await closeScamNotice(page);
      await page.getByRole('button', { name: 'Apply Jobs' }).click();
      await expect(page.getByRole('dialog', { name: /Apply for/ })).toBeVisible();
      expect(await scan(page)).toEqual([]);
    });
  });
}
