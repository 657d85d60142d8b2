import { expect, test } from './fixtures';
import { closeScamNotice, hydratedFooter, longUsDate, staffSignIn, uniqueTag } from './public-support';

test('the contact form stores an enquiry that staff can read', async ({ page, playwright, baseURL }) => {
  const email = `${uniqueTag('contact')}@example.com`;
  await page.goto('/contact');
  await closeScamNotice(page);
  await expect(page.getByText(/charges job seekers no fee or deposit/)).toBeVisible();
  await page.getByLabel('Name').fill('Kiran Mehta');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel('Phone number').fill('9898012345');
  await page.getByLabel('Purpose').selectOption('jobseeker');
  await page.getByRole('textbox', { name: 'Message' }).fill('Looking for a warehouse job.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you! Your submission has been received!' }),
  ).toBeVisible();

  const staff = await playwright.request.newContext({ baseURL });
  await staffSignIn(staff);
  const { data } = (await (await staff.get('/api/enquiries')).json()) as {
    data: Array<{ email: string; purpose: string; phone: string; name: string }>;
  };
  const row = data.find((enquiry) => enquiry.email === email);
  expect(row).toMatchObject({ name: 'Kiran Mehta', purpose: 'jobseeker', phone: '9898012345' });
  await staff.dispose();
});

test('the contact form needs email, phone and purpose', async ({ page }) => {
  await page.goto('/contact');
  await closeScamNotice(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  expect(
    await page
      .getByRole('textbox', { name: /^Email/ })
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('the footer subscribe form stores a subscriber', async ({ page, playwright, baseURL }) => {
  const email = `${uniqueTag('subscriber')}@example.com`;
  await page.goto('/blog');
  await closeScamNotice(page);
  const footer = await hydratedFooter(page);
  await footer.getByLabel('Your e-mail').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Thank you! Your submission has been received!');

  const staff = await playwright.request.newContext({ baseURL });
  await staffSignIn(staff);
  const { data } = (await (await staff.get('/api/subscribers')).json()) as { data: Array<{ email: string }> };
  expect(data.map((subscriber) => subscriber.email)).toContain(email);

  // The confirmation mail's link opens a page with a button: opening it confirms nothing, the button does.
  const outbox = (await (await staff.get('/api/outbox')).json()) as {
    data: Array<{ to_address: string; kind: string; text_body: string }>;
  };
  const mail = outbox.data.find(
    (message) => message.to_address === email && message.kind === 'subscriber-confirmation',
  );
  const link = /\/api\/subscribers\/confirm\?token=[\w%-]+/.exec(mail?.text_body ?? '')?.[0] ?? '';
  expect(link).not.toBe('');
  const stateOf = async () => {
    const { data: now } = (await (await staff.get('/api/subscribers')).json()) as {
      data: Array<{ email: string; state: string }>;
    };
    return now.find((subscriber) => subscriber.email === email)?.state;
  };
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your job alerts' })).toBeVisible();
  expect(await stateOf()).toBe('unconfirmed');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  expect(await stateOf()).toBe('confirmed');
  // Every alert's unsubscribe link (the same token) works the same way, by its button.
  await page.goto(link.replace('/confirm?', '/unsubscribe?'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  expect(await stateOf()).toBeUndefined();
  await staff.dispose();
});

test('the scam notice never covers a form the visitor is filling in', async ({ page }) => {
  const email = `${uniqueTag('held')}@example.com`;
  // The visitor starts typing in the footer's subscribe form as soon as the server-rendered page shows it,
  // before its scripts have run (they are held until then, so a slow test machine cannot let the notice
  // open first: that is the case where the visitor sees the notice and no form is being filled in).
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/blog', { waitUntil: 'commit' });
  const field = page.getByRole('contentinfo').getByLabel('Your e-mail');
  await field.focus();
  await field.pressSequentially(email);
  const notice = page.getByRole('dialog', { name: /Beware of job scams/ });
  releaseScripts();
  await page.waitForLoadState('load');
  // The page has hydrated around the field the visitor is in.
  await page.waitForFunction(() => performance.getEntriesByName('hydration-commit').length > 0);
  // Well past the moment the notice opens on an idle page: the form stays uncovered, the typing kept.
  await page.waitForTimeout(4000);
  await expect(notice).toHaveCount(0);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(email);
  // Once the visitor leaves the form, the warning is shown.
  await field.blur();
  await expect(notice).toBeVisible({ timeout: 10_000 });
});

test('the scam notice never opens under a finger: not while the visitor taps, only once they have rested', async ({
  page,
}) => {
  // Taps on the page's heading from the moment the server's page is there, every 200 ms, as a visitor
  // tapping an Apply button that is not working yet, while the page loads, hydrates and goes idle: the
  // notice must not appear under one of them. The page's scripts are held until the first taps, so the
  // taps surely come before the page could open it (on a busy machine a test's first tap can come later
  // than an idle page's notice, which the tap then closes).
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/international', { waitUntil: 'commit' });
  const notice = page.getByRole('dialog', { name: /Beware of job scams/ });
  // The heading's place as the server drew it (a CSS locator: an open dialog hides the page from roles).
  const box = await page.locator('h1').boundingBox();
  if (!box) throw new Error('The page has no heading to tap.');
  const tap = async () => {
    await page.mouse.click(box.x + 4, box.y + box.height / 2);
    await page.waitForTimeout(200);
  };
  await tap();
  releaseScripts();
  // Five seconds of taps and on until the page has hydrated, well past the moment the notice opens on an
  // idle page (nothing else asked of the page between taps: a question waits while it is busy, and a gap
  // of a second is a rest). It stays closed.
  const started = Date.now();
  const hydrated = () => page.evaluate(() => performance.getEntriesByName('hydration-commit').length > 0);
  for (let taps = 1; Date.now() - started < 5000 || taps % 5 !== 0 || !(await hydrated()); taps += 1)
    await tap();
  await expect(notice).toHaveCount(0);
  // Once the visitor rests, it opens: the first time this page load (it opens once per load, so it had not
  // opened under a tap and been closed by the next).
  await expect(notice).toBeVisible({ timeout: 10_000 });
});

test('blog cards show long US dates and open the post at the top', async ({ page, request }) => {
  const { data: posts } = (await (await request.get('/api/blog')).json()) as {
    data: Array<{ id: number; title: string; created_at: string }>;
  };
  expect(posts.length).toBeGreaterThan(0);
  await page.goto('/blog');
  await closeScamNotice(page);
  for (const post of posts) {
    const card = page.getByRole('link', {
      name: new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await expect(card.getByTestId('blog-date')).toHaveText(longUsDate(post.created_at));
    await expect(card.locator('img')).toHaveCSS('height', '280px');
  }
  expect(longUsDate('2026-11-21 10:00:00')).toBe('November 21, 2026');

  const last = posts[posts.length - 1];
  await page.getByRole('link', { name: 'Contact Us' }).scrollIntoViewIfNeeded();
  await page
    .getByRole('link', { name: new RegExp(last.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog-detail/${last.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText(longUsDate(last.created_at))).toBeVisible();
});
