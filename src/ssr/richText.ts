import sanitizeHtml from 'sanitize-html';
import { htmlPolicy } from '../api/htmlPolicy';

/**
 * The contract's rich-text policy (`x-html-policy`) for the server's render, where there is no DOM: the
 * options the server stores with (src/server/services/html.ts), then the browser's decoration of images
 * (lazy loading, an `alt`), so the rendered page matches what src/components/RichText.tsx shows.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...htmlPolicy.tags],
  nonTextTags: [...htmlPolicy.dropWithContent],
  allowedAttributes: Object.fromEntries(
    Object.entries(htmlPolicy.attributes).map(([tag, names]) => [tag, [...(names as readonly string[])]]),
  ),
  allowedStyles: {
    '*': Object.fromEntries(
      Object.entries(htmlPolicy.styles).map(([property, pattern]) => [property, [new RegExp(pattern, 'i')]]),
    ),
  },
  allowedSchemes: [...htmlPolicy.schemes],
  allowedSchemesAppliedToAttributes: [...htmlPolicy.urlAttributes],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attributes) => {
      const safe: Record<string, string> = { ...attributes, rel: htmlPolicy.linkRel };
      if (safe.target !== undefined && safe.target !== '_blank') delete safe.target;
      return { tagName, attribs: safe };
    },
  },
};

/** Images load lazily and always carry an `alt` (attribute values are quoted and escaped by then). */
const decorateImages = (html: string) =>
  html.replace(/<img\b([^>]*?)\s*\/?>/g, (_tag, attributes: string) => {
    const withLoading = / loading="/.test(attributes)
      ? attributes.replace(/ loading="[^"]*"/, ' loading="lazy"')
      : `${attributes} loading="lazy"`;
    return `<img${withLoading}${/ alt="/.test(attributes) ? '' : ' alt=""'}>`;
  });

export const sanitizeRichTextWithoutDom = (html: string): string =>
  decorateImages(sanitizeHtml(html, OPTIONS));
