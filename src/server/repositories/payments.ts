import type { Kysely, Selectable } from 'kysely';
import { timestampText } from '../db/time';
import type { Database, InvoicePaymentsTable } from '../db/types';

/**
 * Data access of payments against invoices (0035_invoice_payments) and of what the registers and the
 * receivables read. The rules (settlement, ageing) are src/domain/receivables.ts; the use cases
 * src/server/routes/payments.ts.
 */
export type PaymentRecord = Selectable<InvoicePaymentsTable>;
export type PaymentFields = Omit<
  PaymentRecord,
  'id' | 'created_at' | 'reversed_at' | 'reversed_by' | 'reversal_reason'
>;

/**
 * Per invoice: what was received and deducted (reversed payments left out, 0037_payment_reversals),
 * and the totals of its issued credit notes.
 */
const ZERO = { paid_paise: 0, tds_paise: 0, credited_total_paise: 0 };
export type SettlementSums = typeof ZERO;

export async function settlementSums(
  db: Kysely<Database>,
  invoiceIds: number[],
): Promise<Map<number, SettlementSums>> {
  const sums = new Map<number, SettlementSums>();
  if (invoiceIds.length === 0) return sums;
  const payments = await db
    .selectFrom('invoice_payments')
    .select([
      'invoice_id',
      (eb) => eb.fn.sum<number | string>('amount_paise').as('paid'),
      (eb) => eb.fn.sum<number | string>('tds_paise').as('tds'),
    ])
    .where('invoice_id', 'in', invoiceIds)
    .where('reversed_at', 'is', null)
    .groupBy('invoice_id')
    .execute();
  const credits = await db
    .selectFrom('invoices')
    .select(['credit_note_of', (eb) => eb.fn.sum<number | string>('total_paise').as('credited')])
    .where('kind', '=', 'credit-note')
    .where('status', '=', 'issued')
    .where('credit_note_of', 'in', invoiceIds)
    .groupBy('credit_note_of')
    .execute();
  for (const id of invoiceIds) {
    const paid = payments.find((row) => row.invoice_id === id);
    const credit = credits.find((row) => row.credit_note_of === id);
    sums.set(id, {
      paid_paise: Number(paid?.paid ?? 0),
      tds_paise: Number(paid?.tds ?? 0),
      credited_total_paise: Number(credit?.credited ?? 0),
    });
  }
  return sums;
}

export const sumsOf = (sums: Map<number, SettlementSums>, id: number): SettlementSums => sums.get(id) ?? ZERO;

/** An invoice's payments (reversed ones too), oldest first. */
export function listPayments(db: Kysely<Database>, invoiceId: number): Promise<PaymentRecord[]> {
  return db
    .selectFrom('invoice_payments')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('payment_date')
    .orderBy('id')
    .execute();
}

/** Stores a payment (in the caller's transaction); answers its id. */
export async function insertPayment(db: Kysely<Database>, fields: PaymentFields, now: Date): Promise<number> {
  const { id } = await db
    .insertInto('invoice_payments')
    .values({ ...fields, created_at: timestampText(now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** One payment, or undefined. */
export function findPayment(db: Kysely<Database>, id: number): Promise<PaymentRecord | undefined> {
  return db.selectFrom('invoice_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Marks a payment reversed (in the caller's transaction, its invoice locked); answers false when it was
 * reversed already, so two reversals at once give one.
 */
export async function markPaymentReversed(
  db: Kysely<Database>,
  id: number,
  reversal: { reversed_by: string; reversal_reason: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('invoice_payments')
    .set({ ...reversal, reversed_at: timestampText(now) })
    .where('id', '=', id)
    .where('reversed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Locks an invoice's row until the transaction ends (PostgreSQL; SQLite runs one write transaction at a
 * time), so two payments of one invoice recorded at once are checked against what is due in turn.
 */
export async function lockInvoice(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('invoices')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .execute();
}

/** Every issued invoice (not credit notes), for the receivables. */
export function issuedInvoices(db: Kysely<Database>) {
  return db
    .selectFrom('invoices')
    .select(['id', 'client_id', 'recipient_name', 'invoice_date', 'total_paise'])
    .where('kind', '=', 'invoice')
    .where('status', '=', 'issued')
    .orderBy('id')
    .execute();
}

/** The documents issued between two India days (both included), in number order, with their lines. */
export async function issuedBetween(db: Kysely<Database>, first: string, last: string) {
  const documents = await db
    .selectFrom('invoices')
    .leftJoin('invoices as corrected', 'corrected.id', 'invoices.credit_note_of')
    .select([
      'invoices.id',
      'invoices.kind',
      'invoices.number',
      'invoices.invoice_date',
      'invoices.recipient_name',
      'invoices.recipient_gstin',
      'invoices.place_of_supply',
      'invoices.reverse_charge',
      'invoices.total_paise',
      'corrected.number as corrected_number',
      'corrected.invoice_date as corrected_date',
    ])
    .where('invoices.status', '=', 'issued')
    .where('invoices.invoice_date', '>=', first)
    .where('invoices.invoice_date', '<=', last)
    // Invoices first, then credit notes ('invoice' > 'credit-note').
    .orderBy('invoices.kind', 'desc')
    .orderBy('invoices.invoice_date')
    .orderBy('invoices.sequence')
    .execute();
  const ids = documents.map((document) => document.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .selectFrom('invoice_lines')
          .select(['invoice_id', 'tax_rate_bp', 'taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise'])
          .where('invoice_id', 'in', ids)
          .orderBy('invoice_id')
          .orderBy('position')
          .execute();
  return documents.map((document) => ({
    ...document,
    lines: lines.filter((line) => line.invoice_id === document.id),
  }));
}

/** The payments received between two India days (both included), with their invoice. */
export function paymentsBetween(db: Kysely<Database>, first: string, last: string) {
  return db
    .selectFrom('invoice_payments')
    .innerJoin('invoices', 'invoices.id', 'invoice_payments.invoice_id')
    .select([
      'invoice_payments.id',
      'invoice_payments.payment_date',
      'invoice_payments.amount_paise',
      'invoice_payments.mode',
      'invoice_payments.reference',
      'invoice_payments.tds_section',
      'invoice_payments.tds_paise',
      'invoice_payments.reversed_at',
      'invoice_payments.reversal_reason',
      'invoices.number',
      'invoices.invoice_date',
      'invoices.recipient_name',
      'invoices.recipient_gstin',
    ])
    .where('invoice_payments.payment_date', '>=', first)
    .where('invoice_payments.payment_date', '<=', last)
    .orderBy('invoice_payments.payment_date')
    .orderBy('invoice_payments.id')
    .execute();
}
