import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { message } from '../openapi/catalogue';
import '../fastifyTypes';

export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1_000;
const OVERLOAD_RETRY_AFTER_SECONDS = 10;

/**
 * An overloaded event loop answers 503 with Retry-After instead of queueing more work
 * (`@fastify/under-pressure`, `MAX_EVENT_LOOP_DELAY_MS`; 0 = never); liveness and readiness are
 * exempt (a supervisor must not restart a process that is merely busy).
 */
export const overloadPlugin = fp(
  async (app) => {
    const maxEventLoopDelay = app.config.maxEventLoopDelayMs ?? DEFAULT_MAX_EVENT_LOOP_DELAY_MS;
    if (maxEventLoopDelay <= 0) return;
    await app.register(underPressure, {
      maxEventLoopDelay,
      sampleInterval: 200,
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
      pressureHandler: (request, reply) => {
        if (request.url.startsWith('/api/health/')) return;
        reply.code(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
        // A value answered here is sent as the reply; undefined lets the request through.
        return { message: message('serverBusy') } as never;
      },
    });
  },
  { name: 'overload', dependencies: ['core'] },
);
