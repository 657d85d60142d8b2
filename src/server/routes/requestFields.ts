import { badRequest } from '../services/errors';

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
  if (value === '') throw badRequest(`${field} must not be empty.`);
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
