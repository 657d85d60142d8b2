/**
 * Jest runs three projects: the server against a real database, the server-rendered head in Node, and the
 * SPA in jsdom.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** The server tests against real databases; the slow tier shares everything but which files it runs. */
const serverProject = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/server'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/test/globalSetup.ts',
  globalTeardown: '<rootDir>/test/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/server/setupTimeout.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};
/** Files only the slow tier runs (fuzz.test.ts runs in both: a short fuzz in the fast tier, the full one here). */
const slowOnly = ['/test/server/durability\\.test\\.ts$', '/test/server/backupDrill\\.test\\.ts$'];
const slowTests = [
  '<rootDir>/test/server/durability.test.ts',
  '<rootDir>/test/server/backupDrill.test.ts',
  '<rootDir>/test/server/fuzz.test.ts',
];

module.exports = {
  // Each file's time, for the slowest-files summary at the end of .ci/run (scripts/slowest-tests.mjs).
  reporters: ['default', '<rootDir>/test/timingsReporter.cjs'],
  // One worker per core, not Jest's default of one fewer: on a 2-core machine that default runs the files one
  // after another (58 min in a slow CI run). Half the server tests' time is waiting on PostgreSQL, SMTP and
  // child processes, and each test has its own database schema and data directory, so two run side by side
  // (18 min on 2026-11-27).
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'server',
      ...serverProject,
      testPathIgnorePatterns: slowOnly,
    },
    {
      // The slow tier (`npm run test:slow`, after the fast ones in CI): tests that load the machine on purpose
      // (a server process killed under write load, backups while writes go on, the whole contract fuzz),
      // each on one database where the fast tier covers the other (test/server/tier.ts).
      displayName: 'slow',
      ...serverProject,
      testMatch: slowTests,
      setupFiles: ['<rootDir>/test/server/slowTier.ts'],
    },
    {
      // The server-rendered head (src/ssr) and the domain core (src/domain): plain Node, as in the render bundle; JSON-LD checked with
      // @adobe/structured-data-validator (an ES module package, compiled for Jest like our sources).
      displayName: 'ssr',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/ssr', '<rootDir>/test/i18n', '<rootDir>/test/domain'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!@adobe/structured-data-validator/)'],
    },
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/test/utils/jsdomEnvironment.cjs',
      roots: ['<rootDir>/test'],
      testMatch: ['<rootDir>/test/{app,components,features,utils}/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/utils/setupWeb.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: [
        '/node_modules/(?!(until-async|msw|@mswjs|@bundled-es-modules|rettime|@open-draft)/)',
      ],
      moduleNameMapper: {
        // The contract checks of test/utils read openapi.yaml with the yaml package's Node build.
        '^yaml$': '<rootDir>/node_modules/yaml/dist/index.js',
        '\\.(png|jpe?g|gif|webp|svg|woff2)$': '<rootDir>/test/utils/fileStub.cjs',
        '\\.css$': '<rootDir>/test/utils/fileStub.cjs',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
  ],
};
