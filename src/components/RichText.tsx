import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const ALLOWED_TAGS = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'src',
  'alt',
  'title',
  'style',
  'class',
  'colspan',
  'rowspan',
  'target',
  'rel',
  'width',
  'height',
]);
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
const UNSAFE_STYLE = /(expression\s*\(|url\s*\(|javascript:)/i;

/**
 * A second, small line of defence after the server's sanitiser: keeps only formatting tags and
 * attributes, drops event handlers, scripts and unsafe URLs. Runs in the browser (DOMParser); text only
 * when there is no DOM.
 */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const clean = (node: Element) => {
    for (const child of Array.from(node.children)) {
      const tag = child.tagName.toLowerCase();
      if (!ALLOWED_TAGS.has(tag)) {
        if (['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'].includes(tag))
          child.remove();
        else {
          clean(child);
          child.replaceWith(...Array.from(child.childNodes));
        }
        continue;
      }
      for (const attribute of Array.from(child.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.trim();
        const unsafe =
          !ALLOWED_ATTRIBUTES.has(name) ||
          ((name === 'href' || name === 'src') && !SAFE_URL.test(value)) ||
          (name === 'style' && UNSAFE_STYLE.test(value));
        if (unsafe) child.removeAttribute(attribute.name);
      }
      if (tag === 'a' && child.getAttribute('target') === '_blank')
        child.setAttribute('rel', 'noopener noreferrer');
      if (tag === 'img') {
        child.setAttribute('loading', 'lazy');
        if (!child.hasAttribute('alt')) child.setAttribute('alt', '');
      }
      clean(child);
    }
  };
  clean(doc.body);
  return doc.body.innerHTML;
}

/** Renders rich HTML from the API (job and blog descriptions), sanitised, with readable typography. */
export default function RichText({ html, sx }: { html: string | null | undefined; sx?: SxProps<Theme> }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <Box
      className="rich-text"
      sx={[
        {
          color: 'text.primary',
          lineHeight: 1.75,
          overflowWrap: 'anywhere',
          '& p': { my: 1.5 },
          '& h1, & h2, & h3, & h4, & h5, & h6': { lineHeight: 1.3, mt: 3, mb: 1 },
          '& h1': { fontSize: '1.8rem' },
          '& h2': { fontSize: '1.5rem' },
          '& h3': { fontSize: '1.3rem' },
          '& ul, & ol': { pl: 3 },
          '& li': { my: 0.5 },
          '& li > p': { my: 0 },
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
          '& a': { color: 'primary.main' },
          '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
          '& table': { borderCollapse: 'collapse', width: '100%' },
          '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
