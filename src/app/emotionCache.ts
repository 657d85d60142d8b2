import createCache from '@emotion/cache';

/**
 * Emotion's cache for MUI's styles, with the same key in the server's render and in the browser: the
 * browser then adopts the `<style data-emotion="css ...">` tags the server inlined instead of writing
 * them again, and the first paint is already styled.
 */
export const EMOTION_KEY = 'css';

export const createEmotionCache = () => createCache({ key: EMOTION_KEY, prepend: true });
