import { expect, test, type APIRequestContext } from './fixtures';
import { ownServerPort } from '../../playwright.config';
import { startOwnServer, type OwnServer } from './ownServer';
import { dismissScamNotice, PNG_1x1 } from './admin-support';
import { apiSignIn } from './totp-support';

/**
 * The public job search: 23 open international jobs in Kuwait (no demo job is there) on a server of this
 * spec's own, so the other specs' lists stay as they are. Filtered in Gujarati with page links, and with
 * JavaScript off through the list's plain GET form and the home page's search (which the server sends on
 * to the fitting list: a place in India opens the domestic list, in each language).
 */
const port = ownServerPort('job-search');
const baseURL = `http://127.0.0.1:${port}`;
const KUWAIT_JOBS = 23;

let server: OwnServer | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL });

test.beforeAll(async ({ playwright }) => {
  // Starts a server of its own (and fills it) before the tests: more than the 60 s a test gets.
  test.setTimeout(240_000);
  server = await startOwnServer(port, 'search');
  const staff = await playwright.request.newContext({ baseURL });
  await apiSignIn(staff, baseURL);
  for (let index = 1; index <= KUWAIT_JOBS; index += 1) {
    const response = await staff.post('/api/job/store', {
      multipart: {
        title: `Kuwait technician ${index}`,
        location: 'Kuwait',
        salary: 'KWD 300 per month',
        career_level: 'Skilled worker',
        experience: '2 years',
        qualification: 'ITI',
        category: '1',
        description: '<p>Maintenance work.</p>',
        country: 'KW',
        city: index % 2 === 0 ? 'Ahmadi' : 'Kuwait City',
        employment_type: 'FULL_TIME',
        logo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG_1x1 },
      },
    });
    expect(response.status()).toBe(200);
  }
  await staff.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

/** The head of a page as a crawler reads it. */
const headOf = async (request: APIRequestContext, path: string) => {
  const html = await (await request.get(path)).text();
  return html.slice(0, html.indexOf('</head>'));
};

test('filters /international by country in Gujarati and pages to page 2', async ({ page, request }) => {
  await page.goto('/gu/international');
  await dismissScamNotice(page);
  const form = page.getByRole('search', { name: 'નોકરીઓ ફિલ્ટર કરો' });
  await form.getByLabel('દેશ').selectOption('KW');
  await form.getByRole('button', { name: 'નોકરીઓ બતાવો' }).click();
  await expect(page).toHaveURL(`${baseURL}/gu/international?country=KW`);
  await expect(page.getByTestId('job-count')).toContainText(`${KUWAIT_JOBS} નોકરીઓ`);
  await expect(page.getByTestId('job-card')).toHaveCount(20);
  await expect(page.getByRole('heading', { name: `Kuwait technician ${KUWAIT_JOBS}` })).toBeVisible();

  const pages = page.getByRole('navigation', { name: 'પાનાં' });
  await pages.getByRole('link', { name: 'આગળ' }).click();
  await expect(page).toHaveURL(`${baseURL}/gu/international?country=KW&page=2`);
  // Page 2: the three oldest of them.
  await expect(page.getByTestId('job-card')).toHaveCount(KUWAIT_JOBS - 20);
  for (const index of [1, 2, 3])
    await expect(
      page.getByRole('heading', { name: `Kuwait technician ${index}`, exact: true }),
    ).toBeVisible();
  await expect(pages.getByRole('link', { name: 'પાછળ' })).toHaveAttribute(
    'href',
    '/gu/international?country=KW',
  );

  // As served: the filtered page is noindex,follow, with its canonical and the previous page.
  const second = await headOf(request, '/gu/international?country=KW&page=2');
  expect(second).toContain('<meta name="robots" content="noindex,follow">');
  expect(second).toContain(`<link rel="canonical" href="${baseURL}/gu/international?country=KW&amp;page=2">`);
  expect(second).toContain(`<link rel="prev" href="${baseURL}/gu/international?country=KW">`);
  expect(second).not.toContain('rel="next"');
  const first = await headOf(request, '/gu/international?country=KW');
  expect(first).toContain(`<link rel="next" href="${baseURL}/gu/international?country=KW&amp;page=2">`);
  expect(first).not.toContain('rel="prev"');
  // The whole list stays indexable, page by page.
  const plain = await headOf(request, '/international?page=2');
  expect(plain).not.toContain('name="robots"');
  expect(plain).toContain(`<link rel="canonical" href="${baseURL}/international?page=2">`);
  expect(plain).toContain(`<link rel="prev" href="${baseURL}/international">`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list filter form and the home search work as plain GET forms', async ({ page }) => {
    await page.goto('/international');
    const form = page.getByRole('search', { name: 'Filter jobs' });
    await form.getByLabel('Country').selectOption('KW');
    await form.getByLabel('City').selectOption('Ahmadi');
    await form.getByRole('button', { name: 'Show jobs' }).click();
    await expect(page).toHaveURL(/\/international\?country=KW&city=Ahmadi(&|$)/);
    await expect(page.getByTestId('job-count')).toHaveText('11 jobs');
    await expect(page.getByTestId('job-card')).toHaveCount(11);
    await expect(page.getByLabel('Country')).toHaveValue('KW');

    // Nothing matches: said so, with a way back to every job.
    await page.goto('/international?country=KW&minSalary=999999');
    await expect(page.getByText('No jobs match these filters.')).toBeVisible();
    await page.getByTestId('no-jobs').getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`${baseURL}/international`);
    await expect(page.getByTestId('job-card')).toHaveCount(20);

    // Values a list cannot use are left out; the page shows the jobs without them.
    const response = await page.goto('/international?country=KW&page=abc&posted=5&type=NOPE');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('job-card')).toHaveCount(20);

    // The home page's search, sent before any script runs: the server sends it on to the list.
    await page.goto('/');
    await page.getByLabel('Location').selectOption({ label: 'Kuwait City' });
    await page.getByRole('button', { name: 'Find jobs' }).click();
    await expect(page).toHaveURL(`${baseURL}/international?country=KW&city=Kuwait%20City`);
    await expect(page.getByTestId('job-count')).toHaveText('12 jobs');
  });

  // The hero's search form in each language: its name, its Location field and its button.
  const heroTexts = [
    { prefix: '', search: 'Job search', location: 'Location', find: 'Find jobs' },
    { prefix: '/gu', search: 'નોકરી શોધ', location: 'સ્થળ', find: 'નોકરીઓ શોધો' },
    { prefix: '/hi', search: 'नौकरी खोज', location: 'स्थान', find: 'नौकरियाँ खोजें' },
  ];

  for (const { prefix, search, location, find } of heroTexts) {
    test(`the home search sends a place in India to the domestic list (${prefix || '/'})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/`);
      const hero = page.getByRole('search', { name: search });
      // City names are shown as staff wrote them, in every language.
      await hero.getByLabel(location).selectOption({ label: 'Ahmedabad' });
      await hero.getByRole('button', { name: find }).click();
      await expect(page).toHaveURL(`${baseURL}${prefix}/domestic?country=IN&city=Ahmedabad`);
      // The demo's open jobs in Ahmedabad, and no job of another place.
      const cards = page.getByTestId('job-card');
      await expect(cards).toHaveCount(2);
      await expect(page.getByRole('heading', { name: 'Housekeeping Supervisor' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Payroll and HR Assistant' })).toBeVisible();
      for (const text of await cards.allInnerTexts()) expect(text).toContain('Ahmedabad');
    });
  }
});
