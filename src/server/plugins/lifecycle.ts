import fp from 'fastify-plugin';
import { AfterResponseTasks } from '../services/afterResponse';
import '../fastifyTypes';

/**
 * `lifecycle.draining` turns true when a shutdown begins (readiness answers 503 from then on; main.ts
 * keeps accepting requests for `SHUTDOWN_DRAIN_MS` before it closes the server); while draining, each
 * answer closes its connection, so keep-alive clients cannot hold the close open. Work handed off to run
 * after an answer (`lifecycle.afterResponse`) is waited for before the database closes.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    const afterResponse = new AfterResponseTasks(app.log);
    app.decorate('lifecycle', { draining: false, afterResponse });
    // Registered after the database plugin, so this runs before the database closes.
    app.addHook('onClose', async () => afterResponse.settled());
    app.addHook('preClose', async () => {
      app.lifecycle.draining = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (app.lifecycle.draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
