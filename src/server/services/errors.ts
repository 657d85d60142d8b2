import { message } from '../openapi/catalogue';
import { HttpError, httpErrors } from '@fastify/sensible';
import { isUniqueViolation } from '../db/kysely';

/**
 * Errors whose message is a sentence meant for the person using the site, answered as `{message}` with
 * their status by the app's error handler. They are @fastify/sensible's `httpErrors` (http-errors).
 */
export type ApiError = HttpError;

/** True for an error raised on purpose with a status and a sentence (not a fault of the server). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof HttpError && error.expose;
}

export const { badRequest, forbidden, notFound, payloadTooLarge, unsupportedMediaType } = httpErrors;

export const unauthorized = (message = 'Please sign in to continue.') => httpErrors.unauthorized(message);

/** 429 with the `Retry-After` header the error handler sends along. */
export function tooManyRequests(message: string, retryAfterSeconds: number): ApiError {
  const error = httpErrors.tooManyRequests(message);
  error.headers = { 'retry-after': String(retryAfterSeconds) };
  return error;
}

/** 405 for a method an API path does not have, with the `Allow` header the error handler sends along. */
export function methodNotAllowed(method: string, allowed: readonly string[]): ApiError {
  const error = httpErrors.methodNotAllowed(
    message('methodNotAllowedAt', { method, allowed: allowed.join(', ') }),
  );
  error.headers = { allow: allowed.join(', ') };
  return error;
}

/** The answer to a create or update that would duplicate a record (the SPA recognises this sentence). */
export const DUPLICATE_MESSAGE = message('duplicate');

/** Rethrows a write's error, as the duplicate answer when the database refused it as a unique-key violation. */
export function duplicateOnUniqueViolation(error: unknown): never {
  throw isUniqueViolation(error) ? badRequest(DUPLICATE_MESSAGE) : error;
}

/** A `.catch` that answers a unique violation (a parallel write won) as 400 with this sentence. */
export const refusedOnUniqueViolation =
  (sentence: string) =>
  (error: unknown): never => {
    throw isUniqueViolation(error) ? badRequest(sentence) : error;
  };
