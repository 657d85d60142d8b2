import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { dismissScamNotice, login } from './admin-support';

test.use({ viewport: { width: 1280, height: 900 } });

test('the login page has no axe violations', async ({ page }) => {
  await page.goto('/login');
  await dismissScamNotice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

// Every screen at a desktop's width and a phone's (Staff, Audit, My account, Dashboard and Backups are
// scanned at both by their own specs).
for (const width of [1280, 390]) {
  test(`every admin route has no axe violations at ${width} px`, async ({ page, request }) => {
    // Fifteen full page loads, each scanned: 1.6 min on a quiet machine, over 2 when the suite shares it.
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const job = ((await (await request.get('/api/job')).json()) as { data: Array<{ id: number }> }).data[0];
    const post = ((await (await request.get('/api/blog')).json()) as { data: Array<{ id: number }> }).data[0];
    const member = ((await (await request.get('/api/team')).json()) as { data: Array<{ id: number }> })
      .data[0];
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
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations)
        failures.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
}

for (const width of [390, 1280]) {
  test(`the staff-account screens have no axe violations at ${width} px`, async ({ page }) => {
    // A journey across several screens (and mails), each a full page load: more than the 60 s a test gets.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const failures: string[] = [];
    const check = async (path: string, signedOut = false) => {
      await page.goto(path);
      if (signedOut) await dismissScamNotice(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations)
        failures.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    // Signed out: the forgotten-password page (the scam notice shows to anyone signed out; closed first).
    await check('/forgot-password', true);
    await login(page);
    for (const path of ['/staff', '/audit', '/account', '/erasure-requests', '/backups']) await check(path);
    expect(failures).toEqual([]);
  });
}
