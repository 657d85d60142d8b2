import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { ownServerPort } from '../../playwright.config';
import { startMailingServer } from './ownServer';
import { PDF, login } from './admin-support';

/**
 * An applicant's erasure from the Gujarati status page (a Gujarati e-mail with a single-use link, its
 * confirm page, the data gone), a phone-only applicant's request erased on the Administrators' screen, and
 * the one-time language suggestion for a browser that prefers Gujarati. A server process of its own, WITH
 * an SMTP_URL. Axe at 390 and 1280 px on each new screen; screenshots in $SCREENSHOT_DIR when set.
 */
const port = ownServerPort('erasure-and-language');
const baseURL = `http://127.0.0.1:${port}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL, viewport: { width: 1280, height: 900 } });

const mail = startMailingServer(port, 'erasure');

const mailsTo = (address: string) => mail.smtp.received.filter((mail) => mail.to.includes(address));

/** The scam notice of any page language, closed with Escape once it opens. */
async function closeNotice(page: Page) {
  const dialog = page.getByRole('dialog');
  try {
    // A step that waits on the server (a backup, a mail, a server of its own): more than the 15 s an expectation gets.
    await dialog.waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  } catch {
    // Not shown.
  }
}

async function axeAtBothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    expect(await axeViolations(page, 'public')).toEqual([]);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Applies to the first job through the API, as from a page in `language`; answers the reference. */
async function apply(page: Page, fields: Record<string, string>): Promise<string> {
  const { data: jobs } = (await (await page.request.get('/api/job')).json()) as {
    data: Array<{ id: number }>;
  };
  const answer = await page.request.post('/api/applications/store', {
    multipart: {
      job_id: String(jobs[0].id),
      name: 'ટેસ્ટ ઉમેદવાર',
      consent: '2026-05',
      ...fields,
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { reference: string }).reference;
}

test('erasure from the Gujarati status page: a Gujarati e-mail, its confirm page, the data gone', async ({
  page,
}) => {
  // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
  test.setTimeout(240_000);
  const stamp = `${Date.now()}`.slice(-7);
  const email = `erase.${stamp}@example.com`;
  const reference = await apply(page, { email, phone: `97${stamp.padStart(8, '0')}`, language: 'gu' });
  // The outbox worker sends on its own schedule: more than the 15 s an expectation gets.
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);

  await page.goto('/gu/application-status');
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await closeNotice(page);
  await page.getByLabel('સંદર્ભ નંબર').fill(reference);
  await page.getByLabel('ઈ-મેલ સરનામું અથવા ફોન નંબર').fill(email);
  await page.getByRole('button', { name: 'સ્થિતિ જુઓ' }).click();
  await expect(page.getByTestId('status-value')).toHaveText('મળી ગઈ');
  await axeAtBothWidths(page, 'status-erase');

  await page.getByRole('button', { name: 'મારી માહિતી ભૂંસો' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'હા, ભૂંસો' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'તમે અરજી કરી હતી તે ઈ-મેલ સરનામે અમે એક લિંક મોકલી છે.',
  );
  await page.getByRole('alertdialog').getByRole('button').last().click();

  // The link arrives in Gujarati.
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(2);
  const mail = mailsTo(email)[1];
  expect(mail.subject).toBe(`તમારી માહિતી ભૂંસવાની પુષ્ટિ કરો (${reference})`);
  expect(mail.text).toContain('પ્રિય ટેસ્ટ ઉમેદવાર,');
  const link = /https?:\/\/\S+\/gu\/confirm-erasure\?token=[\w-]+/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');

  // Opening it erases nothing: the page asks.
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await closeNotice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'તમારી માહિતી ભૂંસો' })).toBeVisible();
  const stillThere = await page.request.post('/api/application-status', {
    data: { reference, contact: email },
  });
  expect(stillThere.status()).toBe(200);
  await axeAtBothWidths(page, 'confirm-erasure');

  await page.getByRole('button', { name: 'મારી માહિતી ભૂંસો' }).click();
  await expect(page.getByTestId('erasure-outcome')).toHaveText(
    'તમારી માહિતી ભૂંસી નાખવામાં આવી છે. હવે અમારી પાસે તમારી અરજીઓ, બાયોડેટા કે સંદેશા નથી.',
  );
  await axeAtBothWidths(page, 'confirm-erasure-done');

  // The data is gone: the status page no longer finds it.
  const gone = await page.request.post('/api/application-status', { data: { reference, contact: email } });
  expect(gone.status()).toBe(404);
});

test('a phone-only applicant’s request is erased on the Administrators’ screen', async ({ page }) => {
  // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
  test.setTimeout(180_000);
  const stamp = `${Date.now()}`.slice(-7);
  const phone = `96${stamp.padStart(8, '0')}`;
  const reference = await apply(page, { phone, language: 'hi' });
  const asked = await page.request.post('/api/application-status/erasure', {
    data: { reference, contact: phone },
  });
  expect(((await asked.json()) as { channel: string }).channel).toBe('staff');

  await login(page);
  await page.goto('/erasure-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Erasure requests' })).toBeVisible();
  const row = page.getByTestId(`erasure-request-${reference}`);
  await expect(row).toContainText(phone);
  await expect(row).toContainText('Waiting');
  await axeAtBothWidths(page, 'erasure-requests');
  await row.getByRole('button', { name: `Erase the records of request ${reference}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Erased 1 application(s)');
  await page.getByRole('alertdialog').getByRole('button').last().click();
  await expect(row).toContainText('Erased');
  const gone = await page.request.post('/api/application-status', { data: { reference, contact: phone } });
  expect(gone.status()).toBe(404);
});

/**
 * Resolves once the page has decided whether to offer its language suggestion: the suggestion's code (its
 * own chunk, fetched once the page has settled, from the cache after a reload) has arrived, and the frames
 * after it ran are drawn.
 */
async function suggestionDecided(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /language-suggestion[^/]*\.js$/.test(entry.name)),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
  );
}

test.describe('the language suggestion', () => {
  test.use({ locale: 'gu-IN' });

  test('appears once, in Gujarati, for a browser that prefers Gujarati, and not after dismissal', async ({
    page,
  }) => {
    // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
    test.setTimeout(120_000);
    await page.goto('/about');
    await closeNotice(page);
    const suggestion = page.getByTestId('language-suggestion');
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAttribute('lang', 'gu');
    await expect(suggestion.getByRole('link', { name: 'ગુજરાતીમાં વાંચો' })).toHaveAttribute(
      'href',
      '/gu/about',
    );
    await axeAtBothWidths(page, 'language-suggestion');

    await suggestion.getByRole('button', { name: 'ના, આભાર' }).click();
    await expect(suggestion).toBeHidden();
    await page.reload();
    await closeNotice(page);
    await suggestionDecided(page);
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
    // The page itself never moved: no redirect, whatever the browser prefers.
    expect(new URL(page.url()).pathname).toBe('/about');
  });

  test('the suggestion’s link opens the Gujarati page and remembers the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/contact');
    await closeNotice(page);
    await page.getByTestId('language-suggestion').getByRole('link', { name: 'ગુજરાતીમાં વાંચો' }).click();
    await expect(page).toHaveURL(/\/gu\/contact$/);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('gu');
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-IN' });

  test('gets no suggestion', async ({ page }) => {
    await page.goto('/about');
    await closeNotice(page);
    await suggestionDecided(page);
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
  });
});
