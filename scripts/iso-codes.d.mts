/** Types of scripts/iso-codes.mjs for the tests that use it. */
/** ISO 4217 entries that are not money a salary is paid in. */
export const NOT_A_SALARY_CURRENCY: RegExp;
/** ISO 3166-1 alpha-2 codes of the `country-list` package, sorted. */
export function countryCodes(): string[];
/** ISO 4217 codes of the `currency-codes` package that are currencies, sorted. */
export function currencyCodes(): string[];
/** openapi.yaml's text with the enum of `schemaName` replaced by `codes`. */
export function withCodes(text: string, schemaName: string, codes: string[]): string;
