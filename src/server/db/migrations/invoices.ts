import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../kysely';

type Db = Kysely<unknown>;
type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

/**
 * GST tax invoices and credit notes (issue 41). Frozen: later changes go in a new migration.
 *
 * - `invoices`: one row per document, `kind` `invoice` or `credit-note`, `status` `draft` or `issued`.
 *   A draft has no number; issuing gives it `sequence` (the counter of its series and financial year),
 *   `number` (the pattern filled in, at most 16 characters), `financial_year` (`25-26`) and
 *   `invoice_date`, and then it never changes. The recipient (name, address, GSTIN, place of supply)
 *   and the supplier (`supplier`, the agency's tax details as JSON) are copied onto the document, so an
 *   issued invoice reads the same whatever changes later. Money in whole paise (BIGINT on PostgreSQL,
 *   INTEGER on SQLite, both 64-bit): sums of the lines, the round-off to the rupee and the total.
 *   A credit note names the invoice it corrects (`credit_note_of`) and why (`reason`).
 * - `invoice_lines`: description, SAC, quantity (decimal text, up to two places), rate, taxable value
 *   and each tax, rounded to the paisa per line.
 * - `invoice_counters`: the last number given per series (`invoice`, `credit-note`) and financial year,
 *   incremented inside the issuing transaction, so numbers are consecutive and never skip.
 * - `outbox.invoice_id`: a mail sending a document, whose PDF the worker attaches.
 */
export function invoicesMigration(withId: WithId, dialect: DialectName): Migration {
  const money = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Db) {
      await withId(db.schema.createTable('invoices'))
        .addColumn('kind', 'varchar(16)', (column) => column.notNull())
        .addColumn('status', 'varchar(16)', (column) => column.notNull())
        .addColumn('financial_year', 'varchar(5)')
        .addColumn('sequence', 'integer')
        .addColumn('number', 'varchar(16)')
        .addColumn('invoice_date', 'varchar(10)')
        .addColumn('client_id', 'integer', (column) => column.references('clients.id').onDelete('set null'))
        .addColumn('placement_id', 'integer', (column) =>
          column.references('placements.id').onDelete('set null'),
        )
        .addColumn('job_id', 'integer', (column) => column.references('jobs.id').onDelete('set null'))
        .addColumn('period', 'varchar(7)')
        .addColumn('recipient_name', 'varchar(200)', (column) => column.notNull())
        .addColumn('recipient_address', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('recipient_gstin', 'varchar(15)')
        .addColumn('place_of_supply', 'varchar(2)', (column) => column.notNull())
        .addColumn('tax_split', 'varchar(8)', (column) => column.notNull())
        .addColumn('reverse_charge', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('supplier', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('taxable_paise', money, (column) => column.notNull())
        .addColumn('cgst_paise', money, (column) => column.notNull())
        .addColumn('sgst_paise', money, (column) => column.notNull())
        .addColumn('igst_paise', money, (column) => column.notNull())
        .addColumn('round_off_paise', money, (column) => column.notNull())
        .addColumn('total_paise', money, (column) => column.notNull())
        .addColumn('credit_note_of', 'integer', (column) => column.references('invoices.id'))
        .addColumn('reason', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('notes', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('created_by', 'varchar(200)', (column) => column.notNull().defaultTo(''))
        .addColumn('issued_by', 'varchar(200)', (column) => column.notNull().defaultTo(''))
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .addColumn('updated_at', 'varchar(19)', (column) => column.notNull())
        .addColumn('issued_at', 'varchar(19)')
        .addColumn('sent_at', 'varchar(19)')
        .execute();
      await db.schema
        .createIndex('invoices_series_number')
        .on('invoices')
        .columns(['kind', 'financial_year', 'sequence'])
        .unique()
        .execute();
      await db.schema.createIndex('invoices_client_id').on('invoices').column('client_id').execute();
      await db.schema.createIndex('invoices_placement_id').on('invoices').column('placement_id').execute();
      await db.schema
        .createIndex('invoices_credit_note_of')
        .on('invoices')
        .column('credit_note_of')
        .execute();

      await withId(db.schema.createTable('invoice_lines'))
        .addColumn('invoice_id', 'integer', (column) =>
          column.notNull().references('invoices.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('sac', 'varchar(6)', (column) => column.notNull())
        .addColumn('quantity', 'varchar(12)', (column) => column.notNull())
        .addColumn('rate_paise', money, (column) => column.notNull())
        .addColumn('tax_rate_bp', 'integer', (column) => column.notNull())
        .addColumn('taxable_paise', money, (column) => column.notNull())
        .addColumn('cgst_paise', money, (column) => column.notNull())
        .addColumn('sgst_paise', money, (column) => column.notNull())
        .addColumn('igst_paise', money, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('invoice_lines_invoice_id')
        .on('invoice_lines')
        .column('invoice_id')
        .execute();

      await db.schema
        .createTable('invoice_counters')
        .addColumn('series', 'varchar(16)', (column) => column.notNull())
        .addColumn('financial_year', 'varchar(5)', (column) => column.notNull())
        .addColumn('last_number', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('invoice_counters_pk', ['series', 'financial_year'])
        .execute();

      // A mail that carries a document: the outbox worker attaches its PDF when it sends.
      await db.schema
        .alterTable('outbox')
        .addColumn('invoice_id', 'integer', (column) => column.references('invoices.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('outbox_invoice_id').on('outbox').column('invoice_id').execute();
    },
    async down(db: Db) {
      await db.schema.dropIndex('outbox_invoice_id').ifExists().execute();
      await db.schema.alterTable('outbox').dropColumn('invoice_id').execute();
      await db.schema.dropTable('invoice_counters').ifExists().execute();
      await db.schema.dropTable('invoice_lines').ifExists().execute();
      await db.schema.dropTable('invoices').ifExists().execute();
    },
  };
}
