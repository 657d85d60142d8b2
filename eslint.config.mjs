import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Each folder under src/features is one feature; its index.ts is the only file other features may import. */
const features = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The SPA's folders (everything under src except the server, the domain core, the route registry and the
 * generated contract files in src/api); src/ssr (the head, the route data and the form pages the render entry
 * writes) is SPA code that runs in Node.
 */
const spa = [
  './src/app',
  './src/features',
  './src/components',
  './src/shared',
  './src/ssr',
  './src/i18n',
  './src/vendor-shims',
  './src/index.tsx',
];

/** The SPA's layers below its composition root (src/app): none of them imports it. */
const belowApp = [
  './src/features',
  './src/components',
  './src/shared',
  './src/ssr',
  './src/i18n',
  './src/routes',
];

/**
 * Import boundaries (docs/ARCHITECTURE.md, "Boundaries"):
 * - src/api is the bottom layer: it imports nothing of the SPA or the server;
 * - shared components know no feature;
 * - a feature imports another feature only through that feature's public entry (its index.ts);
 * - the SPA and the server never import each other; the server may import only the generated files of src/api;
 * - src/domain (the shared domain core) imports nothing of the project, and both the SPA and the server use it;
 * - src/routes (the route registry) imports only the domain core and the contract's roles; the SPA and the
 *   server both read it;
 * - src/app is the SPA's composition root (the store, the router, the layouts, the browser and render
 *   entries): nothing below it imports it; shared pieces live in src/shared;
 * - the server's layers: routes (parse, call a use case, reply) → services (the use cases and their rules)
 *   → repositories (SQL only) → db (connection, migrations, seed, transactions, types). A route imports of
 *   src/server/db only the table types and transactions; a repository imports no service, route or plugin;
 *   a service imports no route.
 */
export const boundaryZones = [
  {
    target: './src/domain',
    from: './src/!(domain)/**',
    message: 'src/domain is the shared domain core: it imports nothing else of the project.',
  },
  {
    target: './src/routes',
    from: './src/!(routes|domain|api)/**',
    message:
      'src/routes is the route registry: it imports only src/domain and the contract (src/api/roles.ts).',
  },
  {
    target: './src/routes',
    from: './src/api',
    except: ['./roles.ts'],
    message: 'src/routes is the route registry: of src/api it imports only the contract roles (roles.ts).',
  },
  {
    target: belowApp,
    from: './src/app',
    message:
      'src/app is the composition root: nothing below it imports it. Move what several layers share to src/shared (or src/routes).',
  },
  {
    target: './src/server/routes',
    from: './src/server/db',
    except: ['./types.ts', './transactions.ts'],
    message:
      'A route parses, calls a service (or a repository for a plain read) and replies: of src/server/db it imports only types.ts and transactions.ts.',
  },
  {
    target: './src/server/repositories',
    from: ['./src/server/services', './src/server/routes', './src/server/plugins'],
    message:
      'A repository is SQL only (rows in, rows out): it imports no service, route or plugin. Put the rule in src/server/services.',
  },
  {
    target: './src/server/services',
    from: './src/server/routes',
    message: 'A service is a use case: it imports no route (HTTP stays in src/server/routes).',
  },
  {
    target: './src/server/openapi',
    from: [
      './src/server/http',
      './src/server/web',
      './src/server/plugins',
      './src/server/routes',
      './src/server/services',
      './src/server/repositories',
    ],
    message:
      'src/server/openapi is the contract reader every layer reads: it imports none of them. The HTTP binding of the operations lives in src/server/http.',
  },
  {
    target: './src/server/db/migrations',
    from: './src/server/openapi',
    message:
      'A shipped migration creates the same schema forever: write its sizes as numbers (migrations/columns.ts), never read them from the contract.',
  },
  {
    target: ['./src/server/db/*.ts', './src/server/db/migrations/**'],
    from: ['./src/server/services', './src/server/routes', './src/server/plugins'],
    message:
      'src/server/db is infrastructure below the services: only the seed (db/seed) calls use cases, like a script. Start-up work that needs services lives in services/bootstrap.ts.',
  },
  {
    target: './src/server/db/migrations',
    from: ['./src/!(server)/**', './src/server/!(db|openapi)/**'],
    message:
      'A shipped migration is frozen: it carries the texts and rules it needs as they were (see migrations/statusTemplateDefaults.ts), never imports live domain code, services or templates.',
  },
  {
    target: './src/api',
    from: [...spa, './src/server'],
    message: 'src/api is the contract layer: it must not import the SPA or the server.',
  },
  {
    target: './src/shared',
    from: './src/features',
    message:
      'src/shared is what several features share (the store types, the session slice, links, formats): it knows no feature. Move the piece into src/shared, or pass it in.',
  },
  {
    target: './src/ssr',
    from: './src/components',
    message:
      'src/ssr writes the head, the route data and the no-JavaScript form pages; the page components reach it only through the render entry. What both need (titles, descriptions) lives in src/shared.',
  },
  {
    target: './src/components',
    from: './src/features',
    message: 'Shared components know no feature: move the part into the feature, or pass it in as props.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: `./src/features/!(${feature})/**`,
    except: ['**/src/features/*/index.ts'],
    message: `Import another feature only through its public entry (src/features/<name>/index.ts).`,
  })),
  {
    target: spa,
    from: './src/server',
    message: 'The SPA never imports server code.',
  },
  {
    target: './src/server',
    from: spa,
    message: 'The server never imports SPA code.',
  },
  {
    target: './src/server',
    from: './src/api',
    except: [
      './schema.d.ts',
      './limits.ts',
      './messages.ts',
      './htmlPolicy.ts',
      './consent.ts',
      './roles.ts',
    ],
    message: 'The server may import only the generated contract files of src/api.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules: a promise is awaited, returned or explicitly voided, and never passed where a
    // callback's result is ignored.
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts', '*.config.ts'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.lint.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.web.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The domain core runs in the browser and in Node: no Node modules, no DOM.
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // One exception: big.js, plain decimal arithmetic for money (no Node, no DOM; issue 40's rule).
            {
              regex: '^(node:|@|(?!big\\.js$)[a-z])',
              message: 'src/domain imports no package (big.js aside): it is plain TypeScript.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'process',
        'Buffer',
        'require',
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
);
