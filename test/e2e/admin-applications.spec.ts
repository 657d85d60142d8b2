import { expect, test } from './fixtures';
import { confirmDialog, login, PDF, searchList, unique } from './admin-support';

test('an application submitted publicly can be viewed with its resume and deleted', async ({
  page,
  request,
}) => {
  const name = unique('E2E Applicant');
  const jobs = (await (await request.get('/api/job/category/1')).json()) as Array<{
    id: number;
    title: string;
  }>;
  const job = jobs[0];
  const submitted = await request.post('/api/applications/store', {
    multipart: {
      job_id: String(job.id),
      name,
      email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`,
      phone: '',
      gender: 'Female',
      title: job.title,
      message: 'I have five years of experience.',
      consent: '2026-05',
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(submitted.status()).toBe(200);

  await login(page);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Applications' })
    .click();
  await searchList(page, 'applications', name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('International');
  await page.getByRole('link', { name: `View application from ${name}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'View Application' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Applications /' })).toHaveAttribute('href', '/application');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Categorie', { exact: true })).toHaveValue('International');
  await expect(page.getByLabel('Gender', { exact: true })).toHaveValue('Female');
  await expect(page.getByLabel('message', { exact: true })).toHaveValue('I have five years of experience.');
  const frame = page.locator('iframe[title="Resume Preview"]');
  await expect(frame).toHaveCSS('height', '500px');
  const src = await frame.getAttribute('src');
  expect(src).toMatch(/^\/api\/files\//);
  // The resume is served to the signed-in staff only.
  expect((await page.request.get(src!)).status()).toBe(200);
  expect((await request.get(src!)).status()).toBe(401);

  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await page.waitForURL('**/application');
  await searchList(page, 'applications', name);
  await page.getByRole('button', { name: `Delete application from ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure? You want to delete this Application.',
  );
  await confirmDialog(page);
  await expect(page.getByRole('alertdialog')).toContainText('This Application has been deleted.');
  await expect(page.getByText('No data available')).toBeVisible();
});
