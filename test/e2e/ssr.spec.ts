import { expect, test } from './fixtures';
import { closeScamNotice, hydratedFooter, isHydrated } from './public-support';
import { firstRecord, rememberServerHeading, watch } from './ssr-support';

/*
 * Server rendering and hydration of the public pages: readable without JavaScript, hydrated without a
 * warning, a request or a replaced node, with the statuses a crawler needs.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its content', async ({ page, request }) => {
    const job = await firstRecord(request, '/api/job');
    const post = await firstRecord(request, '/api/blog');
    const agency = (await (await request.get('/api/agency')).json()) as { phones: string[]; email: string };

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find the right job, in India and abroad',
    );

    await page.goto(`/job-detail/${job.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.getByText('Career Level')).toBeVisible();

    await page.goto('/international');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('International Jobs');
    await expect(page.locator('main li').first()).toBeVisible();
    await page.goto('/domestic');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Domestic Jobs');

    await page.goto('/blog');
    await expect(page.getByText(post.title).first()).toBeVisible();
    await page.goto(`/blog-detail/${post.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);

    await page.goto('/contact');
    for (const phone of agency.phones) await expect(page.getByText(phone).first()).toBeVisible();
    await expect(page.getByText(agency.email).first()).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Nothing covers the content: the scam notice opens only once the page runs.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('hydration', () => {
  test('every public route hydrates with no warning, no refetch, and keeps the server nodes', async ({
    page,
    request,
  }) => {
    // Every public route loaded and hydrated in turn: 20 s on a quiet machine.
    test.setTimeout(60_000);
    const job = await firstRecord(request, '/api/job');
    const post = await firstRecord(request, '/api/blog');
    const routes = [
      '/',
      '/about',
      '/About',
      '/contact',
      '/international',
      '/domestic',
      `/job-detail/${job.id}`,
      '/blog',
      `/blog-detail/${post.id}`,
      '/verify',
    ];
    await rememberServerHeading(page);
    const { messages, apiCalls } = watch(page);
    for (const route of routes) {
      await page.goto(route);
      await closeScamNotice(page);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const heading = (window as unknown as { serverHeading: Element | null }).serverHeading;
        return heading !== null && heading.isConnected && heading === document.querySelector('#root h1');
      });
      expect(kept, `${route} keeps the server's heading node`).toBe(true);
      expect(messages, `console of ${route}`).toEqual([]);
      expect(apiCalls, `API calls while hydrating ${route}`).toEqual([]);
    }
  });

  test('a job page is styled at first paint and does not shift when the notice opens', async ({
    page,
    request,
  }) => {
    const job = await firstRecord(request, '/api/job');
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          shifts.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/job-detail/${job.id}`);
      await expect(page.getByRole('dialog', { name: /Beware of job scams/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(
        () => (window as unknown as { shifts: { total: number } }).shifts.total,
      );
      expect(shift, `layout shift at ${width} px`).toBeLessThan(0.02);
    }
  });

  test('a job page keeps its body as the server sent it; its links still navigate in the page', async ({
    page,
    request,
  }) => {
    const job = await firstRecord(request, '/api/job');
    const bodyCode: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/job-detail-body\.[0-9a-f]+\.js$/.test(sent.url())) bodyCode.push(sent.url());
    });
    await page.goto(`/job-detail/${job.id}`);
    await closeScamNotice(page);
    await page.waitForLoadState('networkidle');
    // Hydrated: the header's Apply opens the modal; the body's nodes are the server's, never hydrated.
    const apply = page.getByRole('button', { name: 'Apply Jobs' });
    await expect.poll(() => apply.evaluate(isHydrated)).toBe(true);
    const description = page.getByRole('heading', { name: 'Description' });
    expect(await description.evaluate(isHydrated)).toBe(false);
    // Its code is fetched only once the page has settled, for when the body renders live.
    await expect.poll(() => bodyCode.length).toBeGreaterThan(0);
    // Its button has no code of MUI's to show keyboard focus, yet the focus shows (the theme's outline).
    const contact = page.getByRole('link', { name: 'Contact Us' });
    expect(await contact.evaluate(isHydrated)).toBe(false);
    await contact.focus();
    // (Polled: the button's box-shadow transition takes 250 ms.)
    await expect
      .poll(() =>
        contact.evaluate((element) => {
          const style = getComputedStyle(element);
          return [
            element.matches(':focus-visible'),
            style.outlineStyle,
            style.outlineWidth,
            style.outlineOffset,
            style.boxShadow,
          ];
        }),
      )
      .toEqual([true, 'solid', '3px', '2px', 'rgb(11, 61, 145) 0px 0px 0px 7px']);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    // A link of the body to a page of the site is a client navigation: the same document goes on.
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // Back to the job: rendered in the browser now, the body is React's.
    await page.goBack();
    await expect(description).toBeVisible();
    await expect.poll(() => description.evaluate(isHydrated)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('the scam notice still opens once per page load, after hydration', async ({ page, request }) => {
    const job = await firstRecord(request, '/api/job');
    await page.goto(`/job-detail/${job.id}`);
    await closeScamNotice(page);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Blog' }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the footer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hydrates when the visitor nears it, not with the page, and its form then answers in the page', async ({
    page,
    request,
  }) => {
    const job = await firstRecord(request, '/api/job');
    const footerCode: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/public-footer\.[0-9a-f]+\.js$/.test(sent.url())) footerCode.push(sent.url());
    });
    await page.goto(`/job-detail/${job.id}`);
    await page.waitForLoadState('networkidle');
    // No input yet: the page and its first screen are hydrated; the footer, screens below, is still the
    // server's HTML (CSS locators: the scam notice, open by now, hides the page from roles).
    await page.waitForFunction(() => performance.getEntriesByName('hydration-commit').length > 0);
    expect(await page.locator('h1').evaluate(isHydrated)).toBe(true);
    expect(await page.locator('footer').evaluate(isHydrated)).toBe(false);
    // Its code was fetched once the page had settled (ahead, not run).
    expect(footerCode).toHaveLength(1);
    await closeScamNotice(page);
    const footer = page.getByRole('contentinfo');
    // Scrolled to, it hydrates; its subscribe form then answers in the page (no page of the server's).
    await hydratedFooter(page);
    await footer.getByLabel('Your e-mail').fill(`near.${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Thank you! Your submission has been received!');
    await expect(page).toHaveURL(new RegExp(`/job-detail/${job.id}$`));
  });
});

test('a missing job hydrates its not-available page without asking the API again', async ({ page }) => {
  const { apiCalls } = watch(page);
  await page.goto('/job-detail/987654321');
  await closeScamNotice(page);
  await expect(page.getByRole('heading', { name: 'This job is not available' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);
});

test.describe('statuses', () => {
  test('unknown paths and missing records answer 404; sign-in and staff routes are not indexed', async ({
    request,
  }) => {
    const unknown = await request.get('/no-such-page');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Page not found');
    expect((await request.head('/no-such-page')).status()).toBe(404);
    expect((await request.get('/job-detail/987654321')).status()).toBe(404);
    expect((await request.get('/blog-detail/987654321')).status()).toBe(404);
    expect((await request.get('/')).status()).toBe(200);
    expect((await request.head('/')).status()).toBe(200);
    for (const url of ['/login', '/jobs', '/application']) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['x-robots-tag']).toBe('noindex');
    }
  });
});
