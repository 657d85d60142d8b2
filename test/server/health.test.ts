import { databaseTargets, expectContractShape, startTestServer, type TestServer } from './helpers';

/** Liveness, readiness (503 while draining) and the 503 of an overloaded event loop. */
describe.each(databaseTargets)('health on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { maxEventLoopDelayMs: 100 });
  });
  afterAll(async () => server.close());

  it('answers live and ready with each check', async () => {
    const live = await server.app.inject({ method: 'GET', url: '/api/health/live' });
    expectContractShape(live, 'getLiveness');
    const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
    expectContractShape(ready, 'getReadiness');
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', shutdown: 'running', redis: 'off' },
    });
  });

  it('answers 503 with Retry-After to an overloaded event loop, but still answers live', async () => {
    // Keep the event loop blocked, as runaway work would, across a few of the monitor's samples.
    const until = Date.now() + 900;
    while (Date.now() < until) {
      const stop = Date.now() + 150;
      while (Date.now() < stop) {
        // busy
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const busy = await server.app.inject({ method: 'GET', url: '/api/job' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('10');
    expect(busy.json()).toEqual({ message: 'The server is busy. Please try again in a few seconds.' });
    const live = await server.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
  });

  it('answers ready 503 once a shutdown begins', async () => {
    server.app.lifecycle.draining = true;
    try {
      const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
      expectContractShape(ready, 'getReadiness', 503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { shutdown: 'draining' } });
    } finally {
      server.app.lifecycle.draining = false;
    }
  });
});

if (process.env.TEST_REDIS_URL) {
  describe('readiness with Redis', () => {
    it('checks Redis when REDIS_URL is set', async () => {
      const server = await startTestServer(databaseTargets[0], { redisUrl: process.env.TEST_REDIS_URL });
      try {
        const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.json()).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
        server.app.redis!.disconnect();
        const down = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(down.statusCode).toBe(503);
        expect(down.json()).toMatchObject({ status: 'unavailable', checks: { redis: 'failed' } });
      } finally {
        await server.close().catch(() => undefined);
      }
    });
  });
}

/** PostgreSQL ending the server's idle connections (a restart, an administrator) does not end the server. */
describe.each(databaseTargets.filter((target) => target.name === 'postgres'))(
  'connections ended by $name',
  (target) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => server.close());

    it('drops the ended connections and answers the next request from new ones', async () => {
      const pool = server.app.dbPool;
      if (!pool) throw new Error('a PostgreSQL server has a pool');
      // Fill the pool with connections that then wait idle in it.
      const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
      const pids = clients.map((client) => (client as unknown as { processID: number }).processID);
      for (const client of clients) client.release();
      expect(pool.idleCount).toBe(3);
      const admin = await pool.connect();
      try {
        // (The admin's own connection comes from the pool too: the other two are ended under it.)
        const others = pids.filter((pid) => pid !== (admin as unknown as { processID: number }).processID);
        await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [others]);
      } finally {
        admin.release();
      }
      // The pool drops each ended connection when PostgreSQL's notice arrives (an 'error' event on the pool:
      // with no listener, the process would end here and the test fail).
      const deadline = Date.now() + 5000;
      while (pool.totalCount > 1 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(pool.totalCount).toBe(1);
      const answer = await server.app.inject({ method: 'GET', url: '/api/job' });
      expect(answer.statusCode).toBe(200);
      const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.json()).toMatchObject({ checks: { database: 'ok' } });
    });
  },
);
