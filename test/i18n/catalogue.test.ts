import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compiledFiles, LOCALES, problemsOf, readCatalogues } from '../../scripts/compile-messages.mjs';
import { LOCALES as SITE_LOCALES } from '../../src/i18n/locales';
import { messages } from '../../src/api/messages';
import { englishCatalogueSource } from '../../scripts/check-texts.mjs';
import { applicantTextFiles } from './applicantTextFiles';

type Catalogue = Record<string, Record<string, string>>;
const root = join(__dirname, '../..');
const catalogues = readCatalogues() as Record<string, Catalogue>;
const glossary = JSON.parse(readFileSync(join(root, 'src/i18n/glossary.json'), 'utf8')) as {
  terms: Record<string, Record<string, { use: string; avoid: string[] }>>;
};
const copy = (): Record<string, Catalogue> => JSON.parse(JSON.stringify(catalogues));

describe('message catalogues', () => {
  test('every language has every key, every message parses, placeholders match the English', () => {
    expect(problemsOf(catalogues)).toEqual([]);
  });

  test('a key missing in one language is reported', () => {
    const broken = copy();
    delete broken.hi.common.language;
    expect(problemsOf(broken)).toContain('hi: common.language is missing');
  });

  test('a key only in a translation, an empty message and a different placeholder are reported', () => {
    const broken = copy();
    broken.gu.common.stray = 'વધારાનું';
    broken.en.common.count = '{count, plural, one {# job} other {# jobs}}';
    broken.gu.common.count = '{total} નોકરી';
    broken.hi.common.count = '';
    expect(problemsOf(broken)).toEqual(
      expect.arrayContaining([
        'gu: common.stray is not in en.json',
        'gu: common.count uses {total}, English uses {count}',
        'hi: common.count is empty',
      ]),
    );
  });

  test('a message that does not parse is reported', () => {
    const broken = copy();
    broken.gu.common.language = 'ભાષા {name';
    expect(
      problemsOf(broken).some((problem) => problem.startsWith('gu: common.language does not parse')),
    ).toBe(true);
  });

  test('the compiled modules are what the catalogues make (one English module per namespace, one per language)', () => {
    const files = compiledFiles(catalogues) as Record<string, string>;
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        ...Object.keys(catalogues.en).map((ns) => `en/${ns}.ts`),
        ...LOCALES.filter((l: string) => l !== 'en').map((l: string) => `${l}.ts`),
      ]),
    );
  });

  test('the glossary is followed: no translation uses a word it says to avoid', () => {
    const offences: string[] = [];
    for (const [term, languages] of Object.entries(glossary.terms))
      for (const [locale, { avoid }] of Object.entries(languages))
        for (const [ns, messages] of Object.entries(catalogues[locale]))
          for (const [key, message] of Object.entries(messages))
            for (const word of avoid)
              if (message.includes(word))
                offences.push(
                  `${locale} ${ns}.${key}: "${word}" (write ${term} as ${languages[locale].use})`,
                );
    expect(offences).toEqual([]);
  });

  test('the glossary is followed in every file of applicant-facing text: mails, WhatsApp texts, templates, pages', () => {
    const files = applicantTextFiles();
    expect(files.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        'src/server/services/statusTemplateTranslations.ts',
        'src/server/services/erasureMail.ts',
        'src/server/services/mailLanguages.ts',
      ]),
    );
    const offences: string[] = [];
    for (const [term, languages] of Object.entries(glossary.terms))
      for (const [locale, { avoid }] of Object.entries(languages))
        if (locale !== 'en')
          for (const { file, text } of files)
            for (const word of avoid)
              if (text.includes(word))
                offences.push(`${file}: "${word}" (write ${term} as ${languages[locale].use})`);
    expect(offences).toEqual([]);
  });

  test('no Gujarati or Hindi text is gendered with a slash (the Hindi WhatsApp chat text said "ढूँढ रहा/रही")', () => {
    const gendered = /[\u0900-\u097F]ा\s?\/\s?[\u0900-\u097F]+ी|[\u0A80-\u0AFF]ો\s?\/\s?[\u0A80-\u0AFF]+ી/;
    const offences = [
      ...['gu', 'hi'].flatMap((locale) =>
        Object.entries(catalogues[locale]).flatMap(([ns, messages]) =>
          Object.entries(messages)
            .filter(([, message]) => gendered.test(message))
            .map(([key]) => `${locale} ${ns}.${key}`),
        ),
      ),
      ...applicantTextFiles()
        .filter(({ text }) => gendered.test(text))
        .map(({ file }) => file),
    ];
    expect(offences).toEqual([]);
  });

  test('the MADAD sentence says what MADAD takes to the embassy (it had no object)', () => {
    expect(catalogues.en.verify.reportMadad).toContain('takes your complaint to the Indian embassy');
    expect(catalogues.gu.verify.reportMadad).toContain('તમારી ફરિયાદ ભારતીય દૂતાવાસ સુધી');
    expect(catalogues.hi.verify.reportMadad).toContain('आपकी शिकायत भारतीय दूतावास तक');
  });

  test("the message compiler reads a catalogue for each of the site's languages (src/domain/languages.ts)", () => {
    expect([...LOCALES]).toEqual([...SITE_LOCALES]);
  });

  test('the errors and server namespaces repeat the contract sentences exactly, and are not counted as a second source', () => {
    for (const ns of ['errors', 'server'] as const) {
      const mirror = catalogues.en[ns];
      expect(Object.keys(mirror).length).toBeGreaterThan(0);
      for (const [key, text] of Object.entries(mirror))
        expect(text).toBe(messages[key as keyof typeof messages]);
    }
    const source = englishCatalogueSource(readFileSync(join(root, 'src/i18n/messages/en.json'), 'utf8'));
    expect(source).not.toContain(messages.submissionReceived);
    expect(source).toContain('Beware of job scams');
  });
});
