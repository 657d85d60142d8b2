import {
  CALENDAR_DATE,
  collectIntlResults,
  dateTimeFormat,
  displayNames,
  forgetServedResults,
  formatDateTime,
  formatNumber,
  INTL_RESULTS_ID,
  intlResultsBlock,
  numberFormat,
  regionName,
} from '../../src/shared/intlFormats';

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

describe('the texts a server render formatted, carried to the browser', () => {
  const block = (json: string) => {
    document.body.innerHTML = `<script type="application/json" id="${INTL_RESULTS_ID}">${json}</script>`;
    forgetServedResults();
  };
  afterEach(() => {
    document.body.innerHTML = '';
    forgetServedResults();
  });

  it('records the names, numbers and dates a render formats, but not a date in the local time zone', () => {
    const { result, results } = collectIntlResults(() =>
      [
        regionName('gu-IN', 'AE', 'none'),
        formatNumber('en-IN', {}, 120000),
        formatDateTime('en-IN', CALENDAR_DATE, new Date('2030-03-31T00:00:00Z')),
        formatDateTime('en-IN', { dateStyle: 'medium' }, new Date('2030-03-31T00:00:00Z')),
      ].join(' | '),
    );
    expect(result).toContain('1,20,000 | 31 March 2030');
    expect(Object.keys(results).sort()).toEqual([
      `date en-IN ${JSON.stringify(CALENDAR_DATE)} ${Date.UTC(2030, 2, 31)}`,
      'name gu-IN region none AE',
      'number en-IN {} 120000',
    ]);
    expect(results['name gu-IN region none AE']).toBe(regionName('gu-IN', 'AE', 'none'));
    // Nothing is recorded outside a render.
    expect(collectIntlResults(() => 1).results).toEqual({});
  });

  it('writes the block with `<` escaped, and nothing when there are no texts', () => {
    expect(intlResultsBlock({})).toBe('');
    const html = intlResultsBlock({ 'name en region none XX': '</script><b>' });
    expect(html).toBe(
      `<script type="application/json" id="${INTL_RESULTS_ID}">{"name en region none XX":"\\u003c/script>\\u003cb>"}</script>`,
    );
  });

  it("takes the server's text for the page it rendered, and formats what the page did not carry", () => {
    block(
      JSON.stringify({
        'name en region none AE': 'Emirates (as the server wrote it)',
        'number en-IN {} 5': 'five',
        [`date en-IN ${JSON.stringify(CALENDAR_DATE)} ${Date.UTC(2030, 2, 31)}`]: 'the last of March',
      }),
    );
    expect(regionName('en', 'AE', 'none')).toBe('Emirates (as the server wrote it)');
    expect(formatNumber('en-IN', {}, 5)).toBe('five');
    expect(formatDateTime('en-IN', CALENDAR_DATE, new Date('2030-03-31T00:00:00Z'))).toBe(
      'the last of March',
    );
    // Other inputs, languages or options: formatted here.
    expect(regionName('en', 'OM', 'none')).toBe('Oman');
    expect(regionName('en', 'AE', 'code')).toBe('United Arab Emirates');
    expect(formatNumber('en-IN', {}, 6)).toBe('6');
  });

  it('formats everything itself when the block is missing or unreadable', () => {
    block('{not json');
    expect(regionName('en', 'AE', 'none')).toBe('United Arab Emirates');
    block('["a list"]');
    expect(formatNumber('en-IN', {}, 120000)).toBe('1,20,000');
  });
});
