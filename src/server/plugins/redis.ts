import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import '../fastifyTypes';

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

/** `redis`: the client of REDIS_URL (rate-limit counters), quit when the server closes; null without it. */
export const redisPlugin = fp(
  async (app) => {
    const redis = app.config.redisUrl ? await connectRedis(app.config.redisUrl) : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    app.decorate('redis', redis);
  },
  { name: 'redis', dependencies: ['core'] },
);
