import { expect, test } from './fixtures';
import { login } from './admin-support';

/** The Outbox on a phone and the Mail templates' unsaved-edit guard, in a real browser. */

test.describe('Outbox at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('says what to do when mail is not set up, shows states in words and the Read button on screen', async ({
    page,
  }) => {
    await login(page);
    await page.goto('/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    // The seeded server runs without a mail server.
    const banner = page.getByRole('alert').filter({ hasText: 'Mail sending is not set up yet' });
    await expect(banner).toContainText('Ask the person who runs the server to set up mail sending');
    await expect(banner).not.toContainText('SMTP');

    // On a phone each message is a card (a grid's columns cannot fit side by side).
    const firstRow = page.getByRole('list', { name: 'Outbox' }).getByRole('listitem').first();
    await expect(firstRow).toContainText(/(Waiting|Sending|Sent|Failed) · (E-mail|WhatsApp)/);
    const read = firstRow.getByRole('button', { name: /^Read "/ });
    await expect(read).toBeVisible();
    const box = await read.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    // No sideways scrolling is needed to reach it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await read.click();
    const message = page.getByRole('dialog');
    await expect(message).toBeVisible();
    await expect(message).toContainText(/To .+ · (Waiting|Sending|Sent|Failed) · (E-mail|WhatsApp)/);
    await message.getByRole('button', { name: 'Close' }).click();
    await expect(message).toBeHidden();
  });
});

test.describe('Mail templates at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an unsaved template edit asks before the sidebar leaves the screen', async ({ page }) => {
    await login(page);
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await sidebar.getByRole('link', { name: 'Mail templates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mail templates' })).toBeVisible();
    const subject = page.getByRole('textbox', { name: 'Interview: subject' });
    const saved = await subject.inputValue();
    await subject.fill(`${saved} (draft)`);

    await sidebar.getByRole('link', { name: 'Outbox' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('Leave without saving?');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/mail-templates$/);
    await expect(subject).toHaveValue(`${saved} (draft)`);

    await sidebar.getByRole('link', { name: 'Outbox' }).click();
    await expect(ask).toContainText('Leave without saving?');
    await ask.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/outbox$/);
  });
});

const STATUS = /^(New|Screening|Interview|Offered|Placed|Rejected|Withdrawn)$/;

test.describe('Applications at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('name, status and reference are on screen without scrolling', async ({ page }) => {
    await login(page);
    await page.goto('/application');
    const grid = page.getByRole('grid');
    await expect(grid.locator('[role="row"][data-id]').first()).toBeVisible();
    for (const name of ['Name', 'Status', 'Reference']) {
      const header = grid.getByRole('columnheader', { name, exact: true });
      await expect(header).toBeInViewport({ ratio: 1 });
      const box = await header.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 1280).toBe(true);
    }
    const firstRow = grid.locator('[role="row"][data-id]').first();
    for (const field of ['name', 'status', 'reference'])
      await expect(firstRow.locator(`[data-field="${field}"]`)).toBeInViewport({ ratio: 1 });
    await expect(firstRow.locator('[data-field="status"]').getByText(STATUS)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });
});

test.describe('Applications and View Application at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list shows each name with its status, and View Application puts the actions first', async ({
    page,
  }) => {
    await login(page);
    await page.goto('/application');
    // On a phone each application is a card.
    const cards = page.getByRole('list', { name: 'Applications' });
    // The first application with a name (another spec may have erased a candidate: the name is blank).
    const firstRow = cards
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^View application from \S/ }) })
      .first();
    await expect(firstRow).toBeVisible();
    const name = firstRow.locator('.grid-name-cell');
    // The card can be below the fold (cards of erased candidates come first): scrolled to as a person
    // would, it shows the whole name, unclipped.
    await name.scrollIntoViewIfNeeded();
    await expect(name).toBeInViewport({ ratio: 1 });
    await expect(name.getByText(STATUS)).toBeVisible();
    const statusBox = await name.getByText(STATUS).boundingBox();
    expect((statusBox?.x ?? -1) >= 0 && (statusBox?.x ?? 0) + (statusBox?.width ?? 0) <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await firstRow.getByRole('link', { name: /^View application from / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'View Application' })).toBeVisible();
    const change = page.getByRole('button', { name: 'Change status' });
    const reference = page.getByRole('textbox', { name: 'Reference' });
    await expect(change).toBeVisible();
    await expect(reference).toBeVisible();
    // Status and notes come before the application's fields and its resume.
    const changeBox = await change.boundingBox();
    const referenceBox = await reference.boundingBox();
    expect(changeBox?.y ?? Infinity).toBeLessThan(referenceBox?.y ?? -Infinity);
    await expect(page.getByRole('list', { name: 'Status history' })).toBeVisible();
    const historyBox = await page.getByRole('list', { name: 'Status history' }).boundingBox();
    expect(historyBox?.y ?? Infinity).toBeLessThan(referenceBox?.y ?? -Infinity);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/view-application-390.png', fullPage: true });
  });
});
