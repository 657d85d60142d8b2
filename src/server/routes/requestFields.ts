import type { FastifyRequest } from 'fastify';
import { badRequest } from '../services/errors';

/** The validated body as a plain record; handlers pick the fields they know by name. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return (request.body ?? {}) as Record<string, unknown>;
}

/** The `{id}` path parameter (validated as an integer by the contract). */
export function idOf(request: FastifyRequest): number {
  return Number((request.params as { id: number }).id);
}

/** A trimmed text field that must not be blank. */
export function requiredText(body: Record<string, unknown>, field: string): string {
  const value = typeof body[field] === 'string' ? (body[field] as string).trim() : '';
  if (value === '') throw badRequest(`${field} must not be empty.`);
  return value;
}

/** A trimmed optional text field ('' when absent). */
export function optionalText(body: Record<string, unknown>, field: string): string {
  return typeof body[field] === 'string' ? (body[field] as string).trim() : '';
}

/** True when the honeypot field was filled, which people never do. */
export function honeypotFilled(body: Record<string, unknown>): boolean {
  return typeof body.website === 'string' && body.website.trim() !== '';
}
