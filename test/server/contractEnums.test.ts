import fs from 'node:fs';
import { parse } from 'yaml';
import { APPLICATION_STATUSES } from '../../src/domain/applicationStatuses';
import { CATEGORY } from '../../src/domain/categories';
import { enumOf } from '../../src/server/openapi/catalogue';
import { contractPath } from '../../src/server/paths';

/** The domain core's lists are the contract's enums, in the contract's order. */
describe('domain lists and contract enums', () => {
  it('has the application statuses of ApplicationStatus, in order', () => {
    expect([...APPLICATION_STATUSES]).toEqual(enumOf('ApplicationStatus'));
  });

  it('has the job categories of Category', () => {
    expect(Object.values(CATEGORY).sort()).toEqual([...enumOf('Category')].sort());
  });
});

/**
 * Probe finding: `Readiness.checks.redis` listed `off` unquoted, which a YAML 1.1 reader (most OpenAPI
 * tools, PyYAML, many generators) reads as the boolean false, so every readiness answer failed its
 * schema there. Every enum value of a string schema must be a string under YAML 1.1 as well as 1.2.
 */
describe('contract enums under a YAML 1.1 reader', () => {
  it('Readiness.checks.redis off is a string: every enum value of a string schema reads as a string in YAML 1.1', () => {
    const document: unknown = parse(fs.readFileSync(contractPath, 'utf8'), {
      version: '1.1',
      maxAliasCount: -1,
    });
    const wrong: string[] = [];
    const walk = (node: unknown, trail: string): void => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${trail}/${index}`));
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'string' && Array.isArray(schema.enum)) {
        for (const value of schema.enum)
          if (typeof value !== 'string' && !(value === null && schema.nullable === true))
            wrong.push(`${trail}: ${JSON.stringify(value)}`);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${trail}/${key}`);
    };
    walk(document, '#');
    expect(wrong).toEqual([]);
  });
});
