import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { E2E, ownServerPort } from '../../playwright.config';
import { startOwnServer, type OwnServer } from './ownServer';
import { addStaffAccounts, dismissScamNotice, PDF, unique } from './admin-support';
import { enterSignInCode } from './totp-support';

/**
 * Roles in the browser: a Recruiter and an Editor sign in to a server of this spec's own and see only
 * the sections their role may use; a page typed by URL that the role may not use shows "Not allowed".
 * Their accounts are written with a second factor whose codes the test computes.
 */

const port = ownServerPort('staff-roles');
const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-roles-'));
const PASSWORD = 'a long staff password for e2e';
const people = {
  recruiter: {
    email: 'rita.recruiter@agency.test',
    name: 'Rita Recruiter',
    secret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
  },
  editor: {
    email: 'eddie.editor@agency.test',
    name: 'Eddie Editor',
    secret: 'ONSWG4TFOQYTEMZUGU3DOOBZGAYTEMZU',
  },
};
const secretOf = (email: string) =>
  Object.values(people).find((person) => person.email === email)?.secret ?? E2E.adminTotpSecret;
let server: OwnServer;

test.beforeAll(async () => {
  // Starts a server of its own (and fills it) before the tests: more than the 60 s a test gets.
  test.setTimeout(180_000);
  server = await startOwnServer(port, 'roles', { DATA_DIR: dataDir });
  // The accounts are written into the server's database as an Administrator's staff screen would.
  await addStaffAccounts(dataDir, people, PASSWORD);
});
test.afterAll(async () => server.stop());

async function signInAs(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${server.baseURL}/login`);
  await dismissScamNotice(page);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await enterSignInCode(page, email, secretOf(email));
  if (email === E2E.adminEmail)
    await expect(page.getByRole('alertdialog')).toContainText('Admin Login successfully');
  else {
    await expect(page.getByRole('alertdialog')).toContainText('Login successfully');
    await expect(page.getByRole('alertdialog')).not.toContainText('Admin');
  }
  await page.waitForURL('**/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
}

/** The sidebar's sections (its links but the logo). */
const menu = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link')
    .and(page.locator(':not([aria-label="Back office: jobs"])'));

test('an Editor sees the blog, the team and the jobs read-only, and "Not allowed" on /application', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, people.editor.email);
  await expect(menu(page)).toHaveText(['Jobs', 'Blog', 'Team', 'My account']);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Job' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await page.goto(`${server.baseURL}/application`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText('Your role (Editor) does not give access to this page.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);

  await page.goto(`${server.baseURL}/create-jobs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await page.goto(`${server.baseURL}/blog-list`);
  await expect(page.getByRole('link', { name: 'Create Blog' })).toBeVisible();
});

test('a Recruiter sees jobs, applications, enquiries, subscribers and the outbox, not mail templates', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, people.recruiter.email);
  await expect(menu(page)).toHaveText([
    'Jobs',
    'Clients',
    'Applications',
    'Placements',
    'Dashboard',
    'Enquiries',
    'Subscribers',
    'Outbox',
    'My account',
  ]);
  await expect(page.getByRole('link', { name: 'Create Job' })).toBeVisible();
  await page.goto(`${server.baseURL}/mail-templates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText('Your role (Recruiter) does not give access to this page.')).toBeVisible();
  await page.goto(`${server.baseURL}/team`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
});

test('the "Not allowed" page has no axe violations at 390 and 1280 px', async ({ page }) => {
  await signInAs(page, people.editor.email);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.baseURL}/outbox`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await page.screenshot({ path: `test-results/not-allowed-${width}.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('a Recruiter moves an application: the history and the Audit screen show the Recruiter by name', async ({
  page,
  request,
}) => {
  // Two sign-ins through the form, the pipeline and the Audit screen: 15-20 s on a quiet machine.
  test.setTimeout(60_000);
  const jobs = (await (await request.get(`${server.baseURL}/api/job/category/1`)).json()) as Array<{
    id: number;
    title: string;
  }>;
  const name = unique('Audited Applicant');
  const applied = await request.post(`${server.baseURL}/api/applications/store`, {
    multipart: {
      job_id: String(jobs[0].id),
      name,
      email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`,
      phone: '',
      gender: 'Male',
      title: jobs[0].title,
      message: '',
      consent: '2026-05',
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, people.recruiter.email);
  await menu(page).filter({ hasText: 'Applications' }).click();
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(name);
  await page.getByRole('link', { name: `View application from ${name}` }).click();
  const applicationId = /\/view-application\/(\d+)/.exec(page.url())?.[1];
  await expect(page.getByRole('button', { name: 'Erase this candidate' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Change status' }).click();
  const change = page.getByRole('dialog', { name: 'Change status' });
  await change.getByLabel('New status').selectOption('Screening');
  await change.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('1 application moved to Screening.');
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText(
    `${people.recruiter.name} <${people.recruiter.email}>`,
  );
  await page.goto(`${server.baseURL}/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();

  // An Administrator finds the move on the Audit screen, filtered by person and action.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signInAs(page, E2E.adminEmail, E2E.adminPassword);
  await menu(page).filter({ hasText: 'Audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Person' }).fill('rita');
  await page.getByLabel('Action').selectOption('status-change');
  const row = page.getByRole('row').filter({ hasText: `application ${applicationId}` });
  // While the filters apply, the grid may still show other entries of that application.
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(people.recruiter.name);
  await expect(row).toContainText('status: Screening');
  await expect(page.getByRole('row')).toHaveCount(2);
  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(href).toBe('/api/audit/export?person=rita&action=status-change');
  const csv = await page.request.get(`${server.baseURL}${href}`);
  expect(await csv.text()).toContain(`${people.recruiter.name},`);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // On a phone each entry is a card (a list item), on a desk a grid row.
    const entry =
      width < 600 ? page.getByRole('listitem').filter({ hasText: `Application ${applicationId}` }) : row;
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(people.recruiter.name);
    await page.screenshot({ path: `test-results/audit-${width}.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('an Administrator disables an Editor on the Staff screen: the Editor is signed out at once', async ({
  page,
  browser,
}) => {
  // Two people signed in through the form (each a password and a fresh code) and two screens each: 20-30 s.
  test.setTimeout(60_000);
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await signInAs(editorPage, people.editor.email);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, E2E.adminEmail, E2E.adminPassword);
  await menu(page).filter({ hasText: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: people.editor.email });
  await expect(row.getByRole('combobox', { name: `Role of ${people.editor.name}` })).toHaveValue('editor');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await page.screenshot({ path: `test-results/staff-${width}.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The last enabled Administrator cannot step down.
  const adminRow = page.getByRole('row').filter({ hasText: E2E.adminEmail });
  await adminRow.getByRole('checkbox').click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'At least one enabled Administrator must remain. Enable or promote another Administrator first.',
  );
  await expect(page.getByRole('alertdialog')).not.toContainText('Yes, disable');
  await page.getByRole('alertdialog').getByRole('button').first().click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(adminRow.getByRole('checkbox')).toBeChecked();

  // Disabling is asked first; the switch shows the saved state: it changes once the server has answered.
  await row.getByRole('checkbox', { name: `${people.editor.name} may sign in` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Disable ${people.editor.name}?`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, disable' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Staff member Updated Successfully');
  await expect(row.getByRole('checkbox', { name: `${people.editor.name} may sign in` })).not.toBeChecked();

  // The jobs grid is a staff-only read: its 401 sends the Editor to the sign-in page.
  await editorPage.goto(`${server.baseURL}/jobs`);
  await editorPage.waitForURL('**/login');
  await expect(editorPage.getByText('Your session has ended. Please sign in again.')).toBeVisible();

  await row.getByRole('checkbox', { name: `${people.editor.name} may sign in` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Staff member Updated Successfully');
  await signInAs(editorPage, people.editor.email);
  await editorContext.close();
});
