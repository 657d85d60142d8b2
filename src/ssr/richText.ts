import sanitizeHtml from 'sanitize-html';
import { htmlPolicy } from '../api/htmlPolicy';
import { sanitiserOptions } from '../domain/richTextPolicy';

/**
 * The contract's rich-text policy (`x-html-policy`) for the server's render, where there is no DOM: the
 * options the server stores with (src/domain/richTextPolicy.ts), then the browser's decoration of images
 * (lazy loading, an `alt`), so the rendered page matches what src/components/RichText.tsx shows.
 */
const OPTIONS: sanitizeHtml.IOptions = sanitiserOptions(htmlPolicy);

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
