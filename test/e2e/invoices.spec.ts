import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { screenshotWhenAsked } from './screenshots';
import { ownServerPort } from '../../playwright.config';
import { startOwnServer, type OwnServer } from './ownServer';
import {
  addStaffAccounts,
  confirmDialog,
  dismissScamNotice,
  expectTimedMessage,
  PDF,
  PNG_1x1,
  recordMessages,
  signInThroughForm,
} from './admin-support';

/**
 * Invoices in the browser: a Recruiter places a candidate (through the API); an Accounts user signs in,
 * lands on Invoices, makes a draft from the placement, issues it (the number of the financial year) and
 * downloads its PDF, records a part payment with TDS (an over-payment refused first) and sees the
 * client's outstanding and its ageing on the dashboard; sends the overdue reminder (which then waits in
 * the outbox) and reverses the payment, recorded by mistake (what is due goes back up); the Recruiter sees no Invoices in the menu and no
 * outstanding on the dashboard, the API answers 403, and the placement shows as invoiced. The new screens have no axe violations at 390 and 1280 px. A server of this spec's
 * own, with the two people whose second-factor codes the test computes.
 */

const port = ownServerPort('invoices');
const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-invoices-'));
const PASSWORD = 'a long staff password for e2e';
const people = {
  recruiter: {
    email: 'ravi.recruiter@agency.test',
    name: 'Ravi Recruiter',
    secret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
  },
  accounts: {
    email: 'anita.accounts@agency.test',
    name: 'Anita Accounts',
    secret: 'ONSWG4TFOQYTEMZUGU3DOOBZGAYTEMZU',
  },
};
let server: OwnServer;

test.beforeAll(async () => {
  // Starts a server of its own (and fills it) before the tests: more than the 60 s a test gets.
  test.setTimeout(180_000);
  server = await startOwnServer(port, 'invoices', { DATA_DIR: dataDir });
  await addStaffAccounts(dataDir, people, PASSWORD);
});
test.afterAll(async () => server.stop());

async function signInAs(page: Page, person: (typeof people)[keyof typeof people], landing: string) {
  await page.addInitScript(recordMessages);
  await page.goto(`${server.baseURL}/login`);
  await dismissScamNotice(page);
  await signInThroughForm(page, person.email, PASSWORD, person.secret);
  await page.waitForURL(`**/${landing.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1, name: landing })).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/** No axe violations on the page as it is at 390 and 1280 px, with a screenshot at each when asked. */
async function expectAxeClean(page: Page, failures: string[], label: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    for (const violation of await axeViolations(page)) failures.push(`${label} at ${width}: ${violation}`);
    await screenshotWhenAsked(page, label);
  }
}

/** A Recruiter's placement of a candidate at CTC ₹3,60,000 on an 8.33 % requirement of a Gujarat client. */
async function placeCandidate(page: Page, candidate: string) {
  const client = await page.request.post(`${server.baseURL}/api/clients`, {
    data: {
      name: 'E2E Sanand Forgings',
      billing_address: 'Plot 12, GIDC Sanand, Ahmedabad',
      billing_state: '24',
      contacts: [{ name: 'Meera Patel', phone: '+91 98250 11111', email: 'accounts@sanand.example' }],
    },
  });
  expect(client.status()).toBe(200);
  const clientId = ((await client.json()) as { data: { id: number } }).data.id;
  const job = await page.request.post(`${server.baseURL}/api/job/store`, {
    multipart: {
      title: 'E2E Plant Engineer',
      location: 'Sanand',
      salary: '₹30,000 per month',
      career_level: 'Skilled worker',
      experience: '2-4 years',
      qualification: 'B.E. Mechanical',
      category: '2',
      description: '<p>Run the plant.</p>',
      client_id: String(clientId),
      fee_type: 'percent_ctc',
      fee_percent_bp: '833',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG_1x1 },
    },
  });
  expect(job.status()).toBe(200);
  const jobId = ((await job.json()) as { data: { id: number } }).data.id;
  const applied = await page.request.post(`${server.baseURL}/api/applications/store`, {
    multipart: {
      job_id: String(jobId),
      name: candidate,
      email: 'e2e.invoiced@example.com',
      phone: '',
      gender: 'Male',
      title: 'E2E Plant Engineer',
      message: '',
      consent: '2026-05',
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status()).toBe(200);
  const rows = (await (
    await page.request.get(`${server.baseURL}/api/applications?job_id=${jobId}`)
  ).json()) as Array<{
    id: number;
  }>;
  const placed = await page.request.post(`${server.baseURL}/api/applications/${rows[0].id}/placement`, {
    data: { joining_date: '2026-03-02', ctc_paise: 36_000_000 },
  });
  expect(placed.status()).toBe(200);
}

test('an Accounts user issues an invoice from a placement, downloads its PDF, reminds the client and reverses a payment; a Recruiter cannot see invoices', async ({
  browser,
}) => {
  // Two people, four screens, ten axe scans on a machine the suite shares: more than the 60 s a test gets.
  test.setTimeout(300_000);
  const failures: string[] = [];
  const candidate = 'E2E Kiran Solanki';

  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  await recruiter.setViewportSize({ width: 1280, height: 900 });
  await signInAs(recruiter, people.recruiter, 'Jobs');
  await placeCandidate(recruiter, candidate);
  await expect(menu(recruiter).getByRole('link', { name: 'Placements' })).toBeVisible();
  await expect(menu(recruiter).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  expect((await recruiter.request.get(`${server.baseURL}/api/invoices`)).status()).toBe(403);

  const accountsContext = await browser.newContext();
  const page = await accountsContext.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, people.accounts, 'Invoices');
  await expect(menu(page).getByRole('link', { name: 'Applications' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Invoices' })).toBeVisible();

  await page.getByRole('link', { name: 'New Invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Invoice' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Placement' }).click();
  await page
    .getByRole('option', { name: new RegExp(`${candidate}, E2E Plant Engineer \\(₹29,988.00\\)`) })
    .click();
  await expectAxeClean(page, failures, 'invoice-form');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expectTimedMessage(page, 'Draft invoice created.');
  await expect(page.getByRole('heading', { level: 1, name: 'Draft invoice' })).toBeVisible();
  const totals = page.getByRole('table', { name: 'Totals' });
  await expect(totals.getByRole('row', { name: /Taxable value/ })).toContainText('₹29,988.00');
  await expect(totals.getByRole('row', { name: /CGST/ })).toContainText('₹2,698.92');
  await expect(totals.getByRole('row', { name: /SGST/ })).toContainText('₹2,698.92');
  await expect(totals.getByRole('row', { name: /Round off/ })).toContainText('₹0.16');
  await expect(totals.getByRole('row', { name: /^Total/ })).toContainText('₹35,386.00');
  await expect(
    page.getByText('Amount in words: Thirty Five Thousand Three Hundred Eighty Six Rupees Only'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await confirmDialog(page, 'Issue');
  await expectTimedMessage(page, '/0001 issued.');
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice SMS\/\d\d-\d\d\/0001$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Invoice ', '');
  const invoiceUrl = page.url();
  await expectAxeClean(page, failures, 'invoice-view');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${number.replace(/\//g, '-')}.pdf`);
  const bytes = await (await pdf.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  // A part payment: ₹10,000 received by bank transfer, and TDS of ₹599.76 (2 % under 194C) deducted.
  const payments = page.getByRole('region', { name: 'Payments', exact: true });
  await expect(payments.getByText('Unpaid', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Record a payment of ${number}` });
  await expect(dialog).toContainText('Due now: ₹35,386.00.');
  // More than is due: refused with a sentence, and the dialog keeps what was typed.
  await dialog.getByRole('textbox', { name: 'Amount received (₹)' }).fill('40000');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `The amount and TDS (₹40,000.00) are more than what is due on invoice ${number} (₹35,386.00).`,
  );
  await dialog.getByRole('textbox', { name: 'Amount received (₹)' }).fill('10,000');
  await dialog.getByRole('textbox', { name: 'Reference (UTR, cheque number…)' }).fill('UTR HDFC000123');
  await dialog.getByRole('textbox', { name: 'TDS section' }).fill('194C');
  await dialog.getByRole('textbox', { name: 'TDS deducted (₹)' }).fill('599.76');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expectTimedMessage(page, `Payment of ₹10,000.00 recorded against ${number}.`);
  await expect(dialog).toHaveCount(0);
  await expect(payments.getByText('Part-paid', { exact: true })).toBeVisible();
  const settlement = page.getByRole('table', { name: 'Settlement' });
  await expect(settlement.getByRole('row', { name: /^Paid/ })).toContainText('₹10,000.00');
  await expect(settlement.getByRole('row', { name: /TDS deducted/ })).toContainText('₹599.76');
  await expect(settlement.getByRole('row', { name: /^Due/ })).toContainText('₹24,786.24');
  await expect(
    page.getByRole('table', { name: 'Payments' }).getByRole('row', { name: /UTR HDFC000123/ }),
  ).toContainText('194C');
  await expectAxeClean(page, failures, 'invoice-payments');

  // The dashboard: the client's outstanding, in the 0–30 days column (issued today).
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const ageing = page.getByRole('table', { name: 'Outstanding and ageing' });
  const clientRow = ageing.getByRole('row', { name: /E2E Sanand Forgings/ });
  await expect(clientRow.getByRole('cell')).toHaveText([
    '1',
    '₹24,786.24',
    '₹0.00',
    '₹0.00',
    '₹0.00',
    '₹24,786.24',
  ]);

  await menu(page).getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('₹35,386.00');
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Part-paid');

  // For the accountant: this month's GSTR-1 register, with the invoice's row (B2C: the client has no GSTIN).
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  await page.getByLabel('Month', { exact: true }).fill(month);
  const register = page.waitForEvent('download');
  await page.getByRole('link', { name: 'GSTR-1 register CSV' }).click();
  const csv = await register;
  expect(csv.suggestedFilename()).toBe(`gstr1-register-${month}.csv`);
  const csvText = Buffer.concat(await (await csv.createReadStream()).toArray()).toString('utf8');
  expect(csvText).toContain(`B2C,,E2E Sanand Forgings,Invoice,${number},`);
  expect(csvText).toContain(',35386.00,24-Gujarat,N,18,29988.00,0.00,2698.92,2698.92,0.00,,');
  await expectAxeClean(page, failures, 'invoices');

  // The overdue reminder: sent with one action and confirmed; it waits in the outbox (no SMTP here).
  await page.goto(invoiceUrl);
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: 'Send reminder' }).click();
  await confirmDialog(page, 'Send reminder');
  await expectTimedMessage(
    page,
    `A reminder of ₹24,786.24 due on ${number} will be sent to accounts@sanand.example.`,
  );

  // The payment was recorded by mistake: reversed with a reason, it stays listed, marked, and what is
  // due goes back up to the invoice's total.
  await page.getByRole('button', { name: /^Reverse the payment ₹10,599.76 of / }).click();
  const reversal = page.getByRole('dialog', { name: /^Reverse the payment ₹10,599.76 of / });
  await reversal.getByRole('textbox', { name: 'Reason' }).fill('Recorded against the wrong invoice');
  await reversal.getByRole('button', { name: 'Reverse payment' }).click();
  await expectTimedMessage(page, `against ${number} was reversed; it no longer counts towards what is paid.`);
  await expect(reversal).toHaveCount(0);
  await expect(settlement.getByRole('row', { name: /^Due/ })).toContainText('₹35,386.00');
  await expect(settlement.getByRole('row', { name: /^Paid/ })).toContainText('₹0.00');
  await expect(payments.getByText('Unpaid', { exact: true })).toBeVisible();
  const reversedRow = page
    .getByRole('table', { name: 'Payments' })
    .getByRole('row', { name: /UTR HDFC000123/ });
  await expect(reversedRow).toContainText('Reversed');
  await expect(reversedRow).toContainText('Recorded against the wrong invoice (Anita Accounts)');
  await expect(reversedRow.getByRole('button')).toHaveCount(0);
  await expectAxeClean(page, failures, 'invoice-payment-reversed');
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(clientRow.getByRole('cell')).toHaveText([
    '1',
    '₹35,386.00',
    '₹0.00',
    '₹0.00',
    '₹0.00',
    '₹35,386.00',
  ]);

  // The reminder in the Outbox (staff who see the outbox: the Recruiter here), waiting to be sent.
  await menu(recruiter).getByRole('link', { name: 'Outbox' }).click();
  await expect(recruiter.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(
    recruiter.getByRole('row').filter({ hasText: `Payment reminder: invoice ${number}` }),
  ).toContainText('accounts@sanand.example');

  // The Recruiter sees that the placement is invoiced, not the invoice.
  await menu(recruiter).getByRole('link', { name: 'Placements' }).click();
  await expect(recruiter.getByRole('row').filter({ hasText: candidate })).toContainText('invoiced');
  // Nor amounts owed: the Recruiter's dashboard has no outstanding, and the API answers 403.
  await menu(recruiter).getByRole('link', { name: 'Dashboard' }).click();
  await expect(recruiter.getByRole('heading', { level: 2, name: 'Pipeline funnel' })).toBeVisible();
  await expect(recruiter.getByRole('heading', { name: 'Outstanding and ageing' })).toHaveCount(0);
  expect((await recruiter.request.get(`${server.baseURL}/api/receivables`)).status()).toBe(403);
  await recruiter.goto(`${server.baseURL}/invoices`);
  await expect(recruiter.getByText('Your role (Recruiter) does not give access to this page.')).toBeVisible();

  expect(failures).toEqual([]);
  await recruiterContext.close();
  await accountsContext.close();
});
