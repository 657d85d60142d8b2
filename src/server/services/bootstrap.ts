import type { ServerConfig } from '../config';
import type { StartupReport } from '../fastifyTypes';
import { generatePassword, hashPassword, verifyPassword } from './auth';
import { isSealed, totpSecretContext, type SecretBox } from './secrets';
import { isTotpSecret } from './twoFactor';
import type { DatabaseHandle } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { seedDemoContent } from '../db/seed';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { countUsers, findUserByEmail, upsertUser } from '../repositories/users';

export const GENERATED_ADMIN_EMAIL = 'admin@agency.example';

/**
 * Migrates, then: ADMIN_EMAIL + ADMIN_PASSWORD create that Administrator (role `admin`), or reset its
 * password, role and enabled state when any differs (which ends its sessions); otherwise a new database
 * gets a generated admin (password reported once); a new database gets demo content unless seeding
 * is off. TOTP secrets still stored in clear are sealed with the secrets key. `ADMIN_TOTP_SECRET` becomes
 * that Administrator's second factor while it has none (or has one the key cannot open).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Pick<
    ServerConfig,
    'adminEmail' | 'adminPassword' | 'adminTotpSecret' | 'seedDemo' | 'passwordHashCost'
  >,
  secrets: SecretBox,
): Promise<StartupReport> {
  const { freshDatabase } = await migrateToLatest(handle);
  const sealing = await sealStoredTotpSecrets(handle.db, secrets);
  const report: StartupReport = { freshDatabase, seeded: false };
  if (sealing.sealed > 0) report.sealedSecrets = sealing.sealed;
  if (sealing.unreadable > 0) report.unreadableSecrets = sealing.unreadable;
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
        passwordHash: await hashPassword(config.adminPassword, config.passwordHashCost),
      });
    // ADMIN_TOTP_SECRET enrols the Administrator's second factor only while it has none.
    if (
      config.adminTotpSecret &&
      (await enrolAdminTotpSecret(handle.db, secrets, config.adminEmail, config.adminTotpSecret)) ===
        'replaced'
    )
      report.adminSecondFactorReplaced = true;
  } else if (freshDatabase && (await countUsers(handle.db)) === 0) {
    const password = generatePassword();
    await upsertUser(handle.db, {
      email: GENERATED_ADMIN_EMAIL,
      name: 'Administrator',
      role: 'admin',
      passwordHash: await hashPassword(password, config.passwordHashCost),
    });
    report.generatedAdmin = { email: GENERATED_ADMIN_EMAIL, password };
  }
  if (freshDatabase && config.seedDemo) {
    await seedDemoContent(handle.db);
    report.seeded = true;
  }
  return report;
}

/**
 * `ADMIN_TOTP_SECRET` as the Administrator's second factor (sealed) when the account has none, or one the
 * secrets key cannot open (the key was lost or changed: the Administrator can still sign in and reset the
 * others' second factors). Says whether it was set now, and whether it replaced an unreadable one.
 */
async function enrolAdminTotpSecret(
  db: Kysely<Database>,
  secrets: SecretBox,
  email: string,
  secret: string,
): Promise<'kept' | 'enrolled' | 'replaced'> {
  const user = await findUserByEmail(db, email);
  if (!user) return 'kept';
  const context = totpSecretContext(user.id);
  const current = user.totp_secret;
  if (current !== null && secrets.tryOpen(current, context) !== undefined) return 'kept';
  const result = await db
    .updateTable('users')
    .set({ totp_secret: secrets.seal(secret, context), totp_pending_secret: null })
    .where('id', '=', user.id)
    .where((eb) => (current === null ? eb('totp_secret', 'is', null) : eb('totp_secret', '=', current)))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return 'kept';
  return current === null ? 'enrolled' : 'replaced';
}

/**
 * Seals the TOTP secrets (confirmed and pending) that are still stored in clear, as releases before
 * sealing wrote them, each with a compare-and-set so a secret changed meanwhile is left to its writer.
 * Counts those sealed now and the confirmed secrets the key cannot open (another key sealed them).
 */
export async function sealStoredTotpSecrets(
  db: Kysely<Database>,
  secrets: SecretBox,
): Promise<{ sealed: number; unreadable: number }> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'totp_secret', 'totp_pending_secret'])
    .where((eb) => eb.or([eb('totp_secret', 'is not', null), eb('totp_pending_secret', 'is not', null)]))
    .execute();
  let sealed = 0;
  let unreadable = 0;
  for (const user of users) {
    const context = totpSecretContext(user.id);
    for (const column of ['totp_secret', 'totp_pending_secret'] as const) {
      const value = user[column];
      if (value === null) continue;
      if (isSealed(value)) {
        if (column === 'totp_secret' && secrets.tryOpen(value, context) === undefined) unreadable += 1;
        continue;
      }
      if (!isTotpSecret(value)) {
        if (column === 'totp_secret') unreadable += 1;
        continue;
      }
      const result = await db
        .updateTable('users')
        .set({ [column]: secrets.seal(value, context) })
        .where('id', '=', user.id)
        .where(column, '=', value)
        .executeTakeFirst();
      sealed += Number(result.numUpdatedRows);
    }
  }
  return { sealed, unreadable };
}
