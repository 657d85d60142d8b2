import { expect, test, type Browser, type Page } from './fixtures';
import { ownServerPort } from '../../playwright.config';
import { startMailingServer } from './ownServer';
import { PDF, dismissScamNotice, expectTimedMessage, login, signInThroughForm } from './admin-support';
import { freshTotpCode } from './totp-support';

/**
 * A staff account's whole life in the browser, with real e-mail (a server of this spec's own, started with
 * an SMTP_URL pointing at an SMTP server in this test process): an Administrator invites a Recruiter, who
 * sets a password and a second factor from the invitation e-mail, signs in, moves an application, and
 * the Administrator's Audit screen names them; then the Recruiter resets a forgotten password by e-mail.
 */
const port = ownServerPort('staff-invitation');
const baseURL = `http://127.0.0.1:${port}`;
const stamp = `${Date.now()}`.slice(-7);
const recruiter = {
  name: `Rekha Recruiter ${stamp}`,
  email: `rekha.${stamp}@agency.test`,
  password: 'saffron kettle harbour 2031',
  newPassword: 'monsoon ledger pebble 4417',
  /** The TOTP secret the enrolment page shows, read by the first test. */
  secret: '',
};

test.describe.configure({ mode: 'serial' });
test.use({ baseURL, viewport: { width: 1280, height: 900 } });

const mail = startMailingServer(port, 'invitation');

const mailsTo = (address: string) => mail.smtp.received.filter((mail) => mail.to.includes(address));

/** The first link to `path` in the newest e-mail to `address` that has one. */
async function linkFromMail(address: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`);
  let link = '';
  await expect
    .poll(
      () => {
        const found = mailsTo(address)
          .map((mail) => pattern.exec(mail.text)?.[0])
          .filter((candidate): candidate is string => Boolean(candidate));
        link = found[found.length - 1] ?? '';
        return link;
      },
      // A step that waits on the server (a backup, a mail, a server of its own): more than the 15 s an expectation gets.
      { timeout: 30_000 },
    )
    .toMatch(pattern);
  return link;
}

/** A page in a browser context of its own (nobody signed in). */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test('an Administrator invites a Recruiter, who enrols, signs in and moves an application; the Audit screen names them', async ({
  page,
  browser,
}) => {
  // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
  test.setTimeout(240_000);

  // 1. The Administrator invites the Recruiter on the Staff screen.
  await login(page);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a person' });
  await invite.getByRole('textbox', { name: 'Name' }).fill(recruiter.name);
  await invite.getByRole('textbox', { name: 'E-mail' }).fill(recruiter.email);
  await invite.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Recruiter' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Invitation queued for ${recruiter.email}.`);
  await expect(page.getByRole('row').filter({ hasText: recruiter.email })).toContainText('Invited');

  // 2. The invitation arrives by e-mail; its link opens the page to choose a password.
  const invitationLink = await linkFromMail(recruiter.email, '/accept-invitation');
  expect(new URL(invitationLink).origin).toBe(baseURL);
  const invitee = await freshPage(browser);
  await invitee.goto(invitationLink);
  await dismissScamNotice(invitee);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await invitee.getByLabel('New password').fill(recruiter.password);
  await invitee.getByLabel('Repeat the password').fill(recruiter.password);
  await invitee.getByRole('button', { name: 'Set password' }).click();

  // 3. The second factor: the key shown as text gives the codes an authenticator app would.
  await expect(invitee.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
  recruiter.secret = ((await invitee.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(recruiter.secret).toMatch(/^[A-Z2-7]{32}$/);
  await invitee
    .getByRole('textbox', { name: 'Code from the app' })
    .fill(await freshTotpCode(`${baseURL} ${recruiter.email}`, recruiter.secret));
  await invitee.getByRole('button', { name: 'Confirm' }).click();
  const codes = invitee.getByRole('heading', { name: 'Your recovery codes' });
  await expect(codes).toBeVisible();
  await expect(invitee.getByText(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/)).toHaveCount(10);
  await invitee.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(invitee.getByRole('alertdialog')).toContainText('Login successfully');
  await invitee.waitForURL('**/jobs');
  await invitee.context().close();

  // 4. Later, the Recruiter signs in with the password and a code, and sees a Recruiter's menu.
  const staff = await freshPage(browser);
  await staff.goto('/login');
  await dismissScamNotice(staff);
  await signInThroughForm(staff, recruiter.email, recruiter.password, recruiter.secret);
  await expect(staff.getByRole('alertdialog')).toContainText('Login successfully');
  await expect(staff.getByRole('alertdialog')).not.toContainText('Admin');
  await staff.waitForURL('**/jobs');
  const menu = staff.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Applications' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Audit' })).toHaveCount(0);

  // 5. An application arrives; the Recruiter moves it to Interview.
  const { data: jobs } = (await (await staff.request.get('/api/job')).json()) as {
    data: Array<{ id: number; title: string }>;
  };
  const applicant = `Invite Applicant ${stamp}`;
  const applied = await staff.request.post('/api/applications/store', {
    multipart: {
      job_id: String(jobs[0].id),
      name: applicant,
      email: `applicant.${stamp}@example.com`,
      phone: '',
      gender: 'Female',
      title: jobs[0].title,
      message: 'Four years at a hotel front desk.',
      consent: '2026-05',
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status()).toBe(200);
  await menu.getByRole('link', { name: 'Applications' }).click();
  await staff.getByRole('searchbox', { name: 'Search applications' }).fill(applicant);
  await staff.getByRole('link', { name: `View application from ${applicant}` }).click();
  const applicationId = /\/view-application\/(\d+)/.exec(staff.url())?.[1];
  expect(applicationId).toMatch(/^\d+$/);
  await staff.getByRole('button', { name: 'Change status' }).click();
  const change = staff.getByRole('dialog', { name: 'Change status' });
  await change.getByLabel('New status').selectOption('Interview');
  await change.getByRole('button', { name: 'Change status' }).click();
  await expect(staff.getByRole('alertdialog')).toContainText('1 application moved to Interview.');
  const history = staff.getByRole('list', { name: 'Status history' });
  await expect(history.getByRole('listitem').filter({ hasText: 'New → Interview' })).toContainText(
    recruiter.name,
  );
  await staff.context().close();

  // 6. The Administrator's Audit screen shows the Recruiter's name on that change.
  await page.goto('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
  await page.getByLabel('Action').selectOption('status-change');
  await page.getByRole('textbox', { name: 'Person' }).fill(recruiter.name);
  const entry = page.getByRole('row').filter({ hasText: `application ${applicationId}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(recruiter.name);
  await expect(entry).toContainText('Changed the status');
  await expect(entry).toContainText('Interview');
});

test('a forgotten password: the link by e-mail, a new password with a code, then sign-in with it', async ({
  page,
}) => {
  // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
  test.setTimeout(180_000);
  expect(recruiter.secret).not.toBe('');
  const mailsBefore = mailsTo(recruiter.email).length;

  await page.goto('/login');
  await dismissScamNotice(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the page's own code has loaded, and until then the sign-in page, with its own
  // E-mail field, stays on screen (a full run showed the address typed into that one, then lost).
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(recruiter.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If an account exists for ${recruiter.email}, we have sent it a link to choose a new password.`,
  );

  // The outbox worker sends on its own schedule: more than the 15 s an expectation gets.
  await expect.poll(() => mailsTo(recruiter.email).length, { timeout: 30_000 }).toBe(mailsBefore + 1);
  const resetLink = await linkFromMail(recruiter.email, '/forgot-password');
  await page.goto(resetLink);
  await dismissScamNotice(page);
  await page.getByLabel('New password').fill(recruiter.newPassword);
  await page.getByLabel('Repeat the password').fill(recruiter.newPassword);
  await page
    .getByRole('textbox', { name: 'Code' })
    .fill(await freshTotpCode(`${baseURL} ${recruiter.email}`, recruiter.secret));
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Your password is changed and all your sessions have ended. You can now sign in.',
  );
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await page.waitForURL('**/login');

  // The old password no longer opens the account; the new one does.
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(recruiter.email);
  await page.getByLabel('Password').fill(recruiter.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectTimedMessage(page, 'Wrong Email or Password');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, recruiter.email, recruiter.newPassword, recruiter.secret);
  await expect(page.getByRole('alertdialog')).toContainText('Login successfully');
  await page.waitForURL('**/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
});
