import sanitizeHtml from 'sanitize-html';

const COLOUR =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\)|hsla?\(\s*[\d.]+(deg)?\s*,\s*[\d.]+%\s*,\s*[\d.]+%\s*(,\s*[\d.]+%?\s*)?\)|var\(--[\w-]+\)|[a-z]+)$/i;
const LENGTH = /^\d+(\.\d+)?(px|em|rem|pt|%)?$/;
const FONT_FAMILY = /^[\w\s,'"-]+$/;

/**
 * Allowlist for the rich-text editor (mui-tiptap / tiptap 2): headings, emphasis, lists, quotes, code,
 * links, colour/highlight/font/size/alignment/indent as inline styles, and tables. Everything else
 * (scripts, iframes, event handlers, `javascript:` URLs, unknown styles) is dropped.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'sub',
    'sup',
    'ol',
    'ul',
    'li',
    'blockquote',
    'span',
    'mark',
    'a',
    'code',
    'pre',
    'hr',
    'table',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'target', 'rel'],
    ol: ['start', 'type'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
    col: ['span'],
  },
  allowedStyles: {
    '*': {
      color: [COLOUR],
      'background-color': [COLOUR],
      'font-family': [FONT_FAMILY],
      'font-size': [LENGTH],
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'padding-left': [LENGTH],
      'margin-left': [LENGTH],
      'min-width': [LENGTH],
      width: [LENGTH],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attributes) => {
      const safe: Record<string, string> = { ...attributes, rel: 'noopener noreferrer' };
      if (safe.target !== undefined && safe.target !== '_blank') delete safe.target;
      return { tagName, attribs: safe };
    },
  },
};

/** Sanitises editor HTML before it is stored. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS);
}
