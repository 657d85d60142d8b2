import fs from 'node:fs';
import path from 'node:path';
import { ENVIRONMENT_SCHEMA, environmentTable, readEnvironment } from '../../src/server/environment';

const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');

describe('the environment schema', () => {
  it('is the README table of environment variables, row for row', () => {
    const start = readme.indexOf('\n', readme.indexOf('<!-- environment-table:')) + 1;
    const end = readme.indexOf('<!-- /environment-table -->');
    expect(start).toBeGreaterThan(0);
    expect(readme.slice(start, end)).toBe(`${environmentTable()}\n\n`);
  });

  it('describes every variable the server reads, and every variable it describes is read', () => {
    const read = new Set<string>();
    for (const file of ['config.ts', 'environment.ts']) {
      const text = fs.readFileSync(path.join(__dirname, '../../src/server', file), 'utf8');
      for (const match of text.matchAll(/\b(?:env|vars)\.([A-Z][A-Z0-9_]+)/g)) read.add(match[1]);
    }
    const described = Object.keys(ENVIRONMENT_SCHEMA.properties).filter((name) => !name.startsWith('TEST_'));
    expect([...read].sort()).toEqual(described.sort());
  });

  it('converts types, applies defaults, treats blank values as unset and splits lists', () => {
    const values = readEnvironment({ PORT: ' 8080 ', HOST: '  ', ALLOWED_ORIGINS: 'a,b', OTHER: 'x' });
    expect(values.PORT).toBe(8080);
    expect(values.HOST).toBe('0.0.0.0');
    expect(values.ALLOWED_ORIGINS).toEqual(['a', 'b']);
    expect(readEnvironment({}).ALLOWED_ORIGINS).toEqual([]);
    expect(values).not.toHaveProperty('OTHER');
  });

  it('refuses a bad value with a sentence naming the variable and what it must be', () => {
    expect(() => readEnvironment({ RATE_LIMIT_READS: '1.5' })).toThrow(
      'RATE_LIMIT_READS must be a whole number of 0 or more, not "1.5".',
    );
    expect(() => readEnvironment({ MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(
      'MAX_EVENT_LOOP_DELAY_MS must be a whole number of 0 or more, not "-1".',
    );
    expect(() => readEnvironment({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP must be 1 or more.');
    expect(() => readEnvironment({ SESSION_MAX_HOURS: 'half a day' })).toThrow(
      'SESSION_MAX_HOURS must be a whole number of 1 or more, not "half a day".',
    );
    expect(() => readEnvironment({ REDIS_URL: 'localhost:6379' })).toThrow(
      'REDIS_URL must start with redis:// or rediss://, not "localhost:6379".',
    );
  });
});
