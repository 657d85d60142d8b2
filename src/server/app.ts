import { message } from './openapi/catalogue';
import fs from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import sensible from '@fastify/sensible';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { prepareDatabase } from './db/bootstrap';
import { SecretBox, secretsKeyOf } from './services/secrets';
import { openDatabase } from './db/kysely';
import './fastifyTypes';
import { loadContract } from './openapi/contract';
import { allowedMethods, registerContractRoutes, sameOriginGuard } from './openapi/routes';
import { MULTIPART_OPTIONS } from './openapi/multipartBody';
import { validationMessage } from './openapi/validationMessage';
import { contractPath } from './paths';
import { operationHandlers } from './routes';
import { isApiError } from './services/errors';
import { OutboxWorker, smtpTransport, type MailTransport } from './services/mail';
import { cloudApiSender } from './services/whatsapp';
import { DailyRetention } from './services/retention';
import { DailyJobAlerts } from './services/jobAlerts';
import { Backups } from './services/backups';
import { DailyScheduler } from './services/scheduler';
import { publicOrigin, type ServerConfig } from './config';
import {
  MemoryAttemptCounter,
  RedisAttemptCounter,
  registerRateLimits,
  SignInLimits,
} from './services/rateLimit';
import { InternalRequests } from './services/internalRequests';
import { registerMetrics } from './services/metrics';
import { loggerOptions } from './services/logRedaction';
import { VersionedCache } from './services/versionedCache';
import { defaultRenderEntry, loadRenderer } from './ssr';
import { isStaticFilePath, registerSite } from './site';
import { registerWeb } from './web';
import { registerFormPosts } from './formPosts';

export const SERVER_FAULT_MESSAGE = message('serverFault');
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1_000;
const OVERLOAD_RETRY_AFTER_SECONDS = 10;

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

/** Sentences for the errors Fastify and its plugins raise themselves, by code, then by status. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: message('contentTypeRejected'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: message('bodyLengthMismatch'),
  FST_ERR_CTP_BODY_TOO_LARGE: message('requestTooLarge'),
  FST_ERR_CTP_EMPTY_JSON_BODY: message('bodyEmpty'),
  FST_ERR_CTP_INVALID_JSON_BODY: message('bodyNotJson'),
  FST_FILES_LIMIT: message('tooManyFiles'),
  FST_FIELDS_LIMIT: message('tooManyFields'),
  FST_PARTS_LIMIT: message('tooManyParts'),
  FST_PROTO_VIOLATION: message('fieldNameRejected'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: message('multipartRequired'),
};
const STATUS_MESSAGES: Record<number, string> = {
  400: message('requestInvalid'),
  401: message('signInRequired'),
  403: message('notAllowed'),
  404: message('pathNotFound'),
  405: message('methodNotAllowed'),
  406: message('notAcceptable'),
  413: message('requestTooLarge'),
  415: message('contentTypeRejected'),
  429: message('tooManyRequests', { tryAgain: message('tryAgainLater') }),
};

function clientErrorMessage(error: FastifyError, status: number): string {
  if (isApiError(error)) return error.message;
  if (error.code && FRAMEWORK_MESSAGES[error.code]) return FRAMEWORK_MESSAGES[error.code];
  if (error instanceof SyntaxError) return FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY;
  return STATUS_MESSAGES[status] ?? message('requestNotHandled');
}

/** A connected Redis client for REDIS_URL; start-up fails with a clear message when it is unreachable. */
async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL could not be reached: ${(error as Error).message}`);
  }
  return redis;
}

export interface BuildOptions extends Pick<FastifyServerOptions, 'logger'> {
  /** Sends mail instead of SMTP_URL's server (tests); the worker runs whenever one is set. */
  mailTransport?: MailTransport;
  /** The clock requests judge closing dates and arrivals by; the real time when absent. */
  clock?: () => Date;
}

/** Builds the whole server (API, docs, files, SPA) on a migrated database; listen or inject as needed. */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: config.logLevel }),
    // Fastify accepts a hop count too, though its types omit it.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    // The contract's routes bring their own validators (openapi/validators.ts); these serve the rest.
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false },
    },
  });

  const contract = loadContract(contractPath);
  const secrets = new SecretBox(secretsKeyOf(config));
  const handle = await openDatabase(config);
  app.addHook('onClose', async () => handle.db.destroy());
  try {
    app.decorate('startupReport', await prepareDatabase(handle, config, secrets));
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
  app.decorate('secrets', secrets);
  if (app.startupReport.adminSecondFactorReplaced)
    app.log.warn(
      "ADMIN_TOTP_SECRET replaced the Administrator's second factor, which this key could not open.",
    );
  if (app.startupReport.unreadableSecrets)
    app.log.warn(
      { unreadableSecrets: app.startupReport.unreadableSecrets },
      "Some second factors cannot be opened with this SECRETS_KEY (or DATA_DIR/secrets.key): they were sealed with another key. Start with that key again, or have an Administrator reset those people's second factor (they can still sign in with a recovery code).",
    );
  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? (() => new Date()));
  app.decorate('jobListCache', new VersionedCache());
  app.decorateRequest('staffUser', null);

  const transport = options.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
  // WhatsApp goes through the same outbox, when the Cloud API is configured.
  const whatsapp = config.whatsapp ? cloudApiSender(config.whatsapp) : undefined;
  const outboxWorker =
    transport || whatsapp
      ? new OutboxWorker(
          handle.db,
          handle.dialect,
          { mail: transport, whatsapp },
          { from: config.mailFrom, ...config.outbox },
          app.log,
        )
      : null;
  app.decorate('outboxWorker', outboxWorker);
  const retention = new DailyRetention(
    handle.db,
    { retentionDays: config.retentionDays, auditRetentionDays: config.auditRetentionDays },
    app.log,
  );
  app.decorate('retention', retention);
  const jobAlerts = new DailyJobAlerts(handle.db, publicOrigin(config), app.log, () => outboxWorker?.wake());
  app.decorate('jobAlerts', jobAlerts);
  const backups = new Backups(handle.db, config, app.log);
  app.decorate('backups', backups);
  const scheduler = new DailyScheduler([retention, jobAlerts, backups], app.log);
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', async () => {
    outboxWorker?.start();
    scheduler.start();
  });
  app.addHook('preClose', async () => {
    await outboxWorker?.stop();
    await scheduler.stop();
    await backups.stop();
  });

  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.decorate('redis', redis ?? null);
  app.decorate('lifecycle', { draining: false });
  app.addHook('preClose', async () => {
    app.lifecycle.draining = true;
  });
  // While draining, each answer closes its connection, so keep-alive clients cannot hold the close open.
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });
  // An overloaded event loop answers 503 with Retry-After instead of queueing more work; liveness and
  // readiness are exempt (a supervisor must not restart a process that is merely busy).
  const maxEventLoopDelay = config.maxEventLoopDelayMs ?? DEFAULT_MAX_EVENT_LOOP_DELAY_MS;
  if (maxEventLoopDelay > 0)
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
  const attemptCounter = redis
    ? new RedisAttemptCounter(redis, config.redisKeyPrefix)
    : new MemoryAttemptCounter();
  app.decorate('signInLimits', new SignInLimits(attemptCounter, config.rateLimits));
  app.decorate('codeLimits', new SignInLimits(attemptCounter, config.rateLimits, 'code'));
  app.decorate('internalRequests', new InternalRequests());
  await registerRateLimits(app, redis, config.redisKeyPrefix);
  await app.register(sensible);
  await app.register(cookie);
  await app.register(etag);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // A quick brotli level: answers are compressed on each request.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const renderer = loadRenderer(
    app,
    config.renderEntry ?? defaultRenderEntry(config.webDir),
    publicOrigin(config),
  );
  registerMetrics(app, { pool: handle.pool, pageCache: renderer?.cacheStats });
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(renderer?.scriptSources ?? []),
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, MULTIPART_OPTIONS);
  // Form posts (the one-click unsubscribe of RFC 8058): small bodies of text fields.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
      );
    },
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply
        .code(400)
        .send({ message: validationMessage(error.validation, error.validationContext ?? 'body') });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: SERVER_FAULT_MESSAGE });
    }
    if (isApiError(error) && error.headers) reply.headers(error.headers);
    return reply.code(status).send({ message: clientErrorMessage(error, status) });
  });

  const guardOrigin = sameOriginGuard(config.allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) await guardOrigin(request);
  });

  registerContractRoutes(app, contract, operationHandlers);

  const contractText = fs.readFileSync(contractPath, 'utf8');
  app.get('/api/openapi.yaml', async (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').header('cache-control', 'no-cache').send(contractText),
  );
  await app.register(swagger, { mode: 'static', specification: { document: contract.document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });

  registerSite(app);
  if (renderer?.formPage) registerFormPosts(app, renderer.formPage);
  const web = await registerWeb(app, config.webDir, renderer);
  const allowedMethodsOf = allowedMethods(contract);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPage = !isApi && !isStaticFilePath(request.url);
    if (isPage && (request.method === 'GET' || request.method === 'HEAD')) return web.sendApp(request, reply);
    const allowed = isApi ? allowedMethodsOf(request.url) : undefined;
    if (allowed) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          message: `${request.method} is not allowed here. This address accepts ${allowed.join(', ')}.`,
        });
    }
    return reply
      .code(404)
      .send({ message: `There is no ${request.method} ${request.url.split('?')[0]} here.` });
  });

  return app;
}
