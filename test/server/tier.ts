import { databaseTargets, type DatabaseTarget } from './helpers';

/**
 * The tier a test file runs in: `fast` (`npm run test:fast`, every commit's checks) or `slow`
 * (`npm run test:slow`: the heavy runs, which CI starts after the fast tier).
 */
export const inSlowTier = process.env.TEST_TIER === 'slow';

/**
 * The one database a slow test runs on, where the fast tier already runs the same code on both: PostgreSQL
 * when the run has it (more of its faults were concurrency faults), else SQLite.
 */
export const slowTierTarget: DatabaseTarget =
  databaseTargets.find((target) => target.name === 'postgres') ?? databaseTargets[0];
