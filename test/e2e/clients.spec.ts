import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { ownServerPort } from '../../playwright.config';
import { startOwnServer, type OwnServer } from './ownServer';
import {
  addStaffAccounts,
  dismissScamNotice,
  expectTimedMessage,
  PNG_1x1,
  recordMessages,
  searchList,
  signInThroughForm,
} from './admin-support';

/**
 * Employers in the browser: a Recruiter adds a client with a GSTIN (and sees the state it gives), is
 * told what is wrong with a bad one, adds a contact, and makes a job the client's requirement with its
 * fee terms; the public job does not name a client it may not. An Editor sees no Clients. The new
 * screens have no axe violations at 1280 and 390 px. A server of this spec's own, with a Recruiter and
 * an Editor whose second-factor codes the test computes.
 */

const port = ownServerPort('clients');
const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-clients-'));
const PASSWORD = 'a long staff password for e2e';
const people = {
  recruiter: {
    email: 'rekha.recruiter@agency.test',
    name: 'Rekha Recruiter',
    secret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
  },
  editor: {
    email: 'esha.editor@agency.test',
    name: 'Esha Editor',
    secret: 'ONSWG4TFOQYTEMZUGU3DOOBZGAYTEMZU',
  },
};
let server: OwnServer;

test.beforeAll(async () => {
  // Starts a server of its own (and fills it) before the tests: more than the 60 s a test gets.
  test.setTimeout(180_000);
  server = await startOwnServer(port, 'clients', { DATA_DIR: dataDir });
  await addStaffAccounts(dataDir, people, PASSWORD);
});
test.afterAll(async () => server.stop());

async function signInAs(page: Page, person: (typeof people)[keyof typeof people]) {
  await page.addInitScript(recordMessages);
  await page.goto(`${server.baseURL}/login`);
  await dismissScamNotice(page);
  await signInThroughForm(page, person.email, PASSWORD, person.secret);
  await page.waitForURL('**/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/** No axe violations on the page as it is, at each width (ending at 1280 px). */
async function expectAxeClean(page: Page, failures: string[], label: string, widths = [390, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    for (const violation of await axeViolations(page)) failures.push(`${label} at ${width}: ${violation}`);
  }
}

test('a Recruiter adds a client with a GSTIN and a contact, and a requirement for it', async ({
  page,
  request,
}) => {
  // A journey across several screens with six axe scans (up to 15 s each on a machine the suite shares):
  // more than the 60 s a test gets.
  test.setTimeout(300_000);
  const failures: string[] = [];
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, people.recruiter);
  await menu(page).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText('No data available')).toBeVisible();

  await page.getByRole('link', { name: 'Create Client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Client' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('Sahyadri Auto Parts');
  const gstin = page.getByRole('textbox', { name: 'GSTIN', exact: true });
  // A GSTIN whose check character is wrong: the form names the one it should have.
  await gstin.fill('24AAACB1234C1Z5');
  await expect(
    page.getByText('The GSTIN 24AAACB1234C1Z5 is not valid: the check character should be L.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('the check character should be L');
  await expect(page.getByRole('alertdialog')).toBeHidden({ timeout: 5000 });
  await expectAxeClean(page, failures, 'bad-gstin', [1280]);

  // A valid one gives the state and the PAN.
  await gstin.fill('27AAPFU0939F1ZV');
  await expect(page.getByText('State: Maharashtra (27) · PAN: AAPFU0939F')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Billing state' })).toHaveValue('27');
  await page.getByRole('button', { name: 'Add contact' }).click();
  await page.getByRole('textbox', { name: 'Contact name', exact: true }).fill('Meera Patel');
  await page.getByRole('textbox', { name: 'Designation', exact: true }).fill('Plant HR Manager');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+91 98250 11111');
  await page.getByRole('checkbox', { name: 'Takes WhatsApp on this phone' }).check();
  await expectAxeClean(page, failures, 'form');
  await page.getByRole('button', { name: 'Add Client' }).click();
  await expectTimedMessage(page, 'Client Inserted Successfully');
  await page.waitForURL('**/clients');
  const row = page.getByRole('row').filter({ hasText: 'Sahyadri Auto Parts' });
  await expect(row).toContainText('27AAPFU0939F1ZV');
  await expect(row).toContainText('Maharashtra');
  await expect(row).toContainText('Meera Patel (Plant HR Manager)');
  await expectAxeClean(page, failures, 'list');
  await page.getByRole('link', { name: 'Edit Sahyadri Auto Parts' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Client' })).toBeVisible();
  await expect(page.getByText('State: Maharashtra (27) · PAN: AAPFU0939F')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Contact name', exact: true })).toHaveValue('Meera Patel');

  // A requirement: a job of this client, with its headcount and fee terms, not naming the client publicly.
  await page.goto(`${server.baseURL}/create-jobs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Job' })).toBeVisible();
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('ITI Electrician, Chakan plant');
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Chakan, Pune');
  await page.getByRole('textbox', { name: 'Salary', exact: true }).fill('₹22,000 per month');
  await page.getByRole('textbox', { name: 'Career Level', exact: true }).fill('Skilled worker');
  await page.getByRole('textbox', { name: 'Experience', exact: true }).fill('2 years');
  await page.getByRole('textbox', { name: 'Qualification', exact: true }).fill('ITI Electrician');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Domestic' });
  await page
    .getByRole('combobox', { name: 'Client', exact: true })
    .selectOption({ label: 'Sahyadri Auto Parts' });
  await page.getByRole('textbox', { name: 'Headcount', exact: true }).fill('2');
  await page
    .getByRole('combobox', { name: 'Fee terms', exact: true })
    .selectOption({ label: 'Percentage of annual CTC' });
  await page.getByRole('textbox', { name: 'Fee (% of annual CTC)', exact: true }).fill('8.33');
  await page.getByRole('textbox', { name: 'Replacement guarantee (days)', exact: true }).fill('90');
  await expect(
    page.getByRole('checkbox', { name: /The public posting names the employer/ }),
  ).not.toBeChecked();
  await expectAxeClean(page, failures, 'requirement', [1280]);
  await page.getByRole('button', { name: 'Add Job' }).click();
  await expectTimedMessage(page, 'Job Inserted Successfully');
  await page.waitForURL('**/jobs');
  await page
    .getByRole('combobox', { name: 'Client', exact: true })
    .selectOption({ label: 'Sahyadri Auto Parts' });
  await searchList(page, 'jobs', 'Chakan');
  const jobRow = page.getByRole('row').filter({ hasText: 'ITI Electrician, Chakan plant' });
  await expect(jobRow).toContainText('Sahyadri Auto Parts');

  // The client's requirement is counted, and the public posting does not name it.
  await page.goto(`${server.baseURL}/clients`);
  await expect(page.getByRole('row').filter({ hasText: 'Sahyadri Auto Parts' })).toContainText('1');
  const jobs = (await (await request.get(`${server.baseURL}/api/job/category/2`)).json()) as Array<{
    id: number;
    title: string;
  }>;
  const job = jobs.find((entry) => entry.title === 'ITI Electrician, Chakan plant');
  expect(job).toBeDefined();
  const jobPage = await (await request.get(`${server.baseURL}/job-detail/${job!.id}`)).text();
  expect(jobPage).toContain('ITI Electrician, Chakan plant');
  expect(jobPage).not.toContain('Sahyadri');
  expect(failures).toEqual([]);
});

test('an Editor sees no Clients, and "Not allowed" at /clients', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, people.editor);
  await expect(menu(page).getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Clients' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
  await page.goto(`${server.baseURL}/clients`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
});
