import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import './fastifyTypes';
import { loggerOptions } from './services/logRedaction';
import type { MailTransport } from './services/mail';
import { apiPlugin } from './plugins/api';
import { corePlugin } from './plugins/core';
import { databasePlugin } from './plugins/database';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { compressPlugin, cookiePlugin, etagPlugin, sensiblePlugin } from './plugins/http';
import { lifecyclePlugin } from './plugins/lifecycle';
import { metricsPlugin } from './plugins/metrics';
import { bodiesPlugin } from './plugins/multipart';
import { outboxPlugin } from './plugins/outbox';
import { overloadPlugin } from './plugins/overload';
import { rateLimitsPlugin } from './plugins/rateLimits';
import { redisPlugin } from './plugins/redis';
import { rendererPlugin } from './plugins/renderer';
import { schedulersPlugin } from './plugins/schedulers';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

export { SERVER_FAULT_MESSAGE } from './plugins/errors';
export { DEFAULT_MAX_EVENT_LOOP_DELAY_MS } from './plugins/overload';

export interface BuildOptions extends Pick<FastifyServerOptions, 'logger'> {
  /** Sends mail instead of SMTP_URL's server (tests); the worker runs whenever one is set. */
  mailTransport?: MailTransport;
  /** The clock requests judge closing dates and arrivals by; the real time when absent. */
  clock?: () => Date;
}

/**
 * Builds the whole server (API, docs, files, SPA) on a migrated database; listen or inject as needed.
 * Each part is a plugin (src/server/plugins) with its own decorators and close hooks; the order below is
 * the order of their hooks, and each plugin names the ones it needs (registering it earlier fails).
 */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: config.logLevel }),
    // Fastify accepts a hop count too, though its types omit it.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    // The contract's routes bring their own validators (http/validators.ts); these serve the rest.
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false },
    },
  });

  await app.register(corePlugin, { config, clock: options.clock });
  await app.register(databasePlugin);
  await app.register(outboxPlugin, { mailTransport: options.mailTransport });
  await app.register(schedulersPlugin);
  try {
    await app.register(redisPlugin);
  } catch (error) {
    // The database is open by now: close it (and the plugins above) before giving up.
    await app.close().catch(() => undefined);
    throw error;
  }
  await app.register(lifecyclePlugin);
  await app.register(overloadPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(sensiblePlugin);
  await app.register(cookiePlugin);
  await app.register(etagPlugin);
  await app.register(compressPlugin);
  await app.register(rendererPlugin);
  await app.register(metricsPlugin);
  await app.register(securityPlugin);
  await app.register(bodiesPlugin);
  await app.register(errorsPlugin);
  await app.register(apiPlugin);
  await app.register(docsPlugin);
  await app.register(webPlugin);
  return app;
}
