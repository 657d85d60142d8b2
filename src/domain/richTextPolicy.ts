/**
 * The contract's rich-text policy (`x-html-policy` in openapi.yaml) as sanitize-html options: the one
 * translation used by the server before it stores HTML (src/server/services/html.ts, policy read from the
 * contract) and by the server-side render (src/ssr/richText.ts, policy from the generated
 * src/api/htmlPolicy.ts). The SPA applies the same policy with a DOM walk (src/components/RichText.tsx).
 */
export interface RichTextPolicy {
  tags: readonly string[];
  dropWithContent: readonly string[];
  attributes: Readonly<Record<string, readonly string[]>>;
  /** Each kept inline style property and the pattern (case-insensitive) its value must match. */
  styles: Readonly<Record<string, string>>;
  urlAttributes: readonly string[];
  schemes: readonly string[];
  /** The `rel` every link gets. */
  linkRel: string;
}

type Attributes = Record<string, string>;

/** The subset of sanitize-html's `IOptions` the policy sets (structurally compatible with it). */
export interface SanitiserOptions {
  allowedTags: string[];
  nonTextTags: string[];
  allowedAttributes: Record<string, string[]>;
  allowedStyles: Record<string, Record<string, RegExp[]>>;
  allowedSchemes: string[];
  allowedSchemesAppliedToAttributes: string[];
  allowProtocolRelative: false;
  disallowedTagsMode: 'discard';
  transformTags: Record<
    string,
    (tagName: string, attribs: Attributes) => { tagName: string; attribs: Attributes }
  >;
}

export function sanitiserOptions(policy: RichTextPolicy): SanitiserOptions {
  return {
    allowedTags: [...policy.tags],
    nonTextTags: [...policy.dropWithContent],
    allowedAttributes: Object.fromEntries(
      Object.entries(policy.attributes).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedStyles: {
      '*': Object.fromEntries(
        Object.entries(policy.styles).map(([property, pattern]) => [property, [new RegExp(pattern, 'i')]]),
      ),
    },
    allowedSchemes: [...policy.schemes],
    allowedSchemesAppliedToAttributes: [...policy.urlAttributes],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // Every link gets the policy's rel; a target other than a new tab is dropped.
      a: (tagName, attributes) => {
        const safe: Attributes = { ...attributes, rel: policy.linkRel };
        if (safe.target !== undefined && safe.target !== '_blank') delete safe.target;
        return { tagName, attribs: safe };
      },
    },
  };
}
