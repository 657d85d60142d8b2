import {
  basisPointsOf,
  feeTermsText,
  hundredthsText,
  paiseOfRupees,
  rupeesText,
} from '../../src/domain/feeTerms';

describe("a requirement's fee terms", () => {
  it('reads rupees as whole paise and percentages as basis points, exactly', () => {
    expect(paiseOfRupees('15000')).toBe(1_500_000);
    expect(paiseOfRupees('15,000.50')).toBe(1_500_050);
    expect(paiseOfRupees('0.1')).toBe(10);
    // 0.1 + 0.2 style values stay exact: no floating point on the way.
    expect(paiseOfRupees('1234567.89')).toBe(123_456_789);
    expect(basisPointsOf('8.33')).toBe(833);
    expect(basisPointsOf('12')).toBe(1200);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '.5']) expect(paiseOfRupees(bad)).toBeUndefined();
  });

  it('writes them back as decimal text and Indian rupees', () => {
    expect(hundredthsText(833)).toBe('8.33');
    expect(hundredthsText(150)).toBe('1.50');
    expect(hundredthsText(1_500_000)).toBe('15000');
    expect(rupeesText(150_000_000)).toBe('₹15,00,000');
    expect(rupeesText(1_850_050)).toBe('₹18,500.50');
    expect(rupeesText(99_900)).toBe('₹999');
  });

  it('says the terms in one line', () => {
    expect(feeTermsText({ fee_type: 'percent_ctc', fee_percent_bp: 833, fee_amount_paise: null })).toBe(
      '8.33% of annual CTC',
    );
    expect(
      feeTermsText({ fee_type: 'fixed_per_hire', fee_percent_bp: null, fee_amount_paise: 1_500_000 }),
    ).toBe('₹15,000 per hire');
    expect(
      feeTermsText({ fee_type: 'monthly_per_worker', fee_percent_bp: null, fee_amount_paise: 1_850_000 }),
    ).toBe('₹18,500 a month per worker');
    expect(feeTermsText({ fee_type: null, fee_percent_bp: null, fee_amount_paise: null })).toBe('');
  });
});
