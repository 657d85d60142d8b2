import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { login } from './admin-support';

/** True when the page scrolls sideways (wider content than the window). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

for (const width of [390, 1280]) {
  test(`the Audit screen says what happened in words, names people and fits ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    // Three refused sign-ins of strangers: counted in one entry (or two, across a minute's end).
    for (let attempt = 0; attempt < 3; attempt += 1)
      await page.request.post('/api/user/login', {
        data: { email: `stranger${attempt}@example.com`, password: 'not a password at all' },
      });
    await login(page);
    await page.goto('/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
    const list =
      width < 600 ? page.getByRole('list', { name: 'Audit' }) : page.getByRole('grid', { name: 'Audit' });
    await expect(list.getByText('Signed in', { exact: true }).first()).toBeVisible();
    // A session's record is the person, by name and e-mail, not "session 1".
    await expect(list.getByText('Sign-in: Administrator <admin@agency.test>').first()).toBeVisible();
    await expect(list.getByText(/^Wrong e-mail or password \([2-9] times\)$/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const text = await list.innerText();
    expect(text).not.toMatch(/\b(session|staff) \d+\b/);
    expect(text).not.toMatch(/\b(sign-in-failed|code-failed|recovery-code-used|sessions-ended)\b/);
    // The address is shown whole (a card's field on a phone, a column that wraps on a wide screen).
    await expect(list.getByText('127.0.0.1', { exact: true }).first()).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`audit-${width}.png`), fullPage: true });

    expect(await axeViolations(page)).toEqual([]);

    // Filtered by action (the server's page, with its count).
    await page.getByLabel('Action').selectOption({ label: 'Signed in' });
    await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
    await expect(list.getByText(/^Wrong e-mail or password/)).toHaveCount(0);
    await expect(list.getByText('Signed in', { exact: true }).first()).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
}
