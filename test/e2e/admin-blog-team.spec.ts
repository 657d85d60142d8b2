import { expect, test } from './fixtures';
import {
  confirmDialog,
  dismissScamNotice,
  expectTimedMessage,
  login,
  PNG_1x1,
  searchList,
  unique,
} from './admin-support';

test('create a blog post with formatted text, see it on /blog, edit it, delete it', async ({
  page,
  browser,
}) => {
  // A whole post's or member's life in one flow (sign-in, form, public page, edit, delete), as admin-jobs.
  test.setTimeout(120_000);
  const title = unique('E2E Post');
  await login(page);
  await page.goto('/blog-list');
  await page.getByRole('link', { name: 'Create Blog' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Add Blog' }).click();
  await expectTimedMessage(page, 'Please enter data');

  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG_1x1 });
  const editor = page.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await page.keyboard.type('## Visa news');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Read this first');
  await page.getByRole('button', { name: 'Add Blog' }).click();
  await expectTimedMessage(page, 'Blog Inserted Successfully');
  await page.waitForURL('**/blog-list');

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto('/blog');
  await dismissScamNotice(publicPage);
  await publicPage
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(publicPage.locator('h2', { hasText: 'Visa news' })).toBeVisible();
  await expect(publicPage.locator('strong', { hasText: 'Read this first' })).toBeVisible();
  await visitor.close();

  await searchList(page, 'blog posts', title);
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('img', { name: 'Current photo' })).toBeVisible();
  const edited = `${title} v2`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(edited);
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expectTimedMessage(page, 'Blog Updated Successfully');
  await page.waitForURL('**/blog-list');

  await searchList(page, 'blog posts', edited);
  await page.getByRole('button', { name: `Delete ${edited}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('You want to delete this Blog.');
  await confirmDialog(page);
  await expect(page.getByRole('alertdialog')).toContainText('This Blog has been deleted.');
  await expect(page.getByText('No data available')).toBeVisible();
});

test('create a team member, edit them, delete them', async ({ page }) => {
  // A whole post's or member's life in one flow (sign-in, form, public page, edit, delete), as admin-jobs.
  test.setTimeout(120_000);
  const name = unique('E2E Member');
  await login(page);
  await page.goto('/team');
  await page.getByRole('link', { name: 'Create Team' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Position', exact: true }).fill('Recruiter');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Places housekeeping staff.\nSpeaks Gujarati.');
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await page.getByRole('button', { name: 'Add Team' }).click();
  await expectTimedMessage(page, 'Team Inserted Successfully');
  await page.waitForURL('**/team');

  await searchList(page, 'team members', name);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Recruiter');
  await page.getByRole('textbox', { name: 'Position', exact: true }).fill('Senior Recruiter');
  await page.getByRole('button', { name: 'Update Team' }).click();
  await expectTimedMessage(page, 'Team Updated Successfully');
  await page.waitForURL('**/team');

  await searchList(page, 'team members', name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('You want to delete this Team.');
  await confirmDialog(page);
  await expect(page.getByRole('alertdialog')).toContainText('This Team has been deleted.');
  await expect(page.getByText('No data available')).toBeVisible();
});
