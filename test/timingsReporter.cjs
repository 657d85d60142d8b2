/**
 * Records how long each test file took (Jest's own per-file times) in `.test-timings/jest-<projects>.json`,
 * for the summary at the end of `.ci/run` (scripts/slowest-tests.mjs).
 */
const fs = require('node:fs');
const path = require('node:path');

class TimingsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    // Named by the projects that ran (Jest's global config does not say which were selected): the fast tier
    // and the slow one each keep their own file.
    const projects = [...new Set(results.testResults.map((result) => result.displayName?.name ?? 'jest'))];
    const file = path.join(this.rootDir, '.test-timings', `jest-${projects.sort().join('-') || 'none'}.json`);
    const files = results.testResults.map((result) => ({
      file: path.relative(this.rootDir, result.testFilePath),
      seconds: (result.perfStats.end - result.perfStats.start) / 1000,
      tests: result.numPassingTests + result.numFailingTests + result.numPendingTests,
    }));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(files, null, 1));
  }
}

module.exports = TimingsReporter;
