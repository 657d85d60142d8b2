import { type Kysely, type Migration } from 'kysely';
import { SHORT_TEXT } from './columns';

type Db = Kysely<unknown>;

/**
 * Safe migration: for a job abroad, the foreign employer, the visa it is offered on and whether the
 * worker sees and signs the contract before paying anything or travelling. Existing jobs have none of
 * them (and the contract is not stated).
 */
export const safeMigrationMigration: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('jobs').addColumn('foreign_employer', SHORT_TEXT).execute();
    await db.schema.alterTable('jobs').addColumn('visa_type', 'varchar(16)').execute();
    await db.schema
      .alterTable('jobs')
      .addColumn('contract_before_departure', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Db) {
    for (const name of ['contract_before_departure', 'visa_type', 'foreign_employer']) {
      await db.schema.alterTable('jobs').dropColumn(name).execute();
    }
  },
};
