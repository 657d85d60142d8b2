import type { Kysely } from 'kysely';
import type { components } from '../../api/schema';
import { gstStateName } from '../../domain/gstin';
import { rupeesWithPaise } from '../../domain/invoices';
import { settlementOf } from '../../domain/receivables';
import type { AgencyTax } from '../agencyTax';
import type { Database } from '../db/types';
import { findInvoice, type InvoiceWithLines } from '../repositories/invoices';
import { amountInWords } from './amountInWords';
import { invoiceFileName, invoicePdf } from './invoicePdf';
import { plainName } from './mailText';
import type { Settlement } from '../../domain/receivables';

type Invoice = components['schemas']['Invoice'];

/** A stored document as the API (and the PDF) shows it. */
export function toInvoice({ settlement, ...row }: InvoiceWithLines): Invoice {
  const payable = row.kind === 'invoice' && row.status === 'issued';
  const settled = payable ? settlementOf({ total_paise: row.total_paise, ...settlement }) : undefined;
  return {
    ...row,
    ...(settled ? { payment_state: settled.state, due_paise: settled.due_paise } : {}),
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
    `Dear ${plainName(contactName) || 'Sir or Madam'},`,
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

/**
 * The English reminder of what is due on an issued invoice, to the client's billing contact: the
 * invoice's number, date, total, what was paid (and deducted as TDS), credited and due, and how to pay.
 * Names a client typed (the contact's, the recipient's) go in as plain names (plainName: no markup, no
 * word a mail program would turn into a link); the outbox keeps every value on its own lines.
 */
export function reminderMail(
  row: InvoiceWithLines,
  settled: Settlement,
  tax: AgencyTax,
  contactName: string,
) {
  const number = row.number ?? '';
  const subject = `Payment reminder: invoice ${number} from ${tax.legalName}`;
  const lines = [
    `Dear ${plainName(contactName) || 'Sir or Madam'},`,
    '',
    `Our records show the following amount due from ${plainName(row.recipient_name, 200) || 'you'}:`,
    '',
    `Invoice number: ${number}`,
    `Invoice date: ${row.invoice_date ?? ''}`,
    `Invoice total: ${rupeesWithPaise(settled.total_paise)}`,
    ...(settled.credited_total_paise > 0
      ? [`Credit notes: ${rupeesWithPaise(settled.credited_total_paise)}`]
      : []),
    `Paid: ${rupeesWithPaise(settled.paid_paise)}`,
    ...(settled.tds_paise > 0 ? [`TDS deducted: ${rupeesWithPaise(settled.tds_paise)}`] : []),
    `Due: ${rupeesWithPaise(settled.due_paise)}`,
    '',
    'Please pay by bank transfer:',
    `Account name: ${tax.bank.accountName}`,
    `Account number: ${tax.bank.accountNumber}`,
    `IFSC: ${tax.bank.ifsc}`,
    `Bank: ${tax.bank.bankName}`,
    ...(tax.upiId ? [`UPI: ${tax.upiId}`] : []),
    '',
    `Please quote ${number} with your payment. If you have paid already, please ignore this reminder and send us the payment reference.`,
    '',
    'Regards,',
    tax.signatory.name,
    tax.legalName,
  ];
  return { subject, text: lines.join('\n') };
}
