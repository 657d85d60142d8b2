import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { expectTimedMessage, login, PDF, PNG_1x1, searchList, unique } from './admin-support';

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('an Administrator owns a job, and "My jobs" on the Applications grid shows only its applications', async ({
  page,
  request,
}) => {
  // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
  test.setTimeout(180_000);
  const title = unique('E2E Owned Welder');
  const name = unique('E2E Owned Applicant');
  await login(page);

  // A new job, owned by the signed-in Administrator.
  await page.getByRole('link', { name: 'Create Job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Job' })).toBeVisible();
  const owner = page.getByRole('combobox', { name: 'Owner', exact: true });
  await expect(owner.getByRole('option', { name: 'Administrator (Administrator)' })).toBeAttached();
  // Pending invitees of the demo (no password yet) are not offered.
  await expect(owner.getByRole('option', { name: /Priya Shah/ })).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/owners-job-form-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  }
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Muscat, Oman');
  await page.getByRole('textbox', { name: 'Salary', exact: true }).fill('₹70,000 per month');
  await page.getByRole('textbox', { name: 'Career Level', exact: true }).fill('Skilled worker');
  await page.getByRole('textbox', { name: 'Experience', exact: true }).fill('2 years');
  await page.getByRole('textbox', { name: 'Qualification', exact: true }).fill('ITI Welder');
  await page
    .getByRole('combobox', { name: 'Category', exact: true })
    .selectOption({ label: 'International' });
  await owner.selectOption({ label: 'Administrator (Administrator)' });
  await page.getByRole('button', { name: 'Add Job' }).click();
  await expectTimedMessage(page, 'Job Inserted Successfully');
  await page.waitForURL('**/jobs');

  // The grid names the owner; the edit form shows it chosen.
  await searchList(page, 'jobs', title);
  const jobRow = page.getByRole('row').filter({ hasText: title });
  await expect(jobRow).toContainText('Administrator');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(jobRow).toBeVisible();
    await page.screenshot({ path: `/tmp/owners-jobs-grid-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  }
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('combobox', { name: 'Owner', exact: true })).toHaveValue(/^[1-9][0-9]*$/);
  await expect(
    page.getByRole('combobox', { name: 'Owner', exact: true }).locator('option:checked'),
  ).toHaveText('Administrator (Administrator)');

  // The public site does not show who owns it.
  const jobs = (await (await request.get('/api/job')).json()) as {
    data: Array<{ id: number; title: string }>;
  };
  const job = jobs.data.find((row) => row.title === title);
  expect(job).toBeDefined();
  expect(JSON.stringify(job)).not.toContain('owner');
  const jobPage = await request.get(`/job-detail/${job!.id}`);
  expect(await jobPage.text()).not.toContain('owner_');

  // One application to the owned job; the demo's applications are to jobs without an owner.
  const applied = await request.post('/api/applications/store', {
    multipart: {
      job_id: String(job!.id),
      name,
      email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`,
      phone: '',
      gender: 'Male',
      title,
      message: 'Six years of pipe welding.',
      consent: '2026-05',
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Applications' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  expect(await rows.count()).toBeGreaterThan(2);

  const mine = page.getByRole('checkbox', { name: 'My jobs' });
  // The switch follows the URL, which the router updates in a transition: click, then wait for it.
  await mine.click();
  await expect(mine).toBeChecked();
  await expect(page).toHaveURL(/[?&]mine=1/);
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  // Only the header and applications to jobs the Administrator owns (a retry owns one more).
  await expect(rows.filter({ hasNotText: 'E2E Owned Welder' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /owner_id=\d+/);

  // Kept in the URL: a reload shows the same list.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'My jobs' })).toBeChecked();
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  await expect(rows.filter({ hasNotText: 'E2E Owned Welder' })).toHaveCount(1);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // On a phone the applications are cards, not grid rows.
    const shown =
      width === 390 ? page.getByRole('list', { name: 'Applications' }).getByRole('listitem') : rows;
    await expect(shown.filter({ hasText: name })).toBeVisible();
    await page.screenshot({ path: `/tmp/owners-applications-mine-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  }

  // Off again: every application.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('checkbox', { name: 'My jobs' }).click();
  await expect(page.getByRole('checkbox', { name: 'My jobs' })).not.toBeChecked();
  await expect(page).not.toHaveURL(/mine=1/);
  await expect.poll(() => rows.count()).toBeGreaterThan(2);

  // Opening the resume is recorded in the audit trail under a readable name.
  await page.getByRole('link', { name: `View application from ${name}` }).click();
  await expect(page.locator('iframe[title="Resume Preview"]')).toHaveAttribute('src', /\?application=\d+$/);
  await expect
    .poll(async () => {
      const audit = (await (await page.request.get('/api/audit?action=resume-opened')).json()) as {
        data: Array<{ staff_name: string; record_id: string | null }>;
      };
      return audit.data.some((entry) => entry.staff_name === 'Administrator');
    })
    .toBe(true);
  await page.goto('/audit');
  await page.getByLabel('Action').selectOption('resume-opened');
  await expect(page.getByRole('row').nth(1)).toContainText('Opened a resume');

  // The Dashboard counts the application for its owner.
  await page.goto('/dashboard');
  const perRecruiter = page.getByRole('region', { name: 'Per recruiter' });
  await expect(perRecruiter.getByRole('row').filter({ hasText: 'Administrator' })).toContainText('1');
});
