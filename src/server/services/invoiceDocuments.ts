import type { Kysely } from 'kysely';
import type { components } from '../../api/schema';
import { gstStateName } from '../../domain/gstin';
import { rupeesWithPaise } from '../../domain/invoices';
import type { AgencyTax } from '../agencyTax';
import type { Database } from '../db/types';
import { findInvoice, type InvoiceWithLines } from '../repositories/invoices';
import { amountInWords } from './amountInWords';
import { invoiceFileName, invoicePdf } from './invoicePdf';

type Invoice = components['schemas']['Invoice'];

/** A stored document as the API (and the PDF) shows it. */
export function toInvoice(row: InvoiceWithLines): Invoice {
  return {
    ...row,
    reverse_charge: row.reverse_charge !== 0,
    place_of_supply_name: gstStateName(row.place_of_supply) ?? '',
    amount_in_words: amountInWords(row.total_paise),
    lines: row.lines.map(({ invoice_id: _invoice, ...line }) => line),
  };
}

/** The agency's details as they were when the document was issued. */
export function invoiceSupplier(invoice: { supplier: string }): AgencyTax {
  return JSON.parse(invoice.supplier) as AgencyTax;
}

/** An issued document's PDF. */
export async function issuedInvoicePdf(row: InvoiceWithLines): Promise<Buffer> {
  return invoicePdf(toInvoice(row), invoiceSupplier(row));
}

/** The PDF attached to a mail that sends a document (the outbox worker). */
/** A file the mail transport attaches (mail.ts's MailAttachment, written here so the two modules need not import each other). */
interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export async function invoiceAttachment(db: Kysely<Database>, id: number): Promise<Attachment> {
  const row = await findInvoice(db, id);
  if (!row || row.status !== 'issued') throw new Error(`Invoice ${id} is not an issued document.`);
  return {
    filename: invoiceFileName(row),
    content: await issuedInvoicePdf(row),
    contentType: 'application/pdf',
  };
}

/**
 * The English mail that sends a document to the client's billing contact. Every value a client or staff
 * member typed goes in as plain text (the outbox keeps it on its lines); no link: the PDF is attached.
 */
export function invoiceMail(row: InvoiceWithLines, tax: AgencyTax, contactName: string) {
  const credit = row.kind === 'credit-note';
  const what = credit ? 'credit note' : 'tax invoice';
  const subject = `${credit ? 'Credit note' : 'Tax invoice'} ${row.number ?? ''} from ${tax.legalName}`;
  const lines = [
    `Dear ${contactName || 'Sir or Madam'},`,
    '',
    `Please find attached our ${what} ${row.number ?? ''} dated ${row.invoice_date ?? ''} for ${rupeesWithPaise(row.total_paise)}.`,
    ...(credit
      ? [`It corrects invoice ${row.credit_note_of_number ?? ''}.`]
      : [
          '',
          'Payment by bank transfer:',
          `Account name: ${tax.bank.accountName}`,
          `Account number: ${tax.bank.accountNumber}`,
          `IFSC: ${tax.bank.ifsc}`,
          `Bank: ${tax.bank.bankName}`,
          ...(tax.upiId ? [`UPI: ${tax.upiId} (the invoice has a QR code)`] : []),
          '',
          `Please quote ${row.number ?? ''} with your payment.`,
        ]),
    '',
    'Regards,',
    tax.signatory.name,
    tax.legalName,
  ];
  return { subject, text: lines.join('\n') };
}
