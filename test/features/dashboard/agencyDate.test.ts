import { agencyDate, isoOfAgencyDate } from '../../../src/features/dashboard/admin/Dashboard';

describe("Dashboard dates in the agency's one format, dd/MM/yyyy (not 11/03/2026 beside 2026-11-03)", () => {
  it('shows the range as dd/MM/yyyy and reads it back', () => {
    expect(agencyDate('2026-11-03')).toBe('03/11/2026');
    expect(isoOfAgencyDate('03/11/2026')).toBe('2026-11-03');
    expect(isoOfAgencyDate(' 3/1/2026 ')).toBe('2026-01-03');
  });

  it('refuses what is not a date', () => {
    expect(isoOfAgencyDate('31/02/2026')).toBeNull();
    expect(isoOfAgencyDate('2026-11-03')).toBeNull();
    expect(isoOfAgencyDate('')).toBeNull();
  });
});
