import fp from 'fastify-plugin';
import '../fastifyTypes';

/**
 * `lifecycle.draining` turns true when a shutdown begins (readiness answers 503 from then on; main.ts
 * keeps accepting requests for `SHUTDOWN_DRAIN_MS` before it closes the server); while draining, each
 * answer closes its connection, so keep-alive clients cannot hold the close open.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    app.decorate('lifecycle', { draining: false });
    app.addHook('preClose', async () => {
      app.lifecycle.draining = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (app.lifecycle.draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
