/**
 * The cells of a CSV export, safe to open in a spreadsheet program. csv-stringify's `escape_formulas`
 * puts an apostrophe before a cell that starts like a formula (`=`, `+`, `-`, `@`, tab, CR and their
 * full-width forms); `spreadsheetCell` adds the small-form look-alikes (U+FE62 ﹢, U+FE63 ﹣, U+FE66 ﹦,
 * U+FE6B ﹫), which some programs also read as operators. A phone number or other signed number
 * (`+91 98250 11223`) would show that apostrophe; it starts with an invisible LEFT-TO-RIGHT MARK
 * (U+200E) instead: no program reads it as a formula, every one shows the number exactly as typed,
 * and the mark is the one Unicode recommends before numbers that must read left to right.
 */
const SIGNED_NUMBER = /^[+\-\uff0b\uff0d\ufe62\ufe63][0-9][0-9 ().\-/]*$/;
const SMALL_FORM_OPERATOR = /^[\ufe62\ufe63\ufe66\ufe6b]/;
const LEFT_TO_RIGHT_MARK = '\u200e';

export function spreadsheetCell(value: string): string {
  if (SIGNED_NUMBER.test(value)) return `${LEFT_TO_RIGHT_MARK}${value}`;
  if (SMALL_FORM_OPERATOR.test(value)) return `'${value}`;
  return value;
}
