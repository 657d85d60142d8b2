import Big from 'big.js';
import { gstStateName } from './gstin';

/**
 * GST tax invoices (issue 41): the financial year, the invoice number patterns, the tax split and the
 * amounts. Money is whole paise (integers), every product decimal (big.js), never floating point; dates
 * are India's calendar days (`YYYY-MM-DD`). Pure and database-free: used by the server's invoice routes
 * and PDF, and by the back office's screens.
 *
 * Sources: CGST Rules rule 46 (what a tax invoice shows; a serial number of at most 16 characters,
 * letters, digits, `-` and `/`, unique within a financial year), rule 53 (credit notes), IGST Act
 * s.12(2) (place of supply: the recipient's registered location, else the address on record).
 */

/** Round half up (away from zero for the positive amounts money has). */
const ROUND_HALF_UP = 1;

/** The longest serial number rule 46(b) allows. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/** The financial year (1 April–31 March) of an India calendar day, as invoice numbers show it: `25-26`. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The tokens a number pattern may hold: the financial year and the counter (its digits, zero-padded). */
const FY_TOKEN = '{FY}';
const COUNTER_TOKEN = /\{(N+)\}/g;
const ALLOWED_LITERAL = /^[A-Za-z0-9/-]*$/;

/** What is wrong with a number pattern, in a sentence, or undefined when it is usable. */
export function numberPatternProblem(pattern: string): string | undefined {
  const counters = [...pattern.matchAll(COUNTER_TOKEN)];
  if (counters.length !== 1)
    return `"${pattern}" must hold the counter exactly once, as {NNNN} (one N per digit).`;
  const literal = pattern.replaceAll(FY_TOKEN, '').replace(COUNTER_TOKEN, '');
  if (!ALLOWED_LITERAL.test(literal))
    return `"${pattern}" may use only letters, digits, "-" and "/" besides {FY} and {NNNN} (CGST rule 46(b)).`;
  const longest = numberPatternLength(pattern);
  if (longest > INVOICE_NUMBER_MAX_LENGTH)
    return `"${pattern}" makes numbers of ${longest} characters, such as "${formatDocumentNumber(pattern, '25-26', 1)}"; a number may have at most ${INVOICE_NUMBER_MAX_LENGTH} (CGST rule 46(b)).`;
  return undefined;
}

/** How long the numbers of a pattern are (the counter never grows beyond its digits). */
export function numberPatternLength(pattern: string): number {
  return pattern.replaceAll(FY_TOKEN, '25-26').replace(COUNTER_TOKEN, (_all, digits: string) => digits)
    .length;
}

/** The highest counter a pattern can show (9999 for {NNNN}). */
export function numberPatternCapacity(pattern: string): number {
  const match = /\{(N+)\}/.exec(pattern);
  return match ? 10 ** match[1].length - 1 : 0;
}

/** The number of the `sequence`-th document of a financial year: `SMS/{FY}/{NNNN}`, 1 → `SMS/25-26/0001`. */
export function formatDocumentNumber(pattern: string, financialYear: string, sequence: number): string {
  return pattern
    .replaceAll(FY_TOKEN, financialYear)
    .replace(COUNTER_TOKEN, (_all, digits: string) => String(sequence).padStart(digits.length, '0'));
}

/** The pattern an IFSC (bank branch code) follows: four letters, a zero, six letters or digits. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI id (virtual payment address): `name@bank`. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
/** A PAN: five letters, four digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** A SAC (services accounting code) of GST: six digits starting 99. */
export const SAC_PATTERN = /^99\d{4}$/;

/** The service lines an agency invoices, with the SAC the defaults give them (GST's scheme of classification). */
export interface ServiceLine {
  /** What the line is, e.g. `permanent-placement`. */
  key: string;
  /** The description an invoice line starts with. */
  description: string;
  sac: string;
  /** The GST rate in basis points: 1800 = 18 %. */
  rate_bp: number;
}

export const DEFAULT_SERVICE_LINES: readonly ServiceLine[] = [
  { key: 'permanent-placement', description: 'Permanent placement services', sac: '998512', rate_bp: 1800 },
  { key: 'contract-staffing', description: 'Contract staffing services', sac: '998513', rate_bp: 1800 },
  { key: 'temporary-staffing', description: 'Temporary staffing services', sac: '998514', rate_bp: 1800 },
  { key: 'payroll', description: 'Payroll services', sac: '998515', rate_bp: 1800 },
];

/**
 * The tax split (IGST Act s.12(2)): the place of supply is the recipient's state, and when it is the
 * supplier's own state the tax is CGST + SGST (half the rate each), else IGST at the whole rate.
 */
export type TaxSplit = 'intra' | 'inter';

export function taxSplitOf(supplierStateCode: string, placeOfSupplyCode: string): TaxSplit {
  return supplierStateCode === placeOfSupplyCode ? 'intra' : 'inter';
}

/**
 * The place of supply of a client: the state code of its GSTIN (first two digits) when registered, else
 * the state of its billing address. Undefined when neither is known.
 */
export function placeOfSupplyOf(client: {
  gstin: string | null;
  billing_state: string | null;
}): string | undefined {
  const fromGstin = client.gstin?.slice(0, 2);
  if (fromGstin && gstStateName(fromGstin)) return fromGstin;
  return client.billing_state && gstStateName(client.billing_state) ? client.billing_state : undefined;
}

/** `Gujarat (24)`: the place of supply as rule 46(n) wants it, state name and code. */
export const placeOfSupplyText = (code: string): string =>
  `${gstStateName(code) ?? 'Unknown state'} (${code})`;

/** A quantity: up to 8 digits and 2 decimals (workers × days can be half days). */
export const QUANTITY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

export interface LineInput {
  quantity: string;
  rate_paise: number;
  tax_rate_bp: number;
}

export interface LineAmounts {
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

const paiseOf = (value: Big): number => Number(value.round(0, ROUND_HALF_UP).toFixed(0));

/** A line's taxable value (quantity × rate) and its taxes, each rounded to the paisa. */
export function lineAmounts(line: LineInput, split: TaxSplit): LineAmounts {
  const taxable = paiseOf(new Big(line.quantity).times(line.rate_paise));
  if (split === 'intra') {
    const half = paiseOf(new Big(taxable).times(line.tax_rate_bp).div(20_000));
    return { taxable_paise: taxable, cgst_paise: half, sgst_paise: half, igst_paise: 0 };
  }
  const igst = paiseOf(new Big(taxable).times(line.tax_rate_bp).div(10_000));
  return { taxable_paise: taxable, cgst_paise: 0, sgst_paise: 0, igst_paise: igst };
}

export interface InvoiceTotals extends LineAmounts {
  /** The total before rounding to the rupee. */
  exact_total_paise: number;
  /** What rounding to the rupee added (negative when it took away). */
  round_off_paise: number;
  total_paise: number;
}

/** The invoice's sums of its lines, and its total rounded to the rupee (half up) with its round-off. */
export function invoiceTotals(lines: readonly LineAmounts[]): InvoiceTotals {
  const sum = (field: keyof LineAmounts) =>
    lines.reduce((total, line) => total.plus(line[field]), new Big(0)).toNumber();
  const taxable = sum('taxable_paise');
  const cgst = sum('cgst_paise');
  const sgst = sum('sgst_paise');
  const igst = sum('igst_paise');
  const exact = new Big(taxable).plus(cgst).plus(sgst).plus(igst);
  const total = exact.div(100).round(0, ROUND_HALF_UP).times(100);
  return {
    taxable_paise: taxable,
    cgst_paise: cgst,
    sgst_paise: sgst,
    igst_paise: igst,
    exact_total_paise: exact.toNumber(),
    round_off_paise: total.minus(exact).toNumber(),
    total_paise: total.toNumber(),
  };
}

/** `₹29,988.00`, grouped the Indian way (lakh, crore); a negative amount with a minus sign. */
export function rupeesWithPaise(paise: number): string {
  const negative = paise < 0;
  const whole = new Big(Math.abs(paise)).div(100).toFixed(2);
  const [rupees, fraction] = whole.split('.');
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${negative ? '−' : ''}₹${grouped}.${fraction}`;
}

/** A GST rate in basis points as a percentage: 1800 → `18`, 900 → `9`, 250 → `2.5`. */
export const percentText = (basisPoints: number): string => new Big(basisPoints).div(100).toString();
