import path from 'node:path';
import QRCode from 'qrcode';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { components } from '../../api/schema';
import { gstStateName } from '../../domain/gstin';
import { percentText, placeOfSupplyText, rupeesWithPaise } from '../../domain/invoices';
import type { AgencyTax } from '../agencyTax';

type Invoice = components['schemas']['Invoice'];

/**
 * The invoice or credit note as a PDF (pdfmake, Roboto embedded): every field CGST rule 46 lists (rule 53
 * for a credit note), the amount in words, the bank details, a UPI QR code of the total when the agency
 * has a UPI id, and the e-invoicing declaration. Loaded only by the PDF route (a dynamic import), since
 * pdfmake is large.
 *
 * What a client receives is written by staff or copied from a client's record: every such text goes in
 * as plain text (pdfmake makes no link of it), control characters out, and anything a PDF reader could
 * take for a web or mail address broken by a zero-width space, so no free text becomes a link.
 */

const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const FONTS = {
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
};
const FONT_FILES = new Set(Object.values(FONTS.Roboto));

const ZERO_WIDTH_SPACE = '\u200B';

/** A text from a person or a record, made inert: no control characters, nothing a reader links. */
export function inertText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, '')
      .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
      .replace(/\bwww\./gi, (match) => `${match.slice(0, 3)}${ZERO_WIDTH_SPACE}.`)
      .replace(/@/g, `${ZERO_WIDTH_SPACE}@`)
  );
}

/** `upi://pay?…` for the total, or undefined without a UPI id (or for a credit note). */
export function upiPaymentLink(invoice: Invoice, tax: AgencyTax): string | undefined {
  if (!tax.upiId || invoice.kind !== 'invoice' || !invoice.number) return undefined;
  const rupees = (invoice.total_paise / 100).toFixed(2);
  const params = new URLSearchParams({
    pa: tax.upiId,
    pn: tax.legalName,
    am: rupees,
    cu: 'INR',
    tn: invoice.number,
  });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

/** The PDF's file name: the number with `/` as `-`. */
export const invoiceFileName = (invoice: { number: string | null; id: number }): string =>
  `${(invoice.number ?? `draft-${invoice.id}`).replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

const cell = (text: string, extra: Record<string, unknown> = {}): TableCell => ({ text, ...extra });
const money = (paise: number) => rupeesWithPaise(paise);

/** The document definition (exported for tests that read its texts). */
export async function invoiceDocument(invoice: Invoice, tax: AgencyTax): Promise<TDocumentDefinitions> {
  const credit = invoice.kind === 'credit-note';
  const intra = invoice.tax_split === 'intra';
  const title = credit ? 'CREDIT NOTE' : 'TAX INVOICE';
  const supplierState = `${gstStateName(tax.stateCode) ?? ''} (${tax.stateCode})`;

  const header: TableCell[] = [
    cell('#', { bold: true }),
    cell('Description', { bold: true }),
    cell('SAC', { bold: true }),
    cell('Qty', { bold: true, alignment: 'right' }),
    cell('Rate', { bold: true, alignment: 'right' }),
    cell('Taxable value', { bold: true, alignment: 'right' }),
    ...(intra
      ? [cell('CGST', { bold: true, alignment: 'right' }), cell('SGST', { bold: true, alignment: 'right' })]
      : [cell('IGST', { bold: true, alignment: 'right' })]),
  ];
  const rows: TableCell[][] = invoice.lines.map((line) => {
    const half = percentText(line.tax_rate_bp / 2);
    return [
      cell(String(line.position)),
      cell(inertText(line.description)),
      cell(line.sac),
      cell(line.quantity, { alignment: 'right' }),
      cell(money(line.rate_paise), { alignment: 'right' }),
      cell(money(line.taxable_paise), { alignment: 'right' }),
      ...(intra
        ? [
            cell(`${half} %\n${money(line.cgst_paise)}`, { alignment: 'right' }),
            cell(`${half} %\n${money(line.sgst_paise)}`, { alignment: 'right' }),
          ]
        : [cell(`${percentText(line.tax_rate_bp)} %\n${money(line.igst_paise)}`, { alignment: 'right' })]),
    ];
  });
  const rates = [...new Set(invoice.lines.map((line) => line.tax_rate_bp))];
  const rateText = (share: number) => (rates.length === 1 ? ` @ ${percentText(rates[0] / share)} %` : '');
  const totals: [string, number][] = [
    ['Taxable value', invoice.taxable_paise],
    ...(intra
      ? ([
          [`CGST${rateText(2)}`, invoice.cgst_paise],
          [`SGST${rateText(2)}`, invoice.sgst_paise],
        ] as [string, number][])
      : ([[`IGST${rateText(1)}`, invoice.igst_paise]] as [string, number][])),
    ['Round off', invoice.round_off_paise],
    [credit ? 'Total credited' : 'Total', invoice.total_paise],
  ];

  const upi = upiPaymentLink(invoice, tax);
  const qr = upi
    ? await QRCode.toDataURL(upi, { margin: 1, width: 240, errorCorrectionLevel: 'M' })
    : undefined;

  const recipient: Content[] = [
    { text: credit ? 'Issued to' : 'Bill to', bold: true },
    { text: inertText(invoice.recipient_name) },
    ...(invoice.recipient_address ? [{ text: inertText(invoice.recipient_address) }] : []),
    { text: `GSTIN: ${invoice.recipient_gstin ?? 'Unregistered'}` },
    { text: `State: ${placeOfSupplyText(invoice.place_of_supply)}` },
  ];
  const documentFacts: Content[] = [
    { text: `${credit ? 'Credit note' : 'Invoice'} No.: ${invoice.number ?? ''}`, bold: true },
    { text: `Date: ${invoice.invoice_date ?? ''}` },
    ...(credit
      ? [
          {
            text: `Against invoice No.: ${invoice.credit_note_of_number ?? ''}`,
          },
          { text: `Reason: ${inertText(invoice.reason)}` },
        ]
      : []),
    ...(invoice.period ? [{ text: `Period: ${invoice.period}` }] : []),
    { text: `Place of supply: ${placeOfSupplyText(invoice.place_of_supply)}` },
    { text: `Reverse charge: ${invoice.reverse_charge ? 'Yes' : 'No'}` },
  ];

  return {
    info: { title: `${title} ${invoice.number ?? ''}`, author: tax.legalName, creator: tax.legalName },
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content: [
      { text: title, fontSize: 16, bold: true, alignment: 'center' },
      {
        text: credit ? 'Under CGST rule 53' : 'Original for recipient (CGST rule 46)',
        alignment: 'center',
        margin: [0, 0, 0, 10],
      },
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: tax.legalName, bold: true, fontSize: 11 },
              ...tax.address.map((line) => ({ text: line })),
              { text: `GSTIN: ${tax.gstin}` },
              { text: `PAN: ${tax.pan}` },
              { text: `State: ${supplierState}` },
            ],
          },
          { width: '*', stack: documentFacts },
        ],
        columnGap: 16,
        margin: [0, 0, 0, 10],
      },
      { stack: recipient, margin: [0, 0, 0, 10] },
      {
        table: {
          headerRows: 1,
          widths: intra ? [14, '*', 38, 30, 60, 64, 56, 56] : [14, '*', 38, 30, 64, 70, 64],
          body: [header, ...rows],
        },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 8, 0, 0],
        columns: [
          { width: '*', text: '' },
          {
            width: 220,
            table: {
              widths: ['*', 90],
              body: totals.map(([label, paise], index) => [
                cell(label, { bold: index === totals.length - 1 }),
                cell(money(paise), { alignment: 'right', bold: index === totals.length - 1 }),
              ]),
            },
            layout: 'noBorders',
          },
        ],
      },
      { text: `Amount in words: ${invoice.amount_in_words}`, bold: true, margin: [0, 6, 0, 10] },
      ...(invoice.notes ? [{ text: inertText(invoice.notes), margin: [0, 0, 0, 10] } as Content] : []),
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: 'Bank details for payment', bold: true },
              { text: `Account name: ${tax.bank.accountName}` },
              { text: `Account number: ${tax.bank.accountNumber}` },
              { text: `IFSC: ${tax.bank.ifsc}` },
              { text: `Bank: ${tax.bank.bankName}` },
              ...(tax.upiId ? [{ text: `UPI: ${tax.upiId}` }] : []),
            ],
          },
          qr
            ? {
                width: 110,
                stack: [
                  { image: qr, width: 96 },
                  { text: 'Scan to pay with UPI', fontSize: 7 },
                ],
              }
            : { width: 110, text: '' },
        ],
        margin: [0, 0, 0, 10],
      },
      { text: tax.eInvoiceDeclaration, italics: true, margin: [0, 0, 0, 16] },
      {
        alignment: 'right',
        stack: [
          { text: `For ${tax.legalName}` },
          { text: ' ', margin: [0, 18, 0, 0] },
          { text: tax.signatory.name, bold: true },
          {
            text: tax.signatory.designation
              ? `${tax.signatory.designation}, Authorised Signatory`
              : 'Authorised Signatory',
          },
        ],
      },
    ],
  };
}

/** The PDF's bytes. */
export async function invoicePdf(invoice: Invoice, tax: AgencyTax): Promise<Buffer> {
  const pdfmake = (await import('pdfmake')).default;
  pdfmake.setFonts(FONTS);
  // Nothing is fetched from the network and no file is read but the fonts.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => FONT_FILES.has(path.resolve(file)));
  return pdfmake.createPdf(await invoiceDocument(invoice, tax)).getBuffer();
}
