import {
  addDays,
  AGENCY_UTC_OFFSET,
  agencyDate,
  agencyDayText,
  agencyYear,
  endOfAgencyDay,
  startOfAgencyDay,
} from '../../src/domain/agencyTime';

/** An instant written as a wall-clock time in India. */
const inIndia = (localTime: string) => new Date(`${localTime}+05:30`);

describe("the agency's calendar day is the day in India", () => {
  it('is still today at 23:59 IST and already tomorrow at 00:01 IST', () => {
    expect(agencyDate(inIndia('2026-05-31T23:59:00'))).toBe('2026-05-31');
    expect(agencyDate(inIndia('2026-05-31T23:59:59.999'))).toBe('2026-05-31');
    expect(agencyDate(inIndia('2026-06-01T00:00:00'))).toBe('2026-06-01');
    expect(agencyDate(inIndia('2026-06-01T00:01:00'))).toBe('2026-06-01');
  });

  it('is the new day in India while UTC is still on the old one (00:00 to 05:30 IST)', () => {
    // 05:29 IST is 23:59 UTC the day before: a UTC clock would still say 31 May.
    const beforeUtcMidnight = inIndia('2026-06-01T05:29:00');
    expect(beforeUtcMidnight.toISOString().slice(0, 10)).toBe('2026-05-31');
    expect(agencyDate(beforeUtcMidnight)).toBe('2026-06-01');
    expect(agencyDate(inIndia('2026-06-01T05:31:00'))).toBe('2026-06-01');
  });

  it('does not move at UTC midnight, which is 05:30 in the morning in India', () => {
    expect(agencyDate(new Date('2026-05-31T23:59:59Z'))).toBe('2026-06-01');
    expect(agencyDate(new Date('2026-06-01T00:00:00Z'))).toBe('2026-06-01');
    expect(agencyDate(new Date('2026-06-01T18:29:59Z'))).toBe('2026-06-01');
  });

  it('reads the day from the current clock when no instant is given', () => {
    const before = agencyDate(new Date());
    const today = agencyDate();
    const after = agencyDate(new Date());
    expect([before, after]).toContain(today);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps to the Indian calendar on a leap day and at the end of a leap year', () => {
    expect(agencyDate(inIndia('2028-02-29T00:00:00'))).toBe('2028-02-29');
    expect(agencyDate(inIndia('2028-12-31T23:59:59'))).toBe('2028-12-31');
  });
});

describe("the agency's year (reference numbers restart with it)", () => {
  it("turns at 00:00 IST on 1 January, five and a half hours before the world's UTC new year", () => {
    expect(agencyYear(inIndia('2026-12-31T23:59:59'))).toBe(2026);
    expect(agencyYear(inIndia('2027-01-01T00:00:00'))).toBe(2027);
    expect(agencyYear(inIndia('2027-01-01T00:01:00'))).toBe(2027);
    // 05:29 IST on 1 January is still 2026 in UTC.
    expect(agencyYear(inIndia('2027-01-01T05:29:00'))).toBe(2027);
    expect(agencyYear(new Date('2026-12-31T23:59:59Z'))).toBe(2027);
  });

  it('is a number of four digits for the current clock', () => {
    expect(agencyYear()).toBeGreaterThanOrEqual(2026);
    expect(Number.isInteger(agencyYear())).toBe(true);
  });
});

describe('the bounds of a day in India', () => {
  it("writes India's offset as ISO 8601 does, with no daylight saving", () => {
    expect(AGENCY_UTC_OFFSET).toBe('+05:30');
    // Midsummer and midwinter have the same offset.
    expect(startOfAgencyDay('2026-01-15').toISOString()).toBe('2026-01-14T18:30:00.000Z');
    expect(startOfAgencyDay('2026-07-15').toISOString()).toBe('2026-07-14T18:30:00.000Z');
  });

  it('starts a day at 00:00 IST, which is 18:30 UTC the evening before', () => {
    const start = startOfAgencyDay('2026-06-01');
    expect(start.toISOString()).toBe('2026-05-31T18:30:00.000Z');
    expect(agencyDate(start)).toBe('2026-06-01');
    expect(agencyDate(new Date(start.getTime() - 1))).toBe('2026-05-31');
  });

  it('ends a day at its last second in India, written with the offset, one second before the next day starts', () => {
    const end = endOfAgencyDay('2026-05-31');
    expect(end).toBe('2026-05-31T23:59:59+05:30');
    expect(new Date(end).toISOString()).toBe('2026-05-31T18:29:59.000Z');
    expect(agencyDate(new Date(end))).toBe('2026-05-31');
    expect(startOfAgencyDay('2026-06-01').getTime() - Date.parse(end)).toBe(1000);
  });

  it('starts and ends the first and last days of a year in that year', () => {
    expect(agencyYear(startOfAgencyDay('2027-01-01'))).toBe(2027);
    expect(agencyYear(new Date(endOfAgencyDay('2026-12-31')))).toBe(2026);
  });
});

describe('counting days', () => {
  it('counts forward and back across months, years and leap days', () => {
    expect(addDays('2026-05-31', 0)).toBe('2026-05-31');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('does not treat a century that is not a multiple of 400 as a leap year', () => {
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
  });

  it('counts a whole year and longer spans exactly', () => {
    expect(addDays('2026-06-01', 365)).toBe('2027-06-01');
    expect(addDays('2028-01-01', 366)).toBe('2029-01-01');
    expect(addDays('2026-06-01', -30)).toBe('2026-05-02');
    expect(addDays(addDays('2026-06-01', 1000), -1000)).toBe('2026-06-01');
  });
});

describe('agencyDayText', () => {
  it('writes a stored UTC timestamp as its day in India, dd/MM/yyyy', () => {
    expect(agencyDayText('2026-12-06 10:00:00')).toBe('06/12/2026');
    // 18:30 UTC is already the next day in India.
    expect(agencyDayText('2026-12-31 18:30:00')).toBe('01/01/2027');
    expect(agencyDayText('2026-12-31 18:29:59')).toBe('31/12/2026');
    expect(agencyDayText(inIndia('2026-03-01T00:05:00'))).toBe('01/03/2026');
  });

  it('leaves text that is no timestamp as it is', () => {
    expect(agencyDayText('')).toBe('');
    expect(agencyDayText('soon')).toBe('soon');
  });
});
