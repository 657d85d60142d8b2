import { expect, test } from './fixtures';
import { closeScamNotice, tapInNotice } from './public-support';
import { watch } from './ssr-support';

interface JobRow {
  id: number;
  title: string;
  category: '1' | '2';
  foreign_employer: string | null;
}

/*
 * A job abroad shows the safe-migration card, rendered by the server (readable without JavaScript) and
 * hydrated without warnings, in English and Gujarati; the job page's WhatsApp links are plain wa.me links.
 */

async function firstJob(request: import('@playwright/test').APIRequestContext, category: '1' | '2') {
  const jobs = (await (await request.get(`/api/job/category/${category}`)).json()) as JobRow[];
  // A seeded job (other specs add jobs abroad without an employer to this server while it runs).
  const seeded = category === '1' ? jobs.filter((job) => job.foreign_employer) : jobs;
  expect(seeded.length).toBeGreaterThan(0);
  return seeded[0];
}

test('a job abroad shows the safe-migration card, from the server and after hydration', async ({
  page,
  request,
  browser,
}) => {
  const job = await firstJob(request, '1');
  const { messages } = watch(page);
  await page.goto(`/job-detail/${job.id}`);
  await closeScamNotice(page);
  const card = page.getByRole('region', { name: 'Safe migration: check these before you go' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(job.foreign_employer as string);
  await expect(card).toContainText('Employment visa: the only visa on which you may work abroad.');
  await expect(card).toContainText('You see and sign the contract before you pay anything or travel.');
  await expect(card).toContainText('Pravasi Bharatiya Bima Yojana');
  await card.getByRole('link', { name: 'Check that we are a registered recruiting agent' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  expect(messages).toEqual([]);

  // Without JavaScript the server's page has the card, in Gujarati too.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto(`/gu/job-detail/${job.id}`);
    const guCard = plain.locator('section', { hasText: 'સુરક્ષિત રીતે વિદેશ જાઓ' });
    await expect(guCard).toContainText(job.foreign_employer as string);
    await expect(guCard).toContainText('પ્રવાસી ભારતીય બીમા યોજના');
  } finally {
    await noScript.close();
  }

  // Hydrated in Gujarati: same text (country names from Intl), no warnings.
  const gu = watch(page);
  await page.goto(`/gu/job-detail/${job.id}`);
  const notice = page.getByRole('dialog', { name: 'નોકરીની છેતરપિંડીથી સાવધાન' });
  await tapInNotice(notice.getByRole('button', { name: 'સમજાઈ ગયું' }), () =>
    expect(notice).toBeHidden({ timeout: 1000 }),
  );
  await expect(page.getByRole('region', { name: /સુરક્ષિત રીતે વિદેશ જાઓ/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(gu.messages).toEqual([]);
});

test('a job in India has no safe-migration card', async ({ page, request }) => {
  const job = await firstJob(request, '2');
  await page.goto(`/job-detail/${job.id}`);
  await closeScamNotice(page);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('region', { name: /Safe migration/ })).toHaveCount(0);
});

test('the job page links to WhatsApp: ask about the job, share it', async ({ page, request }) => {
  const job = await firstJob(request, '1');
  const agency = (await (await request.get('/api/agency')).json()) as { whatsapp: string };
  await page.goto(`/job-detail/${job.id}`);
  await closeScamNotice(page);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/job-detail/${job.id}$`));

  const ask = page.getByRole('link', { name: 'Ask about this job on WhatsApp' });
  const href = new URL((await ask.getAttribute('href')) as string);
  expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${agency.whatsapp.replace(/\D/g, '')}`);
  expect(href.searchParams.get('text')).toBe(
    `Hello, I would like to know more about this job: ${job.title} ${canonical}`,
  );

  const share = page.getByRole('link', { name: 'Share this job' });
  const shareHref = new URL((await share.getAttribute('href')) as string);
  expect(`${shareHref.origin}${shareHref.pathname}`).toBe('https://wa.me/');
  // A shared link carries the WhatsApp tag, so an application through it counts under WhatsApp.
  expect(shareHref.searchParams.get('text')).toBe(`Job opening: ${job.title} ${canonical}?src=whatsapp`);

  // The contact page's chat link carries a greeting.
  await page.goto('/contact');
  await closeScamNotice(page);
  const chat = page.getByRole('link', {
    name: new RegExp(`WhatsApp ${agency.whatsapp.replace(/[+]/g, '\\+')}`),
  });
  expect(new URL((await chat.getAttribute('href')) as string).searchParams.get('text')).toBe(
    'Hello, I am looking for a job. Can you help me?',
  );
});
