/**
 * Text helpers of the server-rendered head: escaping for HTML and for inline JSON, rich-text HTML to plain
 * text, and word-boundary truncation. String functions only (no DOM), so they run in Node and the browser.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes a text for an HTML text node or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/**
 * JSON for an inline `<script>`: `<` becomes `\u003c` (so no `</script>` or `<!--` can end or change the
 * block), and the line separators U+2028/U+2029 are escaped too. The result parses back to the same value.
 */
export const inlineJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  rupee: '₹',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is never text a reader sees. */
const HIDDEN = /<(script|style|template|noscript|iframe|object|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Elements that separate words (a block, a line break, a cell): replaced by a space, not removed. */
const BREAKING =
  /<\/?(p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|table|thead|tbody|tfoot|tr|td|th|caption|blockquote|pre|section|article|header|footer|aside|figure|figcaption|img)\b[^>]*>/gi;

/** The plain text of a piece of rich-text HTML, with runs of white space collapsed to one space. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(HIDDEN, ' ')
      .replace(BREAKING, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most `max` characters (code points): a longer text is cut at the last word boundary that leaves room
 * for an ellipsis, trailing punctuation dropped, and "…" added.
 */
export function truncateAtWord(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const room = chars.slice(0, max - 1).join('');
  // The room ends a word when the next character is a space; otherwise go back to the last space (unless
  // one very long word fills most of it).
  const boundary = /\s/.test(chars[max - 1]) ? room.length : room.search(/\s\S*$/);
  const cut = boundary > room.length / 2 ? room.slice(0, boundary) : room;
  return `${cut.replace(/[\s,;:.\-–—(]+$/u, '')}…`;
}
