import { isoFromStored, parseTimestamp, timestampText } from '../../src/domain/timestamps';

describe('the stored timestamp format', () => {
  it('writes an instant as YYYY-MM-DD HH:MM:SS in UTC and reads it back', () => {
    const instant = new Date('2026-05-31T18:30:05.250Z');
    expect(timestampText(instant)).toBe('2026-05-31 18:30:05');
    expect(parseTimestamp('2026-05-31 18:30:05')?.toISOString()).toBe('2026-05-31T18:30:05.000Z');
    expect(isoFromStored('2026-05-31 18:30:05')).toBe('2026-05-31T18:30:05Z');
  });

  it('answers null for text that is not a stored timestamp, and leaves other text as it is', () => {
    for (const text of ['', 'yesterday', '2026-05-31', '2026-13-45 99:99:99'])
      expect(parseTimestamp(text)).toBeNull();
    expect(isoFromStored('2026-05-31')).toBe('2026-05-31');
  });
});

describe('a stored timestamp names a real instant', () => {
  it('reads a day that no calendar has (30 February, 31 April) or an hour 24 as no timestamp, not as a later day', () => {
    for (const text of [
      '2026-02-30 10:00:00',
      '2026-04-31 10:00:00',
      '2027-02-29 10:00:00',
      '2026-01-01 24:00:00',
    ])
      expect(parseTimestamp(text)).toBeNull();
    expect(parseTimestamp('2028-02-29 23:59:59')?.toISOString()).toBe('2028-02-29T23:59:59.000Z');
    expect(parseTimestamp('2026-12-31T23:59:59')?.toISOString()).toBe('2026-12-31T23:59:59.000Z');
  });
});

describe('the stored timestamp format, at its edges', () => {
  it('drops the milliseconds, so an instant a moment before midnight UTC stays on its day', () => {
    expect(timestampText(new Date('2026-05-31T23:59:59.999Z'))).toBe('2026-05-31 23:59:59');
    expect(timestampText(new Date('2026-06-01T00:00:00.000Z'))).toBe('2026-06-01 00:00:00');
  });

  it('writes the current instant when given none', () => {
    const before = Date.now() - 1000;
    const now = parseTimestamp(timestampText())!.getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('reads the text with a T or a space between date and time, spaces around it ignored', () => {
    expect(parseTimestamp(' 2026-05-31T18:30:05 ')?.toISOString()).toBe('2026-05-31T18:30:05.000Z');
    expect(isoFromStored(' 2026-05-31 18:30:05 ')).toBe('2026-05-31T18:30:05Z');
  });

  it('reads no fractions of a second and no offset: those are not the stored form', () => {
    for (const text of [
      '2026-05-31 18:30:05.250',
      '2026-05-31T18:30:05Z',
      '2026-05-31 18:30:05+05:30',
      '2026-05-31 18:30',
    ])
      expect(parseTimestamp(text)).toBeNull();
    expect(isoFromStored('2026-05-31T18:30:05Z')).toBe('2026-05-31T18:30:05Z');
  });
});
