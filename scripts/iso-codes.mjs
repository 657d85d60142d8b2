// Writes the contract's lists of country and currency codes (openapi.yaml, the `enum` of `CountryCode`
// and `CurrencyCode`) from maintained packages: ISO 3166-1 alpha-2 from `country-list`, ISO 4217 from
// `currency-codes` without the codes that are not a currency a salary is paid in (funds, precious
// metals, units of account, testing and "no currency"). test/server/validationRules.test.ts fails when the
// contract and the packages differ; run `node scripts/iso-codes.mjs` after updating them.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** ISO 4217 entries that are not money a salary is paid in. */
export const NOT_A_SALARY_CURRENCY =
  /fund|unidad|mvdol|wir |next day|bond markets|unit of account|silver|gold|platinum|palladium|sdr|sucre|testing|no currency/i;

export function countryCodes() {
  return [...require('country-list').getCodes()].map((code) => code.toUpperCase()).sort();
}

export function currencyCodes() {
  return require('currency-codes')
    .data.filter((entry) => !NOT_A_SALARY_CURRENCY.test(entry.currency))
    .map((entry) => entry.code)
    .sort();
}

/** A YAML 1.1 reader takes `NO`, `Y`, `off` and the like unquoted for booleans: those are quoted. */
const yaml11Safe = (code) => (/^(y|n|yes|no|on|off|true|false|null)$/i.test(code) ? `'${code}'` : code);

/** openapi.yaml with the enum line of `schemaName` replaced by `codes`. */
export function withCodes(text, schemaName, codes) {
  const pattern = new RegExp(`(\\n    ${schemaName}:\\n(?:      .*\\n)*?      enum:)\\s*\\[[^\\]]*\\]`);
  if (!pattern.test(text)) throw new Error(`openapi.yaml: ${schemaName} has no enum list.`);
  return text.replace(pattern, `$1 [${codes.map(yaml11Safe).join(', ')}]`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const file = new URL('../openapi.yaml', import.meta.url);
  let text = readFileSync(file, 'utf8');
  text = withCodes(text, 'CountryCode', countryCodes());
  text = withCodes(text, 'CurrencyCode', currencyCodes());
  writeFileSync(file, text);
  execFileSync('npx', ['prettier', '--write', 'openapi.yaml'], { cwd: new URL('..', import.meta.url) });
}
