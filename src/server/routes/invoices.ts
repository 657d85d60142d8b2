import type { FastifyRequest } from 'fastify';
import { httpErrors } from '@fastify/sensible';
import type { Kysely } from 'kysely';
import type { components } from '../../api/schema';
import { agencyDate } from '../../domain/agencyTime';
import {
  financialYearOf,
  formatDocumentNumber,
  invoiceTotals,
  lineAmounts,
  numberPatternCapacity,
  placeOfSupplyOf,
  rupeesWithPaise,
  taxSplitOf,
  type TaxSplit,
} from '../../domain/invoices';
import { agencyTaxOf, type AgencyTax } from '../agencyTax';
import type { Database } from '../db/types';
import type { OperationHandlers } from '../fastifyTypes';
import { message } from '../openapi/catalogue';
import { findClient } from '../repositories/clients';
import {
  claimDraft,
  deleteDraft,
  findInvoice,
  insertDraft,
  invoicesOfPlacements,
  listInvoices,
  markSent,
  nextSequence,
  setIssued,
  updateDraft,
  type DraftFields,
  type InvoiceLineFields,
  type InvoiceWithLines,
} from '../repositories/invoices';
import { findPlacement, listPlacements } from '../repositories/placements';
import { audited, fieldSummary } from '../services/audit';
import { invoiceMail, invoiceSupplier, issuedInvoicePdf, toInvoice } from '../services/invoiceDocuments';
import { invoiceFileName } from '../services/invoicePdf';
import { enqueueMail } from '../services/outbox';
import { badRequest, notFound } from '../services/errors';

type Invoice = components['schemas']['Invoice'];
type LineInput = components['schemas']['InvoiceLineInput'];

/**
 * GST tax invoices and credit notes (issue 41): drafts from a placement, a month of a staffing
 * requirement or by hand; issuing with the next number of the financial year; credit notes; the PDF.
 * The rules are src/domain/invoices.ts; the numbers' counter src/server/repositories/invoices.ts.
 */

const INVOICE_NOT_FOUND = () => notFound(message('invoiceNotFound'));

function staffName(request: FastifyRequest): string {
  const user = request.staffUser;
  return user ? user.name || user.email : '';
}

function taxDetails(request: FastifyRequest): AgencyTax {
  const tax = agencyTaxOf(request.server.config);
  if (!tax) throw badRequest(message('invoiceTaxNotConfigured'));
  return tax;
}

/** The recipient of a client's invoice: its name, address, GSTIN and place of supply (IGST Act s.12(2)). */
async function recipientOf(db: Kysely<Database>, clientId: number) {
  const client = await findClient(db, clientId);
  if (!client) throw notFound(message('invoiceClientNotFound'));
  const place = placeOfSupplyOf(client);
  if (!place) throw badRequest(message('invoicePlaceOfSupply', { client: client.name }));
  return {
    client_id: client.id,
    recipient_name: client.name,
    recipient_address: client.billing_address,
    recipient_gstin: client.gstin,
    place_of_supply: place,
  };
}

/** The lines with their amounts (the service line's rate for the SAC when no rate is given), and the totals. */
function priced(tax: AgencyTax, split: TaxSplit, lines: readonly LineInput[]) {
  const fields: InvoiceLineFields[] = lines.map((line, index) => {
    const tax_rate_bp =
      line.tax_rate_bp ?? tax.serviceLines.find((service) => service.sac === line.sac)?.rate_bp ?? 1800;
    const quantity = line.quantity.replace(/^0+(?=\d)/, '');
    return {
      position: index + 1,
      description: line.description.trim(),
      sac: line.sac,
      quantity,
      rate_paise: line.rate_paise,
      tax_rate_bp,
      ...lineAmounts({ quantity, rate_paise: line.rate_paise, tax_rate_bp }, split),
    };
  });
  const totals = invoiceTotals(fields);
  return {
    lines: fields,
    totals: {
      taxable_paise: totals.taxable_paise,
      cgst_paise: totals.cgst_paise,
      sgst_paise: totals.sgst_paise,
      igst_paise: totals.igst_paise,
      round_off_paise: totals.round_off_paise,
      total_paise: totals.total_paise,
    },
  };
}

const serviceLine = (tax: AgencyTax, key: string, sac: string) =>
  tax.serviceLines.find((line) => line.key === key) ??
  tax.serviceLines.find((line) => line.sac === sac) ?? {
    key,
    description: 'Manpower services',
    sac,
    rate_bp: 1800,
  };

async function invoiceAnswer(db: Kysely<Database>, id: number): Promise<Invoice> {
  const row = await findInvoice(db, id);
  if (!row) throw INVOICE_NOT_FOUND();
  return toInvoice(row);
}

/** 409 for a document that is issued: it never changes. */
function unchangeable(row: InvoiceWithLines) {
  return httpErrors.conflict(message('invoiceIssuedUnchangeable', { number: row.number ?? '' }));
}

/**
 * Gives a claimed document the next number of its series in today's financial year (India), the date
 * and the supplier's details, in the caller's transaction. A full series rolls the whole issue back.
 */
async function issueIn(
  trx: Kysely<Database>,
  request: FastifyRequest,
  tax: AgencyTax,
  id: number,
  kind: 'invoice' | 'credit-note',
) {
  const now = request.server.clock();
  if (!(await claimDraft(trx, id, now))) return undefined;
  const date = agencyDate(now);
  const financialYear = financialYearOf(date);
  const pattern = kind === 'invoice' ? tax.invoiceNumberPattern : tax.creditNoteNumberPattern;
  const sequence = await nextSequence(trx, kind, financialYear);
  if (sequence > numberPatternCapacity(pattern))
    throw httpErrors.conflict(message('invoiceSeriesFull', { pattern }));
  const number = formatDocumentNumber(pattern, financialYear, sequence);
  await setIssued(trx, id, {
    financial_year: financialYear,
    sequence,
    number,
    invoice_date: date,
    issued_by: staffName(request),
    supplier: JSON.stringify(tax),
  });
  return number;
}

export const invoiceHandlers = {
  async listBillablePlacements(request) {
    const { db } = request.server;
    const placements = await listPlacements(db);
    const invoices = await invoicesOfPlacements(
      db,
      placements.map((placement) => placement.id),
    );
    return {
      data: placements.map((placement) => ({
        id: placement.id,
        client_id: placement.client_id,
        client_name: placement.client_name,
        candidate_name: placement.candidate_name,
        job_title: placement.job_title,
        joining_date: placement.joining_date,
        fee_paise: placement.fee_paise,
        invoice_number:
          invoices.find((invoice) => invoice.placement_id === placement.id && invoice.status === 'issued')
            ?.number ?? null,
      })),
    };
  },

  async listInvoices(request) {
    const query = (request.query ?? {}) as { client_id?: number; placement_id?: number };
    return { data: (await listInvoices(request.server.db, query)).map(toInvoice) };
  },

  async getInvoice(request) {
    return { data: await invoiceAnswer(request.server.db, request.params.id) };
  },

  async createInvoice(request) {
    const { db } = request.server;
    const { body } = request;
    const tax = taxDetails(request);
    let clientId = body.client_id;
    let lines: LineInput[] = body.lines ?? [];
    let placementId: number | null = null;
    let jobId: number | null = null;
    let period: string | null = null;
    if (body.placement_id !== undefined) {
      const placement = await findPlacement(db, body.placement_id);
      if (!placement) throw notFound(message('placementNotFound'));
      placementId = placement.id;
      clientId = placement.client_id;
      if (lines.length === 0) {
        const service =
          placement.fee_type === 'monthly_per_worker'
            ? serviceLine(tax, 'contract-staffing', '998513')
            : serviceLine(tax, 'permanent-placement', '998512');
        lines = [
          {
            description: `${service.description}: ${placement.candidate_name}, ${placement.job_title}, joined ${placement.joining_date}`,
            sac: service.sac,
            quantity: '1',
            rate_paise: placement.fee_paise,
            tax_rate_bp: service.rate_bp,
          },
        ];
      }
    } else if (body.job_id !== undefined) {
      const job = await db
        .selectFrom('jobs')
        .select(['id', 'client_id'])
        .where('id', '=', body.job_id)
        .executeTakeFirst();
      if (!job) throw notFound(message('jobNotFound'));
      if (job.client_id === null) throw badRequest(message('invoiceRequirementNotClient'));
      if (body.period === undefined || !/^\d{4}-(0[1-9]|1[0-2])$/.test(body.period))
        throw badRequest(message('invoicePeriod', { period: body.period ?? '' }));
      jobId = job.id;
      period = body.period;
      clientId = job.client_id;
    }
    if (clientId === undefined) throw badRequest(message('invoiceNeedsClient'));
    if (lines.length === 0) throw badRequest(message('invoiceNeedsLines'));
    const recipient = await recipientOf(db, clientId);
    const split = taxSplitOf(tax.stateCode, recipient.place_of_supply);
    const { lines: lineFields, totals } = priced(tax, split, lines);
    const fields: DraftFields = {
      kind: 'invoice',
      ...recipient,
      placement_id: placementId,
      job_id: jobId,
      period,
      tax_split: split,
      ...totals,
      credit_note_of: null,
      notes: body.notes?.trim() ?? '',
      reason: '',
      created_by: staffName(request),
    };
    const id = await audited(
      request,
      (trx) => insertDraft(trx, fields, lineFields, request.server.clock()),
      (created) => ({
        action: 'create',
        resource: 'invoice',
        recordId: created,
        summary: fieldSummary({
          client: recipient.recipient_name,
          placement: placementId,
          total: rupeesWithPaise(totals.total_paise),
        }),
      }),
    );
    return { data: await invoiceAnswer(db, id), message: message('invoiceCreated') };
  },

  async updateInvoice(request) {
    const { db } = request.server;
    const id = request.params.id;
    const existing = await findInvoice(db, id);
    if (!existing) throw INVOICE_NOT_FOUND();
    if (existing.status !== 'draft') throw unchangeable(existing);
    const tax = taxDetails(request);
    const { body } = request;
    const byHand = existing.placement_id === null && existing.job_id === null;
    const clientId = byHand && body.client_id !== undefined ? body.client_id : existing.client_id;
    if (clientId === null) throw badRequest(message('invoiceNeedsClient'));
    if (body.lines.length === 0) throw badRequest(message('invoiceNeedsLines'));
    const recipient = await recipientOf(db, clientId);
    const split = taxSplitOf(tax.stateCode, recipient.place_of_supply);
    const { lines, totals } = priced(tax, split, body.lines);
    const saved = await audited(
      request,
      (trx) =>
        updateDraft(
          trx,
          id,
          { ...recipient, tax_split: split, ...totals, notes: body.notes?.trim() ?? existing.notes },
          lines,
          request.server.clock(),
        ),
      (done) =>
        done
          ? {
              action: 'update',
              resource: 'invoice',
              recordId: id,
              summary: fieldSummary({ total: rupeesWithPaise(totals.total_paise) }),
            }
          : undefined,
    );
    if (!saved) {
      const now = await findInvoice(db, id);
      if (!now) throw INVOICE_NOT_FOUND();
      throw unchangeable(now);
    }
    return { data: await invoiceAnswer(db, id), message: message('invoiceSaved') };
  },

  async deleteInvoice(request) {
    const { db } = request.server;
    const id = request.params.id;
    const existing = await findInvoice(db, id);
    if (!existing) throw INVOICE_NOT_FOUND();
    if (existing.status !== 'draft') throw unchangeable(existing);
    const deleted = await audited(
      request,
      (trx) => deleteDraft(trx, id),
      (done) => (done ? { action: 'delete', resource: 'invoice', recordId: id } : undefined),
    );
    if (!deleted) throw unchangeable(existing);
    return { message: message('invoiceDeleted') };
  },

  async issueInvoice(request) {
    const { db } = request.server;
    const id = request.params.id;
    const existing = await findInvoice(db, id);
    if (!existing) throw INVOICE_NOT_FOUND();
    if (existing.status !== 'draft')
      throw httpErrors.conflict(message('invoiceAlreadyIssued', { number: existing.number ?? '' }));
    const tax = taxDetails(request);
    const number = await audited(
      request,
      (trx) => issueIn(trx, request, tax, id, existing.kind),
      (issued) =>
        issued === undefined
          ? undefined
          : {
              action: 'issue',
              resource: existing.kind,
              recordId: id,
              summary: fieldSummary({
                number: issued,
                client: existing.recipient_name,
                total: rupeesWithPaise(existing.total_paise),
              }),
            },
    );
    if (number === undefined) {
      const now = await findInvoice(db, id);
      throw httpErrors.conflict(message('invoiceAlreadyIssued', { number: now?.number ?? '' }));
    }
    return { data: await invoiceAnswer(db, id), message: message('invoiceIssued', { number }) };
  },

  async createCreditNote(request) {
    const { db } = request.server;
    const id = request.params.id;
    const invoice = await findInvoice(db, id);
    if (!invoice) throw INVOICE_NOT_FOUND();
    if (invoice.kind !== 'invoice' || invoice.status !== 'issued')
      throw httpErrors.conflict(message('creditNoteOfIssued'));
    const tax = taxDetails(request);
    const reason = request.body.reason.trim();
    if (reason === '') throw badRequest(message('creditNoteReason'));
    const given: LineInput[] =
      request.body.lines ??
      invoice.lines.map((line) => ({
        description: line.description,
        sac: line.sac,
        quantity: line.quantity,
        rate_paise: line.rate_paise,
        tax_rate_bp: line.tax_rate_bp,
      }));
    if (given.length === 0) throw badRequest(message('invoiceNeedsLines'));
    const { lines, totals } = priced(tax, invoice.tax_split, given);
    const fields: DraftFields = {
      kind: 'credit-note',
      client_id: invoice.client_id,
      placement_id: invoice.placement_id,
      job_id: invoice.job_id,
      period: invoice.period,
      recipient_name: invoice.recipient_name,
      recipient_address: invoice.recipient_address,
      recipient_gstin: invoice.recipient_gstin,
      place_of_supply: invoice.place_of_supply,
      tax_split: invoice.tax_split,
      ...totals,
      credit_note_of: invoice.id,
      notes: '',
      reason,
      created_by: staffName(request),
    };
    const issued = await audited(
      request,
      async (trx) => {
        // The invoice's row, locked on PostgreSQL: parallel credit notes of one invoice wait in turn.
        await trx
          .updateTable('invoices')
          .set({ updated_at: invoice.updated_at })
          .where('id', '=', id)
          .execute();
        const credited = await trx
          .selectFrom('invoices')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('taxable_paise'), eb.val(0)).as('sum'))
          .where('credit_note_of', '=', id)
          .where('status', '=', 'issued')
          .executeTakeFirstOrThrow();
        const left = invoice.taxable_paise - Number(credited.sum);
        if (totals.taxable_paise > left)
          throw badRequest(message('creditNoteTooMuch', { left: rupeesWithPaise(left) }));
        const noteId = await insertDraft(trx, fields, lines, request.server.clock());
        const number = await issueIn(trx, request, tax, noteId, 'credit-note');
        return { noteId, number: number ?? '' };
      },
      ({ noteId, number }) => ({
        action: 'issue',
        resource: 'credit-note',
        recordId: noteId,
        summary: fieldSummary({
          number,
          invoice: invoice.number,
          reason,
          total: rupeesWithPaise(totals.total_paise),
        }),
      }),
    );
    return {
      data: await invoiceAnswer(db, issued.noteId),
      message: message('creditNoteIssued', { number: issued.number, invoice: invoice.number ?? '' }),
    };
  },

  async getInvoicePdf(request, reply) {
    const invoice = await findInvoice(request.server.db, request.params.id);
    if (!invoice) throw INVOICE_NOT_FOUND();
    if (invoice.status !== 'issued') throw httpErrors.conflict(message('invoiceDraftNoDocument'));
    const pdf = await issuedInvoicePdf(invoice);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${invoiceFileName(invoice)}"`)
      .header('x-content-type-options', 'nosniff')
      .type('application/pdf')
      .send(pdf);
  },

  async sendInvoice(request) {
    const { db } = request.server;
    const id = request.params.id;
    const invoice = await findInvoice(db, id);
    if (!invoice) throw INVOICE_NOT_FOUND();
    if (invoice.status !== 'issued') throw httpErrors.conflict(message('invoiceDraftNoDocument'));
    const client = invoice.client_id === null ? undefined : await findClient(db, invoice.client_id);
    const contact = client?.contacts.find((entry) => entry.email.trim() !== '');
    if (!contact) throw badRequest(message('invoiceNoBillingEmail'));
    const mail = invoiceMail(invoice, invoiceSupplier(invoice), contact.name);
    await audited(
      request,
      async (trx) => {
        await enqueueMail(trx, [
          { kind: 'invoice', to: contact.email, subject: mail.subject, text: mail.text, invoiceId: id },
        ]);
        await markSent(trx, id, request.server.clock());
      },
      () => ({
        action: 'send',
        resource: invoice.kind,
        recordId: id,
        summary: fieldSummary({ number: invoice.number, to: contact.email }),
      }),
    );
    request.server.outboxWorker?.wake();
    return {
      data: await invoiceAnswer(db, id),
      message: message('invoiceQueued', { number: invoice.number ?? '', email: contact.email }),
    };
  },
} satisfies Partial<OperationHandlers>;
