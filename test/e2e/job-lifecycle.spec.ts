import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { axeViolations } from './axe';
import { ownServerPort } from '../../playwright.config';
import { startOwnServer, type OwnServer } from './ownServer';
import {
  PDF,
  PNG_1x1,
  dismissScamNotice,
  expectTimedMessage,
  login,
  searchList,
  unique,
} from './admin-support';

/**
 * A job's life with the posting details: created by staff, shown to visitors with its facts, marked
 * filled (it leaves /international and the sitemap, and takes no applications) and reopened. On a
 * server of its own, so closing a job here never changes the jobs other specs pick from the lists.
 */
const port = ownServerPort('job-lifecycle');
const baseURL = `http://127.0.0.1:${port}`;

let server: OwnServer | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL, viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  // Starts a server of its own (and fills it) before the tests: more than the 60 s a test gets.
  test.setTimeout(180_000);
  server = await startOwnServer(port, 'lifecycle');
});

test.afterAll(async () => {
  await server?.stop();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function sitemapHas(request: APIRequestContext, jobId: string): Promise<boolean> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  return (await response.text()).includes(`<loc>${baseURL}/job-detail/${jobId}</loc>`);
}

/** The rendered job page's head as a crawler reads it: the JobPosting blocks, robots, title and preview. */
async function jobPageHead(request: APIRequestContext, jobId: string) {
  const response = await request.get(`/job-detail/${jobId}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
  return {
    jobPostings: blocks.filter((block) => block['@type'] === 'JobPosting'),
    noindex: /<meta name="robots" content="[^"]*noindex/.test(head),
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    ogImage: /<meta property="og:image" content="([^"]*)"/.exec(head)?.[1],
  };
}

async function applyThroughApi(request: APIRequestContext, jobId: string) {
  return request.post('/api/applications/store', {
    headers: { origin: baseURL },
    multipart: {
      job_id: jobId,
      name: 'Lifecycle Candidate',
      email: `candidate.${Date.now()}@example.com`,
      consent: '2026-05',
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
}

async function openEdit(page: Page, title: string) {
  await page.goto('/jobs');
  await searchList(page, 'jobs', title);
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
}

async function expectState(page: Page, title: string, state: string) {
  await page.waitForURL('**/jobs');
  await searchList(page, 'jobs', title);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(state);
}

test('staff create a job with posting details, fill it (it leaves the lists and the sitemap) and reopen it', async ({
  page,
  browser,
  request,
}) => {
  // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
  test.setTimeout(180_000);
  const title = unique('E2E Scaffolder');
  const closing = dayFromToday(30);
  await login(page);
  await page.getByRole('link', { name: 'Create Job' }).click();
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1x1 });
  for (const [label, value] of [
    ['Title', title],
    ['Location', 'Dubai, UAE'],
    ['Salary', '₹95,000 - ₹1,20,000 per month'],
    ['Career Level', 'Skilled worker'],
    ['Experience', '3-5 years'],
    ['Qualification', 'ITI'],
    ['Employer name', 'Gulf Star Construction'],
    ['City', 'Dubai'],
  ])
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page
    .getByRole('combobox', { name: 'Category', exact: true })
    .selectOption({ label: 'International' });
  await page.getByRole('combobox', { name: 'Employment type' }).selectOption('CONTRACTOR');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('AE');
  await page.getByRole('spinbutton', { name: 'Minimum salary' }).fill('95000');
  await page.getByRole('spinbutton', { name: 'Maximum salary' }).fill('120000');
  await expect(page.getByRole('combobox', { name: 'Salary currency' })).toHaveValue('INR');
  await page.getByLabel('Closing date').fill(closing);
  await page.getByRole('button', { name: 'Add Job' }).click();
  await expectTimedMessage(page, 'Job Inserted Successfully');
  await expectState(page, title, 'Open');

  // A visitor finds it on /international and reads its facts.
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto('/international');
  await dismissScamNotice(publicPage);
  await publicPage.getByRole('link', { name: `Apply now: ${title}` }).click();
  await publicPage.waitForURL('**/job-detail/*');
  const jobId = publicPage.url().split('/').pop() as string;
  const overview = publicPage.locator('li');
  // "Employer" of the job overview (the safe-migration card's "Employer abroad" names it too).
  await expect(overview.filter({ hasText: /^Employer(?! abroad)/ })).toContainText('Gulf Star Construction');
  await expect(overview.filter({ hasText: /^Employer abroad/ })).toContainText('Gulf Star Construction');
  await expect(overview.filter({ hasText: 'Employment Type' })).toContainText('Contract');
  await expect(overview.filter({ hasText: 'City and Country' })).toContainText('Dubai, United Arab Emirates');
  await expect(overview.filter({ hasText: 'Salary Range' })).toContainText('₹95,000 – ₹1,20,000 per month');
  await expect(overview.filter({ hasText: 'Apply By' })).toBeVisible();
  await expect(publicPage.getByRole('button', { name: 'Apply Jobs' })).toBeVisible();
  expect(await sitemapHas(request, jobId)).toBe(true);
  // Its rendered head: title, preview image (its logo) and a JobPosting with what staff entered.
  const openHead = await jobPageHead(request, jobId);
  expect(openHead.title).toContain(title);
  expect(openHead.ogImage).toMatch(new RegExp(`^${baseURL}/api/files/`));
  expect(openHead.noindex).toBe(false);
  expect(openHead.jobPostings).toHaveLength(1);
  expect(openHead.jobPostings[0]).toMatchObject({
    title,
    identifier: expect.objectContaining({ value: jobId }),
    employmentType: 'CONTRACTOR',
    hiringOrganization: expect.objectContaining({ name: 'Gulf Star Construction' }),
    jobLocation: expect.objectContaining({
      address: expect.objectContaining({ addressLocality: 'Dubai', addressCountry: 'AE' }),
    }),
    baseSalary: expect.objectContaining({
      currency: 'INR',
      value: expect.objectContaining({ minValue: 95000, maxValue: 120000, unitText: 'MONTH' }),
    }),
    validThrough: expect.stringContaining(closing),
  });

  // Staff mark it filled.
  await openEdit(page, title);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('AE');
  await expect(page.getByLabel('Closing date')).toHaveValue(closing);
  await page.getByRole('checkbox', { name: 'Position filled' }).check();
  await page.getByRole('button', { name: 'Update Job' }).click();
  await expectTimedMessage(page, 'Job Updated Successfully');
  await expectState(page, title, 'Filled');

  await publicPage.goto('/international');
  await dismissScamNotice(publicPage);
  await expect(publicPage.getByTestId('job-card').first()).toBeVisible();
  await expect(publicPage.getByRole('link', { name: `Apply now: ${title}` })).toHaveCount(0);
  await publicPage.goto(`/job-detail/${jobId}`);
  await dismissScamNotice(publicPage);
  await expect(publicPage.getByText('This job is closed')).toBeVisible();
  await expect(publicPage.getByRole('button', { name: 'Apply Jobs' })).toHaveCount(0);
  expect(await axeViolations(publicPage, 'public')).toEqual([]);
  expect(await sitemapHas(request, jobId)).toBe(false);
  // Closed: still a page (200) saying so, but not indexed and with no JobPosting (Google's rule).
  const closedHead = await jobPageHead(request, jobId);
  expect(closedHead.jobPostings).toEqual([]);
  expect(closedHead.noindex).toBe(true);
  const refused = await applyThroughApi(request, jobId);
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('This job is closed and no longer takes applications.');

  // Reopened: the box unticked, a later closing date.
  await openEdit(page, title);
  await page.getByRole('checkbox', { name: 'Position filled' }).uncheck();
  await page.getByLabel('Closing date').fill(dayFromToday(60));
  await page.getByRole('button', { name: 'Update Job' }).click();
  await expectTimedMessage(page, 'Job Updated Successfully');
  await expectState(page, title, 'Open');

  await publicPage.goto('/international');
  await dismissScamNotice(publicPage);
  await expect(publicPage.getByRole('link', { name: `Apply now: ${title}` })).toBeVisible();
  expect(await sitemapHas(request, jobId)).toBe(true);
  expect((await jobPageHead(request, jobId)).jobPostings).toHaveLength(1);
  expect((await applyThroughApi(request, jobId)).status()).toBe(200);
  await visitor.close();
});

test('missing static files answer 404; robots.txt names the sitemap; the icons are served', async ({
  request,
}) => {
  for (const path of ['/assets/missing.js', '/missing.png', '/brands/none.svg'])
    expect((await request.get(path)).status()).toBe(404);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const path of [
    '/favicon.ico',
    '/apple-touch-icon.png',
    '/site.webmanifest',
    '/og-image.png',
    '/icons/icon-512.png',
  ])
    expect((await request.get(path)).status()).toBe(200);
});
