import { expect, test } from './fixtures';
import { ownServerPort } from '../../playwright.config';
import { startOwnServer, type OwnServer } from './ownServer';
import { PDF, login } from './admin-support';

/**
 * The Applications screen of a long pipeline: on a server of this spec's own whose paging threshold
 * (`APPLICATIONS_SERVER_PAGING_THRESHOLD`) is 3, so the demo's applications and a dozen more page, sort
 * and search on the server. Page and search are in the URL: a reload shows the same rows.
 */
const port = ownServerPort('applications-server-paging');
const baseURL = `http://127.0.0.1:${port}`;
const APPLICANTS = 12;

let server: OwnServer | undefined;

// Over 50 s each on a loaded machine (the full suite beside it): the default 60 s left no room.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL, viewport: { width: 1280, height: 900 } });

test.beforeAll(async ({ request }) => {
  // Starts a server of its own (and fills it) before the tests: more than the 60 s a test gets.
  test.setTimeout(180_000);
  server = await startOwnServer(port, 'paging', { APPLICATIONS_SERVER_PAGING_THRESHOLD: '3' });
  const jobs = (await (await request.get(`${baseURL}/api/job/category/1`)).json()) as Array<{
    id: number;
    title: string;
  }>;
  for (let i = 1; i <= APPLICANTS; i += 1) {
    const applied = await request.post(`${baseURL}/api/applications/store`, {
      multipart: {
        job_id: String(jobs[i % jobs.length].id),
        name: `Paging Tester ${String(i).padStart(2, '0')}`,
        email: `paging.tester.${i}@example.com`,
        phone: '',
        gender: 'Male',
        title: 'Pipe fitter',
        message: '',
        consent: '2026-05',
        resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(applied.status()).toBe(200);
  }
});

test.afterAll(async () => {
  await server?.stop();
});

const rows = (page: import('@playwright/test').Page) => page.locator('.MuiDataGrid-row');

test('pages to page 2 and searches on the server, both kept in the URL', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/applications')) requests.push(url.pathname + url.search);
  });
  await login(page);
  await page.goto('/application');
  await expect(rows(page)).toHaveCount(10);
  // Newest first: the last applicant of this spec heads page 1.
  await expect(rows(page).first()).toContainText('Paging Tester 12');
  const total = /1–10 of (\d+)/.exec((await page.getByText(/1–10 of \d+/).innerText()) ?? '')?.[1];
  expect(Number(total)).toBeGreaterThanOrEqual(APPLICANTS + 1);
  // The whole list is never asked for.
  expect(requests.filter((url) => url.split('?')[0] === '/api/applications')).toEqual([]);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(`11–${Math.min(20, Number(total))} of ${total}`)).toBeVisible();
  await expect(rows(page).first()).toContainText('Paging Tester 02');
  await expect(page.getByText('Page 2 of')).toBeVisible();

  // The search starts again at page 1, on the server.
  await page.getByRole('searchbox', { name: 'Search applications' }).fill('paging tester 07');
  await expect(page).toHaveURL(/[?&]q=paging\+tester\+07/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Paging Tester 07');
  expect(requests.some((url) => url.includes('/api/applications/page?') && url.includes('q=paging'))).toBe(
    true,
  );

  // A reload (or the link shared) shows the same search.
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Paging Tester 07');
  await expect(page.getByRole('searchbox', { name: 'Search applications' })).toHaveValue('paging tester 07');

  // Sorting by name, on the server.
  await page.getByRole('searchbox', { name: 'Search applications' }).fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await page.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name&order=asc/);
  await expect(rows(page)).toHaveCount(10);
  // The unsorted rows stay shown (loading) until the sorted page arrives.
  const names = () => page.locator('.MuiDataGrid-row [data-field="name"]').allInnerTexts();
  await expect
    .poll(async () => {
      const shown = await names();
      return shown.length === 10 && shown.join('\n') === [...shown].sort().join('\n');
    })
    .toBe(true);
});

test("filters by job: the filter's options come when it is used, and a reload keeps the job", async ({
  page,
  request,
}) => {
  const jobs = (await (await request.get(`${baseURL}/api/job/category/1`)).json()) as Array<{
    id: number;
    title: string;
  }>;
  const job = jobs[7 % jobs.length];
  await login(page);
  await page.goto('/application');
  await expect(rows(page)).toHaveCount(10);
  const filter = page.getByRole('combobox', { name: 'Job' });
  await filter.click();
  await filter.selectOption(String(job.id));
  await expect(page).toHaveURL(new RegExp(`[?&]job=${job.id}(&|$)`));
  await expect(rows(page).filter({ hasText: 'Paging Tester 07' })).toHaveCount(1);
  // The job's title (its type and language are on the line under it).
  const jobCells = page.locator('.MuiDataGrid-row [data-field="job_title"] .grid-job-title');
  await expect
    .poll(async () => (await jobCells.allInnerTexts()).every((title) => title === job.title))
    .toBe(true);
  // A reload names the chosen job before the filter's other options are made.
  await page.reload();
  // A step that waits on the server (a backup, a mail, a server of its own): more than the 15 s an expectation gets.
  await expect(rows(page).filter({ hasText: 'Paging Tester 07' })).toHaveCount(1, { timeout: 30_000 });
  await expect(filter.locator('option:checked')).toHaveText(job.title);
  await expect(filter).toHaveValue(String(job.id));
});
