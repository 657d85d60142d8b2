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
