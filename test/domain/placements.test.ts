import {
  computedFeePaise,
  guaranteeEndDate,
  isCalendarDate,
  leftWithinGuarantee,
  payFieldOf,
  placementState,
  replacementDue,
} from '../../src/domain/placements';

describe('placements', () => {
  it('computes a percentage fee of annual CTC exactly, rounding half up to the paisa', () => {
    const terms = { fee_type: 'percent_ctc' as const, fee_percent_bp: 833, fee_amount_paise: null };
    // ₹3,60,000 at 8.33 % is ₹29,988.00.
    expect(computedFeePaise(terms, { ctc_paise: 36_000_000 })).toBe(2_998_800);
    // ₹1,00,000.50 at 8.33 % is 833,004.165 paise: 833,004.
    expect(computedFeePaise(terms, { ctc_paise: 10_000_050 })).toBe(833_004);
    // 0.5 of a paisa rounds up: 150 paise at 1 % is 1.5 paise → 2.
    expect(computedFeePaise({ ...terms, fee_percent_bp: 100 }, { ctc_paise: 150 })).toBe(2);
    // 0.49 of a paisa rounds down: 149 paise at 1 % is 1.49 → 1.
    expect(computedFeePaise({ ...terms, fee_percent_bp: 100 }, { ctc_paise: 149 })).toBe(1);
    // Large CTCs stay exact (₹9,99,99,999.99 at 33.33 % is 3,332,999,999.67 paise).
    expect(computedFeePaise({ ...terms, fee_percent_bp: 3333 }, { ctc_paise: 9_999_999_999 })).toBe(
      3_333_000_000,
    );
    expect(computedFeePaise(terms, {})).toBeUndefined();
  });

  it('takes a fixed fee per hire as it is, and a monthly rate per worker as the monthly amount', () => {
    expect(
      computedFeePaise({ fee_type: 'fixed_per_hire', fee_percent_bp: null, fee_amount_paise: 1_500_000 }, {}),
    ).toBe(1_500_000);
    const monthly = {
      fee_type: 'monthly_per_worker' as const,
      fee_percent_bp: null,
      fee_amount_paise: 1_850_000,
    };
    expect(computedFeePaise(monthly, {})).toBe(1_850_000);
    expect(computedFeePaise(monthly, { monthly_rate_paise: 1_900_000 })).toBe(1_900_000);
    expect(
      computedFeePaise({ fee_type: null, fee_percent_bp: null, fee_amount_paise: null }, {}),
    ).toBeUndefined();
    expect(payFieldOf('percent_ctc')).toBe('ctc_paise');
    expect(payFieldOf('monthly_per_worker')).toBe('monthly_rate_paise');
    expect(payFieldOf('fixed_per_hire')).toBeUndefined();
  });

  it('ends the guarantee on calendar dates, across months, leap days and years', () => {
    expect(guaranteeEndDate('2026-01-15', 90)).toBe('2026-04-15');
    expect(guaranteeEndDate('2028-02-01', 29)).toBe('2028-03-01');
    expect(guaranteeEndDate('2026-12-20', 30)).toBe('2027-01-19');
    expect(guaranteeEndDate('2026-03-29', 0)).toBe('2026-03-29');
    expect(guaranteeEndDate('2026-03-29', null)).toBeNull();
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-1-5')).toBe(false);
  });

  it('judges leaving within the guarantee on dates, and says the state and whether a replacement is due', () => {
    expect(leftWithinGuarantee('2026-04-15', '2026-04-15')).toBe(true);
    expect(leftWithinGuarantee('2026-04-16', '2026-04-15')).toBe(false);
    expect(leftWithinGuarantee('2026-04-01', null)).toBe(false);
    expect(placementState({ left_date: null, replaced_by: null })).toBe('active');
    expect(placementState({ left_date: '2026-04-01', replaced_by: null })).toBe('left');
    expect(placementState({ left_date: '2026-04-01', replaced_by: 7 })).toBe('replaced');
    const left = { left_date: '2026-04-01', guarantee_end_date: '2026-04-15', replaced_by: null };
    expect(replacementDue(left)).toBe(true);
    expect(replacementDue({ ...left, replaced_by: 3 })).toBe(false);
    expect(replacementDue({ ...left, left_date: '2026-05-01' })).toBe(false);
  });
});
