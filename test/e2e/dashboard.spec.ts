import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { dismissScamNotice, login, PDF } from './admin-support';

interface DashboardAnswer {
  data: {
    from: string;
    to: string;
    applications: {
      by_channel: Array<{ period: string; key: string | null; count: number }>;
      by_language: Array<{ period: string; key: string | null; count: number }>;
    };
  };
}

/** Today in India (the dashboard's days). */
const agencyToday = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 10);

async function todaysCount(page: Page, part: 'by_channel' | 'by_language', key: string): Promise<number> {
  const answer = (await (await page.request.get('/api/dashboard')).json()) as DashboardAnswer;
  return answer.data.applications[part]
    .filter((row) => row.period === agencyToday() && row.key === key)
    .reduce((sum, row) => sum + row.count, 0);
}

/** The cells of the row of `period` (yyyy-MM-dd) in the table of the dashboard section named `title`. */
async function rowOf(page: Page, title: string, period: string) {
  const section = page.getByRole('region', { name: title });
  const table = section.getByRole('table');
  const headers = await table.getByRole('columnheader').allInnerTexts();
  // The table writes the day as the agency does (dd/MM/yyyy); `period` is the API's yyyy-MM-dd.
  const shown = period.split('-').reverse().join('/');
  const cells = await table.getByRole('row').filter({ hasText: shown }).locator('th, td').allInnerTexts();
  return Object.fromEntries(headers.map((header, index) => [header.trim(), cells[index]?.trim()]));
}

test('an application through a WhatsApp-tagged link in Hindi counts under WhatsApp and Hindi', async ({
  page,
  browser,
}) => {
  // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
  test.setTimeout(180_000);
  await login(page);
  const whatsappBefore = await todaysCount(page, 'by_channel', 'whatsapp');
  const hindiBefore = await todaysCount(page, 'by_language', 'hi');

  // A visitor opens a shared link in Hindi (no session, no cookies) and applies.
  const visitor = await browser.newPage();
  // A seeded job: the newest of the list may be another spec's, deleted meanwhile on this shared server.
  const { data: job } = (await (await visitor.request.get('/api/job/1')).json()) as {
    data: { id: number; title: string };
  };
  await visitor.goto(`/hi/job-detail/${job.id}?src=whatsapp`);
  await dismissScamNotice(visitor);
  await visitor.getByRole('button', { name: 'आवेदन करें' }).first().click();
  const dialog = visitor.getByRole('dialog');
  const stamp = `${Date.now()}`.slice(-7);
  await dialog.getByLabel('नाम').fill(`WhatsApp Candidate ${stamp}`);
  await dialog.getByLabel('ई-मेल').fill(`whatsapp.${stamp}@example.com`);
  await dialog.getByLabel('फ़ोन').fill(`+91 97${stamp.padStart(8, '0')}`);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'आवेदन भेजें' }).click();
  await expect(visitor.getByRole('alertdialog')).toContainText(/SMS-\d{4}-\d{6}/);
  expect(await visitor.context().cookies()).toEqual([]);
  await visitor.close();

  expect(await todaysCount(page, 'by_channel', 'whatsapp')).toBe(whatsappBefore + 1);
  expect(await todaysCount(page, 'by_language', 'hi')).toBe(hindiBefore + 1);

  // The Dashboard shows it in its tables.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect
    .poll(async () => (await rowOf(page, 'Applications by channel', agencyToday())).WhatsApp)
    .toBe(String(whatsappBefore + 1));
  await expect
    .poll(async () => (await rowOf(page, 'Applications by language', agencyToday())).Hindi)
    .toBe(String(hindiBefore + 1));

  // View Application shows where it came from; staff can record a walk-in instead.
  const list = (await (await page.request.get('/api/applications')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const application = list.find((row) => row.name === `WhatsApp Candidate ${stamp}`);
  expect(application).toBeDefined();
  await page.goto(`/view-application/${application?.id}`);
  const channel = page.getByRole('combobox', { name: 'Came through' });
  await expect(channel).toHaveText('WhatsApp');
  await channel.click();
  await page.getByRole('option', { name: 'Walk-in' }).click();
  await page.getByRole('button', { name: 'Save channel' }).click();
  await expect(page.getByText('Channel saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Came through' })).toHaveText('Walk-in');
});

test('the date range is kept in the URL and each table downloads as CSV', async ({ page }) => {
  // Three loads of the whole Dashboard (every chart's code and data), a download and a refused range.
  test.setTimeout(60_000);
  await login(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const today = agencyToday();
  const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  // The fields and the summary write days as the agency does (dd/MM/yyyy); the URL keeps yyyy-MM-dd.
  const shown = (iso: string) => iso.split('-').reverse().join('/');
  // As a person does, wait for the figures: the fields show the answered range once it arrives, and a fill
  // racing that arrival lost its text (the field's 10 characters were full when the text went in).
  await expect(page.getByText(/ from \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await page.getByLabel('From').fill(shown(weekAgo));
  await expect(page.getByLabel('From')).toHaveValue(shown(weekAgo));
  await page.getByLabel('To').fill(shown(today));
  await expect(page.getByLabel('To')).toHaveValue(shown(today));
  await page.getByRole('combobox', { name: 'Count per' }).click();
  await page.getByRole('option', { name: 'Week' }).click();
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?from=${weekAgo}&to=${today}&interval=week$`));
  await expect(page.getByText(`from ${shown(weekAgo)} to ${shown(today)}.`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`from ${shown(weekAgo)} to ${shown(today)}.`)).toBeVisible();
  await expect(page.getByLabel('From')).toHaveValue(shown(weekAgo));

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Pipeline funnel as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('pipeline-funnel.csv');
  const text = await (await import('node:fs/promises')).readFile((await file.path()) as string, 'utf8');
  expect(text.split('\r\n')[0]).toBe('\ufeffStage,Reached,From the stage before,Of all applications');
  expect(text).toContain('\r\nPlaced,');

  // A reversed range is refused with the server's sentence.
  await page.goto(`/dashboard?from=${today}&to=${weekAgo}`);
  await expect(page.getByRole('alert')).toContainText('The range must start on or before its end');
});

for (const width of [390, 1280]) {
  test(`the Dashboard has no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pipeline funnel' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/dashboard-${width}.png`, fullPage: true });
  });
}
