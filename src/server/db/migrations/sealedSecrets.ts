import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../kysely';

type Db = Kysely<unknown>;

/**
 * The TOTP secrets are stored sealed (AES-256-GCM, src/server/services/secrets.ts): `v1:` and the base64
 * of IV, tag and ciphertext, about 85 characters for a 160-bit secret, more than the 64 the columns were
 * made with. PostgreSQL widens both columns; SQLite does not enforce a varchar's size, so there is nothing
 * to change. The secrets already stored in clear are sealed at start-up, where the key is known
 * (`sealStoredTotpSecrets` in src/server/services/bootstrap.ts).
 */
export function sealedSecretsMigration(dialect: DialectName): Migration {
  const widths = async (db: Db, type: 'varchar(255)' | 'varchar(64)') => {
    if (dialect !== 'postgres') return;
    for (const column of ['totp_secret', 'totp_pending_secret'])
      await db.schema
        .alterTable('users')
        .alterColumn(column, (change) => change.setDataType(type))
        .execute();
  };
  return {
    up: (db: Db) => widths(db, 'varchar(255)'),
    // Back to 64 characters only fits once no sealed secret is left (they cannot be unsealed here).
    down: (db: Db) => widths(db, 'varchar(64)'),
  };
}
