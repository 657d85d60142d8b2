import fs from 'node:fs';
import fp from 'fastify-plugin';
import { methodGuard, registerContractRoutes } from '../http/contractRoutes';
import { sameOriginGuard } from '../services/sameOrigin';
import { contractPath } from '../paths';
import { operationHandlers } from '../routes';
import '../fastifyTypes';

/**
 * The API: every operation of openapi.yaml with its handler (validated against the contract, with its
 * session, roles and rate limit), 405 for a method a path lacks (before anything else looks at the
 * request), the same-origin guard of state-changing requests under /api, and the
 * contract itself at `GET /api/openapi.yaml`.
 */
export const apiPlugin = fp(
  async (app) => {
    const guardOrigin = sameOriginGuard(app.config.allowedOrigins);
    const guardMethod = methodGuard(app.contract);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      await guardMethod(request);
      await guardOrigin(request);
    });

    registerContractRoutes(app, app.contract, operationHandlers);

    const contractText = fs.readFileSync(contractPath, 'utf8');
    app.get('/api/openapi.yaml', async (_request, reply) =>
      reply.type('application/yaml; charset=utf-8').header('cache-control', 'no-cache').send(contractText),
    );
  },
  {
    name: 'api',
    dependencies: [
      'core',
      'database',
      'outbox',
      'schedulers',
      'rate-limits',
      'http-sensible',
      'http-cookie',
      'bodies',
      'errors',
    ],
  },
);
