import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors';
import { message } from '../openapi/catalogue';

/**
 * The cross-site guard of every state-changing request: the API's operations (plugins/api.ts), the public
 * forms' no-JavaScript posts (formPosts.ts) and the shortlist pages' answers (shortlistPages.ts).
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** True when two origins name the same host and port (default ports normalised away). */
function sameHost(origin: string, ownOrigin: string): boolean {
  try {
    return new URL(origin).host === new URL(ownOrigin).host;
  } catch {
    return false;
  }
}

/** Refuses state-changing requests that a browser marks as coming from another site (403). */
export function sameOriginGuard(allowedOrigins: string[]) {
  return async (request: FastifyRequest) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (allowedOrigins.includes(origin)) return;
      if (sameHost(origin, `${request.protocol}://${request.host}`)) return;
      throw forbidden(message('crossSiteRefused'));
    }
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw forbidden(message('crossSiteRefused'));
  };
}
