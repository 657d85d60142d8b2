import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import '../fastifyTypes';

/** The contract as browsable documentation at `/api/docs` (`@fastify/swagger` in static mode). */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      mode: 'static',
      specification: { document: app.contract.document as never },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'docs', dependencies: ['core'] },
);
