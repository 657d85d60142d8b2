/**
 * Whether an applicant's name may stand in a greeting the agency sends (a mail's "Dear …", a WhatsApp
 * template's first parameter), in every language and channel alike. The name is typed by whoever fills
 * in the form, who need not be the person the message goes to: a "name" such as `Pay Rs500 fee UPI
 * agency@okaxis or call 98765 43210` would otherwise make the agency's own sender carry a scam to the
 * person whose e-mail and phone were given. So the check is conservative: a name is letters of any
 * script (Latin, Gujarati, Devanagari…, with their combining signs and the joiners some Indic names
 * need), spaces and a few marks (. ' ’ -), at most `GREETING_NAME_LENGTH` characters and
 * `GREETING_NAME_WORDS` words, with no digit of any script, no @, nothing like a link (a scheme, `www`,
 * a host name such as `pay.example`) and no money or payment word (Rs, INR, ₹ is no letter anyway,
 * UPI, fee…). Anything else gets the neutral greeting ("Dear applicant"), never a cleaned-up name.
 */

/** Longest name a greeting shows, in characters. */
export const GREETING_NAME_LENGTH = 60;
/** Most words a greeting's name may have. */
export const GREETING_NAME_WORDS = 6;

/** Letters with their combining signs, ZWNJ/ZWJ, spaces and the marks names carry. */
const NAME_CHARACTERS = /^(?:[\p{L}\p{M} .'’-]|\u200c|\u200d)+$/u;
/** Two or more letters, a full stop, two or more letters: a host name (`agency.okaxis`), not "J.R.". */
const HOST_LIKE = /\p{L}[\p{L}\p{M}]+\.\p{L}[\p{L}\p{M}]+/u;
/**
 * Words of money, payment and contact that no name is made of (compared lower-case, marks and joiners
 * aside), in English, Gujarati and Hindi.
 */
const FORBIDDEN_WORDS = new Set([
  'rs',
  'rs.',
  'inr',
  'rupee',
  'rupees',
  'usd',
  'aed',
  'sar',
  'upi',
  'fee',
  'fees',
  'pay',
  'paytm',
  'gpay',
  'phonepe',
  'bhim',
  'deposit',
  'call',
  'whatsapp',
  'www',
  'http',
  'https',
  'com',
  'રૂ',
  'રૂ.',
  'રૂપિયા',
  'ફી',
  'रु',
  'रु.',
  'रुपये',
  'रुपए',
  'रुपया',
  'फ़ीस',
  'फीस',
  'शुल्क',
]);

const normal = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\s\u00a0]+/gu, ' ')
    .trim();

/**
 * The name as a greeting shows it (spaces made single, ends trimmed), or undefined when it may not
 * stand in a greeting.
 */
export function greetingName(name: string | null | undefined): string | undefined {
  const text = normal(name ?? '');
  if (text === '' || Array.from(text).length > GREETING_NAME_LENGTH) return undefined;
  if (!NAME_CHARACTERS.test(text) || !/\p{L}/u.test(text) || HOST_LIKE.test(text)) return undefined;
  const words = text.split(' ');
  if (words.length > GREETING_NAME_WORDS) return undefined;
  const bare = (word: string) => word.toLowerCase().replace(/\u200c|\u200d|['’-]/g, '');
  if (
    words.some(
      (word) => FORBIDDEN_WORDS.has(bare(word)) || FORBIDDEN_WORDS.has(bare(word).replace(/\.$/, '')),
    )
  )
    return undefined;
  return text;
}

/** The greeting's name: the applicant's when it passes `greetingName`, else the neutral word given. */
export const greetingNameOr = (name: string | null | undefined, neutral: string): string =>
  greetingName(name) ?? neutral;
