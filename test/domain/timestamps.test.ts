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
