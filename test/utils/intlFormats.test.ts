import { dateTimeFormat, displayNames, numberFormat, regionName } from '../../src/shared/intlFormats';

describe('Intl formatters made once', () => {
  it('returns the same formatter for the same language and options, another for other options', () => {
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    };
    const first = dateTimeFormat('en-IN', options);
    expect(dateTimeFormat('en-IN', { ...options })).toBe(first);
    expect(dateTimeFormat('hi-IN', options)).not.toBe(first);
    expect(first.format(new Date('2030-03-31T00:00:00Z'))).toBe('31 March 2030');
    expect(numberFormat('en-IN')).toBe(numberFormat('en-IN'));
    expect(numberFormat('en-IN').format(120000)).toBe('1,20,000');
  });

  it('names a region in the language asked, and falls back to the code', () => {
    expect(regionName('en', 'AE')).toBe('United Arab Emirates');
    expect(regionName('en', 'AE')).toBe(regionName('en', 'AE'));
    expect(displayNames('en', { type: 'region' })).toBe(displayNames('en', { type: 'region' }));
    expect(regionName('gu-IN', 'IN')).not.toBe('India');
    // Not a region code the browser knows: the code itself, or nothing with `fallback: 'none'`.
    expect(regionName('en', 'ZZZ')).toBe('ZZZ');
    expect(regionName('en', 'XQ', 'none')).toBe('XQ');
  });
});
