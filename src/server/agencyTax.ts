import fs from 'node:fs';
import { message } from './openapi/catalogue';
import { checkGstin, gstinProblemText, gstStateName } from '../domain/gstin';
import {
  DEFAULT_SERVICE_LINES,
  IFSC_PATTERN,
  PAN_PATTERN,
  SAC_PATTERN,
  UPI_ID_PATTERN,
  numberPatternProblem,
  type ServiceLine,
} from '../domain/invoices';

/**
 * The agency's tax details (issue 41, item 1): `tax` in the `AGENCY_CONFIG` file. What every invoice and
 * credit note says of the supplier (CGST rule 46(a), rule 53), where clients pay, and how documents are
 * numbered. Kept out of the public `Agency` answer: only invoices show it. Checked at start-up; a problem
 * stops the server with one sentence per field.
 */
export interface AgencyTax {
  legalName: string;
  gstin: string;
  /** The supplier's address as invoices print it, one line each. */
  address: string[];
  /** GST state code of the agency's registration (the GSTIN's first two digits). */
  stateCode: string;
  pan: string;
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string };
  /** Optional: invoices carry a UPI QR code of their total only when set. */
  upiId?: string;
  /** e.g. `SMS/{FY}/{NNNN}` → `SMS/25-26/0001`; at most 16 characters (rule 46(b)). */
  invoiceNumberPattern: string;
  /** The credit notes' own series, e.g. `SMS/CN/{FY}/{NNN}`. */
  creditNoteNumberPattern: string;
  serviceLines: ServiceLine[];
  /** The authorised signatory printed under "For <legal name>". */
  signatory: { name: string; designation: string };
  /** Printed instead of an IRN below the e-invoicing threshold (₹5 crore aggregate turnover). */
  eInvoiceDeclaration: string;
}

/** The demo agency's tax details (used when `AGENCY_CONFIG` is unset). */
export const demoAgencyTax: AgencyTax = {
  legalName: 'Sahyog Manpower Services Private Limited',
  gstin: '24AAICS1234A1Z0',
  address: ['402, Shivalik Plaza, Near IIM Road', 'Ambawadi, Ahmedabad, Gujarat 380015'],
  stateCode: '24',
  pan: 'AAICS1234A',
  bank: {
    accountName: 'Sahyog Manpower Services Pvt Ltd',
    accountNumber: '50200012345678',
    ifsc: 'HDFC0001234',
    bankName: 'HDFC Bank, Ambawadi',
  },
  upiId: 'sahyogmanpower@hdfcbank',
  invoiceNumberPattern: 'SMS/{FY}/{NNNN}',
  creditNoteNumberPattern: 'SMS/CN/{FY}/{NNN}',
  serviceLines: DEFAULT_SERVICE_LINES.map((line) => ({ ...line })),
  signatory: { name: 'Authorised Signatory', designation: 'Director' },
  eInvoiceDeclaration:
    'E-invoicing (IRN) does not apply: our aggregate turnover is below ₹5 crore (CGST rule 48(4), notification 10/2023-Central Tax).',
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Checks the `tax` object of the agency file; throws one error listing every problem, each
 * "tax.field: what is wrong".
 */
export function parseAgencyTax(input: unknown, source = 'AGENCY_CONFIG'): AgencyTax {
  const problems: string[] = [];
  if (!isObject(input)) throw new Error(`${source}: "tax" must be an object with the agency's tax details.`);
  const need = (field: string): string => {
    const value = textOf(input[field]);
    if (value === undefined) problems.push(`tax.${field}: is required`);
    return value ?? '';
  };
  const legalName = need('legalName');
  const gstinText = need('gstin').toUpperCase();
  let gstin = gstinText;
  let stateCode = '';
  if (gstinText) {
    const checked = checkGstin(gstinText);
    if (checked.valid) {
      gstin = checked.gstin;
      stateCode = checked.stateCode;
    } else {
      const text = gstinProblemText(checked);
      problems.push(`tax.gstin: "${gstinText}" is not a valid GSTIN: ${message(text.key, text.values)}`);
    }
  }
  const address = Array.isArray(input.address) ? input.address.map(textOf) : [];
  if (address.length === 0 || address.some((line) => line === undefined))
    problems.push('tax.address: must be a list of non-empty lines');
  const state = textOf(input.stateCode);
  if (state !== undefined && !gstStateName(state))
    problems.push(`tax.stateCode: "${state}" is not a GST state code`);
  else if (state !== undefined && stateCode && state !== stateCode)
    problems.push(`tax.stateCode: "${state}" is not the state of the GSTIN (${stateCode})`);
  const pan = need('pan').toUpperCase();
  if (pan && !PAN_PATTERN.test(pan))
    problems.push(`tax.pan: "${pan}" is not a PAN (five letters, four digits, a letter)`);
  else if (pan && gstin.length === 15 && gstin.slice(2, 12) !== pan)
    problems.push(`tax.pan: "${pan}" is not the PAN inside the GSTIN (${gstin.slice(2, 12)})`);
  const bank = isObject(input.bank) ? input.bank : {};
  if (!isObject(input.bank))
    problems.push('tax.bank: is required (accountName, accountNumber, ifsc, bankName)');
  const bankText = (field: string) => {
    const value = textOf(bank[field]);
    if (value === undefined && isObject(input.bank)) problems.push(`tax.bank.${field}: is required`);
    return value ?? '';
  };
  const accountName = bankText('accountName');
  const accountNumber = bankText('accountNumber');
  if (accountNumber && !/^\d{9,18}$/.test(accountNumber))
    problems.push(`tax.bank.accountNumber: "${accountNumber}" must be 9 to 18 digits`);
  const ifsc = bankText('ifsc').toUpperCase();
  if (ifsc && !IFSC_PATTERN.test(ifsc))
    problems.push(`tax.bank.ifsc: "${ifsc}" is not an IFSC (four letters, a zero, six letters or digits)`);
  const bankName = bankText('bankName');
  const upiId = textOf(input.upiId);
  if (input.upiId !== undefined && (upiId === undefined || !UPI_ID_PATTERN.test(upiId)))
    problems.push(`tax.upiId: "${String(input.upiId)}" is not a UPI id (name@bank)`);
  const pattern = (field: string, fallback: string) => {
    const value = textOf(input[field]) ?? fallback;
    const problem = numberPatternProblem(value);
    if (problem) problems.push(`tax.${field}: ${problem}`);
    return value;
  };
  const invoiceNumberPattern = pattern('invoiceNumberPattern', demoAgencyTax.invoiceNumberPattern);
  const creditNoteNumberPattern = pattern('creditNoteNumberPattern', demoAgencyTax.creditNoteNumberPattern);
  if (invoiceNumberPattern === creditNoteNumberPattern)
    problems.push(
      'tax.creditNoteNumberPattern: must differ from the invoice number pattern (its own series)',
    );
  let serviceLines = DEFAULT_SERVICE_LINES.map((line) => ({ ...line }));
  if (input.serviceLines !== undefined) {
    if (!Array.isArray(input.serviceLines) || input.serviceLines.length === 0) {
      problems.push('tax.serviceLines: must be a non-empty list');
    } else {
      serviceLines = input.serviceLines.map((line: unknown, index) => {
        const entry = isObject(line) ? line : {};
        const key = textOf(entry.key) ?? '';
        const description = textOf(entry.description) ?? '';
        const sac = textOf(entry.sac) ?? '';
        const rate = entry.rate_bp;
        if (!key || !description) problems.push(`tax.serviceLines[${index}]: needs a key and a description`);
        if (!SAC_PATTERN.test(sac))
          problems.push(`tax.serviceLines[${index}].sac: "${sac}" is not a SAC (99 and four digits)`);
        if (typeof rate !== 'number' || !Number.isInteger(rate) || rate < 0 || rate > 2800)
          problems.push(
            `tax.serviceLines[${index}].rate_bp: must be whole basis points from 0 to 2800 (1800 = 18 %)`,
          );
        return { key, description, sac, rate_bp: typeof rate === 'number' ? rate : 0 };
      });
    }
  }
  const signatory = isObject(input.signatory) ? input.signatory : {};
  const signatoryName = textOf(signatory.name);
  if (signatoryName === undefined) problems.push('tax.signatory.name: is required');
  const eInvoiceDeclaration = textOf(input.eInvoiceDeclaration) ?? demoAgencyTax.eInvoiceDeclaration;
  const known = new Set([
    'legalName',
    'gstin',
    'address',
    'stateCode',
    'pan',
    'bank',
    'upiId',
    'invoiceNumberPattern',
    'creditNoteNumberPattern',
    'serviceLines',
    'signatory',
    'eInvoiceDeclaration',
  ]);
  for (const key of Object.keys(input))
    if (!known.has(key)) problems.push(`tax.${key}: is not a known field`);
  if (problems.length > 0)
    throw new Error(`${source} has invalid tax details:\n  - ${problems.join('\n  - ')}`);
  return {
    legalName,
    gstin,
    address: address as string[],
    stateCode: state ?? stateCode,
    pan,
    bank: { accountName, accountNumber, ifsc, bankName },
    ...(upiId === undefined ? {} : { upiId }),
    invoiceNumberPattern,
    creditNoteNumberPattern,
    serviceLines,
    signatory: { name: signatoryName ?? '', designation: textOf(signatory.designation) ?? '' },
    eInvoiceDeclaration,
  };
}

/**
 * The tax details of the `AGENCY_CONFIG` file (its `tax` object): the demo agency's without a file;
 * null when the file has none (then invoices cannot be issued, and say so).
 */
export function loadAgencyTax(file: string | undefined): AgencyTax | null {
  if (file === undefined) return demoAgencyTax;
  // loadAgency (agency.ts) has read and parsed the same file first, and said what is wrong with it.
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
  return parsed.tax === undefined ? null : parseAgencyTax(parsed.tax, `AGENCY_CONFIG (${file})`);
}

/** The tax details a server works with: its configuration's, the demo agency's when not configured. */
export const agencyTaxOf = (config: { agencyTax?: AgencyTax | null }): AgencyTax | null =>
  config.agencyTax === undefined ? demoAgencyTax : config.agencyTax;
