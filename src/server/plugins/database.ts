import fp from 'fastify-plugin';
import { prepareDatabase } from '../services/bootstrap';
import { openDatabase } from '../db/kysely';
import { SecretBox, secretsKeyOf } from '../services/secrets';
import '../fastifyTypes';

/**
 * Opens the database the configuration names, migrates and prepares it (seed, Administrator, sealed
 * secrets), and decorates `db`, `dialect`, `dbPool`, `secrets` and `startupReport`; the database is
 * destroyed when the server closes (or at once when preparing it fails).
 */
export const databasePlugin = fp(
  async (app) => {
    const { config } = app;
    const secrets = new SecretBox(secretsKeyOf(config));
    const handle = await openDatabase(config, (error) =>
      app.log.warn({ err: error }, 'PostgreSQL ended an idle connection; the next query opens another.'),
    );
    app.addHook('onClose', async () => handle.db.destroy());
    try {
      app.decorate('startupReport', await prepareDatabase(handle, config, secrets));
    } catch (error) {
      await handle.db.destroy();
      throw error;
    }
    app.decorate('secrets', secrets);
    if (app.startupReport.adminSecondFactorReplaced)
      app.log.warn(
        "ADMIN_TOTP_SECRET replaced the Administrator's second factor, which this key could not open.",
      );
    if (app.startupReport.unreadableSecrets)
      app.log.warn(
        { unreadableSecrets: app.startupReport.unreadableSecrets },
        "Some second factors cannot be opened with this SECRETS_KEY (or DATA_DIR/secrets.key): they were sealed with another key. Start with that key again, or have an Administrator reset those people's second factor (they can still sign in with a recovery code).",
      );
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.decorate('dbPool', handle.pool ?? null);
  },
  { name: 'database', dependencies: ['core'] },
);
