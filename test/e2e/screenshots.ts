import type { Page } from '@playwright/test';

/**
 * A full-page screenshot in `$SCREENSHOT_DIR` when it is set (`<name>-<width>.png`), to look at a screen as
 * a person would after a change; nothing otherwise (CI keeps no screenshots).
 */
export async function screenshotWhenAsked(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}
