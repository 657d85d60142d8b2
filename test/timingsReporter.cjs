/**
 * Records how long each test file took (Jest's own per-file times) in `.test-timings/jest-<projects>.json`,
 * for the summary at the end of `.ci/run` (scripts/slowest-tests.mjs).
 */
const fs = require('node:fs');
const path = require('node:path');

class TimingsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    const projects = globalConfig.selectProjects ?? ['all'];
    this.file = path.join(this.rootDir, '.test-timings', `jest-${projects.join('-')}.json`);
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults.map((result) => ({
      file: path.relative(this.rootDir, result.testFilePath),
      seconds: (result.perfStats.end - result.perfStats.start) / 1000,
      tests: result.numPassingTests + result.numFailingTests + result.numPendingTests,
    }));
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(files, null, 1));
  }
}

module.exports = TimingsReporter;
