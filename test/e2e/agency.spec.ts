import { expect, test } from './fixtures';
import { dismissScamNotice } from './admin-support';

test('the agency details come from GET /api/agency, cacheable', async ({ request }) => {
  const response = await request.get('/api/agency');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('max-age=300');
  const agency = (await response.json()) as { name: string; social: Record<string, string> };
  expect(agency.name).toBe('Sahyog Manpower Services');
});

test('Follow Us links the agency profiles; feeds load only when asked for', async ({ page }) => {
  const feedRequests: string[] = [];
  await page.route(/^https:\/\/www\.(facebook|instagram)\.com\//, (route) => {
    feedRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<p>feed</p>' });
  });
  await page.goto('/');
  await dismissScamNotice(page);
  const follow = page.locator('section[aria-labelledby="follow-title"]');
  await follow.scrollIntoViewIfNeeded();
  for (const [network, href] of [
    ['Facebook', 'https://www.facebook.com/sahyogmanpower'],
    ['LinkedIn', 'https://www.linkedin.com/company/sahyog-manpower-services/'],
    ['X', 'https://x.com/sahyogmanpower'],
  ]) {
    await expect(follow.getByRole('link', { name: new RegExp(`^${network} @`) })).toHaveAttribute(
      'href',
      href,
    );
  }
  const feeds = follow.getByRole('list', { name: 'Social feeds' });
  await expect(feeds.getByRole('button', { name: 'Show Facebook posts' })).toBeVisible();
  await expect(feeds.locator('iframe')).toHaveCount(0);
  expect(feedRequests).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/home-follow-1280.png', fullPage: false });

  await feeds.getByRole('button', { name: 'Show Facebook posts' }).click();
  await expect(feeds.locator('iframe[title="Our Facebook posts"]')).toHaveAttribute(
    'src',
    /^https:\/\/www\.facebook\.com\/plugins\/page\.php/,
  );
  await expect.poll(() => feedRequests.length).toBeGreaterThan(0);
});

test('the About page shows the configured street views', async ({ page }) => {
  await page.goto('/about');
  await dismissScamNotice(page);
  await expect(page.getByTitle(/Street view of our Ahmedabad office/)).toHaveCount(2);
});
