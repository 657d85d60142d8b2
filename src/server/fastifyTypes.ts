import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { operations } from '../api/schema';
import type { ServerConfig } from './config';
import type { DialectName } from './db/kysely';
import type { SessionUser } from './db/sessions';
import type { Database } from './db/types';
import type { OutboxWorker } from './services/mail';
import type { RateLimiter } from './services/rateLimit';
import type { DailyRetention } from './services/retention';
import type { VersionedCache } from './services/versionedCache';

export interface Limiters {
  loginByIp: RateLimiter;
  loginByEmail: RateLimiter;
  publicWrites: RateLimiter;
  publicReads: RateLimiter;
}

/** What the server did to the database at start (main.ts prints the generated admin password once). */
export interface StartupReport {
  freshDatabase: boolean;
  seeded: boolean;
  generatedAdmin?: { email: string; password: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    config: ServerConfig;
    limiters: Limiters;
    startupReport: StartupReport;
    jobListCache: VersionedCache;
    /** Sends the outbox; null without SMTP_URL (mail then waits in the outbox). */
    outboxWorker: OutboxWorker | null;
    retention: DailyRetention;
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
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type OperationHandlers = Partial<Record<OperationId, OperationHandler>>;
