import sanitizeHtml from 'sanitize-html';
import { htmlPolicy } from '../openapi/catalogue';

/**
 * The contract's rich-text policy (`x-html-policy` in openapi.yaml) as sanitize-html options. The SPA
 * applies the same policy when it renders (src/components/RichText.tsx), so both keep the same HTML.
 */
const policy = htmlPolicy();

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: policy.tags,
  nonTextTags: policy.dropWithContent,
  allowedAttributes: policy.attributes,
  allowedStyles: {
    '*': Object.fromEntries(
      Object.entries(policy.styles).map(([property, pattern]) => [property, [new RegExp(pattern, 'i')]]),
    ),
  },
  allowedSchemes: policy.schemes,
  allowedSchemesAppliedToAttributes: policy.urlAttributes,
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attributes) => {
      const safe: Record<string, string> = { ...attributes, rel: policy.linkRel };
      if (safe.target !== undefined && safe.target !== '_blank') delete safe.target;
      return { tagName, attribs: safe };
    },
  },
};

/** Sanitises editor HTML before it is stored. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS);
}
