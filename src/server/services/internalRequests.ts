import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header that marks a request this process sends to itself (`app.inject`). */
export const INTERNAL_REQUEST_HEADER = 'x-internal-request';

/**
 * Requests the server makes to its own routes in process (the page renderer's data reads) carry a
 * secret made anew by each process at start. It never leaves the process (it is sent only through
 * `app.inject`, never answered, logged or stored), so a request from outside cannot claim to be
 * internal. Rate limits do not count internal requests: the page request that caused them is what
 * is counted.
 */
export class InternalRequests {
  private readonly secret = randomBytes(32).toString('base64url');

  /** The headers an internal request carries. */
  headers(): Record<string, string> {
    return { [INTERNAL_REQUEST_HEADER]: this.secret };
  }

  /** True only for a request that carries this process's secret. */
  isInternal(request: Pick<FastifyRequest, 'headers'>): boolean {
    const value = request.headers[INTERNAL_REQUEST_HEADER];
    if (typeof value !== 'string') return false;
    const given = Buffer.from(value);
    const expected = Buffer.from(this.secret);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
