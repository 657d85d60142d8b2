import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type Page } from './fixtures';
import { axeViolations } from './axe';
import { ownServerPort } from '../../playwright.config';
import { startOwnServer, type OwnServer } from './ownServer';
import { PDF } from './admin-support';
import { tapInNotice } from './public-support';
import { screenshotWhenAsked } from './screenshots';

/**
 * A job seeker's own account (issue 42), at 390 px: they apply in Gujarati without an account, later sign
 * in at /gu/my-applications with a code read from a fake WhatsApp Cloud API (an HTTP server in this
 * process, which the spec's own server sends to), see the application with its status in Gujarati and
 * withdraw it after the confirmation, and download their data; axe finds nothing on each page; and the same sign-in works with
 * JavaScript off. Screenshots at 390 and 1280 px in $SCREENSHOT_DIR when set.
 */
const port = ownServerPort('candidate-account');
const baseURL = `http://127.0.0.1:${port}`;
const PHONE_NUMBER_ID = '5550001111';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL, viewport: { width: 390, height: 844 } });

interface SentTemplate {
  to: string;
  template: { name: string; components: { parameters: { text: string }[] }[] };
}

const received: SentTemplate[] = [];
let cloudApi: http.Server | undefined;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  // A server of its own (and its demo content) before the tests: more than the 30 s a test gets.
  test.setTimeout(180_000);
  cloudApi = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(JSON.parse(text) as SentTemplate);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: 'wamid.e2e' }] }));
    });
  });
  await new Promise<void>((resolve) => cloudApi!.listen(0, '127.0.0.1', resolve));
  const apiPort = (cloudApi.address() as AddressInfo).port;
  server = await startOwnServer(port, 'candidate-account', {
    WHATSAPP_TOKEN: 'e2e-token',
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_API_URL: `http://127.0.0.1:${apiPort}/v21.0/`,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (cloudApi ? cloudApi.close(() => resolve()) : resolve()));
});

/** The codes sent to a number so far, oldest first. */
const codesTo = (number: string) =>
  received
    .filter((sent) => sent.to === `91${number}` && sent.template.name === 'candidate_sign_in_code')
    .map((sent) => sent.template.components[0].parameters[0].text);

/** The newest code sent to the number once it has arrived (the outbox worker sends on its own schedule). */
async function newCode(number: string, before: number): Promise<string> {
  await expect.poll(() => codesTo(number).length, { timeout: 20_000 }).toBeGreaterThan(before);
  return codesTo(number).at(-1)!;
}

async function axeAtBothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await axeViolations(page, 'public')).toEqual([]);
    await screenshotWhenAsked(page, name);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The scam notice of a Gujarati page, closed by its button when it shows. */
async function closeNotice(page: Page) {
  const notice = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button') })
    .first();
  try {
    await notice.waitFor({ timeout: 15_000 });
  } catch {
    return;
  }
  await tapInNotice(notice.getByRole('button').last(), () => expect(notice).toBeHidden({ timeout: 1000 }));
}

/** Signs in at /gu/my-applications with the number and the code the fake WhatsApp API received. */
async function signIn(page: Page, number: string) {
  await page.goto('/gu/my-applications');
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('મારી અરજીઓ');
  const before = codesTo(number).length;
  await page.getByLabel('મોબાઇલ નંબર અથવા ઈ-મેલ').fill(`+91 ${number.slice(0, 5)} ${number.slice(5)}`);
  await page.getByRole('button', { name: 'કોડ મોકલો' }).click();
  await expect(page.getByRole('status')).toContainText('6 અંકનો કોડ WhatsApp');
  const code = await newCode(number, before);
  await page.getByLabel('6 અંકનો કોડ').fill(code);
  await page.getByRole('button', { name: 'સાઇન ઇન કરો' }).click();
  await expect(page.getByText(`+91 ${number.slice(0, 5)} ${number.slice(5)} તરીકે સાઇન ઇન`)).toBeVisible();
}

test('a Gujarati applicant signs in with a WhatsApp code, sees the application in Gujarati and withdraws it', async ({
  page,
}) => {
  // A journey across several full page loads and a message through the outbox: more than the 30 s a test gets.
  test.setTimeout(120_000);
  const stamp = `${Date.now()}`.slice(-8);
  const number = `9${stamp.padStart(9, '7')}`;
  const { data: jobs } = (await (await page.request.get('/api/job')).json()) as {
    data: Array<{ id: number; title: string }>;
  };
  const job = jobs[0];

  // Applying in Gujarati, without an account.
  await page.goto(`/gu/job-detail/${job.id}`);
  await closeNotice(page);
  await page.getByRole('button', { name: 'અરજી કરો' }).first().click();
  const dialog = page.getByRole('dialog', { name: job.title });
  await dialog.getByLabel('નામ').fill('આશા પટેલ');
  await dialog.getByLabel('ફોન').fill(number);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'અરજી મોકલો' }).click();
  await expect(page.getByTestId('receipt-reference')).toHaveText(/^SMS-\d{4}-\d{6}$/, { timeout: 20_000 });
  const reference = (await page.getByTestId('receipt-reference').textContent()) ?? '';

  // Later: from the site's footer to the sign-in page (a full page load: the server's page), the code from
  // WhatsApp, the account.
  await page.goto('/gu/');
  await closeNotice(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'મારી અરજીઓ' }).click();
  await expect(page).toHaveURL(/\/gu\/my-applications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('મારી અરજીઓ');
  await axeAtBothWidths(page, 'candidate-sign-in');
  await signIn(page, number);
  const card = page.getByRole('region').filter({ hasText: reference });
  await expect(card).toContainText('મળી ગઈ');
  await axeAtBothWidths(page, 'candidate-applications');

  // Everything held about them, as a file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'અમારી પાસે તમારી જે માહિતી છે તે બધી ફાઇલ તરીકે ડાઉનલોડ કરો' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('my-data.json');
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    applications: { reference: string; phone: string }[];
  };
  expect(data.applications).toEqual([expect.objectContaining({ reference, phone: number })]);

  // Withdrawing asks first.
  await card.getByRole('button', { name: 'આ અરજી પાછી ખેંચો' }).click();
  await expect(page.getByText(`(${reference}) માટેની તમારી અરજી પાછી ખેંચવા`)).toBeVisible();
  await axeAtBothWidths(page, 'candidate-withdraw');
  await page.getByRole('button', { name: 'હા, પાછી ખેંચો' }).click();
  await expect(page.getByRole('status')).toHaveText(`તમારી અરજી ${reference} પાછી ખેંચી લેવામાં આવી છે.`);
  await expect(page.getByRole('region').filter({ hasText: reference })).toContainText('પાછી ખેંચી');
  await expect(page.getByRole('button', { name: 'આ અરજી પાછી ખેંચો' })).toHaveCount(0);
  expect(await axeViolations(page, 'public')).toEqual([]);
});

/**
 * A test at 390 px with JavaScript off, in a context of its own closed afterwards: the page, a new number
 * starting with `leading`, and the listed jobs.
 */
async function withJavaScriptOff(
  browser: Browser,
  leading: string,
  run: (page: Page, number: string, jobs: Array<{ id: number }>) => Promise<void>,
): Promise<void> {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    const stamp = `${Date.now()}`.slice(-8);
    const { data: jobs } = (await (await page.request.get('/api/job')).json()) as {
      data: Array<{ id: number }>;
    };
    await run(page, `${leading}${stamp.padStart(9, leading)}`, jobs);
  } finally {
    await context.close();
  }
}

test('the same sign-in with JavaScript off', async ({ browser }) => {
  await withJavaScriptOff(browser, '8', async (page, number, jobs) => {
    const reference = await applyWithoutAccount(page, jobs[0].id, number);
    await signIn(page, number);
    await expect(page.getByRole('region').filter({ hasText: reference })).toContainText('મળી ગઈ');
    await screenshotWhenAsked(page, 'candidate-applications-no-js');
  });
});

/** An application sent without an account (through the API, as the form sends it); answers its reference. */
async function applyWithoutAccount(page: Page, jobId: number, number: string): Promise<string> {
  const answer = await page.request.post('/api/applications/store', {
    multipart: {
      job_id: String(jobId),
      name: 'આશા પટેલ',
      phone: number,
      language: 'gu',
      consent: '2026-12',
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { reference: string }).reference;
}

test('a job seeker fills the profile and applies to a second job in one tap', async ({ page }) => {
  // Sign-in, the profile and an application across several full page loads: more than the 30 s a test gets.
  test.setTimeout(120_000);
  const stamp = `${Date.now()}`.slice(-8);
  const number = `7${stamp.padStart(9, '5')}`;
  const { data: jobs } = (await (await page.request.get('/api/job')).json()) as {
    data: Array<{ id: number; title: string }>;
  };
  await applyWithoutAccount(page, jobs[0].id, number);
  await signIn(page, number);

  // The profile: from the account page, filled and saved with a resume.
  await page.getByRole('link', { name: 'મારી પ્રોફાઇલ: એક વાર ભરો, એક ટેપમાં અરજી કરો' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('મારી પ્રોફાઇલ');
  await axeAtBothWidths(page, 'candidate-profile');
  await page.getByLabel('નામ', { exact: true }).fill('આશા પટેલ');
  await page.getByLabel('લિંગ', { exact: true }).selectOption('Female');
  await page.getByLabel('જન્મ તારીખ').fill('1996-04-12');
  await page.getByLabel('તમે ક્યાં રહો છો (શહેર કે ગામ)').fill('નરોડા, અમદાવાદ');
  await page.getByLabel('લાયકાત').fill('ITI');
  await page.getByRole('group', { name: 'શું તમે વિદેશમાં કામ કરશો?' }).getByLabel('હા').check();
  await page.getByRole('group', { name: 'પાસપોર્ટ' }).getByLabel('ECNR (ઇમિગ્રેશન તપાસ જરૂરી નથી)').check();
  await page
    .getByLabel('બાયોડેટા (ફક્ત PDF)')
    .setInputFiles({ name: 'asha-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'મારી પ્રોફાઇલ સાચવો' }).click();
  await expect(page.getByRole('status')).toHaveText('તમારી પ્રોફાઇલ સાચવી લેવામાં આવી છે.');
  await expect(page.getByText('સાચવેલો બાયોડેટા: asha-cv.pdf')).toBeVisible();
  expect(await axeViolations(page, 'public')).toEqual([]);

  // The second job: the form comes filled from the profile with the saved resume; one tap plus the consent.
  const second = jobs[1];
  await page.goto(`/gu/job-detail/${second.id}`);
  await closeNotice(page);
  await page.getByRole('button', { name: 'અરજી કરો' }).first().click();
  const dialog = page.getByRole('dialog', { name: second.title });
  await expect(dialog.getByLabel('નામ')).toHaveValue('આશા પટેલ');
  await expect(dialog.getByLabel('ફોન')).toHaveValue(number);
  await expect(
    dialog.getByRole('checkbox', { name: 'મારો સાચવેલો બાયોડેટા મોકલો: asha-cv.pdf' }),
  ).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'ઉપર લખ્યા પ્રમાણે મારી માહિતીના ઉપયોગ માટે હું સંમત છું.' }).check();
  await dialog.getByRole('button', { name: 'અરજી મોકલો' }).click();
  await expect(page.getByTestId('receipt-reference')).toHaveText(/^SMS-\d{4}-\d{6}$/, { timeout: 20_000 });
  const reference = (await page.getByTestId('receipt-reference').textContent()) ?? '';

  // Listed on their account.
  await page.goto('/gu/my-applications');
  await expect(page.getByRole('region').filter({ hasText: reference })).toContainText('મળી ગઈ');
});

test('the profile form with JavaScript off', async ({ browser }) => {
  await withJavaScriptOff(browser, '6', async (page, number, jobs) => {
    await applyWithoutAccount(page, jobs[0].id, number);
    await signIn(page, number);
    await page.goto('/gu/my-applications/profile');
    await page.getByLabel('નામ', { exact: true }).fill('આશા પટેલ');
    await page.getByRole('group', { name: 'પાસપોર્ટ' }).getByLabel('પાસપોર્ટ નથી').check();
    await page
      .getByLabel('બાયોડેટા (ફક્ત PDF)')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'મારી પ્રોફાઇલ સાચવો' }).click();
    await expect(page.getByRole('status')).toHaveText('તમારી પ્રોફાઇલ સાચવી લેવામાં આવી છે.');
    await expect(page.getByText('સાચવેલો બાયોડેટા: cv.pdf')).toBeVisible();
    await expect(page.getByLabel('નામ', { exact: true })).toHaveValue('આશા પટેલ');
    await screenshotWhenAsked(page, 'candidate-profile-no-js');
  });
});
