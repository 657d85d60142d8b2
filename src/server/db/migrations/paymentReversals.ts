import type { Kysely, Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Reversing a payment recorded by mistake (issue 41). Frozen: later changes go in a new migration.
 *
 * A payment is never deleted: a reversal marks its row. `reversed_at` is the instant (UTC text, as
 * `created_at`; null while the payment counts), `reversed_by` who reversed it and `reversal_reason`
 * why (both '' while it counts). A reversed payment counts towards neither paid nor TDS.
 */
export const paymentReversalsMigration: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('invoice_payments').addColumn('reversed_at', 'varchar(19)').execute();
    await db.schema
      .alterTable('invoice_payments')
      .addColumn('reversed_by', 'varchar(200)', (column) => column.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('invoice_payments')
      .addColumn('reversal_reason', 'varchar(500)', (column) => column.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Db) {
    for (const name of ['reversal_reason', 'reversed_by', 'reversed_at']) {
      await db.schema.alterTable('invoice_payments').dropColumn(name).execute();
    }
  },
};
