/**
 * How values people typed enter the agency's e-mail. Every value is text, never markup, and may never
 * start a line of its own where one line is meant (a subject, a header, "Name: ..." in a body): CR, LF
 * and every other control character (C0, C1, Unicode line and paragraph separators, bidirectional
 * overrides) become one space. Names shown to applicants are also cut to a name's length and have
 * their markup and anything a mail program would turn into a link taken apart (`plainName`), so a
 * stranger's text cannot speak in the agency's voice with a clickable link.
 */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const CONTROL_BUT_NEWLINE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** One line: control characters (CR, LF, tab, ...) become spaces, runs of spaces one, ends trimmed. */
export function singleLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** A mail body: line ends as LF, other control characters (tab aside, shown as a space) removed. */
export function bodyText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_BUT_NEWLINE, (character) => (character === '\t' ? ' ' : ''));
}

/** Several lines a person typed, quoted (`> `) so none can pass for a line of the message itself. */
export function quotedText(value: string): string {
  return bodyText(value)
    .trim()
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}

/** Longest name an applicant-facing mail shows (longer names are cut, with an ellipsis). */
export const MAIL_NAME_LENGTH = 60;

// Full stops, colons, slashes and at signs, with the full-width and ideographic forms mail programs
// and link finders also read as such.
const LINK_PUNCTUATION = /[.:/@\\\u3002\uff0e\uff61\uff1a\uff0f\uff20]/g;
const LOOKS_LIKE_LINK =
  /(?:^|[^\p{L}\p{N}])(?:https?|ftp|mailto|www)(?:[.:/\uff0e\u3002\uff61\uff1a\uff0f]|$)|[:/@\\\uff1a\uff0f\uff20]|[\p{L}\p{N}][.\u3002\uff0e\uff61][\p{L}\p{N}]/iu;

/**
 * A name as plain text for a mail to an applicant: markup removed (`<a href=...>Click</a>` shows as
 * "Click"), each word a mail program could turn into a link (`http://x.example/p`, `www.x.example`,
 * `x.example`, `a@b.example`) taken apart at its dots, colons, slashes and at signs, control
 * characters as spaces, and at most `MAIL_NAME_LENGTH` characters. '' when nothing is left.
 */
export function plainName(value: string, maxLength = MAIL_NAME_LENGTH): string {
  const text = singleLine(value.replace(/<[^>]*>?/g, ' ').replace(/[<>]/g, ' '));
  const words = text
    .split(' ')
    .map((word) => (LOOKS_LIKE_LINK.test(word) ? word.replace(LINK_PUNCTUATION, ' ') : word));
  const name = singleLine(words.join(' '));
  const characters = Array.from(name);
  if (characters.length <= maxLength) return name;
  return `${characters
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`;
}

// A word with a host name's shape: labels of letters, digits, _ or - joined by full stops (or the
// full-width and ideographic forms link finders also read as such), the last label two or more letters.
const HOST_NAME =
  /(?<![\p{L}\p{N}\p{M}_-])[\p{L}\p{N}\p{M}_-]+(?:[.\u3002\uff0e\uff61][\p{L}\p{N}\p{M}_-]+)*[.\u3002\uff0e\uff61]\p{L}[\p{L}\p{M}]+(?![\p{L}\p{N}\p{M}_-])/gu;
const SCHEME = /\b([a-z][a-z0-9+.-]*):(?=\/\/|[^\s]*@)/gi;

/**
 * Text an applicant or enquirer typed, as the staff notice mail shows it: nothing a mail program would
 * read as markup or turn into a link. Angle brackets become ‹ › (so no tag is left, the text still
 * readable), a scheme's colon is bracketed (`http[:]//`, `mailto[:]`), and so are the full stops of
 * anything shaped like a host name (`evil[.]example`, `www[.]x[.]in`), the way security staff write
 * "defanged" addresses. Line structure is kept as it was.
 */
export function inertText(value: string): string {
  return value
    .replace(/</g, '‹')
    .replace(/>/g, '›')
    .replace(SCHEME, '$1[:]')
    .replace(HOST_NAME, (host) => host.replace(/[.\u3002\uff0e\uff61]/g, '[.]'));
}
