import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { login } from './admin-support';
import { apiSignIn } from './totp-support';

/**
 * Issue 38: the staff screens at a phone's and a laptop's width, with nothing cut and nothing scrolling
 * sideways (My account with two sessions was 2,366 px wide at 1280; Staff cut "Second factor"; Outbox cut
 * its Sent column; a phone saw a grid's first columns only). Screenshots go to /tmp/shots.
 */
const SCREENS: Array<[string, string]> = [
  ['/account', 'My account'],
  ['/staff', 'Staff'],
  ['/outbox', 'Outbox'],
  ['/application', 'Applications'],
  ['/dashboard', 'Dashboard'],
  ['/placements', 'Placements'],
];

/** What is cut on the page: a wider page than the window, a grid scrolling sideways, a header cut short. */
const cutParts = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) found.push(`page ${scrollWidth} px wide in ${window.innerWidth}`);
    for (const scroller of document.querySelectorAll('.MuiDataGrid-virtualScroller'))
      if (scroller.scrollWidth > scroller.clientWidth + 1)
        found.push(`grid ${scroller.scrollWidth} px wide in ${scroller.clientWidth}`);
    const window_ = window.innerWidth;
    for (const header of document.querySelectorAll<HTMLElement>(
      '[role="columnheader"], th[scope="col"], thead th',
    )) {
      const box = header.getBoundingClientRect();
      if (box.width === 0) continue;
      // A table in a scroll region of its own (the Dashboard's numbers, reachable by keyboard) may scroll.
      if (header.closest('.MuiTableContainer-root[tabindex="0"]')) continue;
      const title = header.querySelector<HTMLElement>('.MuiDataGrid-columnHeaderTitle') ?? header;
      const text = (header.textContent ?? '').trim();
      if (box.right > window_ + 1 || box.left < -1) found.push(`header "${text}" outside the window`);
      else if (text !== '' && title.scrollWidth > title.clientWidth + 1)
        found.push(`header "${text}" cut short`);
    }
    return found;
  });

for (const width of [390, 1280]) {
  test.describe(`staff screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('nothing scrolls sideways or is cut, and axe finds nothing', async ({ page, request, baseURL }) => {
      test.setTimeout(240_000);
      mkdirSync('/tmp/shots', { recursive: true });
      await login(page);
      // A second session of the same person: My account lists two, each with its End button or chip.
      await apiSignIn(request, baseURL ?? '');
      const failures: string[] = [];
      for (const [path, heading] of SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        if (path === '/account')
          await expect(page.getByRole('button', { name: /^End the session of / }).first()).toBeVisible();
        for (const cut of await cutParts(page)) failures.push(`${path}: ${cut}`);
        for (const violation of await axeViolations(page)) failures.push(`${path} axe ${violation}`);
        await page.screenshot({ path: `/tmp/shots/${path.slice(1)}-${width}.png`, fullPage: true });
      }
      expect(failures).toEqual([]);
    });
  });
}
