import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * Emotion's cache for MUI's styles, with the same key in the server's render and in the browser: the
 * browser then adopts the `<style data-emotion="css ...">` tags the server inlined instead of writing
 * them again, and the first paint is already styled.
 */
export const EMOTION_KEY = 'css';

/** The properties current browsers (Safari) still need with a `-webkit-` prefix. */
const STILL_PREFIXED = new Set(['user-select', 'backdrop-filter']);

/**
 * Instead of emotion's default prefixer, which writes the old -webkit-/-ms- forms of every flex, transition
 * and sticky rule (about a third of the critical CSS inlined in each rendered page), only the prefixes
 * current browsers still need.
 */
const currentPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && STILL_PREFIXED.has(String(element.props)) && !element.return)
    element.return = `-webkit-${element.value}${element.value}`;
};

export const createEmotionCache = () =>
  createCache({ key: EMOTION_KEY, prepend: true, stylisPlugins: [currentPrefixes] });
