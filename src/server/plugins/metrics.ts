import fp from 'fastify-plugin';
import { registerMetrics } from '../services/metrics';
import '../fastifyTypes';

/** Prometheus metrics at `GET /api/metrics`, with the database pool and the rendered-page cache. */
export const metricsPlugin = fp(
  async (app) => {
    registerMetrics(app, { pool: app.dbPool ?? undefined, pageCache: app.renderer?.cacheStats });
  },
  { name: 'metrics', dependencies: ['database', 'renderer'] },
);
