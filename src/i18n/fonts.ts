/**
 * The typefaces of the Gujarati and Hindi pages: Noto Sans Gujarati and Noto Sans Devanagari, self-hosted from
 * their npm packages as the script's own subset (woff2, only the Gujarati or Devanagari code points, so Latin
 * text keeps the system font). English pages load neither. The server writes the `@font-face` rule and a
 * preload of its file into the head of a Gujarati or Hindi page, so the text paints in its final font at
 * once.
 *
 * `font-display: block`: the script's letters wait (at most 3 s) for the font, which the preload brings early.
 * With `swap`, on a device without a Gujarati or Devanagari font of its own, Chromium laid the server's text
 * out in a fallback's empty boxes before the font came and kept the boxes after it had loaded (seen on
 * /gu/job-detail/1: every Gujarati word but one stayed boxes; the preload did not prevent it, since the
 * first layout comes before any font file can arrive). Latin text is outside the font's `unicode-range` and
 * paints at once either way.
 *
 * The face's sources name the same Noto face installed on the device first (`local()`: Android's system
 * font, a desktop's fonts-noto). A device that has it paints the script's letters at once, with no wait for
 * the file: `block` alone held the Gujarati job page's first paint back until the file came (FCP 1.7 s at
 * `npm run bench:phone`'s profile on a slow host). Only a device without it waits for the file.
 *
 * One weight, the regular: bold and semi-bold text (headings, buttons, labels) is the browser's synthesized
 * bold of it. The bold file was as large again (Gujarati 37 KB, Devanagari 54 KB): on a slow phone's 1.6 Mbps
 * it took 0.2-0.3 s of bandwidth from the page's scripts, and Lighthouse's largest paint on /gu/ went from
 * 2.75 s to 1.81 s without it (`npm run lighthouse`).
 */
import gujarati from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2';
import devanagari from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import type { Locale } from './locales';

interface ScriptFont {
  family: string;
  /** The script's code points (as the font package's own subset declares them). */
  unicodeRange: string;
  /** The regular weight's file. */
  file: string;
}

const FONTS: Partial<Record<Locale, ScriptFont>> = {
  gu: {
    family: 'Noto Sans Gujarati',
    unicodeRange: 'U+0951-0952,U+0964-0965,U+0A80-0AFF,U+200C-200D,U+20B9,U+25CC,U+A830-A839',
    file: gujarati,
  },
  hi: {
    family: 'Noto Sans Devanagari',
    unicodeRange:
      'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
    file: devanagari,
  },
};

/**
 * The regular face's names on a device that has it (Android's Noto, a desktop's fonts-noto), as `local()`
 * matches them: the family, the full name and the PostScript name ("NotoSansGujarati-Regular").
 */
const installedNames = (family: string) => [
  family,
  `${family} Regular`,
  `${family.replaceAll(' ', '')}-Regular`,
];

/** The head tags that load the page's script font (none for English). */
export function fontHeadTags(locale: Locale): string {
  const font = FONTS[locale];
  if (!font) return '';
  // The one face (400) serves every weight; the browser emboldens it for 600 and 700 (font-synthesis).
  // The face installed on the device first, then the file.
  const sources = [
    ...installedNames(font.family).map((name) => `local('${name}')`),
    `url(${font.file}) format('woff2')`,
  ];
  const face =
    `@font-face{font-family:'${font.family}';font-style:normal;font-display:block;font-weight:400;` +
    `src:${sources.join(',')};unicode-range:${font.unicodeRange}}`;
  // Preloaded, for a device without the face: without the preload its text was laid out before the file came
  // and kept a fallback's empty boxes, even with `block` (most Gujarati words of /gu/job-detail/1 at 390 px).
  // A device that has the face does not use the file.
  const preload = `<link rel="preload" href="${font.file}" as="font" type="font/woff2" crossorigin>`;
  return [preload, `<style>${face}</style>`].join('\n');
}
