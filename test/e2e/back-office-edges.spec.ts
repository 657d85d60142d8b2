import { expect, test } from '@playwright/test';
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

    const firstRow = page.getByRole('row').nth(1);
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
