// Fails when a text the product specification quotes (SPEC.md: the screens, section 2, and the error
// catalogue, section 8) is written as a literal more than once in source. Each sentence lives in one
// place: the contract's `x-messages` (server and SPA) or, for a text only the SPA shows, one SPA module.
// Generated files (src/api, made from openapi.yaml), tests and documentation are not source.
// The specification lives outside this repository, so its quoted texts are kept in test/specTexts.json;
// `node scripts/check-texts.mjs --extract path/to/SPEC.md` refreshes that list after a spec change.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const listPath = join(root, 'test/specTexts.json');
const GENERATED = new Set([
  'src/api/schema.d.ts',
  'src/api/limits.ts',
  'src/api/messages.ts',
  'src/api/htmlPolicy.ts',
  'src/api/consent.ts',
  'src/domain/applicationStatusNames.ts',
]);

/** The quoted texts of the sections that define what people see. */
export function specTexts(spec) {
  const sections = spec.split(/^## /m).filter((section) => /^(2|8)\.\s/.test(section));
  const texts = new Set();
  for (const section of sections)
    for (const match of section.matchAll(/"([^"\n]{2,200})"/g)) texts.add(match[1].trim());
  return [...texts];
}

/** The compiled message catalogues (src/i18n/compiled, made from src/i18n/messages) are generated too. */
const isGenerated = (path) => GENERATED.has(path) || path.startsWith('src/i18n/compiled/');

/**
 * The English catalogue is source: each interface text of the public site is written there. Its `errors`
 * and `server` namespaces are the exception: they repeat, by rule, the contract's sentences that public forms
 * show, so that Gujarati and Hindi can translate them (a test keeps them equal to `x-messages`); they are not
 * counted. (`errors` holds the footer form's two, loaded with every page; `server` the rest, loaded with the
 * apply dialog.)
 */
export function englishCatalogueSource(json) {
  const { errors: _footerMirror, server: _serverMirror, ...catalogue } = JSON.parse(json);
  return JSON.stringify(catalogue, null, 1);
}

function sourceFiles(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, found);
    else if (/\.(ts|tsx|mjs|js)$/.test(name) && !isGenerated(relative(root, path))) found.push(path);
  }
  return found;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Source without its comments (a comment may name a text; only code shows it). */
export function withoutComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/^\s*#.*$/gm, '');
}

/**
 * Literals that are the same word as a spec text but mean something else, with the reason.
 * `Error`: Kysely's migration result status, compared in src/server/db/migrate.ts, never shown.
 */
const OTHER_MEANINGS = { Error: ['src/server/db/migrate.ts'] };

/** Places where `text` is written whole: a string literal, a JSX text or a YAML value. */
export function literalCount(source, text) {
  const t = escape(text);
  const patterns = [
    new RegExp(`(['"\`])${t}\\1`, 'g'),
    new RegExp(`>\\s*${t}\\s*<`, 'g'),
    new RegExp(`^\\s*[\\w-]+:\\s*${t}\\s*$`, 'gm'),
  ];
  return patterns.reduce((sum, pattern) => sum + (source.match(pattern)?.length ?? 0), 0);
}

export function duplicates(texts, files) {
  const problems = [];
  for (const text of texts) {
    const places = files
      .filter(({ path }) => !(OTHER_MEANINGS[text] ?? []).includes(path))
      .map(({ path, source }) => ({ path, count: literalCount(withoutComments(source), text) }))
      .filter((place) => place.count > 0);
    const total = places.reduce((sum, place) => sum + place.count, 0);
    if (total > 1) problems.push({ text, places });
  }
  return problems;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  if (process.argv[2] === '--extract') {
    const texts = specTexts(readFileSync(process.argv[3], 'utf8'));
    writeFileSync(listPath, `${JSON.stringify(texts, null, 2)}\n`);
    console.log(`${texts.length} spec texts written to test/specTexts.json.`);
    process.exit(0);
  }
  const texts = JSON.parse(readFileSync(listPath, 'utf8'));
  const files = [...sourceFiles(join(root, 'src')), join(root, 'openapi.yaml')].map((path) => ({
    path: relative(root, path),
    source: readFileSync(path, 'utf8'),
  }));
  const englishCatalogue = 'src/i18n/messages/en.json';
  files.push({
    path: englishCatalogue,
    source: englishCatalogueSource(readFileSync(join(root, englishCatalogue), 'utf8')),
  });
  const problems = duplicates(texts, files);
  for (const { text, places } of problems)
    console.error(`"${text}" is written ${places.map((p) => `${p.count}× in ${p.path}`).join(', ')}`);
  if (problems.length > 0) process.exit(1);
  console.log(`${texts.length} spec texts, each written at most once in source.`);
}
