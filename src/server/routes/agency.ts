import type { OperationHandlers } from '../fastifyTypes';
import { demoAgency } from '../agency';

/** Browsers reuse the details for five minutes, then revalidate (@fastify/etag answers a match with 304). */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

export const agencyHandlers = {
  async getAgency(request, reply) {
    reply.header('cache-control', CACHE_CONTROL);
    return request.server.config.agency ?? demoAgency;
  },
} satisfies Partial<OperationHandlers>;
