import { expect, test } from './fixtures';
import { closeScamNotice, tapInNotice } from './public-support';

test.describe('public navigation (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('top navigation, the keyboard Jobs menu, both /about spellings, 404 and the chromeless login', async ({
    page,
  }) => {
    await page.goto('/');
    await closeScamNotice(page);
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Empowering Careers, Connecting Talent' }),
    ).toBeVisible();

    // Jobs menu by keyboard: focus, Enter opens it with the first item focused, ArrowDown moves, Enter follows.
    await nav.getByRole('button', { name: 'Jobs' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Domestic' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'International' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/international$/);
    await expect(page.getByRole('heading', { level: 1, name: 'International Jobs' })).toBeVisible();

    // Escape closes the menu and gives focus back to the Jobs button.
    await nav.getByRole('button', { name: 'Jobs' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Jobs' })).toBeFocused();

    await nav.getByRole('button', { name: 'Jobs' }).click();
    await page.getByRole('menuitem', { name: 'Domestic' }).click();
    await expect(page).toHaveURL(/\/domestic$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Domestic Jobs' })).toBeVisible();
    // No layer of the closed menu stays over the new page (it would catch every click).
    await expect(page.locator('.MuiModal-root')).toHaveCount(0);

    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find the right job, in India and abroad' }),
    ).toBeVisible();

    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('/About and /about both open the About page; unknown routes get a real not-found page', async ({
    page,
  }) => {
    for (const path of ['/About', '/about']) {
      await page.goto(path);
      await closeScamNotice(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Empowering Careers, Connecting Talent' }),
      ).toBeVisible();
      for (const counter of ['10+', '3000+', '40+', '2015'])
        await expect(page.getByText(counter, { exact: true }).first()).toBeVisible();
    }
    await page.goto('/no-such-page');
    await closeScamNotice(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer links to every public page', async ({ page }) => {
    await page.goto('/');
    await closeScamNotice(page);
    const footer = page.getByRole('contentinfo');
    const expected: Array<[string, string]> = [
      ['Home', '/'],
      ['About Us', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Domestic Jobs', '/domestic'],
      ['International Jobs', '/international'],
    ];
    for (const [name, href] of expected)
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await footer.getByRole('link', { name: 'Domestic Jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Domestic Jobs' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('public navigation (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens a drawer with every link', async ({ page }) => {
    await page.goto('/');
    await closeScamNotice(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Jobs', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('#public-drawer');
    await expect(drawer).toBeVisible();
    for (const name of ['Home', 'About', 'Domestic', 'International', 'Blog', 'Contact', 'Login']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await drawer.getByRole('link', { name: 'International' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'International Jobs' })).toBeVisible();
    // No layer of the closed drawer stays over the new page (it would catch every click).
    await expect(page.locator('.MuiModal-root')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
  });
});

test.describe('scam notice', () => {
  test('shows once per page load: not after client-side navigation, again after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: /Beware of job scams/ });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('strict no-fee policy');
    await expect(notice).toContainText('never take money, deposits or fees');
    await expect(notice).toContainText('fraudulent');
    await expect(notice.getByRole('link', { name: /^\+91/ })).toHaveCount(3);

    // Focus stays inside while it is open.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await notice.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await tapInNotice(notice.getByRole('button', { name: 'Close' }), () =>
      expect(notice).toBeHidden({ timeout: 1000 }),
    );

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Empowering Careers, Connecting Talent' }),
    ).toBeVisible();
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(notice).toHaveCount(0);

    await page.reload();
    await expect(notice).toBeVisible();
    await tapInNotice(notice.getByRole('button', { name: 'I Understand' }), () =>
      expect(notice).toBeHidden({ timeout: 1000 }),
    );
  });

  test('ignores taps that came down before it showed or in its first 500 ms, answers a later one', async ({
    page,
  }) => {
    type Timed = Window & { noticeEnteredAt?: number; pointerDowns?: number[] };
    // The page's own clock: when the notice entered the page (epoch ms) and when each finger came down.
    await page.addInitScript(() => {
      const timed = window as Timed;
      timed.pointerDowns = [];
      window.addEventListener('pointerdown', (event) => timed.pointerDowns?.push(event.timeStamp), true);
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('[aria-labelledby="scam-notice-title"]')) return;
        timed.noticeEnteredAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: /Beware of job scams/ });
    await expect(notice).toBeVisible();
    const { enteredAt, timeOrigin } = await page.evaluate(() => ({
      enteredAt: (window as Timed).noticeEnteredAt ?? NaN,
      timeOrigin: performance.timeOrigin,
    }));
    expect(enteredAt).toBeGreaterThan(timeOrigin);

    // A phone whose main thread was busy as the notice opened: taps reach the page late, each with the time
    // its finger came down (the CDP event's timestamp, in epoch seconds).
    const cdp = await page.context().newCDPSession(page);
    const tapDownAt = async (x: number, y: number, epochMs: number) => {
      for (const type of ['mousePressed', 'mouseReleased'] as const)
        await cdp.send('Input.dispatchMouseEvent', {
          type,
          x,
          y,
          button: 'left',
          clickCount: 1,
          timestamp: epochMs / 1000,
        });
    };
    const understand = notice.getByRole('button', { name: 'I Understand' });
    const box = await understand.boundingBox();
    if (!box) throw new Error('The notice has no button to tap.');
    const tapTimes = [enteredAt - 300, enteredAt - 300, enteredAt + 100];
    // Aimed at the page before the notice came: on its button and on its backdrop; then one on its
    // button in its first 500 ms, a finger already on its way.
    await tapDownAt(box.x + box.width / 2, box.y + box.height / 2, tapTimes[0]);
    await tapDownAt(4, 4, tapTimes[1]);
    await tapDownAt(box.x + box.width / 2, box.y + box.height / 2, tapTimes[2]);
    // The taps reached the page with those times (within the clocks' rounding)...
    const downs = await page.evaluate(() => (window as Timed).pointerDowns ?? []);
    expect(downs).toHaveLength(3);
    downs.forEach((down, index) => expect(Math.abs(timeOrigin + down - tapTimes[index])).toBeLessThan(50));
    // ...and none of them acted.
    await page.waitForTimeout(300);
    await expect(notice).toBeVisible();

    // A tap made now, with the notice on the screen past its first 500 ms, closes it at once.
    await page.waitForFunction(
      (entered) => performance.timeOrigin + performance.now() > entered + 1000,
      enteredAt,
    );
    await understand.click();
    await expect(notice).toBeHidden({ timeout: 1000 });
  });
});
