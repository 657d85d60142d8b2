import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { OperationHandlers } from '../fastifyTypes';
import { demoAgency, type Agency } from '../agency';

/**
 * Browsers reuse the details for five minutes, then revalidate with the ETag (a 304 costs no body). The
 * match is RFC 9110's weak comparison over a list, which @fastify/etag's exact match does not do.
 */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

const etags = new WeakMap<Agency, string>();
function etagOf(agency: Agency): string {
  let etag = etags.get(agency);
  if (etag === undefined) {
    etag = `"${createHash('sha256').update(JSON.stringify(agency)).digest('base64url').slice(0, 27)}"`;
    etags.set(agency, etag);
  }
  return etag;
}

const matches = (header: string | undefined, etag: string): boolean =>
  header !== undefined &&
  header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

export const agencyHandlers = {
  async getAgency(request, reply) {
    const agency = request.server.config.agency ?? demoAgency;
    const etag = etagOf(agency);
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    // A 304 has no body, which the 200 answer's type does not describe.
    if (matches(request.headers['if-none-match'], etag)) return (reply as FastifyReply).code(304).send();
    return agency;
  },
} satisfies Partial<OperationHandlers>;
