import { expect, test, type Browser, type Page } from './fixtures';
import { ownServerPort } from '../../playwright.config';
import { startOwnServer, type OwnServer } from './ownServer';
import { login, signInThroughForm } from './admin-support';
import { freshTotpCode } from './totp-support';

/**
 * Issue 38, on a server without SMTP_URL (mail only waits in the outbox): the back office says so on every
 * screen; an Administrator invites a Recruiter and copies the link from the Staff screen; the Recruiter, in
 * a browser of their own, chooses a password, enrols with the key the page shows and signs in; later an
 * Administrator gives them a link to choose a new password, which they use in a fresh browser.
 */
const port = ownServerPort('staff-links-without-mail');
const baseURL = `http://127.0.0.1:${port}`;
const stamp = `${Date.now()}`.slice(-7);
const recruiter = {
  name: `Mona Recruiter ${stamp}`,
  email: `mona.${stamp}@agency.test`,
  password: 'granite orchid ferry 2093',
  newPassword: 'velvet compass drizzle 5521',
  secret: '',
};

test.describe.configure({ mode: 'serial' });
test.use({
  baseURL,
  viewport: { width: 1280, height: 900 },
  permissions: ['clipboard-read', 'clipboard-write'],
});

let server: OwnServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // No SMTP_URL: the server has no mail transport.
  server = await startOwnServer(port, 'links-without-mail');
});
test.afterAll(async () => server?.stop());

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** The link the Staff screen's dialog shows once, copied with its button (read back from the clipboard). */
async function copyHandedLink(page: Page, path: string): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('No mail server is configured');
  await expect(dialog).toContainText('it is shown only this once');
  const shown = await dialog.getByTestId('handed-link').inputValue();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Link copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  expect(copied).toMatch(new RegExp(`^${baseURL}${path}\\?token=[\\w-]+$`));
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return copied;
}

test('without a mail server: the banner, an invitation link copied from the Staff screen, accepted and enrolled in a fresh browser, then a sign-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await login(page);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'No mail server is configured (SMTP_URL)' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a person' });
  await invite.getByRole('textbox', { name: 'Name' }).fill(recruiter.name);
  await invite.getByRole('textbox', { name: 'E-mail' }).fill(recruiter.email);
  await invite.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Recruiter' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Invitation queued for ${recruiter.email}.`);
  const link = await copyHandedLink(page, '/accept-invitation');

  // A fresh browser: the link is checked first, then the password, then the second factor.
  const invitee = await freshPage(browser);
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  // No visitors' scam notice on a staff page.
  await expect(invitee.getByRole('button', { name: 'I Understand' })).toHaveCount(0);
  await invitee.getByLabel('New password').fill(recruiter.password);
  await invitee.getByLabel('Repeat the password').fill(recruiter.password);
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
  recruiter.secret = ((await invitee.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(recruiter.secret).toMatch(/^[A-Z2-7]{32}$/);
  await invitee
    .getByRole('textbox', { name: 'Code from the app' })
    .fill(await freshTotpCode(`${baseURL} ${recruiter.email}`, recruiter.secret));
  await invitee.getByRole('button', { name: 'Confirm' }).click();
  await expect(invitee.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await invitee.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await invitee.waitForURL('**/jobs');
  await invitee.context().close();

  // The used link says so before any form.
  const again = await freshPage(browser);
  await again.goto(link);
  await expect(again.getByRole('alert')).toHaveText(/already been used/);
  await expect(again.getByLabel('New password')).toHaveCount(0);
  await again.context().close();

  // A sign-in of their own, in another fresh browser.
  const staff = await freshPage(browser);
  await staff.goto('/login');
  await signInThroughForm(staff, recruiter.email, recruiter.password, recruiter.secret);
  await expect(staff.getByRole('alertdialog')).toContainText('Login successfully');
  await staff.waitForURL('**/jobs');
  await expect(staff.getByRole('status').filter({ hasText: 'No mail server is configured' })).toBeVisible();
  await staff.context().close();
});

test('without a mail server: Forgot password says to ask an Administrator, who gives a reset link the person uses in a fresh browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  expect(recruiter.secret).not.toBe('');

  const person = await freshPage(browser);
  await person.goto('/forgot-password');
  await person.getByRole('textbox', { name: 'E-mail' }).fill(recruiter.email);
  await person.getByRole('button', { name: 'Send the link' }).click();
  await expect(person.getByRole('status')).toContainText('Ask an Administrator');
  await person.context().close();

  await login(page);
  await page.goto('/staff');
  await page.getByRole('button', { name: `Give ${recruiter.name} a link to choose a new password` }).click();
  await expect(page.getByRole('dialog')).toContainText(
    `A link to choose a new password is queued for ${recruiter.email}.`,
  );
  const link = await copyHandedLink(page, '/forgot-password');

  const reset = await freshPage(browser);
  await reset.goto(link);
  await reset.getByLabel('New password').fill(recruiter.newPassword);
  await reset.getByLabel('Repeat the password').fill(recruiter.newPassword);
  await reset
    .getByRole('textbox', { name: 'Code' })
    .fill(await freshTotpCode(`${baseURL} ${recruiter.email}`, recruiter.secret));
  await reset.getByRole('button', { name: 'Set the new password' }).click();
  await expect(reset.getByRole('status')).toContainText('Your password is changed');
  await reset.getByRole('link', { name: 'Go to sign-in' }).click();
  await reset.waitForURL('**/login');
  await signInThroughForm(reset, recruiter.email, recruiter.newPassword, recruiter.secret);
  await expect(reset.getByRole('alertdialog')).toContainText('Login successfully');
  await reset.waitForURL('**/jobs');
  await reset.context().close();
});
