import { message, messages } from '../../src/api/messages';
import serverText from '../../src/i18n/compiled/en/server';
import { loadLocale, translator } from '../../src/i18n';
import { translateSentence } from '../../src/i18n/serverSentence';
import gu from '../../src/i18n/messages/gu.json';
import hi from '../../src/i18n/messages/hi.json';

beforeAll(() => Promise.all([loadLocale('gu'), loadLocale('hi')]));

describe("the server's sentences in the page's language", () => {
  const inGujarati = (sentence: string) => translateSentence(sentence, translator('gu', serverText));
  const inHindi = (sentence: string) => translateSentence(sentence, translator('hi', serverText));

  test('a fixed sentence is translated', () => {
    expect(inGujarati(messages.contactRequired)).toBe(gu.server.contactRequired);
    expect(inHindi(messages.jobClosed)).toBe(hi.server.jobClosed);
  });

  test('a templated sentence keeps its values, and a sentence inside it is translated too', () => {
    const sentence = message('applicationReference', {
      received: messages.applicationReceived,
      reference: 'SMS-2026-000042',
    });
    expect(inGujarati(sentence)).toBe(`${gu.server.applicationReceived} તમારો સંદર્ભ નંબર SMS-2026-000042 છે.`);
    expect(inHindi(message('tooManyRequests', { tryAgain: message('tryAgainIn', { minutes: 3 }) }))).toBe(
      'बहुत अधिक अनुरोध। कृपया 3 मिनट बाद फिर से कोशिश करें।',
    );
  });

  test('a sentence the catalogue does not know is shown as the server wrote it', () => {
    expect(inGujarati('Name is too long.')).toBe('Name is too long.');
    expect(inHindi(`${messages.jobClosed} Extra.`)).toBe(`${messages.jobClosed} Extra.`);
  });

  test('in English every sentence stays the contract sentence', () => {
    const inEnglish = (sentence: string) => translateSentence(sentence, translator('en', serverText));
    for (const key of Object.keys(serverText.messages) as (keyof typeof serverText.messages)[])
      if (!messages[key].includes('{')) expect(inEnglish(messages[key])).toBe(messages[key]);
  });
});
