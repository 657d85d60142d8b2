/** Types of scripts/check-routes.mjs for the tests that use it. */
export interface SourceFile {
  path: string;
  source: string;
}
export interface RouteLiteral {
  path: string;
  literal: string;
  route: string;
}
export function registeredPaths(registrySource: string): string[];
export function fixedPart(path: string): string;
export function languagePrefixes(languagesSource: string): string[];
export function withoutComments(source: string): string;
export function stringLiterals(source: string): string[];
export function routeIn(literal: string, paths: string[]): string | undefined;
export function routeLiterals(files: SourceFile[], paths: string[]): RouteLiteral[];
