import type { ServerConfig } from '../config';
import type { StartupReport } from '../fastifyTypes';
import { generatePassword, hashPassword } from '../services/auth';
import type { DatabaseHandle } from './kysely';
import { migrateToLatest } from './migrate';
import { seedDemoContent } from './seed';
import { countUsers, upsertUser } from './users';

export const GENERATED_ADMIN_EMAIL = 'admin@agency.example';

/**
 * Migrates, then: ADMIN_EMAIL + ADMIN_PASSWORD create or reset that admin; otherwise a new database
 * gets a generated admin (password reported once); a new database gets demo content unless seeding
 * is off.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Pick<ServerConfig, 'adminEmail' | 'adminPassword' | 'seedDemo'>,
): Promise<StartupReport> {
  const { freshDatabase } = await migrateToLatest(handle);
  const report: StartupReport = { freshDatabase, seeded: false };
  if (config.adminEmail && config.adminPassword) {
    await upsertUser(handle.db, {
      email: config.adminEmail,
      name: 'Administrator',
      role: 'admin',
      passwordHash: await hashPassword(config.adminPassword),
    });
  } else if (freshDatabase && (await countUsers(handle.db)) === 0) {
    const password = generatePassword();
    await upsertUser(handle.db, {
      email: GENERATED_ADMIN_EMAIL,
      name: 'Administrator',
      role: 'admin',
      passwordHash: await hashPassword(password),
    });
    report.generatedAdmin = { email: GENERATED_ADMIN_EMAIL, password };
  }
  if (freshDatabase && config.seedDemo) {
    await seedDemoContent(handle.db);
    report.seeded = true;
  }
  return report;
}
