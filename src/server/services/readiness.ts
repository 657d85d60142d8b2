import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { appliedMigrations, knownMigrations } from '../db/migrate';

const CHECK_TIMEOUT_MS = 2_000;

async function within<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Once every migration is applied it stays so for the life of the process. */
const migrated = new WeakSet<FastifyInstance>();

/**
 * Whether the server can take requests: its database answers and is migrated, Redis (when used) answers,
 * it is not shutting down.
 */
export async function readiness(app: FastifyInstance) {
  const database = await within(sql`select 1`.execute(app.db)).then(
    () => 'ok' as const,
    () => 'failed' as const,
  );
  let migrations: 'ok' | 'pending' = 'pending';
  if (migrated.has(app)) migrations = 'ok';
  else if (database === 'ok') {
    const applied = await within(appliedMigrations({ db: app.db, dialect: app.dialect })).catch(() => []);
    const known = knownMigrations(app.dialect);
    if (applied[applied.length - 1] === known[known.length - 1]) {
      migrated.add(app);
      migrations = 'ok';
    }
  }
  const redis = app.redis
    ? await within(app.redis.ping()).then(
        () => 'ok' as const,
        () => 'failed' as const,
      )
    : ('off' as const);
  const shutdown = app.lifecycle.draining ? ('draining' as const) : ('running' as const);
  const ready = database === 'ok' && migrations === 'ok' && shutdown === 'running' && redis !== 'failed';
  return { ready, checks: { database, migrations, shutdown, redis } };
}
