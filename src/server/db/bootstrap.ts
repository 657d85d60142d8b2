import type { ServerConfig } from '../config';
import type { StartupReport } from '../fastifyTypes';
import { generatePassword, hashPassword, verifyPassword } from '../services/auth';
import type { DatabaseHandle } from './kysely';
import { migrateToLatest } from './migrate';
import { seedDemoContent } from './seed';
import { countUsers, findUserByEmail, upsertUser } from './users';

export const GENERATED_ADMIN_EMAIL = 'admin@agency.example';

/**
 * Migrates, then: ADMIN_EMAIL + ADMIN_PASSWORD create that Administrator (role `admin`), or reset its
 * password, role and enabled state when any differs (which ends its sessions); otherwise a new database
 * gets a generated admin (password reported once); a new database gets demo content unless seeding
 * is off. `ADMIN_TOTP_SECRET` becomes that Administrator's second factor while it has none.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Pick<ServerConfig, 'adminEmail' | 'adminPassword' | 'adminTotpSecret' | 'seedDemo'>,
): Promise<StartupReport> {
  const { freshDatabase } = await migrateToLatest(handle);
  const report: StartupReport = { freshDatabase, seeded: false };
  if (config.adminEmail && config.adminPassword) {
    const existing = await findUserByEmail(handle.db, config.adminEmail);
    const unchanged =
      existing?.role === 'admin' &&
      existing.disabled_at === null &&
      (await verifyPassword(config.adminPassword, existing.password_hash));
    // A restart with the same password keeps staff signed in; a new password ends their sessions.
    if (!unchanged)
      await upsertUser(handle.db, {
        email: config.adminEmail,
        name: 'Administrator',
        role: 'admin',
        passwordHash: await hashPassword(config.adminPassword),
      });
    // ADMIN_TOTP_SECRET enrols the Administrator's second factor only while it has none.
    if (config.adminTotpSecret)
      await handle.db
        .updateTable('users')
        .set({ totp_secret: config.adminTotpSecret, totp_pending_secret: null })
        .where('email', '=', config.adminEmail.trim().toLowerCase())
        .where('totp_secret', 'is', null)
        .execute();
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
