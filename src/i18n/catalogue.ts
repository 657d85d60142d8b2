import type { Messages } from '@lingui/core';

/** A compiled message, as Lingui's runtime takes it. */
export type CompiledMessage = Messages[string];

/**
 * One namespace of the English catalogue, compiled (src/i18n/compiled/en/<ns>.ts): the page or part that
 * uses it imports it, so its English texts travel in that page's chunk. Its keys type the `t` of `useT`.
 */
export interface Namespace<Key extends string> {
  ns: string;
  messages: Record<Key, CompiledMessage>;
}
