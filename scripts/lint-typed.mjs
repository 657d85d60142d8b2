// ESLint over the whole tree and the TypeScript check of tsconfig.json, on one program
// (`npm run lint:typed`; CI runs it instead of `npm run lint` plus `tsc -p tsconfig.json`).
//
// ESLint's type-aware rules need a TypeScript program of every linted file: tsconfig.lint.json, the options
// of tsconfig.json over src, test, bench and scripts. `tsc -p tsconfig.json` builds and checks nearly the
// same program again (its files are the tests and scripts and all of src they import). Here the program is
// built once: its type errors are reported as tsc reports them, then ESLint is given it (typescript-eslint's
// `programs`) instead of building its own. `npm run typecheck` and `npm run lint` stay as they are.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { ESLint } from 'eslint';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

const host = {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
};
const parsed = ts.getParsedCommandLineOfConfigFile(resolve(root, 'tsconfig.lint.json'), {}, host);
if (parsed.errors.length > 0) {
  console.error(ts.formatDiagnostics(parsed.errors, formatHost()));
  process.exit(1);
}
const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });

function formatHost() {
  return {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
}

// 1. The type errors, as `tsc --noEmit -p tsconfig.json` prints them (its options, every linted file).
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length > 0) console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost()));

// 2. ESLint with eslint.config.mjs as it is, except that the type-aware block is given the program above
//    in place of the project it names (the same tsconfig.lint.json).
const { default: config } = await import(resolve(root, 'eslint.config.mjs'));
let replaced = 0;
const withProgram = config.map((block) => {
  const parserOptions = block.languageOptions?.parserOptions;
  if (!parserOptions?.project) return block;
  replaced += 1;
  const { project: _project, ...rest } = parserOptions;
  return {
    ...block,
    languageOptions: { ...block.languageOptions, parserOptions: { ...rest, programs: [program] } },
  };
});
if (replaced !== 1) {
  console.error(
    `lint-typed: expected one type-aware block naming a project in eslint.config.mjs, found ${replaced}.`,
  );
  process.exit(1);
}
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, baseConfig: withProgram });
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report) console.log(report);
const lintErrors = results.reduce((sum, result) => sum + result.errorCount + result.fatalErrorCount, 0);

if (diagnostics.length > 0 || lintErrors > 0) {
  console.error(`lint-typed: ${diagnostics.length} type error(s), ${lintErrors} lint error(s).`);
  process.exit(1);
}
