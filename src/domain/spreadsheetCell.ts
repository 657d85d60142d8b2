/**
 * The one rule that makes a text cell of a CSV export safe to open in a spreadsheet program, for the
 * server's exports (csv-stringify's `cast`) and the back office's CSV made in the browser alike (OWASP's
 * "CSV injection"). A cell that starts like a formula gets an apostrophe before it: `=`, `+`, `-`, `@`, tab,
 * CR, their full-width forms (U+FF1D ＝, U+FF0B ＋, U+FF0D －, U+FF20 ＠, which Apple Numbers folds into
 * them) and the small-form look-alikes (U+FE62 ﹢, U+FE63 ﹣, U+FE66 ﹦, U+FE6B ﹫), which some programs also
 * read as operators. A phone number or other signed number (`+91 98250 11223`) would show that apostrophe; it
 * starts with an invisible LEFT-TO-RIGHT MARK (U+200E) instead: no program reads it as a formula, every one
 * shows the number exactly as typed, and the mark is the one Unicode recommends before numbers that must
 * read left to right. Numbers (not text) are written as they are.
 */
const SIGNED_NUMBER = /^[+\-\uff0b\uff0d\ufe62\ufe63][0-9][0-9 ().\-/]*$/;
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20\ufe62\ufe63\ufe66\ufe6b]/;
const LEFT_TO_RIGHT_MARK = '\u200e';

export function spreadsheetCell(value: string): string {
  if (SIGNED_NUMBER.test(value)) return `${LEFT_TO_RIGHT_MARK}${value}`;
  if (FORMULA_START.test(value)) return `'${value}`;
  return value;
}
