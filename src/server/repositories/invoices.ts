import { sql, type Kysely, type Selectable } from 'kysely';
import { timestampText } from '../db/time';
import type { Database, InvoiceLinesTable, InvoicesTable } from '../db/types';
import { settlementSums, sumsOf } from './payments';

/**
 * Data access of invoices and credit notes (0031_invoices). The rules (numbers, tax, rounding) are
 * src/domain/invoices.ts; the use cases src/server/routes/invoices.ts.
 */
export type InvoiceRecord = Selectable<InvoicesTable>;
export type InvoiceLineRecord = Selectable<InvoiceLinesTable>;
export type InvoiceLineFields = Omit<InvoiceLineRecord, 'id' | 'invoice_id'>;

/** An invoice with its lines, the number it corrects, its credit notes' taxable value and its settlement. */
export type InvoiceWithLines = Awaited<ReturnType<typeof withLines>>[number];

/** What a draft holds besides its lines (set when it is made or changed). */
export type DraftFields = Pick<
  InvoiceRecord,
  | 'kind'
  | 'client_id'
  | 'placement_id'
  | 'job_id'
  | 'period'
  | 'recipient_name'
  | 'recipient_gstin'
  | 'place_of_supply'
  | 'tax_split'
  | 'taxable_paise'
  | 'cgst_paise'
  | 'sgst_paise'
  | 'igst_paise'
  | 'round_off_paise'
  | 'total_paise'
  | 'credit_note_of'
  | 'recipient_address'
  | 'notes'
  | 'reason'
  | 'created_by'
>;

async function withLines(db: Kysely<Database>, rows: InvoiceRecord[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', 'in', ids)
    .orderBy('invoice_id')
    .orderBy('position')
    .execute();
  const credited = await db
    .selectFrom('invoices')
    .select(['credit_note_of', (eb) => eb.fn.sum<number | string>('taxable_paise').as('credited')])
    .where('kind', '=', 'credit-note')
    .where('status', '=', 'issued')
    .where('credit_note_of', 'in', ids)
    .groupBy('credit_note_of')
    .execute();
  const referenced = rows.map((row) => row.credit_note_of).filter((id): id is number => id !== null);
  const numbers =
    referenced.length === 0
      ? []
      : await db.selectFrom('invoices').select(['id', 'number']).where('id', 'in', referenced).execute();
  const sums = await settlementSums(db, ids);
  return rows.map((row) => ({
    ...row,
    lines: lines.filter((line) => line.invoice_id === row.id),
    /** The number of the invoice a credit note corrects. */
    credit_note_of_number: numbers.find((entry) => entry.id === row.credit_note_of)?.number ?? null,
    /** The taxable value of the issued credit notes against an invoice. */
    credited_paise: Number(credited.find((entry) => entry.credit_note_of === row.id)?.credited ?? 0),
    /** What was paid and deducted as TDS, and the totals of the issued credit notes (an invoice's). */
    settlement: sumsOf(sums, row.id),
  }));
}

export interface InvoiceFilter {
  client_id?: number;
  placement_id?: number;
}

/** Drafts first (newest first), then the issued documents, latest first. */
export async function listInvoices(db: Kysely<Database>, filter: InvoiceFilter = {}) {
  let query = db.selectFrom('invoices').selectAll();
  if (filter.client_id !== undefined) query = query.where('client_id', '=', filter.client_id);
  if (filter.placement_id !== undefined) query = query.where('placement_id', '=', filter.placement_id);
  const rows = await query
    .orderBy(sql`case when status = 'draft' then 0 else 1 end`)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withLines(db, rows);
}

export async function findInvoice(db: Kysely<Database>, id: number): Promise<InvoiceWithLines | undefined> {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withLines(db, [row]))[0] : undefined;
}

async function writeLines(db: Kysely<Database>, invoiceId: number, lines: InvoiceLineFields[]) {
  await db.deleteFrom('invoice_lines').where('invoice_id', '=', invoiceId).execute();
  if (lines.length > 0)
    await db
      .insertInto('invoice_lines')
      .values(lines.map((line) => ({ ...line, invoice_id: invoiceId })))
      .execute();
}

/** Stores a new draft and its lines (in the caller's transaction); answers its id. */
export async function insertDraft(
  db: Kysely<Database>,
  fields: DraftFields,
  lines: InvoiceLineFields[],
  now: Date,
): Promise<number> {
  const stamp = timestampText(now);
  const { id } = await db
    .insertInto('invoices')
    .values({ ...fields, status: 'draft', created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeLines(db, id, lines);
  return id;
}

/** Replaces a draft's fields and lines; false when it is not a draft (any more). */
export async function updateDraft(
  db: Kysely<Database>,
  id: number,
  fields: Omit<
    DraftFields,
    'kind' | 'placement_id' | 'job_id' | 'period' | 'credit_note_of' | 'reason' | 'created_by'
  >,
  lines: InvoiceLineFields[],
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({ ...fields, updated_at: timestampText(now) })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await writeLines(db, id, lines);
  return true;
}

export async function deleteDraft(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('invoices')
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The next number of a series in a financial year: the counter row is created at 1 or incremented, in
 * the caller's transaction. PostgreSQL locks the row until the transaction ends, so parallel issues wait
 * for each other and a rolled-back issue gives its number back; SQLite runs one write transaction at a
 * time.
 */
export async function nextSequence(
  db: Kysely<Database>,
  series: 'invoice' | 'credit-note',
  financialYear: string,
): Promise<number> {
  const row = await db
    .insertInto('invoice_counters')
    .values({ series, financial_year: financialYear, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['series', 'financial_year'])
        .doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/**
 * Claims a draft for issuing (its row locked on PostgreSQL until the transaction ends): false when it is
 * not a draft any more, e.g. a parallel request issued it first.
 */
export async function claimDraft(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({ status: 'issued', issued_at: timestampText(now), updated_at: timestampText(now) })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Writes the number, date and supplier of a claimed document. */
export async function setIssued(
  db: Kysely<Database>,
  id: number,
  fields: {
    financial_year: string;
    sequence: number;
    number: string;
    invoice_date: string;
    issued_by: string;
    supplier: string;
  },
): Promise<void> {
  await db.updateTable('invoices').set(fields).where('id', '=', id).execute();
}

export async function markSent(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ sent_at: timestampText(now) })
    .where('id', '=', id)
    .execute();
}

/** The numbers of the invoices of each placement (issued ones; drafts show as null). */
export async function invoicesOfPlacements(db: Kysely<Database>, placementIds: number[]) {
  if (placementIds.length === 0) return [];
  return db
    .selectFrom('invoices')
    .select(['placement_id', 'number', 'status'])
    .where('kind', '=', 'invoice')
    .where('placement_id', 'in', placementIds)
    .execute();
}
