import { applicationStatusNames } from '../../src/domain/applicationStatusNames';
import { APPLICATION_STATUSES } from '../../src/domain/applicationStatuses';
import { LOCALES } from '../../src/i18n/locales';
import en from '../../src/i18n/messages/en.json';
import gu from '../../src/i18n/messages/gu.json';
import hi from '../../src/i18n/messages/hi.json';

const catalogues = { en, gu, hi };

/** Letters of a script, by Unicode block. */
const GUJARATI = /[\u0A80-\u0AFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

describe("the names of application statuses on the applicant's pages", () => {
  it('exist in each language of the site and in no other', () => {
    expect(Object.keys(applicationStatusNames).sort()).toEqual([...LOCALES].sort());
  });

  it('name every status in every language, and nothing that is not a status', () => {
    for (const language of LOCALES) {
      expect(Object.keys(applicationStatusNames[language]).sort()).toEqual([...APPLICATION_STATUSES].sort());
      for (const status of APPLICATION_STATUSES)
        expect(applicationStatusNames[language][status].trim()).not.toBe('');
    }
  });

  it('tell every status apart within a language (no two statuses read the same)', () => {
    for (const language of LOCALES) {
      const names = Object.values(applicationStatusNames[language]);
      expect(new Set(names).size).toBe(APPLICATION_STATUSES.length);
    }
  });

  it("are written in each language's own script", () => {
    for (const status of APPLICATION_STATUSES) {
      const {
        en: english,
        gu: gujarati,
        hi: hindi,
      } = {
        en: applicationStatusNames.en[status],
        gu: applicationStatusNames.gu[status],
        hi: applicationStatusNames.hi[status],
      };
      expect(english).toMatch(LATIN);
      expect(english).not.toMatch(GUJARATI);
      expect(gujarati).toMatch(GUJARATI);
      expect(gujarati).not.toMatch(DEVANAGARI);
      expect(hindi).toMatch(DEVANAGARI);
      expect(hindi).not.toMatch(GUJARATI);
    }
  });

  it("are the catalogues' texts (applicationStatus.status<Status>), so the SPA and the server say the same", () => {
    for (const language of LOCALES) {
      const texts = catalogues[language].applicationStatus as Record<string, string>;
      for (const status of APPLICATION_STATUSES)
        expect(applicationStatusNames[language][status]).toBe(texts[`status${status}`]);
    }
  });

  it('tell an applicant plainly in English how far the application got', () => {
    expect(applicationStatusNames.en.New).toBe('Received');
    expect(applicationStatusNames.en.Rejected).toBe('Not selected');
  });
});
