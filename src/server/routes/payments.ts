import type { FastifyRequest } from 'fastify';
import { httpErrors } from '@fastify/sensible';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { components } from '../../api/schema';
import { agencyDate } from '../../domain/agencyTime';
import { parseTimestamp } from '../../domain/timestamps';
import { readRegister } from '../../domain/deploymentRegister';
import { gstStateName } from '../../domain/gstin';
import { percentText, rupeesWithPaise } from '../../domain/invoices';
import {
  MONTH_PATTERN,
  monthDays,
  PAYMENT_MODE_NAMES,
  receivablesOf,
  rupeesDecimal,
  settlementOf,
  TDS_SECTION_PATTERN,
} from '../../domain/receivables';
import type { Database } from '../db/types';
import type { OperationHandlers } from '../fastifyTypes';
import { message } from '../openapi/catalogue';
import { findClient } from '../repositories/clients';
import { findInvoice, type InvoiceWithLines } from '../repositories/invoices';
import {
  findPayment,
  insertPayment,
  markPaymentReversed,
  issuedBetween,
  issuedInvoices,
  listPayments,
  lockInvoice,
  paymentsBetween,
  settlementSums,
  type PaymentRecord,
  sumsOf,
} from '../repositories/payments';
import { actorOf, audited, fieldSummary, recordEvent } from '../services/audit';
import { SPREADSHEET_CSV_OPTIONS } from '../services/csv';
import { invoiceSupplier, reminderMail } from '../services/invoiceDocuments';
import { enqueueMail } from '../services/outbox';
import { badRequest, notFound } from '../services/errors';
import { XLSX_TYPE, xlsxWorkbook, type XlsxCell } from '../services/xlsx';

type InvoicePayments = components['schemas']['InvoicePayments'];

/**
 * Payments against issued invoices, the TDS deducted, reminders of what is due, what each client owes
 * with its ageing, the accountant's monthly registers (GSTR-1's invoice register and the payments, as
 * CSV or XLSX) and reading a deployment register from CSV (issue 41 items 2, 4 and 5). The rules are
 * src/domain/receivables.ts.
 */

const MAX_LINES = 200;

function staffName(request: FastifyRequest): string {
  const user = request.staffUser;
  return user ? user.name || user.email : '';
}

async function issuedInvoice(db: Kysely<Database>, id: number): Promise<InvoiceWithLines> {
  const invoice = await findInvoice(db, id);
  if (!invoice) throw notFound(message('invoiceNotFound'));
  if (invoice.status !== 'issued') throw httpErrors.conflict(message('paymentOnDraft'));
  if (invoice.kind !== 'invoice') throw httpErrors.conflict(message('paymentOnCreditNote'));
  return invoice;
}

async function paymentsAnswer(db: Kysely<Database>, invoice: InvoiceWithLines): Promise<InvoicePayments> {
  const sums = sumsOf(await settlementSums(db, [invoice.id]), invoice.id);
  const settled = settlementOf({ total_paise: invoice.total_paise, ...sums });
  const payments = await listPayments(db, invoice.id);
  return {
    invoice_id: invoice.id,
    ...settled,
    payments: payments.map(({ client_id: _client, ...payment }) => payment),
  };
}

/** The month asked for, or 400 with a sentence. */
function monthOf(request: FastifyRequest): { month: string; first: string; last: string; xlsx: boolean } {
  const query = request.query as { month: string; format?: 'csv' | 'xlsx' };
  if (!MONTH_PATTERN.test(query.month)) throw badRequest(message('registerMonth', { month: query.month }));
  return { month: query.month, ...monthDays(query.month), xlsx: query.format === 'xlsx' };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2026-04-15` as GSTR-1's offline tool writes it: `15-Apr-2026`. */
const gstDate = (date: string | null): string =>
  date ? `${date.slice(8, 10)}-${MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}` : '';
/** `24-Gujarat`: the place of supply as GSTR-1 lists it. */
const gstPlace = (code: string): string => `${code}-${gstStateName(code) ?? ''}`;
const rupees = (paise: number): XlsxCell => ({ number: rupeesDecimal(paise) });

export const REGISTER_HEADER = [
  'Section',
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Document Type',
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Reverse Charge',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
  'Original Invoice Number',
  'Original Invoice date',
];

export const PAYMENTS_HEADER = [
  'Payment date',
  'Invoice Number',
  'Invoice date',
  'Receiver Name',
  'GSTIN/UIN of Recipient',
  'Mode',
  'Reference',
  'Amount received',
  'TDS section',
  'TDS amount',
  'Amount settled',
  'Reversed',
];

/** The India day a stored instant falls on ('' when the text is not one). */
const agencyDayOf = (stored: string): string => {
  const instant = parseTimestamp(stored);
  return instant ? agencyDate(instant) : '';
};

/** One row per document and tax rate (as GSTR-1 reports them); a credit note's amounts negative. */
async function registerRows(db: Kysely<Database>, first: string, last: string): Promise<XlsxCell[][]> {
  const documents = await issuedBetween(db, first, last);
  const rows: XlsxCell[][] = [];
  for (const document of documents) {
    const credit = document.kind === 'credit-note';
    const sign = credit ? -1 : 1;
    const registered = document.recipient_gstin !== null && document.recipient_gstin !== '';
    const section = credit ? (registered ? 'CDNR' : 'CDNUR') : registered ? 'B2B' : 'B2C';
    const rates = [...new Set(document.lines.map((line) => line.tax_rate_bp))].sort((a, b) => a - b);
    for (const rate of rates) {
      const lines = document.lines.filter((line) => line.tax_rate_bp === rate);
      const sum = (field: 'taxable_paise' | 'igst_paise' | 'cgst_paise' | 'sgst_paise') =>
        sign * lines.reduce((total, line) => total + line[field], 0);
      rows.push([
        section,
        document.recipient_gstin ?? '',
        document.recipient_name,
        credit ? 'Credit note' : 'Invoice',
        document.number ?? '',
        gstDate(document.invoice_date),
        rupees(sign * document.total_paise),
        gstPlace(document.place_of_supply),
        document.reverse_charge ? 'Y' : 'N',
        { number: percentText(rate) },
        rupees(sum('taxable_paise')),
        rupees(sum('igst_paise')),
        rupees(sum('cgst_paise')),
        rupees(sum('sgst_paise')),
        rupees(0),
        credit ? (document.corrected_number ?? '') : '',
        credit ? gstDate(document.corrected_date) : '',
      ]);
    }
  }
  return rows;
}

async function paymentRows(db: Kysely<Database>, first: string, last: string): Promise<XlsxCell[][]> {
  return (await paymentsBetween(db, first, last)).map((payment) => [
    gstDate(payment.payment_date),
    payment.number ?? '',
    gstDate(payment.invoice_date),
    payment.recipient_name,
    payment.recipient_gstin ?? '',
    PAYMENT_MODE_NAMES[payment.mode],
    payment.reference,
    rupees(payment.amount_paise),
    payment.tds_section,
    rupees(payment.tds_paise),
    rupees(payment.amount_paise + payment.tds_paise),
    // A reversed payment stays as recorded, marked here (not a negative row): see openapi.yaml.
    payment.reversed_at === null ? '' : `${agencyDayOf(payment.reversed_at)}: ${payment.reversal_reason}`,
  ]);
}

/** The rows as a CSV (text cells through the spreadsheet-cell guard, amounts as decimal text) or XLSX. */
function spreadsheet(sheet: string, header: string[], rows: XlsxCell[][], xlsx: boolean) {
  if (xlsx) return xlsxWorkbook([{ name: sheet, rows: [header, ...rows] }]);
  const csv = stringify([header, ...rows], {
    ...SPREADSHEET_CSV_OPTIONS,
    bom: true,
    cast: {
      ...SPREADSHEET_CSV_OPTIONS.cast,
      // Amounts this module wrote (decimal text such as -300.00), never a person's text.
      object: (value: object) => (value as { number: string }).number,
    },
  });
  return Buffer.from(csv, 'utf8');
}

/** 409: the payment was reversed already, on which India day, by whom and why. */
const alreadyReversed = (payment: PaymentRecord) =>
  httpErrors.conflict(
    message('paymentAlreadyReversed', {
      date: agencyDayOf(payment.reversed_at ?? ''),
      name: payment.reversed_by,
      reason: payment.reversal_reason,
    }),
  );

export const paymentHandlers = {
  async listInvoicePayments(request) {
    const { db } = request.server;
    const invoice = await findInvoice(db, request.params.id);
    if (!invoice) throw notFound(message('invoiceNotFound'));
    if (invoice.kind !== 'invoice' || invoice.status !== 'issued') {
      const settled = settlementOf({
        total_paise: invoice.total_paise,
        credited_total_paise: 0,
        paid_paise: 0,
        tds_paise: 0,
      });
      return { data: { invoice_id: invoice.id, ...settled, state: 'unpaid' as const, payments: [] } };
    }
    return { data: await paymentsAnswer(db, invoice) };
  },

  async recordPayment(request) {
    const { db } = request.server;
    const invoice = await issuedInvoice(db, request.params.id);
    const body = request.body;
    const number = invoice.number ?? '';
    const before = settlementOf({ total_paise: invoice.total_paise, ...invoice.settlement });
    if (before.due_paise === 0) throw httpErrors.conflict(message('paymentSettled', { number }));
    const tds = body.tds_paise ?? 0;
    // A receipt of TDS alone (amount 0) is allowed: the client sends its TDS certificate later.
    if (body.amount_paise < 0) throw badRequest(message('paymentNotPositive'));
    if (body.amount_paise === 0 && tds === 0) throw badRequest(message('paymentNothingReceived'));
    const section = (body.tds_section ?? '').trim().toUpperCase();
    if (tds > 0 && !TDS_SECTION_PATTERN.test(section)) throw badRequest(message('paymentTdsSection'));
    const today = agencyDate(request.server.clock());
    if (body.payment_date > today) throw badRequest(message('paymentInFuture', { date: body.payment_date }));
    if (invoice.invoice_date && body.payment_date < invoice.invoice_date)
      throw badRequest(
        message('paymentBeforeInvoice', { date: body.payment_date, invoiceDate: invoice.invoice_date }),
      );
    const settling = body.amount_paise + tds;
    const id = await audited(
      request,
      async (trx) => {
        await lockInvoice(trx, invoice.id);
        const sums = sumsOf(await settlementSums(trx, [invoice.id]), invoice.id);
        const now = settlementOf({ total_paise: invoice.total_paise, ...sums });
        if (now.due_paise === 0) throw httpErrors.conflict(message('paymentSettled', { number }));
        if (settling > now.due_paise)
          throw badRequest(
            message('paymentTooMuch', {
              amount: rupeesWithPaise(settling),
              number,
              due: rupeesWithPaise(now.due_paise),
            }),
          );
        return insertPayment(
          trx,
          {
            invoice_id: invoice.id,
            client_id: invoice.client_id,
            payment_date: body.payment_date,
            amount_paise: body.amount_paise,
            mode: body.mode,
            reference: body.reference?.trim() ?? '',
            tds_section: tds > 0 ? section : '',
            tds_paise: tds,
            recorded_by: staffName(request),
          },
          request.server.clock(),
        );
      },
      (created) => ({
        action: 'create',
        resource: 'payment',
        recordId: created,
        summary: fieldSummary({
          invoice: number,
          date: body.payment_date,
          amount: rupeesWithPaise(body.amount_paise),
          mode: body.mode,
          reference: body.reference?.trim() || undefined,
          tds: tds > 0 ? `${section} ${rupeesWithPaise(tds)}` : undefined,
        }),
      }),
    );
    request.log.debug({ payment: id }, 'payment recorded');
    return {
      data: await paymentsAnswer(db, invoice),
      message:
        body.amount_paise === 0
          ? message('paymentTdsRecorded', { tds: rupeesWithPaise(tds), number })
          : message('paymentRecorded', { amount: rupeesWithPaise(body.amount_paise), number }),
    };
  },

  async reversePayment(request) {
    const { db } = request.server;
    const payment = await findPayment(db, request.params.id);
    if (!payment) throw notFound(message('paymentNotFound'));
    // (A blank reason never gets here: the contract asks for a character that is not a space.)
    const reason = request.body.reason.trim();
    const invoice = await findInvoice(db, payment.invoice_id);
    if (!invoice) throw notFound(message('paymentNotFound'));
    const number = invoice.number ?? '';
    if (payment.reversed_at !== null) throw alreadyReversed(payment);
    await audited(
      request,
      async (trx) => {
        await lockInvoice(trx, invoice.id);
        const reversed = await markPaymentReversed(
          trx,
          payment.id,
          { reversed_by: staffName(request), reversal_reason: reason },
          request.server.clock(),
        );
        if (!reversed) {
          // Reversed by someone else meanwhile: say by whom, from the row as it is now.
          throw alreadyReversed((await findPayment(trx, payment.id)) ?? payment);
        }
        return payment.id;
      },
      (id) => ({
        action: 'reverse',
        resource: 'payment',
        recordId: id,
        summary: fieldSummary({
          invoice: number,
          date: payment.payment_date,
          amount: rupeesWithPaise(payment.amount_paise),
          tds:
            payment.tds_paise > 0
              ? `${payment.tds_section} ${rupeesWithPaise(payment.tds_paise)}`
              : undefined,
          reason,
        }),
      }),
    );
    return {
      data: await paymentsAnswer(db, invoice),
      message: message('paymentReversed', {
        amount: rupeesWithPaise(payment.amount_paise + payment.tds_paise),
        date: payment.payment_date,
        number,
      }),
    };
  },

  async sendPaymentReminder(request) {
    const { db } = request.server;
    const invoice = await issuedInvoice(db, request.params.id);
    const number = invoice.number ?? '';
    const settled = settlementOf({ total_paise: invoice.total_paise, ...invoice.settlement });
    if (settled.due_paise === 0) throw httpErrors.conflict(message('reminderNothingDue', { number }));
    const client = invoice.client_id === null ? undefined : await findClient(db, invoice.client_id);
    const contact = client?.contacts.find((entry) => entry.email.trim() !== '');
    if (!contact) throw badRequest(message('invoiceNoBillingEmail'));
    const mail = reminderMail(invoice, settled, invoiceSupplier(invoice), contact.name);
    await audited(
      request,
      (trx) =>
        enqueueMail(trx, [
          { kind: 'payment-reminder', to: contact.email, subject: mail.subject, text: mail.text },
        ]),
      () => ({
        action: 'send',
        resource: 'payment-reminder',
        recordId: invoice.id,
        summary: fieldSummary({ number, due: rupeesWithPaise(settled.due_paise), to: contact.email }),
      }),
    );
    request.server.outboxWorker?.wake();
    return {
      message: message('reminderQueued', {
        due: rupeesWithPaise(settled.due_paise),
        number,
        email: contact.email,
      }),
    };
  },

  async getReceivables(request) {
    const { db } = request.server;
    const today = agencyDate(request.server.clock());
    const invoices = await issuedInvoices(db);
    const sums = await settlementSums(
      db,
      invoices.map((invoice) => invoice.id),
    );
    const { clients, totals } = receivablesOf(
      invoices.map((invoice) => ({ ...invoice, ...sumsOf(sums, invoice.id) })),
      today,
    );
    return { data: { as_of: today, clients, totals } };
  },

  async exportInvoiceRegister(request, reply) {
    const { db } = request.server;
    const { month, first, last, xlsx } = monthOf(request);
    const rows = await registerRows(db, first, last);
    await recordEvent(db, actorOf(request), {
      action: 'export',
      resource: 'invoice-register',
      summary: fieldSummary({ month, format: xlsx ? 'xlsx' : 'csv', rows: rows.length }),
    });
    const name = `gstr1-register-${month}.${xlsx ? 'xlsx' : 'csv'}`;
    return reply
      .type(xlsx ? XLSX_TYPE : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(spreadsheet(`GSTR-1 ${month}`, REGISTER_HEADER, rows, xlsx));
  },

  async exportPayments(request, reply) {
    const { db } = request.server;
    const { month, first, last, xlsx } = monthOf(request);
    const rows = await paymentRows(db, first, last);
    await recordEvent(db, actorOf(request), {
      action: 'export',
      resource: 'payments',
      summary: fieldSummary({ month, format: xlsx ? 'xlsx' : 'csv', rows: rows.length }),
    });
    const name = `payments-${month}.${xlsx ? 'xlsx' : 'csv'}`;
    return reply
      .type(xlsx ? XLSX_TYPE : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(spreadsheet(`Payments ${month}`, PAYMENTS_HEADER, rows, xlsx));
  },

  async importDeploymentRegister(request) {
    const result = readRegister(request.body.csv);
    if (result.problems.length > 0)
      throw badRequest(message('registerImportProblems', { problems: result.problems.join('\n') }));
    if (result.rows.length === 0) throw badRequest(message('registerImportEmpty'));
    if (result.rows.length > MAX_LINES)
      throw badRequest(message('registerImportTooMany', { rows: result.rows.length, max: MAX_LINES }));
    return { data: result.rows };
  },
} satisfies Partial<OperationHandlers>;
