import { expect, test } from './fixtures';
import { staffSignIn, tinyPdf, uniqueTag } from './public-support';

/*
 * The public forms with JavaScript off (as on a phone before the site's code has arrived): the job
 * page's Apply Jobs is a link to the server's apply page, whose form posts (with the PDF resume and the
 * consent) and answers a page with the reference; the contact form and the footer's subscribe form post
 * to the server and answer the spec's sentences on a page.
 */
test.use({ javaScriptEnabled: false });

interface JobRow {
  id: number;
  title: string;
}

const resume = () => ({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });

test('without JavaScript a visitor applies for a job with a PDF and sees the reference', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await playwright.request.newContext({ baseURL });
  await staffSignIn(staff);
  const { data } = (await (await staff.get('/api/job')).json()) as { data: JobRow[] };
  const job = data[0];
  const name = uniqueTag('NoScript');

  await page.goto(`/job-detail/${job.id}`);
  await page.getByRole('button', { name: 'Apply Jobs' }).click();
  await expect(page).toHaveURL(new RegExp(`/job-detail/${job.id}/apply$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: `Apply for ${job.title}` })).toBeVisible();

  // Without the consent: the spec's sentence on the page, and what was typed is still there.
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Message').fill('Sent without JavaScript');
  await page.getByLabel('Resume (PDF only)').setInputFiles(resume());
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please tick the box to agree to the privacy notice; we cannot process your application without it.',
  );
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Message')).toHaveValue('Sent without JavaScript');

  // With it: the result page with the reference.
  await page.getByLabel('I agree to the use of my details as described above.').check();
  await page.getByLabel('Resume (PDF only)').setInputFiles(resume());
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /^Your application has been submitted successfully\. Your reference is \S+\.$/,
  );
  const reference = (await page.getByTestId('reference').textContent())?.trim() ?? '';
  expect(reference).not.toBe('');

  // Staff have it, with its resume.
  type Row = { name: string; reference?: string };
  const listed = (await (await staff.get('/api/applications')).json()) as Row[] | { data: Row[] };
  const stored = (Array.isArray(listed) ? listed : listed.data).find(
    (application) => application.name === name,
  );
  expect(stored).toBeDefined();
  expect(stored?.reference).toBe(reference);
  await staff.dispose();
});

test('the apply page is in Gujarati under /gu/', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/job')).json()) as { data: JobRow[] };
  await page.goto(`/gu/job-detail/${data[0].id}`);
  await page.getByRole('button', { name: 'અરજી કરો', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/gu/job-detail/${data[0].id}/apply$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await expect(page.locator('form[data-apply-form] input[name="language"]')).toHaveValue('gu');
});

test('without JavaScript the contact form sends an enquiry', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill(uniqueTag('NoScript enquiry'));
  await form.getByLabel('Email').fill('noscript@example.com');
  await form.getByLabel('Phone number').fill('9876543210');
  await form.getByLabel('Purpose').selectOption('jobseeker');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you! Your submission has been received!');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('without JavaScript the footer subscribes to job alerts', async ({ page }) => {
  await page.goto('/about');
  const form = page.getByRole('form', { name: 'Subscribe to job alerts' });
  await form.getByRole('textbox').fill(`${uniqueTag('noscript')}@example.com`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you! Your submission has been received!');
});
