import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { htmlPolicy } from '../api/htmlPolicy';

const TAGS = new Set<string>(htmlPolicy.tags);
const DROP_WITH_CONTENT = new Set<string>(htmlPolicy.dropWithContent);
const ATTRIBUTES: Readonly<Record<string, readonly string[] | undefined>> = htmlPolicy.attributes;
const URL_ATTRIBUTES = new Set<string>(htmlPolicy.urlAttributes);
const SCHEMES = new Set<string>(htmlPolicy.schemes);
const STYLES = new Map<string, RegExp>(
  Object.entries(htmlPolicy.styles).map(([property, pattern]) => [property, new RegExp(pattern, 'i')]),
);

/** Whether a URL breaks the policy: a scheme not listed, or protocol-relative (as sanitize-html judges). */
function unsafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
  let url = value.replace(/[\x00-\x20]+/g, '');
  for (;;) {
    const open = url.indexOf('<!--');
    if (open === -1) break;
    const close = url.indexOf('-->', open + 4);
    if (close === -1) break;
    url = url.substring(0, open) + url.substring(close + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(url);
  if (!scheme) return /^[/\\]{2}/.test(url);
  return !SCHEMES.has(scheme[1].toLowerCase());
}

/** The kept declarations of a style attribute, written as the server writes them (`prop:value;prop:value`). */
function cleanStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const pattern = STYLES.get(property);
    if (pattern && pattern.test(value)) kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}

let sanitizeWithoutDom: ((html: string) => string) | undefined;

/**
 * How rich text is cleaned where there is no DOM: the server's render gives a sanitiser of the same
 * policy (src/ssr/richText.ts), so the rendered page keeps the formatting the browser would show.
 */
export function setDomlessSanitizer(sanitize: (html: string) => string): void {
  sanitizeWithoutDom = sanitize;
}

/**
 * Applies the contract's rich-text policy (`x-html-policy`, the one the server stores with) in the
 * browser: the same elements, attributes, styles and URL schemes survive, so HTML stored before a
 * policy change is cleaned on screen as well. Without a DOM, the sanitiser given for that, else text only.
 */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined')
    return sanitizeWithoutDom ? sanitizeWithoutDom(html) : html.replace(/<[^>]*>/g, '');
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const clean = (node: Element) => {
    for (const comment of Array.from(node.childNodes))
      if (comment.nodeType === Node.COMMENT_NODE) comment.remove();
    for (const child of Array.from(node.children)) {
      const tag = child.tagName.toLowerCase();
      if (!TAGS.has(tag)) {
        if (DROP_WITH_CONTENT.has(tag)) child.remove();
        else {
          clean(child);
          child.replaceWith(...Array.from(child.childNodes));
        }
        continue;
      }
      const allowed = new Set([...(ATTRIBUTES['*'] ?? []), ...(ATTRIBUTES[tag] ?? [])]);
      for (const attribute of Array.from(child.attributes)) {
        const name = attribute.name.toLowerCase();
        if (!allowed.has(name) || (URL_ATTRIBUTES.has(name) && unsafeUrl(attribute.value))) {
          child.removeAttribute(attribute.name);
        } else if (name === 'style') {
          const style = cleanStyle(attribute.value);
          if (style) child.setAttribute('style', style);
          else child.removeAttribute('style');
        }
      }
      if (tag === 'a') {
        child.setAttribute('rel', htmlPolicy.linkRel);
        if (child.hasAttribute('target') && child.getAttribute('target') !== '_blank')
          child.removeAttribute('target');
      }
      clean(child);
    }
  };
  clean(doc.body);
  return doc.body.innerHTML;
}

/** Images in rendered rich text load lazily and always carry an `alt`. */
function decorate(html: string): string {
  if (typeof DOMParser === 'undefined' || !html.includes('<img')) return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const image of Array.from(doc.body.querySelectorAll('img'))) {
    image.setAttribute('loading', 'lazy');
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  }
  return doc.body.innerHTML;
}

/** Renders rich HTML from the API (job and blog descriptions), sanitised, with readable typography. */
export default function RichText({
  html,
  sx,
  lang,
}: {
  html: string | null | undefined;
  sx?: SxProps<Theme>;
  /** The text's language when it differs from the page's (staff text in English on a Gujarati page). */
  lang?: string;
}) {
  const clean = useMemo(() => decorate(sanitizeHtml(html ?? '')), [html]);
  return (
    <Box
      lang={lang}
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
