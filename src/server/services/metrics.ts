import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { lastBackupSuccess } from '../repositories/backupRuns';
import { message } from '../openapi/catalogue';
import { sessionUserOf } from './sessions';

export const METRICS_PATH = '/api/metrics';

interface MetricsSources {
  pool?: Pool;
  pageCache?: { hits: number; misses: number };
}

/** `YYYY-MM-DD HH:MM:SS` (UTC) as epoch milliseconds. */
const utcMillis = (text: string): number => Date.parse(`${text.replace(' ', 'T')}Z`);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). */
function hasMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/**
 * The staff roles that may read the metrics: those the contract lets read the dashboard
 * (`getDashboard`'s `x-roles`), whose figures (applications per status) the metrics carry too. An
 * Editor, who sees no application, gets 403.
 */
export function metricsRoles(app: Pick<FastifyInstance, 'contract'>): readonly string[] {
  const dashboard = app.contract.operations.find((operation) => operation.operationId === 'getDashboard');
  if (!dashboard)
    throw new Error('openapi.yaml has no getDashboard operation, whose x-roles the metrics take.');
  return dashboard.roles;
}

/**
 * Prometheus metrics at `GET /api/metrics` (text format), for `METRICS_TOKEN` as a bearer token or a
 * session of a role that may read the dashboard (`metricsRoles`): requests and their durations per route, the outbox (messages per state, age of the
 * oldest waiting one), applications per status, the rendered-page cache, the database pool and the age
 * of the last successful backup, besides the process's own (memory, CPU, event loop).
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/api/job/:id`), never the raw URL, so the label set stays small.
    const route = request.routeOptions.url ?? (request.url.startsWith('/api/') ? 'unmatched' : 'page');
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const db = app.db;
  new Gauge({
    name: 'outbox_messages',
    help: 'Outbox messages by state',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('outbox')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('status')
        .execute();
      this.reset();
      for (const status of ['pending', 'sending', 'sent', 'failed']) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
  new Gauge({
    name: 'outbox_oldest_waiting_age_seconds',
    help: 'Age of the oldest message waiting to be sent (0 when none waits)',
    registers: [registry],
    async collect() {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.min('created_at').as('oldest'))
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirst();
      const oldest = row?.oldest ? utcMillis(String(row.oldest)) : undefined;
      this.set(oldest === undefined ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
    },
  });
  new Gauge({
    name: 'applications',
    help: 'Applications by pipeline status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('applications')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('status')
        .execute();
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
  const pageCache = sources.pageCache;
  new Counter({
    name: 'rendered_page_cache_hits_total',
    help: 'Page requests answered from the rendered-page cache',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(pageCache?.hits ?? 0);
    },
  });
  new Counter({
    name: 'rendered_page_cache_misses_total',
    help: 'Page requests that rendered the page',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(pageCache?.misses ?? 0);
    },
  });
  const pool = sources.pool;
  new Gauge({
    name: 'database_pool_connections',
    help: 'Database connections: total, idle, and requests waiting for one (SQLite: one connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool ? pool.totalCount : 1);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 0);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });
  new Gauge({
    name: 'backup_last_success_age_seconds',
    help: 'Seconds since the last successful backup finished (-1 when there has been none)',
    registers: [registry],
    async collect() {
      const at = await lastBackupSuccess(db);
      this.set(at === null ? -1 : Math.max(0, (Date.now() - at) / 1000));
    },
  });

  // Applications per status are the dashboard's figures: the roles that may read it (its x-roles).
  const roles = metricsRoles(app);
  app.get(METRICS_PATH, async (request, reply) => {
    if (!hasMetricsToken(request, app.config.metricsToken)) {
      const user = await sessionUserOf(request);
      if (!user) return reply.code(401).send({ message: message('signInRequired') });
      if (!roles.includes(user.role)) return reply.code(403).send({ message: message('roleForbidden') });
    }
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
