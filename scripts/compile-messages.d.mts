/** A language's catalogue: namespace -> key -> ICU message. */
export type Catalogue = Record<string, Record<string, string>>;
export const LOCALES: string[];
export function readCatalogues(dir?: string): Record<string, Catalogue>;
/** Everything wrong with the catalogues, as sentences (empty when they are complete and consistent). */
export function problemsOf(catalogues: Record<string, Catalogue>): string[];
/** The generated files: path (relative to src/i18n/compiled) -> content. */
export function compiledFiles(catalogues: Record<string, Catalogue>): Record<string, string>;
