import fp from 'fastify-plugin';
import {
  counterKeyHasher,
  MemoryAttemptCounter,
  RedisAttemptCounter,
  registerRateLimits,
  SignInLimits,
  StatusPageLimits,
  statusPageLimits,
} from '../services/rateLimit';
import { CandidateSignInLimits, candidateSignInLimits } from '../services/candidateAccounts';
import { secretsKeyOf } from '../services/secrets';
import '../fastifyTypes';

/**
 * The request limits (`@fastify/rate-limit`, per route from the contract) and the sign-in and code
 * limits (`signInLimits`, `codeLimits`), counted in Redis when it is configured, else in memory.
 */
export const rateLimitsPlugin = fp(
  async (app) => {
    const { config, redis } = app;
    // Counter keys hold e-mails, addresses and references only as their keyed hash.
    const hashKey = counterKeyHasher(secretsKeyOf(config));
    const attemptCounter = redis
      ? new RedisAttemptCounter(redis, config.redisKeyPrefix, hashKey)
      : new MemoryAttemptCounter(hashKey);
    app.decorate('signInLimits', new SignInLimits(attemptCounter, config.rateLimits));
    app.decorate('codeLimits', new SignInLimits(attemptCounter, config.rateLimits, 'code'));
    statusPageLimits.set(app, new StatusPageLimits(attemptCounter, config.rateLimits.publicWrites));
    candidateSignInLimits.set(app, new CandidateSignInLimits(attemptCounter, config.rateLimits.publicWrites));
    await registerRateLimits(app, redis ?? undefined, config.redisKeyPrefix, hashKey);
  },
  { name: 'rate-limits', dependencies: ['core', 'database', 'redis'] },
);
