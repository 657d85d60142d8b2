import type { OperationHandlers } from '../fastifyTypes';
import { readiness } from '../services/readiness';

/** Seconds a load balancer should wait before asking `ready` again after a 503. */
export const READY_RETRY_AFTER_SECONDS = 5;
export const systemHandlers = {
  async getHealth() {
    return { status: 'ok' };
  },
  async getLiveness() {
    return { status: 'ok' };
  },
  async getReadiness(request, reply) {
    const { ready, checks } = await readiness(request.server);
    if (!ready) {
      return reply
        .code(503)
        .header('retry-after', String(READY_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', checks } as never);
    }
    return { status: 'ready', checks };
  },
} satisfies Partial<OperationHandlers>;
