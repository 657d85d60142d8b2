/** Types of scripts/check-texts.mjs for the tests that use it. */
export interface SourceFile {
  path: string;
  source: string;
}
export interface Duplicate {
  text: string;
  places: { path: string; count: number }[];
}
export function specTexts(spec: string): string[];
export function withoutComments(source: string): string;
export function literalCount(source: string, text: string): number;
export function duplicates(texts: string[], files: SourceFile[]): Duplicate[];
/** The English catalogue's JSON as checked source (its `errors` namespace, a mirror of the contract, left out). */
export function englishCatalogueSource(json: string): string;
