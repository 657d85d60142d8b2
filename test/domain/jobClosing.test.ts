import { addDays, addYears, agencyDate, agencyYear, endOfAgencyDay } from '../../src/domain/agencyTime';
import {
  closesAt,
  closingDateRange,
  isClosingDateInRange,
  isJobClosed,
  isJobClosedOn,
} from '../../src/domain/jobClosing';
import { closingDateRange as contractClosingDateRange, closingDateWindow } from '../../src/api/codes';

describe('the agency clock (India, UTC+05:30)', () => {
  it('turns the day at 00:00 IST, which is 18:30 UTC the evening before', () => {
    expect(agencyDate(new Date('2026-05-31T18:29:59Z'))).toBe('2026-05-31');
    expect(agencyDate(new Date('2026-05-31T18:30:00Z'))).toBe('2026-06-01');
    expect(agencyYear(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
    expect(agencyYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });

  it('writes the end of a day with its offset and counts days across months and years', () => {
    expect(endOfAgencyDay('2026-05-31')).toBe('2026-05-31T23:59:59+05:30');
    expect(addDays('2026-05-31', 1)).toBe('2026-06-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('job closing', () => {
  const job = { filled: false, valid_through: '2026-05-31' };
  const at = (isoInIndia: string) => new Date(`${isoInIndia}+05:30`);

  it('keeps a job open through the whole of its closing day in India and closes it at 00:00 IST after', () => {
    expect(isJobClosed(job, at('2026-05-31T00:00:00'))).toBe(false);
    expect(isJobClosed(job, at('2026-05-31T23:59:00'))).toBe(false);
    expect(isJobClosed(job, at('2026-06-01T00:01:00'))).toBe(true);
    // 05:29 IST is still the closing day in UTC: a UTC clock would call the job open until 05:30.
    expect(isJobClosed(job, at('2026-06-01T05:29:00'))).toBe(true);
    expect(isJobClosed(job, at('2026-06-01T05:31:00'))).toBe(true);
    expect(closesAt('2026-05-31').toISOString()).toBe('2026-05-31T18:30:00.000Z');
  });

  it('closes a filled job, or one already answered closed, whatever its date; keeps an undated job open', () => {
    expect(isJobClosedOn({ filled: 1, valid_through: null }, '2026-01-01')).toBe(true);
    expect(isJobClosedOn({ closed: true, valid_through: '2099-01-01' }, '2026-01-01')).toBe(true);
    expect(isJobClosedOn({ filled: 0, valid_through: null }, '2026-01-01')).toBe(false);
    expect(isJobClosedOn({}, '2026-01-01')).toBe(false);
  });
});

describe('job closing at the edges of its day', () => {
  const at = (isoInIndia: string) => new Date(`${isoInIndia}+05:30`);

  it('keeps a job closing today open until 23:59:59 IST and closes it at the stroke of midnight IST', () => {
    const job = { valid_through: '2026-12-31' };
    expect(isJobClosed(job, at('2026-12-31T23:59:59.999'))).toBe(false);
    expect(isJobClosed(job, at('2027-01-01T00:00:00'))).toBe(true);
    expect(isJobClosed(job, closesAt('2026-12-31'))).toBe(true);
    expect(isJobClosed(job, new Date(closesAt('2026-12-31').getTime() - 1))).toBe(false);
    expect(closesAt('2026-12-31').toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(closesAt('2028-02-28').toISOString()).toBe('2028-02-28T18:30:00.000Z');
  });

  it('is open on its closing day and the days before it, closed on the days after', () => {
    const job = { valid_through: '2026-05-31' };
    expect(isJobClosedOn(job, '2026-05-30')).toBe(false);
    expect(isJobClosedOn(job, '2026-05-31')).toBe(false);
    expect(isJobClosedOn(job, '2026-06-01')).toBe(true);
    expect(isJobClosedOn(job, '2027-01-01')).toBe(true);
  });

  it('keeps a job open when it is not filled and not answered closed (false, 0 or null)', () => {
    for (const flags of [
      { filled: false },
      { filled: 0 },
      { filled: null },
      { closed: false },
      { closed: null },
    ])
      expect(isJobClosedOn({ ...flags, valid_through: '2026-05-31' }, '2026-05-31')).toBe(false);
  });

  it('reads the current clock when no instant is given', () => {
    expect(isJobClosed({ valid_through: '2000-01-01' })).toBe(true);
    expect(isJobClosed({ valid_through: '9999-12-31' })).toBe(false);
  });
});

describe("the closing dates a job may be given (a window around the agency's day)", () => {
  const window = { yearsBefore: 1, yearsAfter: 5 };

  it('runs from a year before the day in India to five years after it', () => {
    expect(closingDateRange(window, new Date('2026-06-15T06:30:00Z'))).toEqual({
      earliest: '2025-06-15',
      latest: '2031-06-15',
    });
  });

  it('moves at 00:00 IST: at 23:30 UTC on 31 March it is already 1 April in India', () => {
    // 2026-03-31T23:30Z is 05:00 IST on 1 April; a UTC day would still say 31 March.
    expect(closingDateRange(window, new Date('2026-03-31T23:30:00Z'))).toEqual({
      earliest: '2025-04-01',
      latest: '2031-04-01',
    });
    expect(closingDateRange(window, new Date('2026-03-31T18:29:59Z'))).toEqual({
      earliest: '2025-03-31',
      latest: '2031-03-31',
    });
  });

  it('turns 29 February into 28 February in a year without it', () => {
    expect(closingDateRange(window, new Date('2028-02-29T06:30:00Z'))).toEqual({
      earliest: '2027-02-28',
      latest: '2033-02-28',
    });
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(addYears('2026-12-31', 1)).toBe('2027-12-31');
    expect(addYears('0050-06-01', -1)).toBe('0049-06-01');
  });

  it('includes both ends and nothing beyond them', () => {
    const range = { earliest: '2025-04-01', latest: '2031-04-01' };
    for (const date of ['2025-04-01', '2026-01-01', '2031-04-01'])
      expect(isClosingDateInRange(date, range)).toBe(true);
    for (const date of ['2025-03-31', '2031-04-02', '0000-01-01', '9999-12-31'])
      expect(isClosingDateInRange(date, range)).toBe(false);
  });

  it("is the contract's window in the generated src/api/codes.ts, on the same day", () => {
    expect(closingDateWindow).toEqual(window);
    const now = new Date('2026-03-31T23:30:00Z');
    expect(contractClosingDateRange(now)).toEqual(closingDateRange(window, now));
  });
});
