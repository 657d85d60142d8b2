/**
 * The GSTIN (Goods and Services Tax Identification Number) of an Indian business: 15 characters,
 *
 * - 1-2: the GST state code of the state it is registered in (`GST_STATES`, 01-38);
 * - 3-12: the business's PAN (five letters, four digits, one letter);
 * - 13: the entity code, the registration's number within the state for that PAN (1-9, then A-Z);
 * - 14: `Z` (reserved by the GST Network);
 * - 15: the check character, computed over the first 14 in base 36 (`gstinCheckCharacter`).
 *
 * Used by the clients of the back office and by invoices. The check answers what is wrong as a
 * `GstinProblem`; `gstinProblemText` turns it into the contract's sentence (`x-messages`), so the server
 * and the SPA say the same thing.
 */

/** The GST state codes and the names of their states and union territories. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** The state codes in order (01 ... 38). */
export const GST_STATE_CODES: readonly string[] = Object.keys(GST_STATES).sort();

/** The name of a GST state code, or undefined for a code that is not one. */
export const gstStateName = (code: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(GST_STATES, code) ? GST_STATES[code] : undefined;

export const GSTIN_LENGTH = 15;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** What is wrong with a GSTIN, the first thing found (in the order of its characters). */
export type GstinProblem =
  | { problem: 'length'; length: number }
  | { problem: 'characters' }
  | { problem: 'stateCode'; code: string }
  | { problem: 'pan' }
  | { problem: 'entityCode' }
  | { problem: 'fourteenth' }
  | { problem: 'checkCharacter'; expected: string };

/** A GSTIN that passed, with what it says. */
export interface GstinFacts {
  gstin: string;
  stateCode: string;
  stateName: string;
  pan: string;
}

export type GstinCheck = ({ valid: true } & GstinFacts) | ({ valid: false } & GstinProblem);

/** A GSTIN as typed, made comparable: spaces and hyphens out, upper case. */
export const normalizeGstin = (typed: string): string => typed.replace(/[\s-]+/g, '').toUpperCase();

/**
 * The check character of the first 14 characters (upper-case letters and digits): each character's
 * value in base 36 times a factor that alternates 1, 2 from the left; each product adds its quotient
 * and its remainder by 36 to a sum; the check is (36 - sum mod 36) mod 36, written in base 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const value = ALPHABET.indexOf(first14[index] ?? '');
    if (value < 0) throw new Error('A GSTIN holds only the digits 0-9 and the letters A-Z.');
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

/** Checks a GSTIN (normalised first: see `normalizeGstin`). */
export function checkGstin(typed: string): GstinCheck {
  const gstin = normalizeGstin(typed);
  if (gstin.length !== GSTIN_LENGTH) return { valid: false, problem: 'length', length: gstin.length };
  if (!/^[0-9A-Z]+$/.test(gstin)) return { valid: false, problem: 'characters' };
  const stateCode = gstin.slice(0, 2);
  const stateName = gstStateName(stateCode);
  if (stateName === undefined) return { valid: false, problem: 'stateCode', code: stateCode };
  const pan = gstin.slice(2, 12);
  if (!PAN.test(pan)) return { valid: false, problem: 'pan' };
  if (gstin[12] === '0') return { valid: false, problem: 'entityCode' };
  if (gstin[13] !== 'Z') return { valid: false, problem: 'fourteenth' };
  const expected = gstinCheckCharacter(gstin);
  if (gstin[14] !== expected) return { valid: false, problem: 'checkCharacter', expected };
  return { valid: true, gstin, stateCode, stateName, pan };
}

/** The `x-messages` sentence part naming a problem: its key and values (`gstinProblem…`). */
export function gstinProblemText(found: GstinProblem): {
  key:
    | 'gstinLength'
    | 'gstinCharacters'
    | 'gstinStateCode'
    | 'gstinPan'
    | 'gstinEntityCode'
    | 'gstinFourteenth'
    | 'gstinCheckCharacter';
  values: Record<string, string>;
} {
  switch (found.problem) {
    case 'length':
      return { key: 'gstinLength', values: { length: String(found.length) } };
    case 'characters':
      return { key: 'gstinCharacters', values: {} };
    case 'stateCode':
      return { key: 'gstinStateCode', values: { code: found.code } };
    case 'pan':
      return { key: 'gstinPan', values: {} };
    case 'entityCode':
      return { key: 'gstinEntityCode', values: {} };
    case 'fourteenth':
      return { key: 'gstinFourteenth', values: {} };
    case 'checkCharacter':
      return { key: 'gstinCheckCharacter', values: { expected: found.expected } };
  }
}
