import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContract } from '../../src/server/openapi/contract';
import { contractPath } from '../../src/server/paths';

// The parsed contract is kept as JSON named by the text's digest (src/server/openapi/contract.ts): a
// project folder without node_modules keeps it in the system's temporary folder.
const cacheFileOf = (text: string) =>
  path.join(os.tmpdir(), 'agency-contract', `openapi-${createHash('sha1').update(text).digest('hex')}.json`);

describe('the parsed contract kept between processes', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-contract-test-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is written under the digest of the text, so a changed contract is parsed again', () => {
    const file = path.join(dir, 'openapi.yaml');
    const text = `${fs.readFileSync(contractPath, 'utf8')}\n# ${dir}\n`;
    fs.writeFileSync(file, text);
    const operations = loadContract(file).operations.length;
    expect(operations).toBeGreaterThan(50);
    const cached = cacheFileOf(text);
    expect(JSON.parse(fs.readFileSync(cached, 'utf8'))).toHaveProperty('openapi');

    // A new version of the file: another digest, another cache file, the same operations.
    const changed = `${text}# changed\n`;
    fs.writeFileSync(file, changed);
    expect(loadContract(file).operations.length).toBe(operations);
    expect(fs.existsSync(cacheFileOf(changed))).toBe(true);
    fs.rmSync(cached, { force: true });
    fs.rmSync(cacheFileOf(changed), { force: true });
  });

  it('ignores a damaged cache file, parses the contract and writes the file again', () => {
    const file = path.join(dir, 'openapi.yaml');
    const text = `${fs.readFileSync(contractPath, 'utf8')}\n# damaged ${dir}\n`;
    fs.writeFileSync(file, text);
    const cached = cacheFileOf(text);
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    fs.writeFileSync(cached, '{"openapi": "3.0.3", "paths": {');
    expect(loadContract(file).operations.length).toBeGreaterThan(50);
    expect(JSON.parse(fs.readFileSync(cached, 'utf8'))).toHaveProperty('paths');
    fs.rmSync(cached, { force: true });
  });
});
