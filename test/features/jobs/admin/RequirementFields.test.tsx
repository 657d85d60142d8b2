import {
  requirementBody,
  requirementProblem,
  requirementValuesOf,
  type RequirementValues,
} from '../../../../src/features/jobs/admin/RequirementFields';

const values = (change: Partial<RequirementValues>): RequirementValues => ({
  client: '4',
  headcount: '',
  feeType: '',
  fee: '',
  guaranteeDays: '',
  nameEmployer: false,
  ...change,
});

describe("a job's client requirement on the job form", () => {
  it('sends the fee as integers: basis points of annual CTC, or paise', () => {
    expect(
      requirementBody(values({ headcount: '12', feeType: 'percent_ctc', fee: '8.33', guaranteeDays: '90' })),
    ).toEqual({
      client_id: 4,
      headcount: 12,
      guarantee_days: 90,
      fee_type: 'percent_ctc',
      fee_percent_bp: 833,
    });
    expect(
      requirementBody(values({ feeType: 'monthly_per_worker', fee: '18,500.50', nameEmployer: true })),
    ).toEqual({
      client_id: 4,
      fee_type: 'monthly_per_worker',
      fee_amount_paise: 1_850_050,
      name_employer: true,
    });
    // Without a client nothing of a requirement is sent.
    expect(requirementBody(values({ client: '', headcount: '3' }))).toEqual({});
  });

  it('names what is wrong before sending', () => {
    expect(requirementProblem(values({ feeType: 'percent_ctc' }))).toBe('Give the fee percentage.');
    expect(requirementProblem(values({ feeType: 'fixed_per_hire', fee: '15k' }))).toBe(
      'The fee amount must be rupees with at most two decimals, such as 15000 or 15000.50.',
    );
    expect(requirementProblem(values({ headcount: 'two' }))).toBe('The headcount must be a whole number.');
    expect(requirementProblem(values({ feeType: 'fixed_per_hire', fee: '15000' }))).toBeUndefined();
  });

  it('reads a stored requirement back as typed text', () => {
    expect(
      requirementValuesOf({
        client_id: 4,
        headcount: 2,
        fee_type: 'percent_ctc',
        fee_percent_bp: 833,
        fee_amount_paise: null,
        guarantee_days: 0,
        name_employer: true,
      } as Parameters<typeof requirementValuesOf>[0]),
    ).toEqual({
      client: '4',
      headcount: '2',
      feeType: 'percent_ctc',
      fee: '8.33',
      guaranteeDays: '0',
      nameEmployer: true,
    });
  });
});
