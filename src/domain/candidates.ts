/** How one person is recognised across applications: the same e-mail or the same phone number. */

/**
 * The e-mail as compared: trimmed and lower-cased, an internationalised domain in its ASCII (punycode)
 * form, so `user@bücher.de` and `user@xn--bcher-kva.de` are one address ('' when none).
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0 || !/[^\p{ASCII}]/u.test(address)) return address;
  const domain = asciiDomain(address.slice(at + 1));
  return domain ? `${address.slice(0, at)}@${domain}` : address;
}

/** A domain name in its ASCII (punycode) form, as the WHATWG URL parser writes it; '' when it is none. */
function asciiDomain(domain: string): string {
  // Characters that would make the parser read a port, a path or credentials instead of a host name.
  if (/[\s/\\?#@:%[\]]/.test(domain)) return '';
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return '';
  }
}

/**
 * The phone number as compared: digits only, without the Indian country code (+91, 0091, 91 before
 * ten digits) or a trunk 0, so "+91 98250-00000", "098250 00000" and "9825000000" are one number.
 * '' when the text holds no digits.
 */
export function phoneKey(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 14 && digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** Whether two contacts are one candidate: the same e-mail address or the same phone number, as compared above. */
export function isSameCandidate(
  a: { email: string; phone: string },
  b: { email: string; phone: string },
): boolean {
  const email = emailKey(a.email);
  const phone = phoneKey(a.phone);
  return (email !== '' && email === emailKey(b.email)) || (phone !== '' && phone === phoneKey(b.phone));
}

/** The least digits a phone number typed on the status page must have to identify an applicant. */
export const MIN_APPLICANT_PHONE_DIGITS = 6;

/**
 * Whether a contact someone typed is this person's: the same e-mail address (as candidates are
 * compared) when it has an `@`, else the same phone number of at least `minPhoneDigits` digits (the
 * applicant's status page asks for six; a staff member confirming an erasure for one).
 */
export function isContactOf(
  typed: string,
  person: { email: string; phone: string },
  minPhoneDigits = 1,
): boolean {
  if (typed.includes('@')) {
    const key = emailKey(typed);
    return key !== '' && key === emailKey(person.email);
  }
  const key = phoneKey(typed);
  return key.length >= minPhoneDigits && key === phoneKey(person.phone);
}

/** A plausible e-mail address to send mail to (the apply form's field is free text). */
export function isDeliverableAddress(email: string): boolean {
  return /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(email.trim());
}

export const REFERENCE_PREFIX = 'SMS';

/** `SMS-2026-000123`: prefix, year, the year's sequence number zero-padded to six digits. */
export function formatReference(year: number, sequence: number): string {
  return `${REFERENCE_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}
