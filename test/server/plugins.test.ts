import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { corePlugin } from '../../src/server/plugins/core';
import { outboxPlugin } from '../../src/server/plugins/outbox';
import type { MailTransport } from '../../src/server/services/mail';
import { databaseTargets, removeTestData, testConfig } from './helpers';

const redisUrl = process.env.TEST_REDIS_URL;
const noMail = { sendMail: async () => ({}), close: () => undefined } as unknown as MailTransport;

describe.each(databaseTargets)('the server plugins ($name)', (target) => {
  it('start their workers when ready and close every resource when the app closes', async () => {
    const config = testConfig(target, { redisUrl, maxEventLoopDelayMs: 1000 });
    const app = await buildApp(config, { mailTransport: noMail, logger: false });
    try {
      const outboxWorker = app.outboxWorker;
      if (!outboxWorker) throw new Error('the outbox worker should run with a mail transport');
      const started = [jest.spyOn(outboxWorker, 'start'), jest.spyOn(app.scheduler, 'start')];
      const stopped = [
        jest.spyOn(outboxWorker, 'stop'),
        jest.spyOn(app.scheduler, 'stop'),
        jest.spyOn(app.backups, 'stop'),
      ];
      await app.ready();
      for (const spy of started) expect(spy).toHaveBeenCalledTimes(1);
      expect(app.lifecycle.draining).toBe(false);
      if (redisUrl) expect(app.redis?.status).toBe('ready');
      await expect(app.db.selectFrom('jobs').select('id').execute()).resolves.toEqual([]);

      const redisEnded = new Promise((resolve) => app.redis?.once('end', resolve));
      await app.close();

      for (const spy of stopped) expect(spy).toHaveBeenCalledTimes(1);
      expect(app.lifecycle.draining).toBe(true);
      await expect(app.db.selectFrom('jobs').select('id').execute()).rejects.toThrow();
      if (redisUrl) await redisEnded; // the client quit (the test times out otherwise)
    } finally {
      await app.close();
      await removeTestData(config);
    }
  });
});

describe('plugin order', () => {
  it('refuses a plugin registered before the plugins it needs', async () => {
    const config = testConfig({ name: 'sqlite' });
    const app = Fastify({ logger: false });
    await app.register(corePlugin, { config });
    await expect(app.register(outboxPlugin)).rejects.toThrow(/database/);
    await app.close();
    await removeTestData(config);
  });
});
