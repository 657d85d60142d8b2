import { badRequest } from '../services/errors';
import { message } from '../openapi/catalogue';
import { isBlankHtml } from '../../domain/contentLanguage';

/** The names of a body's text fields (required or optional strings). */
type TextField<Body> = {
  [Key in keyof Body]-?: Body[Key] extends string | undefined ? Key : never;
}[keyof Body] &
  string;

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A trimmed text field that must not be blank. */
export function requiredText<Body extends object>(body: Body, field: TextField<Body>): string {
  const value = trimmed(body[field]);
  if (value === '') throw badRequest(message('fieldEmpty', { field: String(field) }));
  return value;
}

/** A trimmed optional text field ('' when absent). */
export function optionalText<Body extends object>(body: Body, field: TextField<Body>): string {
  return trimmed(body[field]);
}

/** True when the honeypot field was filled, which people never do. */
export function honeypotFilled(body: { website?: string }): boolean {
  return typeof body.website === 'string' && body.website.trim() !== '';
}

/** The optional Gujarati and Hindi title and description of a job or blog post, as a form sends them. */
interface TranslationInput {
  title_gu?: string;
  title_hi?: string;
  description_gu?: string;
  description_hi?: string;
}

/**
 * The translations of a job's or post's title and description: trimmed titles, descriptions sanitised as
 * the English one is (`sanitize`); a blank one (left out, spaces, or HTML with no text) is null, no
 * translation.
 */
export function translationFields(body: TranslationInput, sanitize: (html: string) => string) {
  const title = (field: 'title_gu' | 'title_hi') => optionalText(body, field) || null;
  const description = (field: 'description_gu' | 'description_hi') => {
    const html = sanitize(optionalText(body, field));
    return isBlankHtml(html) ? null : html;
  };
  return {
    title_gu: title('title_gu'),
    title_hi: title('title_hi'),
    description_gu: description('description_gu'),
    description_hi: description('description_hi'),
  };
}
