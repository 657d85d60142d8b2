import Big from 'big.js';
import type * as ToWordsModule from 'to-words' with { 'resolution-mode': 'import' };

// The package's types are ES-module typings; its CommonJS build is what the server (CommonJS) loads.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ToWords } = require('to-words') as typeof ToWordsModule;

/**
 * An amount in words the Indian way (thousand, lakh, crore), as an invoice shows it:
 * 3,538,600 paise → "Thirty Five Thousand Three Hundred Eighty Six Rupees Only"; 12,50,00,000 rupees of
 * paise → "One Crore Twenty Five Lakh Rupees Only". Paise, when there are any, are said too. Uses
 * `to-words` (locale en-IN); the amount goes in as a decimal string, never a float product.
 */
const words = new ToWords({ localeCode: 'en-IN' });

export function amountInWords(paise: number): string {
  const rupees = new Big(paise).div(100);
  return words.convert(Number(rupees.toFixed(2)), { currency: true });
}
