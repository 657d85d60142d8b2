import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Which of axe's rules a scan applies:
 * - `all`: every rule axe runs by default (the back office's screens);
 * - `public`: WCAG 2.0/2.1 A and AA and axe's best practices, checking frames' own elements (title, size) but
 *   not the third-party content inside them (Google Maps, which cannot load offline, is not ours to audit).
 */
export type AxeRules = 'all' | 'public';

/**
 * axe's violations on the page as it is now, one line each (`rule: the elements' selectors`): `[]` when the
 * page is clean, so `expect(await axeViolations(page)).toEqual([])` names what failed.
 *
 * axe runs inside the page in one call (the builder's "legacy" mode). The builder's default runs it frame by
 * frame and then finishes the results in a blank tab it opens for every scan, evaluating axe's 0.5 MB script
 * there again: a second or more of each scan on two cores, for the cross-origin frames our pages do not have
 * (the only frames are the public pages' maps, whose contents are not scanned).
 */
export async function axeViolations(
  page: Page,
  rules: AxeRules = 'all',
  /** A selector: only this part of the page is scanned (a dialog, say). */
  within?: string,
): Promise<string[]> {
  // Only the violations' nodes are detailed (not every node that passed or that axe could not decide).
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options(
      rules === 'public' ? { resultTypes: ['violations'], iframes: false } : { resultTypes: ['violations'] },
    );
  if (rules === 'public')
    builder = builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (within !== undefined) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
