import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { dismissScamNotice, expectTimedMessage, login, PNG_1x1, searchList, unique } from './admin-support';

const GUJARATI_TITLE = 'વેલ્ડર (જહાજવાડો)';
const GUJARATI_TEXT = 'જહાજવાડા માટે પાઇપ વેલ્ડ કરવાનું કામ.';

test('staff add a Gujarati title and description to a job: /gu/ shows them, /hi/ shows the English marked lang="en"', async ({
  page,
  browser,
}) => {
  // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
  test.setTimeout(120_000);
  const title = unique('E2E Shipyard welder');
  await login(page);
  await page.goto('/create-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Job' })).toBeVisible();
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Mumbai');
  await page.getByRole('textbox', { name: 'Salary', exact: true }).fill('₹40,000 per month');
  await page.getByRole('textbox', { name: 'Career Level', exact: true }).fill('Skilled worker');
  await page.getByRole('textbox', { name: 'Experience', exact: true }).fill('2 years');
  await page.getByRole('textbox', { name: 'Qualification', exact: true }).fill('ITI Welder');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Domestic' });
  await page.getByRole('textbox', { name: 'Description', exact: true }).click();
  await page.keyboard.type('Weld pipes for a shipyard.');

  // The Gujarati tab: optional title and description; the English ones stay as typed.
  await page.getByRole('tab', { name: /Gujarati/ }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeHidden();
  await page.getByRole('textbox', { name: 'Title in Gujarati' }).fill(GUJARATI_TITLE);
  await page.getByRole('textbox', { name: 'Description in Gujarati' }).click();
  await page.keyboard.type(GUJARATI_TEXT);
  await page.getByRole('tab', { name: 'English' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);

  // Unsaved work is still guarded with the tabs.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Team' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Leave without saving?');
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/create-jobs$/);

  await page.getByRole('button', { name: 'Add Job' }).click();
  await expectTimedMessage(page, 'Job Inserted Successfully');
  await page.waitForURL('**/jobs');
  await searchList(page, 'jobs', title);
  const editHref = await page.getByRole('link', { name: `Edit ${title}` }).getAttribute('href');
  const id = /(\d+)$/.exec(editHref ?? '')?.[1];
  expect(id).toBeTruthy();

  // The editor shows the stored translation again.
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByRole('tab', { name: /Gujarati/ }).click();
  await expect(page.getByRole('textbox', { name: 'Title in Gujarati' })).toHaveValue(GUJARATI_TITLE);
  await expect(page.getByRole('textbox', { name: 'Description in Gujarati' })).toHaveText(GUJARATI_TEXT);

  const visitor = await browser.newContext();
  const gujarati = await visitor.newPage();
  await gujarati.goto(`/gu/job-detail/${id}`);
  await dismissScamNotice(gujarati);
  const heading = gujarati.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(GUJARATI_TITLE);
  expect(await heading.getAttribute('lang')).toBeNull();
  await expect(gujarati.locator('.rich-text')).toHaveText(GUJARATI_TEXT);
  await expect(gujarati).toHaveTitle(new RegExp(`^${GUJARATI_TITLE.replace(/[()]/g, '\\$&')} \\|`));
  const ld = await gujarati.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld ?? '{}')).toMatchObject({ title: GUJARATI_TITLE, inLanguage: 'gu' });
  await expect(gujarati.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/gu/job-detail/${id}$`),
  );
  // What the visitor shares and the form they open name the job as the page does.
  const shareHref = await gujarati.getByRole('link', { name: 'આ નોકરી શેર કરો' }).getAttribute('href');
  expect(new URL(shareHref ?? '').searchParams.get('text')).toContain(GUJARATI_TITLE);
  await gujarati.getByRole('button', { name: 'અરજી કરો', exact: true }).click();
  await expect(gujarati.getByRole('dialog', { name: `અરજી કરો: ${GUJARATI_TITLE}` })).toBeVisible();
  await gujarati.keyboard.press('Escape');

  const hindi = await visitor.newPage();
  await hindi.goto(`/hi/job-detail/${id}`);
  await dismissScamNotice(hindi);
  await expect(hindi.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(hindi.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(hindi.locator('.rich-text')).toHaveAttribute('lang', 'en');
  await expect(hindi.locator('.rich-text')).toHaveText('Weld pipes for a shipyard.');
  // Not a Hindi version: its canonical is the English page and it names no alternates.
  const canonical = await hindi.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe(`/job-detail/${id}`);
  await expect(hindi.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);

  // The Gujarati job list's card names it in Gujarati.
  await gujarati.goto('/gu/domestic');
  // A new page load: the notice shows again.
  await dismissScamNotice(gujarati);
  await expect(gujarati.getByRole('heading', { name: GUJARATI_TITLE })).toBeVisible();
  await visitor.close();
});

for (const width of [390, 1280]) {
  test(`the job form's language tabs at ${width} px: screenshot and no axe violations`, async ({ page }) => {
    // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await login(page);
    await page.goto('/create-jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Job' })).toBeVisible();
    await page.getByRole('tab', { name: /Hindi/ }).click();
    await expect(page.getByRole('textbox', { name: 'Title in Hindi' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('tablist', { name: 'Language of the title and description' })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/xlate-job-form-tabs-${width}.png`, fullPage: false });
  });
}
