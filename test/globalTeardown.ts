import fs from 'node:fs';
import path from 'node:path';
import { TEMPLATE_ENV, dropDatabase } from './server/templates';

/** Removes the run's template databases (test/globalSetup.ts). */
export default async function globalTeardown(): Promise<void> {
  const sqlite = process.env[TEMPLATE_ENV.sqlite];
  if (sqlite) fs.rmSync(path.dirname(sqlite), { recursive: true, force: true });
  const postgres = process.env[TEMPLATE_ENV.postgres];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (postgres && adminUrl) await dropDatabase(adminUrl, postgres);
}
