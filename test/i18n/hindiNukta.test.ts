import glossary from '../../src/i18n/glossary.json';
import hi from '../../src/i18n/messages/hi.json';
import { applicantTextFiles } from './applicantTextFiles';

/*
 * One nukta style in Hindi: loanwords are written with it (फ़ोन, फ़ीस, वीज़ा…), as the Ministry of External
 * Affairs writes them. Every word the glossary lists under `hiNukta` must not appear without its nukta
 * (as a word or a word's start, so inflected forms count) in the Hindi catalogue, the glossary's Hindi
 * words and every file that holds applicant-facing text (mails, WhatsApp texts, status and erasure
 * templates, pages: applicantTextFiles.ts).
 */

const NUKTA = '\u093C';
/** Precomposed letters (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़) are written as letter + nukta after NFC, which keeps them apart. */
const normal = (text: string) => text.normalize('NFC');
const withoutNukta = (word: string) => normal(word).split(NUKTA).join('');

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  if (typeof value === 'function') return [];
  return [];
}

/** Words of a text (Devanagari runs, nukta included). */
const wordsOf = (text: string) => normal(text).match(/[\u0900-\u097F]+/g) ?? [];

const hindiGlossary = Object.values(glossary.terms).flatMap((term) =>
  'hi' in term ? strings((term as { hi: unknown }).hi) : [],
);

const sources: Record<string, string[]> = {
  'the Hindi catalogue': strings(hi),
  'the glossary (Hindi use words)': hindiGlossary.filter((word) =>
    Object.values(glossary.terms).some(
      (term) => 'hi' in term && (term as { hi: { use: string } }).hi.use === word,
    ),
  ),
  ...Object.fromEntries(applicantTextFiles().map(({ file, text }) => [file, [text]])),
};

describe('Hindi nukta style', () => {
  it('reads the status templates and the erasure mail too (issue 36: the tests read neither)', () => {
    expect(Object.keys(sources)).toEqual(
      expect.arrayContaining([
        'src/server/services/statusTemplateTranslations.ts',
        'src/server/services/erasureMail.ts',
        'src/server/services/mailLanguages.ts',
      ]),
    );
  });

  it('lists words that do carry a nukta', () => {
    expect(glossary.hiNukta.length).toBeGreaterThan(20);
    for (const word of glossary.hiNukta) expect(normal(word)).toContain(NUKTA);
  });

  it.each(Object.keys(sources))('writes every listed loanword with its nukta in %s', (source) => {
    const pairs = glossary.hiNukta.map((word) => ({ right: normal(word), bare: withoutNukta(word) }));
    // (A word ending in its nukta, साफ़, starts with its bare form, साफ: the right spelling is not a miss.)
    const found = sources[source]
      .flatMap(wordsOf)
      .filter((word) => pairs.some(({ right, bare }) => word.startsWith(bare) && !word.startsWith(right)));
    expect(found).toEqual([]);
  });
});
