import { fontHeadTags } from '../../src/i18n/fonts';

describe('the script fonts of the Gujarati and Hindi pages', () => {
  it.each([
    ['gu', 'Noto Sans Gujarati', 'U+0A80-0AFF'],
    ['hi', 'Noto Sans Devanagari', 'U+0900-097F'],
  ] as const)('%s: preloads its font and blocks its letters until it comes', (locale, family, range) => {
    const tags = fontHeadTags(locale);
    expect(tags).toContain(
      '<link rel="preload" href="test-file-stub" as="font" type="font/woff2" crossorigin>',
    );
    const face = /<style>(@font-face\{[^}]*\})<\/style>/.exec(tags)?.[1] ?? '';
    expect(face).toContain(`font-family:'${family}'`);
    // With `swap`, a device without the script's own font kept a fallback's empty boxes after the font came.
    expect(face).toContain('font-display:block');
    // The same face on the device first, then the file: a device that has it does not wait.
    expect(face).toContain(`src:local('${family}'),`);
    expect(face.indexOf('local(')).toBeLessThan(face.indexOf('url(test-file-stub)'));
    // Only the script's letters: Latin text keeps the system font and paints at once.
    expect(face).toContain(range);
    expect(face).not.toMatch(/U\+0000|U\+0020-007F/);
  });

  it('loads none on an English page', () => {
    expect(fontHeadTags('en')).toBe('');
  });
});
