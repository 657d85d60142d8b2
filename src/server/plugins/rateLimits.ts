import fp from 'fastify-plugin';
import {
  MemoryAttemptCounter,
  RedisAttemptCounter,
  registerRateLimits,
  SignInLimits,
} from '../services/rateLimit';
import '../fastifyTypes';

/**
 * The request limits (`@fastify/rate-limit`, per route from the contract) and the sign-in and code
 * limits (`signInLimits`, `codeLimits`), counted in Redis when it is configured, else in memory.
 */
export const rateLimitsPlugin = fp(
  async (app) => {
    const { config, redis } = app;
    const attemptCounter = redis
      ? new RedisAttemptCounter(redis, config.redisKeyPrefix)
      : new MemoryAttemptCounter();
    app.decorate('signInLimits', new SignInLimits(attemptCounter, config.rateLimits));
    app.decorate('codeLimits', new SignInLimits(attemptCounter, config.rateLimits, 'code'));
    await registerRateLimits(app, redis ?? undefined, config.redisKeyPrefix);
  },
  { name: 'rate-limits', dependencies: ['core', 'redis'] },
);
