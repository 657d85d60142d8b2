import Big from 'big.js';
import { addDays } from './agencyTime';
import type { FeeType } from './feeTerms';

/**
 * Placements: the fee a placement earns under its requirement's terms, and its guarantee. Money is whole
 * paise (integers) and every product is decimal (big.js), never floating point; dates are India's
 * calendar days (`YYYY-MM-DD`), so nothing drifts with a time zone. Used by the server
 * (routes/placements.ts) and the placement dialog alike.
 */

/** The requirement's terms as a job stores them (src/server/db/migrations/clients.ts). */
export interface RequirementTerms {
  fee_type: FeeType | null;
  /** Basis points of annual CTC (`percent_ctc`): 833 = 8.33 %. */
  fee_percent_bp: number | null;
  /** Paise per hire (`fixed_per_hire`) or per worker a month (`monthly_per_worker`). */
  fee_amount_paise: number | null;
}

/** What a placement records of its pay: the annual CTC (percentage fees) or the monthly rate (staffing). */
export interface PlacementPay {
  ctc_paise?: number | null;
  monthly_rate_paise?: number | null;
}

/** Round half up (away from zero for the positive amounts money has) to whole paise. */
const ROUND_HALF_UP = 1;

/**
 * The fee the terms give, in paise, or undefined when the terms or the pay they need are missing:
 *
 * - `percent_ctc`: round-half-up(CTC × basis points / 10,000) to the paisa (₹3,60,000 at 8.33 % is
 *   ₹29,988.00);
 * - `fixed_per_hire`: the fee per hire;
 * - `monthly_per_worker`: the monthly amount for this worker, which is the placement's monthly rate when
 *   one is given, else the requirement's rate (the fee shown is a month's, not a total).
 */
export function computedFeePaise(terms: RequirementTerms, pay: PlacementPay): number | undefined {
  switch (terms.fee_type) {
    case 'percent_ctc': {
      if (terms.fee_percent_bp === null || pay.ctc_paise === undefined || pay.ctc_paise === null)
        return undefined;
      const fee = new Big(pay.ctc_paise).times(terms.fee_percent_bp).div(10_000).round(0, ROUND_HALF_UP);
      return Number(fee.toFixed(0));
    }
    case 'fixed_per_hire':
      return terms.fee_amount_paise ?? undefined;
    case 'monthly_per_worker':
      return pay.monthly_rate_paise ?? terms.fee_amount_paise ?? undefined;
    default:
      return undefined;
  }
}

/** What the pay field of a placement is for a fee type: the annual CTC, the monthly rate, or neither. */
export function payFieldOf(feeType: FeeType | null): 'ctc_paise' | 'monthly_rate_paise' | undefined {
  if (feeType === 'percent_ctc') return 'ctc_paise';
  if (feeType === 'monthly_per_worker') return 'monthly_rate_paise';
  return undefined;
}

/** Whether a text is a real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** The last day of the guarantee: the joining date plus the guarantee days (null without a guarantee). */
export function guaranteeEndDate(joiningDate: string, guaranteeDays: number | null): string | null {
  return guaranteeDays === null ? null : addDays(joiningDate, guaranteeDays);
}

/** Whether a candidate who left on `leftDate` left within the guarantee (on or before its last day). */
export function leftWithinGuarantee(leftDate: string, guaranteeEnd: string | null): boolean {
  return guaranteeEnd !== null && leftDate <= guaranteeEnd;
}

export const PLACEMENT_STATES = ['active', 'left', 'replaced'] as const;
export type PlacementState = (typeof PLACEMENT_STATES)[number];

/** A placement's state: active, left (its candidate left), or replaced (another placement replaces it). */
export function placementState(placement: {
  left_date: string | null;
  replaced_by: number | null;
}): PlacementState {
  if (placement.left_date === null) return 'active';
  return placement.replaced_by === null ? 'left' : 'replaced';
}

/** Whether a placement needs a replacement: its candidate left within the guarantee and none is placed yet. */
export function replacementDue(placement: {
  left_date: string | null;
  guarantee_end_date: string | null;
  replaced_by: number | null;
}): boolean {
  return (
    placement.left_date !== null &&
    placement.replaced_by === null &&
    leftWithinGuarantee(placement.left_date, placement.guarantee_end_date)
  );
}
