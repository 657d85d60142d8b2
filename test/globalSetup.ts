/*
 * Once per Jest run, before any worker starts (the server tiers name it as their globalSetup):
 *   - builds what the tests start or read, when it is missing or older than its sources: the web build and
 *     render entry (dist/web, dist/ssr) and the compiled server (dist/server, which spawned servers run);
 *     no test file builds anything itself;
 *   - migrates one SQLite file and one PostgreSQL template database (with TEST_DATABASE_URL), which
 *     `startTestServer` copies or clones instead of migrating a new database for every test file.
 * test/globalTeardown.ts drops the PostgreSQL template.
 */
import { TEMPLATE_ENV, makePostgresTemplate, makeSqliteTemplate } from './server/templates';

interface BuildScripts {
  buildNeeded(name: 'web' | 'server'): 'missing' | 'stale' | undefined;
  runBuild(name: 'web' | 'server', stdio?: 'inherit' | 'ignore'): boolean;
}

export default async function globalSetup(): Promise<void> {
  // An ES module shared with `npm start`: loaded as it is, not through Jest's transform.
  const load = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<BuildScripts>;
  const { buildNeeded, runBuild } = await load(require.resolve('../scripts/builds.mjs'));
  for (const name of ['web', 'server'] as const) {
    const why = buildNeeded(name);
    if (!why) continue;
    process.stdout.write(`\n[test setup] building ${name} (${why})\n`);
    if (!runBuild(name)) throw new Error(`npm run build:${name} failed: the tests need it.`);
  }
  process.env[TEMPLATE_ENV.sqlite] = await makeSqliteTemplate();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) process.env[TEMPLATE_ENV.postgres] = await makePostgresTemplate(adminUrl);
}
