import sanitizeHtml from 'sanitize-html';
import { sanitiserOptions } from '../../domain/richTextPolicy';
import { htmlPolicy } from '../openapi/catalogue';

/**
 * The contract's rich-text policy (`x-html-policy` in openapi.yaml) as sanitize-html options
 * (src/domain/richTextPolicy.ts). The SPA applies the same policy when it renders
 * (src/components/RichText.tsx), so both keep the same HTML.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = sanitiserOptions(htmlPolicy());

/** Sanitises editor HTML before it is stored. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS);
}
