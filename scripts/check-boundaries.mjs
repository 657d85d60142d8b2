// Checks the import structure of src beyond what ESLint's rules see:
// 1. no import cycle, counting type-only imports (import-x/no-cycle skips them: a type cycle still ties
//    the layers together, and the next value import along it makes a runtime cycle);
// 2. the boundary zones of eslint.config.mjs fail when broken: each zone is shown a deliberate violation
//    and must report it (a zone whose glob matches nothing would otherwise pass silently).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, matchesGlob, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const src = join(root, 'src');

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

function importGraph() {
  const graph = new Map();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1]);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

let failed = false;
const found = cycles(importGraph());
for (const component of found) {
  failed = true;
  console.error(
    `Import cycle (type-only imports counted) among: ${component.map((file) => relative(root, file)).join(', ')}`,
  );
}
if (process.argv.includes('--cycles-only')) process.exit(failed ? 1 : 0);

// 2. Each zone, shown a violation, reports it.
const { boundaryZones } = await import(join(root, 'eslint.config.mjs'));
const { importX } = await import('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = await import('eslint-import-resolver-typescript');
const tseslint = (await import('typescript-eslint')).default;
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.web.json' })],
      },
      rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
    },
  ],
});

const files = [...sourceFiles(src)].map((file) => `./${relative(root, file)}`);
const list = (value) => (Array.isArray(value) ? value : [value]);
const GLOB = /[*?!(){}[\]]/;
const matches = (file, pattern) =>
  GLOB.test(pattern) ? matchesGlob(file, pattern) : file === pattern || file.startsWith(`${pattern}/`);
const excepted = (file, zone) =>
  (zone.except ?? []).some((exception) =>
    GLOB.test(exception)
      ? matchesGlob(resolve(root, file), exception)
      : list(zone.from).some((from) => matches(file, join(from, exception).replace(/^(?!\.)/, './'))),
  );

let zonesReporting = 0;
for (const zone of boundaryZones) {
  const targets = files.filter((file) => list(zone.target).some((target) => matches(file, target)));
  const sources = files.filter(
    (file) =>
      list(zone.from).some((from) => matches(file, from)) &&
      !excepted(file, zone) &&
      !list(zone.target).some((target) => matches(file, target)),
  );
  let reported = false;
  for (const target of targets.slice(0, 3)) {
    for (const source of sources.slice(0, 3)) {
      let specifier = relative(dirname(target), source).replace(/\.tsx?$/, '');
      if (!specifier.startsWith('.')) specifier = `./${specifier}`;
      const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath: resolve(root, target) });
      if (result.messages.some((entry) => entry.ruleId === 'import-x/no-restricted-paths')) reported = true;
      if (reported) break;
    }
    if (reported) break;
  }
  if (reported) zonesReporting += 1;
  else {
    failed = true;
    console.error(
      `The zone "${zone.message}" did not report a deliberate violation (targets: ${targets.length} files, sources: ${sources.length}).`,
    );
  }
}
console.log(
  `${found.length === 0 ? 'No import cycle' : `${found.length} import cycles`} (type-only imports counted); ${zonesReporting} of ${boundaryZones.length} boundary zones reported a deliberate violation.`,
);
process.exit(failed ? 1 : 0);
