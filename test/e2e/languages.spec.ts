import { expect, test, type Page } from './fixtures';
import {
  closeNoticeWithEscape,
  closeScamNotice,
  staffSignIn,
  tapInNotice,
  tinyPdf,
  uniqueTag,
} from './public-support';
import { firstRecord, rememberServerHeading, watch } from './ssr-support';

/*
 * The public site in Gujarati and Hindi: rendered by the server in the language, hydrated without a warning
 * or a request, the language switcher keeps the visitor on the same page, and the scam notice leads to the
 * verify page in two clicks.
 */

const NOTICE = {
  gu: { title: 'નોકરીની છેતરપિંડીથી સાવધાન', close: 'સમજાઈ ગયું', verify: 'અમે સાચા છીએ તે કેવી રીતે તપાસવું' },
  hi: { title: 'नौकरी की धोखाधड़ी से सावधान', close: 'समझ में आ गया', verify: 'कैसे जाँचें कि हम असली हैं' },
} as const;

/** The notice in the page's language, shown and then closed with Escape (closeScamNotice says why). */
async function closeNoticeIn(page: Page, locale: 'gu' | 'hi') {
  await closeNoticeWithEscape(page.getByRole('dialog', { name: NOTICE[locale].title }));
}

test('every public page in Gujarati and Hindi is rendered in its language and hydrates cleanly', async ({
  page,
  request,
}) => {
  // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
  test.setTimeout(240_000);
  const job = await firstRecord(request, '/api/job');
  const post = await firstRecord(request, '/api/blog');
  const paths = ['/', '/about', '/contact', '/international', '/domestic', `/job-detail/${job.id}`, '/blog'];
  await rememberServerHeading(page);
  const { messages, apiCalls } = watch(page);
  for (const locale of ['gu', 'hi'] as const) {
    for (const path of [...paths, `/blog-detail/${post.id}`, '/verify']) {
      const url = `/${locale}${path}`;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await closeNoticeIn(page, locale);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const heading = (window as unknown as { serverHeading: Element | null }).serverHeading;
        return heading !== null && heading.isConnected && heading === document.querySelector('#root h1');
      });
      expect(kept, `${url} keeps the server's heading node`).toBe(true);
      expect(messages, `console of ${url}`).toEqual([]);
      expect(apiCalls, `API calls while hydrating ${url}`).toEqual([]);
    }
  }
  // The Gujarati header and footer are in Gujarati; staff pages exist in English only.
  await page.goto('/gu/');
  await closeNoticeIn(page, 'gu');
  await expect(
    page.getByRole('navigation', { name: 'મુખ્ય' }).getByRole('link', { name: 'બ્લોગ' }),
  ).toBeVisible();
  await expect(page.getByText('ઝડપી લિંક્સ')).toBeVisible();
  expect((await request.get('/gu/login')).status()).toBe(404);

  // The About page's own texts (hero, counters, services, industries) are in Hindi, no English left.
  await page.goto('/hi/about');
  await closeNoticeIn(page, 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'करियर को ताकत, प्रतिभा को अवसर' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'हमारी सेवाएँ' })).toBeVisible();
  await expect(page.getByText('लोगों को नौकरी दिलाई')).toBeVisible();
  for (const english of ['Who we are', 'Recruitment & Talent Sourcing', 'Automobile', 'Join Now'])
    await expect(page.locator('main')).not.toContainText(english);
});

test('the header switcher opens the same job in Gujarati, and English again', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const job = await firstRecord(request, '/api/job');
  await page.goto(`/job-detail/${job.id}`);
  await closeScamNotice(page);
  await page.getByRole('banner').getByRole('link', { name: 'ગુજરાતી' }).click();
  await expect(page).toHaveURL(new RegExp(`/gu/job-detail/${job.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await closeNoticeIn(page, 'gu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  await expect(page.getByRole('banner').getByRole('button', { name: 'નોકરીઓ' })).toBeVisible();
  // Links inside the page stay in Gujarati.
  await page.getByRole('banner').getByRole('link', { name: 'બ્લોગ' }).click();
  await expect(page).toHaveURL(/\/gu\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('બ્લોગ');
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('on a phone, the drawer switcher opens the same job in Hindi', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const job = await firstRecord(request, '/api/job');
  await page.goto(`/job-detail/${job.id}`);
  await closeScamNotice(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#public-drawer').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/job-detail/${job.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await closeNoticeIn(page, 'hi');
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  const drawer = page.locator('#public-drawer');
  await expect(drawer.getByRole('link', { name: 'ब्लॉग' })).toBeVisible();
  await expect(drawer.getByText('हिन्दी')).toHaveAttribute('aria-current', 'page');
});

test("from the scam notice to the agency's registration in two clicks, in English and in Gujarati", async ({
  page,
  request,
}) => {
  const agency = (await (await request.get('/api/agency')).json()) as {
    emigrationCertificate: { number: string };
  };
  const number = agency.emigrationCertificate.number;

  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: /Beware of job scams/ });
  await expect(dialog).toContainText(number);
  await tapInNotice(dialog.getByRole('link', { name: 'How to check that we are genuine' }), () =>
    expect(page).toHaveURL(/\/verify$/, { timeout: 1000 }),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify Us');
  await expect(page.getByTestId('certificate-number')).toHaveText(number);
  await expect(page.getByRole('link', { name: 'Open eMigrate (emigrate.gov.in)' })).toHaveAttribute(
    'href',
    'https://emigrate.gov.in/',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/gu/');
  const gu = page.getByRole('dialog', { name: NOTICE.gu.title });
  await tapInNotice(gu.getByRole('link', { name: NOTICE.gu.verify }), () =>
    expect(page).toHaveURL(/\/gu\/verify$/, { timeout: 1000 }),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('અમને ચકાસો');
  await expect(page.getByTestId('certificate-number')).toHaveText(number);

  // The footer and the contact page link to it too.
  await page.goto('/contact');
  await closeScamNotice(page);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Verify us' })).toHaveAttribute(
    'href',
    '/verify',
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: 'How to check that we are genuine' }),
  ).toHaveAttribute('href', '/verify');
});

test('apply from the Gujarati job page: the form, its checks and the answer are in Gujarati', async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  const job = await firstRecord(request, '/api/job');
  await page.goto(`/gu/job-detail/${job.id}`);
  await closeNoticeIn(page, 'gu');
  await page.getByRole('button', { name: 'અરજી કરો', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `અરજી કરો: ${String(job.title)}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('અમે તમારી માહિતીનો ઉપયોગ કેવી રીતે કરીએ છીએ')).toBeVisible();

  // A check of the browser: a file that is not a PDF.
  const file = dialog.locator('input[type="file"]');
  await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(dialog.getByRole('alert')).toHaveText(/^ફક્ત PDF ફાઇલ જ અપલોડ થઈ શકે છે/);

  const name = uniqueTag('અરજદાર');
  await dialog.getByLabel('નામ').fill(name);
  await dialog.getByLabel('લિંગ').selectOption({ label: 'સ્ત્રી' });
  await dialog.getByLabel('સંદેશ').fill('હું આવતા મહિને જોડાઈ શકું છું.');
  await file.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(dialog.getByText('resume.pdf')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'ઉપર લખ્યા પ્રમાણે મારી માહિતીના ઉપયોગ માટે હું સંમત છું.' }).check();

  // A refusal of the server (no e-mail and no phone), shown in Gujarati.
  await dialog.getByRole('button', { name: 'અરજી મોકલો' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText('કૃપા કરીને ઈ-મેલ સરનામું અથવા ફોન નંબર આપો');
  await refusal.getByRole('button', { name: 'ઠીક છે' }).click();
  await expect(refusal).toBeHidden();

  await dialog.getByLabel('ઈ-મેલ').fill(`gu.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'અરજી મોકલો' }).click();
  const answer = page.getByRole('alertdialog');
  await expect(answer).toContainText(
    /^તમારી અરજી સફળતાપૂર્વક મોકલાઈ ગઈ છે\. તમારો સંદર્ભ નંબર (SMS-\d{4}-\d{6}) છે\./,
  );
  await expect(dialog).toBeHidden();
  const reference = /SMS-\d{4}-\d{6}/.exec((await answer.textContent()) ?? '')?.[0];

  // Staff receive it as any other application, the gender stored as the contract's English value.
  const staff = await playwright.request.newContext({ baseURL });
  await staffSignIn(staff);
  const applications = (await (await staff.get('/api/applications')).json()) as Array<{
    id: number;
    name: string;
    reference: string;
  }>;
  const mine = applications.find((application) => application.name === name);
  expect(mine?.reference).toBe(reference);
  const detail = (await (await staff.get(`/api/applications/${mine?.id}`)).json()) as {
    data: { gender: string; job_id: number };
  };
  expect(detail.data).toMatchObject({ gender: 'Female', job_id: job.id });
  await staff.dispose();
});
