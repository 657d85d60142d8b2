import { expect, test, type Page } from './fixtures';
import { dismissScamNotice, login } from './admin-support';

const WIDTHS = [390, 1024, 1280];

/** True when the page scrolls sideways (wider content than the window). */
const overflows = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('About: no sideways scroll, and the "How we work with you" blocks sit inside the page', async ({
      page,
    }) => {
      await page.goto('/about');
      await dismissScamNotice(page);
      const section = page.locator('section[aria-labelledby="services-detail-title"]');
      await section.scrollIntoViewIfNeeded();
      expect(await overflows(page)).toBe(false);
      const blocks = await section.evaluate((element) =>
        [...element.querySelectorAll('div[aria-hidden="true"]')].map((block) => {
          const box = block.getBoundingClientRect();
          return { left: box.left, right: box.right };
        }),
      );
      expect(blocks).toHaveLength(4);
      for (const block of blocks) {
        expect(block.left).toBeGreaterThanOrEqual(12);
        expect(block.right).toBeLessThanOrEqual(width - 12);
      }
      // Every service title and bullet is inside the window.
      const textRight = await section.evaluate((element) =>
        Math.max(
          ...[...element.querySelectorAll('h3, li')].map((node) => node.getBoundingClientRect().right),
        ),
      );
      expect(textRight).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/shots/about-${width}.png`, fullPage: true });
    });

    test('back office lists: the Action buttons are on screen and work', async ({ page }) => {
      await login(page);
      for (const [path, heading, link] of [
        ['/jobs', 'Jobs', /^Edit /],
        ['/application', 'Applications', /^View application from \S/],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // On a phone the applications are cards (a list named like the grid), elsewhere the grid's rows.
        const cards = path === '/application' && width < 600;
        const grid = cards
          ? page.getByRole('list', { name: heading })
          : page.getByRole('grid', { name: heading });
        const rowSelector = cards ? 'li' : '[role="row"][data-id]';
        // The demo content has jobs and applications: each list shows rows to act on.
        // A row with a name (another spec may have erased a candidate, whose name is then blank).
        const firstRow = grid
          .locator(rowSelector)
          .filter({ has: page.getByRole('link', { name: link }) })
          .first();
        await expect(firstRow).toBeVisible();
        const deleteButton = firstRow.getByRole('button', { name: /^Delete / });
        for (const control of [firstRow.getByRole('link', { name: link }), deleteButton]) {
          const box = await control.boundingBox();
          expect(box).not.toBeNull();
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
          expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        }
        expect(await overflows(page)).toBe(false);
        if (path === '/application') {
          // The name, its markers and (on a phone) the status under it sit inside their row, unclipped.
          const spills = await grid.evaluate(
            (element, selector) =>
              [...element.querySelectorAll(selector)].flatMap((row) => {
                const rowBox = row.getBoundingClientRect();
                const cell = (row.querySelector('[data-field="name"]') ?? row).getBoundingClientRect();
                return [...row.querySelectorAll('.grid-name-cell > *')]
                  .map((part) => ({ part, box: part.getBoundingClientRect() }))
                  .filter(({ box }) => box.width > 0)
                  .filter(
                    ({ box }) =>
                      !cell ||
                      box.top < rowBox.top ||
                      box.bottom > rowBox.bottom ||
                      box.left < cell.left ||
                      box.right > cell.right + 0.5,
                  )
                  .map(({ part }) => `${row.getAttribute('data-id')}: ${part.textContent}`);
              }),
            rowSelector,
          );
          expect(spills).toEqual([]);
          const phoneStatus = grid.locator(`${rowSelector} .grid-phone-only`).first();
          if (width < 600) await expect(phoneStatus).toBeVisible();
          else await expect(phoneStatus).toBeHidden();
        }
        if (path === '/jobs') {
          await page.screenshot({ path: `/tmp/shots/jobs-${width}.png` });
          await firstRow.getByRole('link', { name: link }).click();
          await expect(page.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeVisible();
        }
      }
    });
  });
}
