/**
 * `npm run size`: builds the web app (unless `--no-build` and a build exists) and prints the first-load
 * JavaScript of the home route, gzipped at level 9: the entry chunks plus the chunks the lazy home page
 * needs before any interaction; then every other public route's (the job page's among them), each held to
 * the same budget, and what the Apply dialog adds when it is tapped. The carousel chunk loads only when its section scrolls into view, so it is
 * shown separately. Exits 1 when the budget is exceeded or a public chunk contains code it must not:
 * the whole of MUI (or its CommonJS build), the CommonJS framer-motion, DataGrid or tiptap.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.join(__dirname, '..');
const webDir = path.join(root, 'dist/web');
const manifestPath = path.join(root, 'dist/web-manifest.json');

/** The limit of every public route's first load (the home page's since issue 9, every route's since issue 19). */
const BUDGET_KB = 150;

/** Chunk groups a public visitor can download (entry, lazy public pages, their lazy sections). */
const PUBLIC_GROUPS = [
  'main',
  'home',
  'home-carousel',
  'home-feeds',
  'home-lower',
  'jobs-menu',
  'public-drawer',
  'public-footer',
  'about',
  'contact',
  'jobs-international',
  'jobs-domestic',
  'job-detail',
  'job-detail-body',
  'job-closed-notice',
  'contact-form',
  'contact-details',
  'apply-dialog',
  'scam-notice',
  'blog',
  'blog-detail',
  'not-found',
  'verify',
  'api-client',
];

/** Module paths that must never reach a public chunk. */
const FORBIDDEN_IN_PUBLIC: Array<[RegExp, string]> = [
  [/(^|\/)node_modules\/@mui\/x-data-grid/, 'MUI DataGrid'],
  [/(^|\/)node_modules\/(@tiptap|mui-tiptap|prosemirror-)/, 'tiptap / ProseMirror'],
  [/(^|\/)node_modules\/@mui\/material\/node\//, 'the CommonJS build of MUI'],
  [/(^|\/)node_modules\/framer-motion\/dist\/framer-motion\.cjs/, 'the CommonJS build of framer-motion'],
  // The stored session's code loads only for a browser that has (or starts) a staff session.
  [/(^|\/)node_modules\/redux-persist\//, 'redux-persist'],
  [/(^|\/)node_modules\/crypto-js\//, 'crypto-js'],
];

/**
 * Components no public screen uses: if any of them is bundled, `@mui/material` was imported whole
 * (a barrel import that could not be tree shaken).
 */
const WHOLE_MUI_SENTINELS =
  /(^|\/)node_modules\/@mui\/material\/(Autocomplete|Slider|SpeedDial|Rating|Stepper|ToggleButton|Pagination|ImageList|TablePagination|SwipeableDrawer)\//;

interface Manifest {
  builtAt: string;
  groups: Record<string, string[]>;
  chunks: Record<string, { files: string[]; modules: string[] }>;
}

const args = new Set(process.argv.slice(2));
if (!args.has('--no-build') || !existsSync(manifestPath)) {
  console.log('Building the web app (webpack --mode production)...');
  execSync('npx webpack --mode production', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const gzipCache = new Map<string, number>();
const gzipped = (file: string): number => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** What the server sends a browser that accepts brotli: the build's `.br` copy (webpack.config.ts). */
const brotliCopy = (file: string): number => {
  const copy = path.join(webDir, `${file}.br`);
  return existsSync(copy) ? statSync(copy).size : gzipped(file);
};
const sentAs = (files: string[]) =>
  `brotli as sent ${kb(files.reduce((sum, file) => sum + brotliCopy(file), 0))} KB`;

const chunksOf = (...groups: string[]): string[] => {
  const ids = new Set<string>();
  for (const group of groups) {
    const chunks = manifest.groups[group];
    if (!chunks) throw new Error(`No chunk group "${group}" in the build (see webpackChunkName comments)`);
    chunks.forEach((id) => ids.add(id));
  }
  return [...ids];
};
const filesOf = (chunkIds: string[]) => [...new Set(chunkIds.flatMap((id) => manifest.chunks[id].files))];
const weigh = (files: string[]) => files.reduce((sum, file) => sum + gzipped(file), 0);

const homeChunks = chunksOf('main', 'home');
const homeFiles = filesOf(homeChunks);
const homeBytes = weigh(homeFiles);

console.log(`\nHome route (/) first-load JavaScript, gzip -9 (build ${manifest.builtAt}):`);
for (const file of homeFiles.sort((a, b) => gzipped(b) - gzipped(a))) {
  console.log(`  ${kb(gzipped(file)).padStart(7)} KB  ${file}`);
}
console.log(`  ${kb(homeBytes).padStart(7)} KB  TOTAL (budget ${BUDGET_KB} KB; ${sentAs(homeFiles)})`);

const problems: string[] = [];
if (homeBytes > BUDGET_KB * 1024)
  problems.push(`home first-load JS is ${kb(homeBytes)} KB, over the ${BUDGET_KB} KB budget`);

const extra = (group: string, base: string[]) => {
  const baseFiles = new Set(filesOf(chunksOf(...base)));
  return filesOf(chunksOf(group)).filter((file) => !baseFiles.has(file));
};
const carouselFiles = extra('home-carousel', ['main', 'home']);
console.log(
  `\nLoaded when the carousel scrolls into view: +${kb(weigh(carouselFiles))} KB (${carouselFiles.length} files)`,
);

/** Chunk groups loaded on demand (a tap, a scroll): not part of any route's first load. */
const ON_DEMAND = ['home-carousel', 'jobs-menu', 'public-drawer', 'apply-dialog'];
console.log(`\nOther public routes, first load (entry + route; budget ${BUDGET_KB} KB each):`);
for (const group of PUBLIC_GROUPS.filter((name) => !['main', 'home', ...ON_DEMAND].includes(name))) {
  if (!manifest.groups[group]) continue;
  const files = filesOf(chunksOf('main', group));
  const bytes = weigh(files);
  console.log(
    `  ${kb(bytes).padStart(7)} KB  ${group}${group === 'job-detail' ? ` (the job page; ${sentAs(files)})` : ''}`,
  );
  if (bytes > BUDGET_KB * 1024)
    problems.push(`${group} first-load JS is ${kb(bytes)} KB, over the ${BUDGET_KB} KB budget`);
}
if (manifest.groups['apply-dialog']) {
  const dialogFiles = extra('apply-dialog', ['main', 'job-detail']);
  console.log(
    `\nLoaded when Apply is tapped (fetched ahead when idle): +${kb(weigh(dialogFiles))} KB (${dialogFiles.length} files)`,
  );
}

const modulesOf = (chunkIds: string[]) => chunkIds.flatMap((id) => manifest.chunks[id].modules);
const publicChunkIds = chunksOf(...PUBLIC_GROUPS.filter((group) => manifest.groups[group]));
for (const module of new Set(modulesOf(publicChunkIds))) {
  for (const [pattern, what] of FORBIDDEN_IN_PUBLIC) {
    if (pattern.test(module)) problems.push(`${what} in a public chunk: ${module}`);
  }
}
const homeAndCarousel = new Set(modulesOf(chunksOf('main', 'home', 'home-carousel')));
const sentinels = [...homeAndCarousel].filter((module) => WHOLE_MUI_SENTINELS.test(module));
if (sentinels.length > 0)
  problems.push(`the home bundle contains the whole of MUI (e.g. ${sentinels.slice(0, 3).join(', ')})`);
const muiComponents = new Set(
  [...homeAndCarousel]
    .map((module) => /(^|\/)node_modules\/@mui\/material\/([A-Z]\w+)\//.exec(module)?.[2])
    .filter(Boolean),
);
console.log(`\nMUI components in the home route and carousel: ${muiComponents.size}`);

if (problems.length > 0) {
  console.error('\nSIZE CHECK FAILED:');
  for (const problem of [...new Set(problems)]) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  'Size checks passed: within budget; no whole MUI, CommonJS framer-motion, DataGrid, tiptap, redux-persist or crypto-js in public chunks.',
);
