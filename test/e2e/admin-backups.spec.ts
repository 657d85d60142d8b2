import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { login } from './admin-support';

/**
 * The Backups screen (Administrators): a backup started with "Back up now" runs on the real server into
 * its backup directory (DATA_DIR/backups on SQLite) and shows its outcome, size and archive in the grid;
 * the screen has no axe violations on a phone and on a desktop.
 */
test('an Administrator backs up now and sees the run succeed, at 390 and 1280 px without axe violations', async ({
  page,
}) => {
  // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  await page.getByRole('link', { name: 'Backups' }).first().click();
  await expect(page).toHaveURL(/\/backups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await expect(page.getByText(/Backups run once a day into .*backups/)).toBeVisible();

  const before = await page.request.get('/api/backups');
  expect(before.status()).toBe(200);
  const runsBefore = ((await before.json()) as { runs: unknown[] }).runs.length;
  await page.getByRole('button', { name: 'Back up now' }).click();

  // The new run appears, then finishes: the overview answers it with its outcome and archive name.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/backups');
        if (!answer.ok()) return `HTTP ${answer.status()}`;
        const overview = (await answer.json()) as {
          runs: Array<{ status: string; trigger: string; file_name: string | null; size: number | null }>;
        };
        const manual = overview.runs.find((run) => run.trigger === 'manual');
        return overview.runs.length > runsBefore && manual ? manual.status : 'none';
      },
      // A step that waits on the server (a backup, a mail, a server of its own): more than the 15 s an expectation gets.
      { timeout: 60_000 },
    )
    .toBe('ok');
  const grid = page.getByRole('grid');
  // A step that waits on the server (a backup, a mail, a server of its own): more than the 15 s an expectation gets.
  await expect(grid.getByText('Succeeded').first()).toBeVisible({ timeout: 15_000 });
  await expect(grid.getByText(/agency-backup-.*\.tar\.gz/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled();
  await page.screenshot({ path: '/tmp/shots/backups-1280.png' });

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    expect((await axeViolations(page)).map((violation) => `${width}px ${violation}`)).toEqual([]);
  }
  await page.screenshot({ path: '/tmp/shots/backups-390.png' });
});
