import { dictionary } from '@zxcvbn-ts/language-common';
import { message, minLengthOf, maxLengthOf } from '../openapi/catalogue';

/**
 * The one password rule for staff (ASVS 2.1): the contract's `NewPassword` length (12 to 128
 * characters, counted as Unicode code points like the contract's validator does), any characters, no
 * composition rules, and not one of the common or breached passwords of `@zxcvbn-ts/language-common`
 * (its `passwords-common` list: about 49,000 of the most frequent passwords in leaked-password lists,
 * shipped with the server and read offline; compared in lower case, as the list is written).
 */
export const PASSWORD_MIN_LENGTH = minLengthOf('NewPassword');
export const PASSWORD_MAX_LENGTH = maxLengthOf('NewPassword');

let commonPasswords: Set<string> | undefined;

function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/** The sentence saying why a new password is refused, or undefined when it may be used. */
export function passwordProblem(password: string): string | undefined {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) return message('passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  if (length > PASSWORD_MAX_LENGTH) return message('passwordTooLong', { max: PASSWORD_MAX_LENGTH });
  if (isCommonPassword(password)) return message('passwordCommon');
  return undefined;
}
