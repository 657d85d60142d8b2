import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { dismissScamNotice, login } from './admin-support';

test.use({ viewport: { width: 1280, height: 900 } });

/** Goes to `path` inside the running app (the router follows the history), without a page load. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/** The page's requests in flight and when the last one began or ended (what "settled" waits on). */
const traffic = new WeakMap<Page, { inFlight: number; lastChange: number }>();
function watchTraffic(page: Page) {
  const state = { inFlight: 0, lastChange: Date.now() };
  traffic.set(page, state);
  const change = (delta: number) => {
    state.inFlight += delta;
    state.lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
}

/**
 * Waits until the screen has its data: no request in flight for half a second (a screen's chunk, then
 * its data: the heading shows before either), then no progress indicator and nothing marked busy.
 */
async function settled(page: Page) {
  const state = traffic.get(page);
  if (!state) throw new Error('watchTraffic(page) first');
  await expect
    .poll(() => state.inFlight <= 0 && Date.now() - state.lastChange >= 500, { intervals: [100] })
    .toBe(true);
  await expect(page.locator('[role="progressbar"], [aria-busy="true"]')).toHaveCount(0);
  // A data grid lays out its header and rows in the frame after it has measured itself: until then it has no
  // row at all (a frame a person does not notice, and axe reports as a grid without rows).
  await expect(page.locator('[role="grid"]:not(:has([role="row"]))')).toHaveCount(0);
}

test('the login page has no axe violations', async ({ page }) => {
  await page.goto('/login');
  await dismissScamNotice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

// Every screen at a desktop's width and a phone's (Staff, Audit, My account, Dashboard, Backups, Clients and
// Placements are scanned at both by their own specs).
for (const width of [1280, 390]) {
  test(`every admin route has no axe violations at ${width} px`, async ({ page, request }) => {
    // Fifteen full page loads, each scanned: 1.6 min on a quiet machine, over 2 when the suite shares it.
    test.setTimeout(240_000);
    watchTraffic(page);
    await page.setViewportSize({ width, height: 900 });
    // Seeded rows (the newest may be another spec's, deleted while this test scans).
    const job = ((await (await request.get('/api/job/1')).json()) as { data: { id: number } }).data;
    const post = ((await (await request.get('/api/blog/1')).json()) as { data: { id: number } }).data;
    const member = ((await (await request.get('/api/team/1')).json()) as { data: { id: number } }).data;
    await login(page);
    const applications = (await (await page.request.get('/api/applications')).json()) as Array<{
      id: number;
    }>;

    const routes: Array<[string, string]> = [
      ['/jobs', 'Jobs'],
      ['/create-jobs', 'Add Job'],
      [`/edit-jobs/${job.id}`, 'Edit Job'],
      ['/blog-list', 'Blog'],
      ['/create-blog', 'Add Blog'],
      [`/edit-blog/${post.id}`, 'Edit Blog'],
      ['/team', 'Team'],
      ['/create-team', 'Add Team'],
      [`/edit-team/${member.id}`, 'Edit Team'],
      ['/application', 'Applications'],
      ['/enquiries', 'Enquiries'],
      ['/subscribers', 'Subscribers'],
      ['/outbox', 'Outbox'],
      ['/mail-templates', 'Mail templates'],
    ];
    if (applications[0]) routes.push([`/view-application/${applications[0].id}`, 'View Application']);

    const failures: string[] = [];
    for (const [path, heading] of routes) {
      // Within the app, as staff move from screen to screen (one page load; each screen's own chunk and
      // data still load): a full load per screen only repeats the first one's work.
      await navigateInApp(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await settled(page);
      for (const violation of await axeViolations(page)) failures.push(`${path} ${violation}`);
    }
    expect(failures).toEqual([]);
  });
}

for (const width of [390, 1280]) {
  test(`the staff-account screens have no axe violations at ${width} px`, async ({ page }) => {
    // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
    test.setTimeout(180_000);
    watchTraffic(page);
    await page.setViewportSize({ width, height: 900 });
    const failures: string[] = [];
    const check = async (path: string, signedOut = false) => {
      if (signedOut) {
        await page.goto(path);
        await dismissScamNotice(page);
      } else await navigateInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      for (const violation of await axeViolations(page)) failures.push(`${path} ${violation}`);
    };
    // Signed out: the forgotten-password page (the scam notice shows to anyone signed out; closed first).
    await check('/forgot-password', true);
    await login(page);
    // (The Audit screen is scanned at both widths by admin-audit.spec.ts, with its entries loaded.)
    for (const path of ['/staff', '/account', '/erasure-requests', '/backups']) await check(path);
    expect(failures).toEqual([]);
  });
}
