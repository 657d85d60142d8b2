import type { Kysely, Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Refused sign-ins are counted, not listed: `audit_log.count` says how many attempts an entry stands for
 * (1 for every other entry), and `bucket` names the minute, address, action and account a refusal is
 * counted in (null for every other entry; unique, so a refusal in the same bucket adds to the entry's count
 * with one upsert on both databases, where nulls never collide). Anyone can send refused sign-ins; counted
 * this way they write at most one entry per address, account and minute.
 */
export const auditRefusalsMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('audit_log')
      .addColumn('count', 'integer', (column) => column.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('audit_log').addColumn('bucket', 'varchar(160)').execute();
    await db.schema.createIndex('audit_log_bucket').unique().on('audit_log').column('bucket').execute();
    // The Audit screen filters by action and pages newest first.
    await db.schema.createIndex('audit_log_action_id').on('audit_log').columns(['action', 'id']).execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('audit_log_action_id').ifExists().execute();
    await db.schema.dropIndex('audit_log_bucket').ifExists().execute();
    await db.schema.alterTable('audit_log').dropColumn('bucket').execute();
    await db.schema.alterTable('audit_log').dropColumn('count').execute();
  },
};
