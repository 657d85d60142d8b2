import { TRANSLATION_LANGUAGES } from '../../src/domain/languages';
import {
  contentLanguages,
  hasTranslation,
  isBlankHtml,
  localizedContent,
  type TranslatableContent,
} from '../../src/domain/contentLanguage';

const englishOnly: TranslatableContent = {
  title: 'Welder',
  description: '<p>Six years of MIG welding.</p>',
  title_gu: null,
  title_hi: null,
  description_gu: null,
  description_hi: null,
};

const gujaratiTitle = 'વેલ્ડર';
const gujaratiDescription = '<p>MIG વેલ્ડિંગનો છ વર્ષનો અનુભવ.</p>';
const hindiTitle = 'वेल्डर';
const hindiDescription = '<p>MIG वेल्डिंग का छह साल का अनुभव।</p>';

const translated: TranslatableContent = {
  ...englishOnly,
  title_gu: gujaratiTitle,
  description_gu: gujaratiDescription,
  title_hi: hindiTitle,
  description_hi: hindiDescription,
};

describe('blank rich text', () => {
  it('is text with no visible words: nothing, or only tags, spaces and non-breaking spaces', () => {
    for (const html of [
      null,
      undefined,
      '',
      '   ',
      '\n\t',
      '<p></p>',
      '<p><br></p>',
      '<p> </p><p>&nbsp;</p>',
      '<p>&#160;</p>',
      '<p>\u00a0</p>',
      '<h2><strong></strong></h2>',
      '<hr>',
    ])
      expect(isBlankHtml(html)).toBe(true);
  });

  it('is not text with a word, a digit or a sign in any script', () => {
    for (const html of ['a', '<p>Welder</p>', '<p>1</p>', '<p>-</p>', `<p>${gujaratiTitle}</p>`, hindiTitle])
      expect(isBlankHtml(html)).toBe(false);
  });
});

describe('the title and description a page shows', () => {
  it('is the English text, marked English, on an English page', () => {
    expect(localizedContent(translated, 'en')).toEqual({
      title: { text: 'Welder', lang: 'en' },
      description: { text: '<p>Six years of MIG welding.</p>', lang: 'en' },
    });
  });

  it("is the translation, marked in the page's language, on a Gujarati or Hindi page", () => {
    expect(localizedContent(translated, 'gu')).toEqual({
      title: { text: gujaratiTitle, lang: 'gu' },
      description: { text: gujaratiDescription, lang: 'gu' },
    });
    expect(localizedContent(translated, 'hi')).toEqual({
      title: { text: hindiTitle, lang: 'hi' },
      description: { text: hindiDescription, lang: 'hi' },
    });
  });

  it('falls back to the English text, marked English, where there is no translation', () => {
    const english = localizedContent(englishOnly, 'en');
    expect(localizedContent(englishOnly, 'gu')).toEqual(english);
    expect(localizedContent(englishOnly, 'hi')).toEqual(english);
    // Absent translation fields are the same as null ones.
    expect(localizedContent({ title: 'Welder', description: 'd' }, 'gu')).toEqual({
      title: { text: 'Welder', lang: 'en' },
      description: { text: 'd', lang: 'en' },
    });
  });

  it('takes a title of only spaces for no translation', () => {
    expect(localizedContent({ ...englishOnly, title_gu: '  \n' }, 'gu').title).toEqual({
      text: 'Welder',
      lang: 'en',
    });
    expect(localizedContent({ ...englishOnly, title_hi: '' }, 'hi').title).toEqual({
      text: 'Welder',
      lang: 'en',
    });
  });

  it('falls back for the title and the description each on its own', () => {
    const titleOnly = localizedContent({ ...englishOnly, title_gu: gujaratiTitle }, 'gu');
    expect(titleOnly.title).toEqual({ text: gujaratiTitle, lang: 'gu' });
    expect(titleOnly.description).toEqual({ text: englishOnly.description, lang: 'en' });
    const descriptionOnly = localizedContent({ ...englishOnly, description_hi: hindiDescription }, 'hi');
    expect(descriptionOnly.title).toEqual({ text: 'Welder', lang: 'en' });
    expect(descriptionOnly.description).toEqual({ text: hindiDescription, lang: 'hi' });
  });

  it("never shows another language's translation: a Hindi page falls back to English, not to Gujarati", () => {
    const gujaratiOnly = { ...englishOnly, title_gu: gujaratiTitle, description_gu: gujaratiDescription };
    expect(localizedContent(gujaratiOnly, 'hi')).toEqual(localizedContent(englishOnly, 'en'));
  });

  it('shows English for a language the content is never translated into', () => {
    for (const language of ['fr', 'GU', 'gu-IN', '', 'title'])
      expect(localizedContent(translated, language)).toEqual(localizedContent(translated, 'en'));
  });
});

describe('a translated version that reads wholly in its language', () => {
  it('always exists in English', () => {
    expect(hasTranslation(englishOnly, 'en')).toBe(true);
    expect(hasTranslation({ title: '', description: '' }, 'en')).toBe(true);
  });

  it('exists in Gujarati or Hindi when its title and description are both translated', () => {
    expect(hasTranslation(translated, 'gu')).toBe(true);
    expect(hasTranslation(translated, 'hi')).toBe(true);
  });

  it('does not exist with the title alone translated while the English description has text', () => {
    expect(hasTranslation({ ...englishOnly, title_gu: gujaratiTitle }, 'gu')).toBe(false);
    expect(
      hasTranslation({ ...englishOnly, title_gu: gujaratiTitle, description_gu: '<p>&nbsp;</p>' }, 'gu'),
    ).toBe(false);
  });

  it('exists with the title alone translated when the English description is blank too', () => {
    const noDescription = { ...englishOnly, description: '<p><br></p>', title_hi: hindiTitle };
    expect(hasTranslation(noDescription, 'hi')).toBe(true);
  });

  it('does not exist without a translated title, whatever the description', () => {
    expect(hasTranslation({ ...englishOnly, description_gu: gujaratiDescription }, 'gu')).toBe(false);
    expect(hasTranslation({ ...translated, title_hi: '   ' }, 'hi')).toBe(false);
    expect(hasTranslation({ ...translated, title_hi: null }, 'hi')).toBe(false);
  });

  it('does not exist in a language the site does not translate content into', () => {
    for (const language of ['fr', 'mr', 'GU', '']) expect(hasTranslation(translated, language)).toBe(false);
  });
});

describe('the languages content exists in', () => {
  it('are Gujarati and Hindi besides English', () => {
    expect(TRANSLATION_LANGUAGES).toEqual(['gu', 'hi']);
  });

  it('are English alone for untranslated content', () => {
    expect(contentLanguages(englishOnly)).toEqual(['en']);
  });

  it('are English first, then each full translation in a fixed order', () => {
    expect(contentLanguages(translated)).toEqual(['en', 'gu', 'hi']);
    expect(contentLanguages({ ...translated, title_gu: null })).toEqual(['en', 'hi']);
    expect(contentLanguages({ ...translated, description_hi: null })).toEqual(['en', 'gu']);
  });

  it('leave out a half-translated language', () => {
    expect(contentLanguages({ ...englishOnly, title_gu: gujaratiTitle, title_hi: hindiTitle })).toEqual([
      'en',
    ]);
  });
});
