/**
 * The typefaces of the Gujarati and Hindi pages: Noto Sans Gujarati and Noto Sans Devanagari, self-hosted from
 * their npm packages as the script's own subset (woff2, only the Gujarati or Devanagari code points, so Latin
 * text keeps the system font). English pages load neither. The server writes the `@font-face` rules and a
 * preload of both weights into the head of a Gujarati or Hindi page, so the text paints in its final font at
 * once (`font-display: swap` if a font is late).
 */
import gujarati400 from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2';
import gujarati700 from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff2';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2';
import type { Locale } from './locales';

interface ScriptFont {
  family: string;
  /** The script's code points (as the font package's own subset declares them). */
  unicodeRange: string;
  /** The file of each weight (500 uses the regular, 600 the bold, as CSS's weight matching does). */
  files: Record<400 | 700, string>;
}

const FONTS: Partial<Record<Locale, ScriptFont>> = {
  gu: {
    family: 'Noto Sans Gujarati',
    unicodeRange: 'U+0951-0952,U+0964-0965,U+0A80-0AFF,U+200C-200D,U+20B9,U+25CC,U+A830-A839',
    files: { 400: gujarati400, 700: gujarati700 },
  },
  hi: {
    family: 'Noto Sans Devanagari',
    unicodeRange:
      'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
    files: { 400: devanagari400, 700: devanagari700 },
  },
};

/** The head tags that load the page's script font (none for English). */
export function fontHeadTags(locale: Locale): string {
  const font = FONTS[locale];
  if (!font) return '';
  const faces = ([400, 700] as const)
    .map(
      (weight) =>
        `@font-face{font-family:'${font.family}';font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${font.files[weight]}) format('woff2');unicode-range:${font.unicodeRange}}`,
    )
    .join('');
  // Both weights are preloaded: text laid out before its font arrived was seen to keep a fallback's
  // empty boxes in Chromium even after the font loaded; with the fonts there at first layout it never is.
  const preloads = ([400, 700] as const).map(
    (weight) => `<link rel="preload" href="${font.files[weight]}" as="font" type="font/woff2" crossorigin>`,
  );
  return [...preloads, `<style>${faces}</style>`].join('\n');
}
