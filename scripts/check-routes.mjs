// Fails when a page route's path is written in source outside the route registry (src/routes/registry.ts):
// every link, menu, route list and server path is derived from the registry, so a path literal elsewhere is
// a second copy that can drift. A route path literal is a string (quoted or a template) that is a
// registered path or alias, or starts with one's fixed part followed by `/`, `?` or `#` (`/job-detail/`,
// `` `/edit-jobs/${id}` ``), with or without a language prefix (`/gu`, `/hi`: src/domain/languages.ts). API paths (`/api/...`) are
// not page routes. The site root `/` is too common a string to check. Generated files, tests and
// documentation are not source.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const REGISTRY = 'src/routes/registry.ts';
const LANGUAGES = 'src/domain/languages.ts';
const GENERATED = new Set([
  'src/api/schema.d.ts',
  'src/api/limits.ts',
  'src/api/messages.ts',
  'src/api/htmlPolicy.ts',
  'src/api/consent.ts',
  'src/api/codes.ts',
  'src/api/roles.ts',
]);
const isGenerated = (path) => GENERATED.has(path) || path.startsWith('src/i18n/compiled/');

/** The registry's paths and aliases, as written in it (`path: '/job-detail/:id'`, `aliases: ['/About']`). */
export function registeredPaths(registrySource) {
  const found = new Set();
  for (const match of registrySource.matchAll(/\bpath:\s*'([^']+)'/g)) found.add(match[1]);
  for (const match of registrySource.matchAll(/\baliases:\s*\[([^\]]*)\]/g))
    for (const alias of match[1].matchAll(/'([^']+)'/g)) found.add(alias[1]);
  return [...found];
}

/** The site's language prefixes, as src/domain/languages.ts writes them (`prefix: '/gu'`). */
export function languagePrefixes(languagesSource) {
  return [...languagesSource.matchAll(/\bprefix:\s*'(\/[^']+)'/g)].map((match) => match[1]);
}
const PREFIXES = languagePrefixes(readFileSync(join(root, LANGUAGES), 'utf8'));

/** A path without its language prefix (`/gu/about` → `/about`). */
function withoutLanguagePrefix(text) {
  const prefix = PREFIXES.find((candidate) => text.startsWith(`${candidate}/`));
  return prefix ? text.slice(prefix.length) : text;
}

/** A path's fixed part: up to its first parameter (`/edit-jobs/:id` → `/edit-jobs`). */
export const fixedPart = (path) => path.split('/:')[0].replace(/\/+$/, '') || '/';

/** Source without its comments (a comment may name a route; only code uses it). */
export function withoutComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** A call of the generated API client (`apiClient.GET('/team')`): its path is the contract's, not a page. */
const API_CALL_BEFORE = /\.(GET|POST|PUT|PATCH|DELETE)\(\s*$/;

/** The string literals of a source (quoted strings and template literals, their raw text), API calls' paths left out. */
export function stringLiterals(source) {
  const literals = [];
  for (const match of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    if (API_CALL_BEFORE.test(source.slice(Math.max(0, match.index - 20), match.index))) continue;
    literals.push(match[1] ?? match[2] ?? match[3]);
  }
  return literals;
}

/** The registered path a literal writes, or undefined (an API path, another string). */
export function routeIn(literal, paths) {
  // A template's leading interpolations are an origin or a language prefix (`${origin}${prefix}/job-detail/`),
  // unless it is the API's base (`${API_BASE}/audit/export`).
  if (literal.startsWith('${API_BASE}')) return undefined;
  const text = withoutLanguagePrefix(literal.replace(/^(\$\{[^}]*\})+/, ''));
  if (!text.startsWith('/') || text.startsWith('/api/') || text === '/api') return undefined;
  for (const path of paths) {
    const fixed = fixedPart(path);
    if (fixed === '/') continue;
    if (text === path || text === fixed) return path;
    const next = text.charAt(fixed.length);
    if (text.startsWith(fixed) && ['/', '?', '#'].includes(next)) return path;
  }
  return undefined;
}

/** Every route path literal of the files, with where it is. */
export function routeLiterals(files, paths) {
  const problems = [];
  for (const { path, source } of files) {
    for (const literal of stringLiterals(withoutComments(source))) {
      const route = routeIn(literal, paths);
      if (route) problems.push({ path, literal, route });
    }
  }
  return problems;
}

function sourceFiles(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, found);
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) found.push(path);
  }
  return found;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const paths = registeredPaths(readFileSync(join(root, REGISTRY), 'utf8'));
  const files = sourceFiles(join(root, 'src'))
    .map((path) => relative(root, path))
    .filter((path) => path !== REGISTRY && !isGenerated(path))
    .map((path) => ({ path, source: readFileSync(join(root, path), 'utf8') }));
  const problems = routeLiterals(files, paths);
  for (const { path, literal, route } of problems)
    console.error(
      `${path}: '${literal}' writes the route ${route}: use paths (src/routes/paths.ts) or the registry.`,
    );
  if (problems.length > 0) process.exit(1);
  console.log(`${paths.length} route paths, each written only in ${REGISTRY}.`);
}
