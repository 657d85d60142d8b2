import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationHandlers } from '../fastifyTypes';
import { demoAgency, type Agency } from '../agency';

/** Browsers reuse the details for five minutes, then revalidate with the ETag (a 304 costs no body). */
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
  async getAgency(request: FastifyRequest, reply: FastifyReply) {
    const agency = request.server.config.agency ?? demoAgency;
    const etag = etagOf(agency);
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return agency;
  },
} satisfies OperationHandlers;
