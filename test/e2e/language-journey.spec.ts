import { expect, test } from './fixtures';
import { ownServerPort } from '../../playwright.config';
import { startMailingServer } from './ownServer';
import { PDF, login } from './admin-support';
import { hydratedFooter, tapInNotice } from './public-support';

/**
 * People answered in their own language, end to end with real e-mail: a Gujarati application (receipt,
 * Gujarati confirmation, the Gujarati status page, a Gujarati status message) and a Hindi subscription
 * (Hindi confirmation, Hindi confirm page). A server process of its own, WITH an SMTP_URL.
 */
const port = ownServerPort('language-journey');
const baseURL = `http://127.0.0.1:${port}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL, viewport: { width: 1280, height: 900 } });

const mail = startMailingServer(port, 'languages');

const mailsTo = (address: string) => mail.smtp.received.filter((mail) => mail.to.includes(address));

/** The scam notice of a Gujarati or Hindi page, closed by its button (whatever its words). */
async function closeNotice(page: import('@playwright/test').Page) {
  const notice = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button') })
    .first();
  try {
    // A step that waits on the server (a backup, a mail, a server of its own): more than the 15 s an expectation gets.
    await notice.waitFor({ timeout: 15_000 });
  } catch {
    // Not shown.
    return;
  }
  await tapInNotice(notice.getByRole('button').last(), () => expect(notice).toBeHidden({ timeout: 1000 }));
}

test('a Gujarati application: receipt, Gujarati confirmation, Gujarati status page, Gujarati status e-mail', async ({
  page,
}) => {
  // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
  test.setTimeout(180_000);
  const stamp = `${Date.now()}`.slice(-7);
  const email = `gujarati.${stamp}@example.com`;
  const { data: jobs } = (await (await page.request.get('/api/job')).json()) as {
    data: Array<{ id: number; title: string }>;
  };
  const job = jobs[0];

  await page.goto(`/gu/job-detail/${job.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await closeNotice(page);
  await page.getByRole('button', { name: 'અરજી કરો' }).click();
  const dialog = page.getByRole('dialog', { name: job.title });
  await dialog.getByLabel('ઈ-મેલ').fill(email);
  await dialog.getByLabel('ફોન').fill(`98${stamp.padStart(8, '0')}`);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'અરજી મોકલો' }).click();

  // After the spec's result dialog, the page keeps a Gujarati receipt with the reference.
  const receipt = page.getByRole('region', { name: 'અરજી મોકલાઈ ગઈ: તમારો સંદર્ભ નંબર સાચવી રાખો' });
  // The upload of the resume and the answer: more than the 15 s an expectation gets.
  await expect(receipt).toBeVisible({ timeout: 20_000 });
  const reference = (await receipt.getByTestId('receipt-reference').textContent()) ?? '';
  expect(reference).toMatch(/^SMS-\d{4}-\d{6}$/);
  await expect(receipt).toContainText('અમે આ સંદર્ભ નંબર તમને ઈ-મેલથી મોકલ્યો છે.');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await receipt.getByRole('button', { name: 'સંદર્ભ નંબર કૉપિ કરો' }).click();
  await expect(receipt.getByRole('status')).toHaveText('સંદર્ભ નંબર કૉપિ થઈ ગયો');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

  // The confirmation e-mail is Gujarati and carries the reference.
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const [confirmation] = mailsTo(email);
  expect(confirmation.subject).toBe(`અમને તમારી અરજી ${reference} મળી છે`);
  expect(confirmation.text).toContain(`તમારો સંદર્ભ નંબર ${reference} છે.`);

  // The receipt's link opens the Gujarati status page: New ("મળી ગઈ").
  await receipt.getByRole('link', { name: 'તમારી અરજીની સ્થિતિ જુઓ' }).click();
  await expect(page).toHaveURL(/\/gu\/application-status$/);
  // The status page itself, not the job page's receipt (whose title also names the reference number).
  await expect(page.getByRole('button', { name: 'સ્થિતિ જુઓ' })).toBeVisible();
  await page.getByLabel('સંદર્ભ નંબર').fill(reference);
  await page.getByLabel('ઈ-મેલ સરનામું અથવા ફોન નંબર').fill(email);
  await page.getByRole('button', { name: 'સ્થિતિ જુઓ' }).click();
  await expect(page.getByTestId('status-value')).toHaveText('મળી ગઈ');

  // A wrong contact gets the one Gujarati answer for every mismatch.
  await page.getByLabel('ઈ-મેલ સરનામું અથવા ફોન નંબર').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'સ્થિતિ જુઓ' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'આ સંદર્ભ નંબર અને આ ઈ-મેલ સરનામા કે ફોન નંબરવાળી કોઈ અરજી અમને મળી નથી.',
  );

  // Staff move it to Interview with the template message: a Gujarati status e-mail.
  await login(page);
  const list = (await (await page.request.get('/api/applications')).json()) as Array<{
    id: number;
    reference: string;
  }>;
  const id = list.find((row) => row.reference === reference)?.id;
  await page.goto(`/view-application/${id}`);
  await page.getByRole('button', { name: 'Change status' }).click();
  const change = page.getByRole('dialog', { name: 'Change status' });
  await change.getByLabel('New status').selectOption('Interview');
  await change.getByRole('checkbox', { name: 'Send the applicant the template message' }).check();
  await change.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('1 application moved to Interview.');
  // The outbox worker sends on its own schedule: more than the 15 s an expectation gets.
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(2);
  const interview = mailsTo(email)[1];
  expect(interview.subject).toBe(`${job.title} માટે ઇન્ટરવ્યૂ (${reference})`);
  expect(interview.text).toContain('ઇન્ટરવ્યૂ માટે આમંત્રિત કરીએ છીએ');
});

test('a Hindi subscription: Hindi confirmation e-mail, Hindi confirm page', async ({ page }) => {
  // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
  test.setTimeout(120_000);
  const email = `hindi.${Date.now()}@example.com`;
  await page.goto('/hi/blog');
  await closeNotice(page);
  const footer = await hydratedFooter(page);
  await footer.locator('input[name="Footer-Email"]').fill(email);
  await footer.getByRole('button', { name: 'सब्सक्राइब करें' }).click();
  await expect(footer.getByRole('status')).not.toBeEmpty();

  // The outbox worker sends on its own schedule: more than the 15 s an expectation gets.
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const [mail] = mailsTo(email);
  expect(mail.subject).toMatch(/से नौकरी अलर्ट की पुष्टि करें$/);
  const link = /https?:\/\/\S+\/api\/subscribers\/confirm\?token=[\w%-]+&lang=hi/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'नौकरी अलर्ट की पुष्टि करें' })).toBeVisible();
  await page.getByRole('button', { name: 'पुष्टि करें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'सदस्यता की पुष्टि हो गई' })).toBeVisible();
  expect(await page.locator('a[href$="/hi/"], a[href$="/hi"]').count()).toBeGreaterThan(0);
});
