import type { Readable } from 'node:stream';
import type { Redis } from 'ioredis';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import type { operations } from '../api/schema';
import type { ServerConfig } from './config';
import type { DialectName } from './db/kysely';
import type { Contract } from './openapi/contract';
import type { PageRenderer } from './web/ssr';
import type { SessionUser } from './repositories/sessions';
import type { Database } from './db/types';
import type { AfterResponseTasks } from './services/afterResponse';
import type { OutboxWorker } from './services/mail';
import type { DailyRetention } from './services/retention';
import type { DailyJobAlerts } from './services/jobAlerts';
import type { Backups } from './services/backups';
import type { DailyScheduler } from './services/scheduler';
import type { UploadedFile } from './services/files';
import type { InternalRequests } from './services/internalRequests';
import type { SignInLimits } from './services/rateLimit';
import type { SecretBox } from './services/secrets';
import type { CompressedJson, SerializedJson, VersionedCache } from './services/versionedCache';

/** What the server did to the database at start (main.ts prints the generated admin password once). */
export interface StartupReport {
  freshDatabase: boolean;
  seeded: boolean;
  generatedAdmin?: { email: string; password: string };
  /** TOTP secrets found in clear and sealed at this start. */
  sealedSecrets?: number;
  /** Second factors the secrets key cannot open (sealed with another key): those people need a reset. */
  unreadableSecrets?: number;
  /** `ADMIN_TOTP_SECRET` replaced an Administrator's second factor that the secrets key could not open. */
  adminSecondFactorReplaced?: boolean;
}

/*
 * The decorators of the server, by the plugin (src/server/plugins) that sets them: core (config, clock,
 * contract, jobListCache, internalRequests, request.staffUser), database (db, dialect, dbPool, secrets,
 * startupReport), outbox (outboxWorker), schedulers (retention, jobAlerts, backups, scheduler), redis,
 * lifecycle, rate-limits (signInLimits, codeLimits) and renderer.
 */
declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    /** The PostgreSQL connection pool (its use is reported in the metrics); null on SQLite. */
    dbPool: Pool | null;
    config: ServerConfig;
    /** The contract (openapi.yaml), loaded once: its operations, schemas and document. */
    contract: Contract;
    /** The built render entry of the public pages; null without a build (pages render in the browser). */
    renderer: PageRenderer | null;
    /** The server's clock (a fixed instant in tests): every judgement of "now" in a request reads it. */
    clock: () => Date;
    signInLimits: SignInLimits;
    /** The same limits for second-factor codes (the code step, password changes, resets). */
    codeLimits: SignInLimits;
    /** Recognises the requests this process sends to itself (not counted by rate limits). */
    internalRequests: InternalRequests;
    startupReport: StartupReport;
    /** Seals and opens the TOTP secrets stored in `users` (the `SECRETS_KEY` or `DATA_DIR/secrets.key`). */
    secrets: SecretBox;
    jobListCache: VersionedCache;
    /** Sends the outbox; null without SMTP_URL (mail then waits in the outbox). */
    outboxWorker: OutboxWorker | null;
    /**
     * False when no mail transport is configured (no `SMTP_URL`): mail then only waits in the outbox, the
     * screens say so, and an Administrator is given the invitation and reset links to pass on.
     */
    mailOn: boolean;
    retention: DailyRetention;
    jobAlerts: DailyJobAlerts;
    backups: Backups;
    scheduler: DailyScheduler;
    /** Redis when `REDIS_URL` is set (rate-limit counters), else null. */
    redis: Redis | null;
    /**
     * `draining` turns true when a shutdown begins (readiness answers 503 from then on); `afterResponse`
     * runs work a request hands off until after its answer is sent (the close waits for it).
     */
    lifecycle: { draining: boolean; afterResponse: AfterResponseTasks };
  }
  interface FastifyContextConfig {
    /** The contract operation a route serves. */
    operationId?: string;
  }
  interface FastifyRequest {
    /** The signed-in staff user; set on operations that require a session. */
    staffUser: SessionUser | null;
  }
}

export type OperationId = keyof operations;

/**
 * A multipart field the contract declares as a file (`format: binary`, a Blob in the browser's
 * types): on the server it is the uploaded file, or the text a client sent in its place, which the
 * upload service refuses.
 */
type ServerField<T> = T extends Blob ? UploadedFile | string : T;
type ServerForm<T> = { [K in keyof T]: ServerField<T[K]> };

type BodyOfContent<C> = C extends { 'application/json': infer Json }
  ? Json
  : C extends { 'multipart/form-data': infer Form }
    ? ServerForm<Form>
    : never;
type BodyOf<Op> = Op extends { requestBody: { content: infer C } } ? BodyOfContent<C> : undefined;

type PathOf<Op> = Op extends { parameters: { path: infer P } } ? P : Record<string, never>;
type QueryOf<Op> = Op extends { parameters: { query: infer Q } } ? Q : Record<string, never>;

/**
 * The 200 answer (202 for an operation whose success is 202): the JSON the contract documents, or the
 * bytes of a file (whole, or streamed).
 */
type AnswerOf<Op> = Op extends { responses: { 200: { content: infer C } } }
  ? C extends { 'application/json': infer Json }
    ? Json
    : Buffer | Readable
  : Op extends { responses: { 202: { content: { 'application/json': infer Accepted } } } }
    ? Accepted
    : never;
export type OperationAnswer<Id extends OperationId> = AnswerOf<operations[Id]>;

/** Fastify's RouteGeneric of an operation, derived from the generated contract types. */
export interface OperationRoute<Id extends OperationId> {
  Body: BodyOf<operations[Id]>;
  Params: PathOf<operations[Id]>;
  Querystring: QueryOf<operations[Id]>;
  Reply: OperationAnswer<Id> | SerializedJson<OperationAnswer<Id>> | CompressedJson<OperationAnswer<Id>>;
}

/**
 * A handler of one operation: its request's body, params and query are the contract's (the route
 * validated them against openapi.yaml before the handler runs); it answers the 200 body, or sends
 * the reply itself and returns it.
 */
export type OperationHandler<Id extends OperationId> = (
  request: FastifyRequest<OperationRoute<Id>>,
  reply: FastifyReply<OperationRoute<Id>>,
) => Promise<OperationRoute<Id>['Reply'] | FastifyReply<OperationRoute<Id>>>;

/** Every operation of openapi.yaml with its handler: leaving one out does not compile. */
export type OperationHandlers = { [Id in OperationId]: OperationHandler<Id> };
