import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import '../fastifyTypes';

/** The Content-Security-Policy; `scriptSources` allow the rendered pages' inline scripts by hash. */
const contentSecurityPolicy = (scriptSources: string[]) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptSources],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    frameSrc: [
      "'self'",
      'https://www.google.com',
      'https://www.facebook.com',
      'https://www.instagram.com',
      'https://www.youtube-nocookie.com',
    ],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
});

/** `@fastify/helmet` with the site's Content-Security-Policy (the renderer's inline scripts allowed by hash). */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(app.renderer?.scriptSources ?? []),
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security', dependencies: ['renderer'] },
);
