/**
 * A requirement's fee terms: what the agency charges the client for it. Amounts are whole paise
 * (integers) and percentages whole basis points (1/100 of a per cent), read from and written as decimal
 * text with string arithmetic only: no floating point touches money.
 *
 * - `percent_ctc`: a percentage of the placed candidate's annual CTC (`percent_bp`, e.g. 833 = 8.33 %);
 * - `fixed_per_hire`: a fixed fee for each hire (`amount_paise`);
 * - `monthly_per_worker`: a monthly rate for each deployed worker, for staffing (`amount_paise`).
 */

export const FEE_TYPES = ['percent_ctc', 'fixed_per_hire', 'monthly_per_worker'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** What each fee type is called on screen. */
export const FEE_TYPE_LABELS: Readonly<Record<FeeType, string>> = {
  percent_ctc: 'Percentage of annual CTC',
  fixed_per_hire: 'Fixed fee per hire',
  monthly_per_worker: 'Monthly rate per deployed worker',
};

/** Whether a fee type is given as a percentage (else as an amount in paise). */
export const isPercentFee = (type: FeeType): boolean => type === 'percent_ctc';

/**
 * Decimal text with at most two decimals (`"8.33"`, `"15000"`, `"1,50,000.5"`; commas ignored) as an
 * integer count of hundredths (833, 1500000, 15000050); undefined for anything else.
 */
export function hundredthsOf(text: string): number | undefined {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.replace(/[,\s]/g, ''));
  if (!match) return undefined;
  const whole = match[1];
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** Rupees typed (`"15,000.50"`) as paise, or undefined when not an amount. */
export const paiseOfRupees = (text: string): number | undefined => hundredthsOf(text);

/** A percentage typed (`"8.33"`) as basis points, or undefined when not one. */
export const basisPointsOf = (text: string): number | undefined => hundredthsOf(text);

/** Hundredths as decimal text (`833` → `"8.33"`, `1500000` → `"15000"`, `150` → `"1.50"`). */
export function hundredthsText(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const fraction = hundredths % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** Whole rupees grouped the Indian way (`1500000` → `15,00,000`). */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/** Paise as rupees for people: `₹15,000` or `₹15,000.50`. */
export function rupeesText(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const fraction = paise % 100;
  return `₹${indianGrouping(String(whole))}${fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`}`;
}

/** The fee terms in one line (`8.33% of annual CTC`, `₹15,000 per hire`, `₹18,500 a month per worker`). */
export function feeTermsText(terms: {
  fee_type: FeeType | null;
  fee_percent_bp: number | null;
  fee_amount_paise: number | null;
}): string {
  switch (terms.fee_type) {
    case 'percent_ctc':
      return terms.fee_percent_bp === null ? '' : `${hundredthsText(terms.fee_percent_bp)}% of annual CTC`;
    case 'fixed_per_hire':
      return terms.fee_amount_paise === null ? '' : `${rupeesText(terms.fee_amount_paise)} per hire`;
    case 'monthly_per_worker':
      return terms.fee_amount_paise === null
        ? ''
        : `${rupeesText(terms.fee_amount_paise)} a month per worker`;
    default:
      return '';
  }
}
