import { expect, test } from './fixtures';
import { closeScamNotice, EMPTY_BASE, staffSignIn, tinyPdf, uniqueTag } from './public-support';

interface JobRow {
  id: number;
  title: string;
  category: '1' | '2';
}

test('both job lists show their category from the seeded database', async ({ page, request }) => {
  for (const [path, category, heading] of [
    ['/international', '1', 'International Jobs'],
    ['/domestic', '2', 'Domestic Jobs'],
  ] as const) {
    const jobs = (await (await request.get(`/api/job/category/${category}`)).json()) as JobRow[];
    expect(jobs.length).toBeGreaterThan(0);
    await page.goto(path);
    await closeScamNotice(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('job-card')).toHaveCount(jobs.length);
    for (const job of jobs)
      await expect(page.getByRole('heading', { name: job.title, exact: true })).toBeVisible();
    await expect(page.getByText('Coming Soon')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Begin your new journey with us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  }
});

test('an empty database shows Coming Soon on both job lists, the blog and the home carousel', async ({
  page,
}) => {
  for (const path of ['/international', '/domestic', '/blog']) {
    await page.goto(`${EMPTY_BASE}${path}`);
    await closeScamNotice(page);
    await expect(page.getByText('Coming Soon')).toBeVisible();
    await expect(page.getByTestId('job-card')).toHaveCount(0);
  }
  await page.goto(`${EMPTY_BASE}/`);
  await closeScamNotice(page);
  await page.getByRole('heading', { name: 'Latest job opportunities' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('Coming Soon')).toBeVisible();
});

test.describe('applying for a job', () => {
  let job: JobRow;
  test.beforeEach(async ({ page, request }) => {
    // A seeded job, which no spec edits or deletes: the newest job of the list may be one that another
    // spec is creating and deleting at the same moment (admin-jobs.spec.ts did, and this test then waited
    // on a job page whose job had gone).
    ({ data: job } = (await (await request.get('/api/job/1')).json()) as { data: JobRow });
    await page.goto(`/job-detail/${job.id}`);
    await closeScamNotice(page);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    // (The salary is "Salary Range" for a job with its range given, "Salary" for one typed in.)
    for (const label of ['Location', /^Salary( Range)?$/, 'Career Level', 'Experience'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    // Each fact of the overview has its icon (the salary's: the rupee sign).
    await expect(
      // (The overview's item, which begins with its label: the description's lists may speak of salary.)
      page
        .getByRole('listitem')
        .filter({ hasText: /^Salary/ })
        .first()
        .locator('.ov-icon svg'),
    ).toBeVisible();
  });

  test('a real application with a PDF reaches staff, resume included', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const name = uniqueTag('Applicant');
    await page.getByRole('button', { name: 'Apply Jobs' }).click();
    const dialog = page.getByRole('dialog', { name: /Apply for/ });
    await expect(dialog).toBeVisible();
    const width = (await dialog.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThan(640);
    expect(width).toBeLessThanOrEqual(651);

    await dialog.getByLabel('Name').fill(name);
    // A distinct candidate per run: the same person may apply for one job once a day.
    const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('');
    await dialog.getByLabel('Gender').selectOption('Female');
    await dialog.getByLabel('Message').fill('I can join next month.');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await expect(dialog.getByText('resume.pdf')).toBeVisible();
    await expect(dialog.getByText(/We collect your name, e-mail, phone number/)).toBeVisible();
    await dialog.getByRole('checkbox', { name: /I agree to the use of my details/ }).check();
    await dialog.getByRole('button', { name: 'Submit application' }).click();

    const result = page.getByRole('alertdialog');
    await expect(result).toBeVisible();
    await expect(result).toContainText(
      /Your application has been submitted successfully\. Your reference is SMS-\d{4}-\d{6}\./,
    );
    await expect(page.getByTestId('CheckCircleOutlineIcon')).toBeVisible();
    // Read now: the result closes by itself after its time, perhaps before staff have looked it up.
    const resultText = await result.textContent();
    await expect(dialog).toBeHidden();

    const staff = await playwright.request.newContext({ baseURL });
    await staffSignIn(staff);
    const applications = (await (await staff.get('/api/applications')).json()) as Array<{
      id: number;
      name: string;
      job_title: string;
      title: string;
      reference: string;
      status: string;
    }>;
    const mine = applications.find((application) => application.name === name);
    expect(mine).toBeDefined();
    expect(resultText).toContain(mine?.reference);
    expect(mine?.status).toBe('New');
    expect(mine?.title).toBe(job.title);
    const detail = (await (await staff.get(`/api/applications/${mine?.id}`)).json()) as {
      data: { resume: string; job_id: number; gender: string };
    };
    expect(detail.data.job_id).toBe(job.id);
    expect(detail.data.gender).toBe('Female');
    const resume = await staff.get(`/api${detail.data.resume}`);
    expect(resume.status()).toBe(200);
    expect(resume.headers()['content-type']).toContain('application/pdf');
    expect((await resume.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await staff.dispose();
  });

  test('a non-PDF file is refused and no resume means "Please upload your resume."', async ({ page }) => {
    await page.getByRole('button', { name: 'Apply Jobs' }).click();
    const dialog = page.getByRole('dialog', { name: /Apply for/ });
    await expect(dialog.locator('input[type="file"]')).toHaveAttribute('accept', '.pdf,application/pdf');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
    await expect(dialog.getByRole('alert')).toContainText('Only PDF files can be uploaded');
    await expect(dialog.getByText('No file chosen')).toBeVisible();

    await dialog.getByLabel('Name').fill(uniqueTag('No resume'));
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    const error = page.getByRole('alertdialog');
    await expect(error).toContainText('Please upload your resume.');
    await error.getByRole('button', { name: 'OK' }).click();
    await expect(error).toBeHidden();
    await expect(dialog).toBeVisible();
  });

  test('a tap on Apply whose form code has not come takes the visitor to the apply page', async ({
    browser,
    baseURL,
  }) => {
    // A fresh visit whose apply form code never arrives (a slow phone, just after the page got going).
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.route(/\/assets\/apply-dialog\.[0-9a-f]+\.js$/, () => undefined);
    await page.goto(`/job-detail/${job.id}`);
    // The page is hydrated and settled by the time the notice opens (the form's code was asked for then).
    await closeScamNotice(page);
    await page.getByRole('button', { name: 'Apply Jobs' }).click();
    // Not a modal that waits for its code: the server's apply page, its form there at once.
    await expect(page).toHaveURL(new RegExp(`/job-detail/${job.id}/apply$`));
    await expect(page.locator('form[data-apply-form]')).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Apply for/ })).toHaveCount(0);
    await context.close();
  });

  test('on a phone the form is full width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Apply Jobs' }).click();
    const dialog = page.getByRole('dialog', { name: /Apply for/ });
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(350);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apply Jobs' })).toBeFocused();
  });
});
