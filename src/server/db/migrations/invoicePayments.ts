import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../kysely';

type Db = Kysely<unknown>;
type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

/**
 * Payments against issued invoices (issue 41 item 4). Frozen: later changes go in a new migration.
 *
 * - `invoice_payments`: one row per receipt of an invoice: the India calendar day it was received
 *   (`payment_date`), the amount received (`amount_paise`, more than zero), how (`mode`: bank-transfer,
 *   upi, cheque, cash, other) and its reference (UTR, cheque number…), and the TDS the client deducted
 *   from it (`tds_section` such as 194C or 194J, '' without TDS; `tds_paise`, 0 without), for
 *   reconciliation with Form 26AS. Received plus TDS settles the invoice. Money in whole paise (BIGINT
 *   on PostgreSQL, INTEGER on SQLite). The client is copied from the invoice, so a client's receipts
 *   are found without a join.
 */
export function invoicePaymentsMigration(withId: WithId, dialect: DialectName): Migration {
  const money = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Db) {
      await withId(db.schema.createTable('invoice_payments'))
        .addColumn('invoice_id', 'integer', (column) =>
          column.notNull().references('invoices.id').onDelete('cascade'),
        )
        .addColumn('client_id', 'integer', (column) => column.references('clients.id').onDelete('set null'))
        .addColumn('payment_date', 'varchar(10)', (column) => column.notNull())
        .addColumn('amount_paise', money, (column) => column.notNull())
        .addColumn('mode', 'varchar(16)', (column) => column.notNull())
        .addColumn('reference', 'varchar(100)', (column) => column.notNull().defaultTo(''))
        .addColumn('tds_section', 'varchar(8)', (column) => column.notNull().defaultTo(''))
        .addColumn('tds_paise', money, (column) => column.notNull().defaultTo(0))
        .addColumn('recorded_by', 'varchar(200)', (column) => column.notNull().defaultTo(''))
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('invoice_payments_invoice_id')
        .on('invoice_payments')
        .column('invoice_id')
        .execute();
      await db.schema
        .createIndex('invoice_payments_payment_date')
        .on('invoice_payments')
        .column('payment_date')
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('invoice_payments').ifExists().execute();
    },
  };
}
