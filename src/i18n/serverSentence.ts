/**
 * The server answers in the contract's English sentences (`x-messages`). On a Gujarati or Hindi page the ones a
 * visitor can meet are shown in the page's language: the `server` namespace repeats them (a test keeps them equal
 * to the contract), so a sentence is recognised by its English template and its values (`{reference}`) are kept.
 * A sentence the catalogue does not know is shown as the server wrote it.
 */
import { useCallback } from 'react';
import serverText from './compiled/en/server';
import { messages } from '../api/messages';
import { DEFAULT_LOCALE, useLocale, useT, type Translate } from './index';

type ErrorKey = keyof typeof serverText.messages;

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Each known sentence's English template as a pattern with one named group per placeholder. */
const patterns: { key: ErrorKey; pattern: RegExp }[] = (Object.keys(serverText.messages) as ErrorKey[]).map(
  (key) => ({
    key,
    pattern: new RegExp(`^${escape(messages[key]).replace(/\\?\{(\w+)\\?\}/g, '(?<$1>.+?)')}$`, 's'),
  }),
);

/** The sentence in the page's language: a known one translated (its values translated too when they are). */
export function translateSentence(sentence: string, t: Translate<ErrorKey>): string {
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(match.groups ?? {}))
      values[name] = translateSentence(value, t);
    return t(key, values);
  }
  return sentence;
}

/** `(sentence) => sentence in the page's language`; English pages show the server's sentence unchanged. */
export function useServerSentence(): (sentence: string) => string {
  const locale = useLocale();
  const t = useT(serverText);
  return useCallback(
    (sentence: string) => (locale === DEFAULT_LOCALE ? sentence : translateSentence(sentence, t)),
    [locale, t],
  );
}
