import { GREETING_NAME_LENGTH, greetingName, greetingNameOr } from '../../src/domain/greetingName';

/*
 * Issue 36, finding 4 ("scam text rides in the agency's own messages"): a name greets the applicant only
 * when it is a name; anything else gets the neutral greeting, the same rule in every language.
 */
describe('the name a greeting may show', () => {
  it('refuses the probe name: "Pay Rs500 fee UPI agency@okaxis or call 98765 43210"', () => {
    expect(greetingName('Pay Rs500 fee UPI agency@okaxis or call 98765 43210')).toBeUndefined();
    expect(greetingNameOr('Pay Rs500 fee UPI agency@okaxis or call 98765 43210', 'applicant')).toBe(
      'applicant',
    );
  });

  it.each([
    'Asha Patel',
    "Mary O'Brien",
    'Jean-Luc Picard',
    'J.R. Mehta',
    'રમેશભાઈ પટેલ',
    'સ્નેહા ઠક્કર',
    'अनुराधा शर्मा',
    'श्री कृष्ण',
    'लक्ष्मी',
  ])('keeps the name %s', (name) => {
    expect(greetingName(name)).toBe(name);
  });

  it('makes runs of spaces single and trims the ends', () => {
    expect(greetingName('  Asha \u00a0  Patel ')).toBe('Asha Patel');
  });

  it.each([
    ['digits', 'Ravi 98765 43210'],
    ['Gujarati digits', 'રવિ ૯૮૭૬૫'],
    ['Devanagari digits', 'रवि ९८७६५'],
    ['an at sign', 'agency@okaxis'],
    ['a UPI id without its at sign', 'Pay UPI agencyokaxis'],
    ['a host name', 'Visit pay.example'],
    ['a host name in Devanagari', 'भुगतान.भारत'],
    ['a scheme', 'http://evil.example'],
    ['www', 'www evil example'],
    ['a currency word', 'Send Rs now'],
    ['INR', 'INR fivehundred'],
    ['the rupee sign', '₹ Patel'],
    ['a Hindi fee word', 'फ़ीस भेजें'],
    ['a Hindi money word', 'पाँच सौ रुपये'],
    ['a Gujarati fee word', 'ફી ભરો'],
    ['markup', '<a href="x">Click</a>'],
    ['a new line', 'Ravi\nBcc: x'],
    ['a bidirectional override', 'Ravi \u202eetaP'],
    ['too many words', 'One Two Three Four Five Six Seven'],
    ['too many characters', 'A'.repeat(GREETING_NAME_LENGTH + 1)],
    ['no letter at all', " .-' "],
    ['nothing', ''],
  ])('refuses %s', (_, name) => {
    expect(greetingName(name)).toBeUndefined();
  });

  it('refuses a missing name', () => {
    expect(greetingName(undefined)).toBeUndefined();
    expect(greetingName(null)).toBeUndefined();
  });
});
