/**
 * Playwright's `test`, with every page of a test's own context recording the message dialogs it shows
 * (`recordMessages`): a 1.5 s message can come and go between two of Playwright's looks on a busy machine,
 * and `expectTimedMessage` reads that record. Spec files import `test` and `expect` from here.
 */
import { test as base } from '@playwright/test';
import { recordMessages } from './admin-support';

export * from '@playwright/test';

export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(recordMessages);
    await provide(context);
  },
});
