import { expect, test } from './fixtures';
import { E2E } from '../../playwright.config';
import { confirmDialog, dismissScamNotice, expectTimedMessage, login } from './admin-support';

test('a wrong password is refused with "Wrong Email or Password" and the visitor stays on /login', async ({
  page,
}) => {
  await page.goto('/login');
  await dismissScamNotice(page);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(E2E.adminEmail);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expectTimedMessage(page, 'Wrong Email or Password');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('user_reg'))).toBeNull();
});

test('login stores an encrypted user_reg, shows the admin layout, and logout removes it', async ({
  page,
}) => {
  await login(page);
  const stored = await page.evaluate(() => window.localStorage.getItem('user_reg'));
  expect(stored).not.toBeNull();
  expect(stored).not.toContain(E2E.adminEmail);
  expect(stored).not.toContain('admin');
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();

  // The layout survives a reload (the record is read back and decrypted).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('You want to logout?');
  await confirmDialog(page, 'Yes, logout');
  // Signed out, the visitor's scam notice opens over the message, so look for the message's text.
  await expect(page.getByText('User Logout')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('user_reg'))).toBeNull();

  for (const path of ['/jobs', '/create-blog', '/view-application/1', '/subscribers']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a session ended on the server sends the browser to /login on the next API call', async ({
  page,
  playwright,
  baseURL,
}) => {
  await login(page);
  // End the session from another client holding the same cookie.
  const cookies = await page.context().cookies();
  const other = await playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
  const logout = await other.post('/api/user/logout');
  expect(logout.status()).toBe(200);
  await other.dispose();

  // Applications are staff-only data: the list's request meets the ended session.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Applications' })
    .click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => window.localStorage.getItem('user_reg'))).toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});
