import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadContract, type ContractOperation } from '../../src/server/openapi/contract';
import { contractPath } from '../../src/server/paths';
import {
  createJob,
  databaseTargets,
  gifImage,
  jpegPhoto,
  multipart,
  pdfResume,
  pngLogo,
  signIn,
  startTestServer,
  type FilePart,
  type TestServer,
} from './helpers';
import { answerViolation } from '../utils/contract';
import { inSlowTier, slowTierTarget } from './tier';

/**
 * Contract fuzzing: for every operation of openapi.yaml, requests generated from its own schemas,
 * either valid or with exactly one constraint broken, sent signed in and anonymously. Every answer
 * must be a status the operation documents, with the documented body, and never a 5xx.
 */

type Schema = Record<string, unknown>;
type Random = () => number;

/**
 * The fast tier sends a short run on each database (the same seed, so the same first requests); the slow
 * tier the whole run on one (test/server/tier.ts).
 */
const RUNS_PER_DATABASE = inSlowTier ? 2400 : 300;
const fuzzTargets = inSlowTier ? [slowTierTarget] : databaseTargets;
const SEED = 0x5eed_2026;

/** A small seeded generator (mulberry32), so a failure replays exactly. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Generator {
  constructor(
    private readonly random: Random,
    private readonly knownFiles: () => string[],
  ) {}

  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.random() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  text(maxLength = 40): string {
    const pieces = [
      'Welder',
      'Dubai',
      'ITI',
      '₹60,000',
      'नमस्ते',
      '🙂',
      '<b>x</b>',
      "O'Neil",
      ' ',
      '-',
      'Ä',
      '3-5',
    ];
    let value = '';
    const target = this.int(1, Math.max(1, Math.min(maxLength, 40)));
    while (value.length < target) value += this.pick(pieces);
    value = value.slice(0, maxLength);
    return value.trim() === '' ? 'x' : value;
  }

  /** A valid value for a (Fastify-ready) JSON schema; `textual` integers come as plain-digit text. */
  valid(schema: Schema, name = ''): unknown {
    if (Array.isArray(schema.allOf)) {
      const numeric = (schema.allOf as Schema[]).find((part) => part.type === 'integer') ?? {};
      return String(this.integer(numeric, name));
    }
    if (Array.isArray(schema.enum)) return this.pick(schema.enum.filter((value) => value !== null));
    switch (schema.type) {
      case 'integer':
        return this.integer(schema, name);
      case 'object':
        return this.object(schema);
      case 'string':
        return this.string(schema, name);
      default:
        return this.text();
    }
  }

  integer(schema: Schema, name: string): number {
    const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
    const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
    if (name === 'id' || name === 'job_id') return this.chance(0.85) ? this.int(1, 12) : this.int(min, max);
    return this.int(min, max);
  }

  string(schema: Schema, name: string): string {
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 256;
    if (schema.format === 'email') return `person${this.int(1, 99999)}@example.com`;
    if (typeof schema.pattern === 'string' && schema.pattern.startsWith('^[a-f0-9]{64}')) {
      const known = this.knownFiles();
      if (known.length > 0 && this.chance(0.7)) return this.pick(known);
      const hex = Array.from({ length: 64 }, () => this.pick([...'0123456789abcdef'])).join('');
      return `${hex}.${this.pick(['png', 'jpg', 'webp', 'gif', 'pdf'])}`;
    }
    if (name === 'website') return '';
    if (this.chance(0.05)) return 'x'.repeat(maxLength);
    return this.text(maxLength);
  }

  object(schema: Schema): Record<string, unknown> {
    const properties = isObject(schema.properties) ? (schema.properties as Record<string, Schema>) : {};
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const result: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(properties)) {
      if (required.includes(name) || this.chance(0.6)) result[name] = this.valid(property, name);
    }
    return result;
  }

  /** One way to break a single constraint of a property's schema (or undefined when it has none). */
  broken(schema: Schema, json: boolean): unknown {
    const options: Array<() => unknown> = [];
    if (Array.isArray(schema.allOf)) {
      options.push(() =>
        this.pick(['0x2', '1e0', '+1', '01', '1.0', ' 1', '0', '-3', '2147483648', 'abc', '']),
      );
    }
    if (schema.type === 'string' || Array.isArray(schema.enum)) {
      if (typeof schema.maxLength === 'number')
        options.push(() => 'y'.repeat((schema.maxLength as number) + 1));
      if (Array.isArray(schema.enum)) options.push(() => 'not-an-option');
      if (schema.format === 'email') options.push(() => this.pick(['not an email', '@', 'a@', ' ']));
      if (typeof schema.pattern === 'string')
        options.push(() => this.pick(['   ', '\t', '../etc/passwd', '']));
      options.push(() => `bad${this.pick(['\u0000', '\ud800', '\udfff'])}text`);
      if (json) options.push(() => this.pick([1.5, true, null, ['a'], { a: 1 }, 0]));
    }
    if (schema.type === 'integer' && json) options.push(() => this.pick(['1', 1.5, -1, 2 ** 40, null]));
    return options.length > 0 ? this.pick(options)() : undefined;
  }
}

interface PlannedRequest {
  options: InjectOptions;
  operation: ContractOperation;
  broken: boolean;
}

function fileParts(generator: Generator, operation: ContractOperation, broken: boolean): FilePart[] {
  const parts: FilePart[] = [];
  for (const field of operation.fileFields) {
    const valid =
      field === 'resume'
        ? { filename: 'cv.pdf', contentType: 'application/pdf', data: pdfResume(generator.text()) }
        : generator.pick([
            { filename: 'logo.png', contentType: 'image/png', data: pngLogo() },
            { filename: 'photo.jpg', contentType: 'image/jpeg', data: jpegPhoto() },
            { filename: 'tiny.gif', contentType: 'image/gif', data: gifImage() },
          ]);
    const invalid = generator.pick([
      { filename: 'evil.svg', contentType: 'image/svg+xml', data: Buffer.from('<svg onload="x()"/>') },
      { filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) },
      { filename: 'cv.pdf', contentType: 'application/pdf', data: Buffer.from('not a pdf') },
      { filename: 'logo.png', contentType: 'image/png', data: pngLogo() },
    ]);
    parts.push({ field, ...(broken ? invalid : valid) });
  }
  return parts;
}

/** Percent-encodes a path value; a lone surrogate is sent as the invalid UTF-8 bytes it would become. */
function encodePathValue(value: string): string {
  return [...value]
    .map((character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

function plan(
  generator: Generator,
  operation: ContractOperation,
  cookie: string | undefined,
): PlannedRequest {
  const breakIt = generator.chance(0.5);
  const params = operation.schema.params;
  const paramValues = isObject(params) ? (generator.valid(params) as Record<string, unknown>) : {};
  const body = operation.schema.body;
  const isMultipart = operation.bodyMediaTypes.includes('multipart/form-data');
  let bodyValues: Record<string, unknown> = isObject(body) ? generator.object(body) : {};
  for (const field of operation.fileFields) delete bodyValues[field];
  let breakFiles = false;

  if (breakIt) {
    const choices: Array<() => boolean> = [];
    if (isObject(params)) {
      for (const [name, schema] of Object.entries(params.properties as Record<string, Schema>)) {
        choices.push(() => {
          const value = generator.broken(schema, false);
          if (value === undefined) return false;
          paramValues[name] = value;
          return true;
        });
      }
    }
    if (isObject(body)) {
      const properties = (body.properties ?? {}) as Record<string, Schema>;
      const required = (body.required ?? []) as string[];
      for (const [name, schema] of Object.entries(properties)) {
        if (operation.fileFields.includes(name)) continue;
        choices.push(() => {
          const value = generator.broken(schema, !isMultipart);
          if (value === undefined) return false;
          bodyValues[name] = value;
          return true;
        });
        if (required.includes(name)) choices.push(() => delete bodyValues[name]);
      }
      if (body.additionalProperties === false) {
        choices.push(() => {
          bodyValues = { ...bodyValues, [generator.pick(['admin', 'id', '__proto__x', 'role'])]: 'x' };
          return true;
        });
      }
      if (operation.fileFields.length > 0) choices.push(() => (breakFiles = true));
      if (!isMultipart) choices.push(() => ((bodyValues = generator.pick([[], 'text', 42]) as never), true));
    }
    if (choices.length > 0) {
      let done = false;
      for (let attempt = 0; attempt < 4 && !done; attempt += 1) done = generator.pick(choices)();
    }
  }

  const url = operation.url.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    encodePathValue(String(paramValues[name])),
  );
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const options: InjectOptions = { method: operation.method, url, headers };
  if (isObject(body)) {
    if (isMultipart) {
      const fields = Object.fromEntries(
        Object.entries(bodyValues).map(([key, value]) => [key, String(value)]),
      );
      const files = fileParts(generator, operation, breakFiles).filter(
        () => !(breakFiles && generator.chance(0.3)),
      );
      const form = multipart(fields, files);
      options.payload = form.payload;
      Object.assign(headers, form.headers);
    } else {
      options.payload = JSON.stringify(bodyValues);
      headers['content-type'] = 'application/json';
    }
  }
  // Now and then, break the request itself rather than a field: a foreign origin or a body type
  // the operation does not list.
  if (operation.method !== 'GET' && generator.chance(0.04)) {
    headers.origin = 'https://elsewhere.example';
    return { options, operation, broken: true };
  }
  if (options.payload !== undefined && generator.chance(0.04)) {
    headers['content-type'] = generator.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
    ]);
    return { options, operation, broken: true };
  }
  return { options, operation, broken: breakIt };
}

/** Why an answer is outside the contract, or undefined when it is inside (every answer is checked). */
function contractViolation(
  document: Schema,
  operation: ContractOperation,
  response: LightMyRequestResponse,
): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `a ${status}`;
  const pathItem = (document.paths as Record<string, Schema>)[operation.openapiPath];
  const responses = (pathItem[operation.method.toLowerCase()] as Schema).responses as Schema;
  if (!(String(status) in responses)) return `undocumented status ${status}`;
  const mediaType = String(response.headers['content-type'] ?? '').split(';')[0];
  // JSON is checked parsed; any other media type (a page, a CSV, a file's bytes) as the text it is.
  let body: unknown = response.body;
  if (mediaType === 'application/json') {
    try {
      body = response.json();
    } catch {
      return 'a body that is not JSON';
    }
  }
  const violation = answerViolation(operation.operationId, status, body, mediaType);
  return violation === undefined ? undefined : `body ${violation}`;
}

describe.each(fuzzTargets)('contract fuzzing on $name', (target) => {
  let server: TestServer;
  let app: FastifyInstance;
  let cookie: string;
  const contract = loadContract(contractPath);
  const knownFiles: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(target);
    app = server.app;
    cookie = await signIn(app);
    for (let index = 0; index < 4; index += 1) {
      const job = await createJob(app, cookie, {
        title: `Fuzz seed ${index}`,
        category: index % 2 ? '2' : '1',
      });
      knownFiles.push(job.logo.replace('/files/', ''));
    }
  });
  afterAll(async () => server.close());

  it(`answers ${RUNS_PER_DATABASE} generated requests inside the contract, never with a 5xx`, async () => {
    const generator = new Generator(seededRandom(SEED), () => knownFiles);
    const violations: string[] = [];
    const statuses = new Map<number, number>();
    let brokenCount = 0;
    const started = Date.now();
    for (let run = 0; run < RUNS_PER_DATABASE; run += 1) {
      const operation = generator.pick(contract.operations);
      // Sign-in checks a password (deliberately slow): fuzz it less often.
      if (operation.operationId === 'login' && !generator.chance(0.3)) continue;
      const signedIn = generator.chance(0.6);
      const request = plan(generator, operation, signedIn ? cookie : undefined);
      if (request.broken) brokenCount += 1;
      const response = await app.inject({ ...request.options, remoteAddress: `10.9.${run % 250}.1` });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const violation = contractViolation(contract.document, operation, response);
      if (violation) {
        violations.push(
          `${operation.operationId} ${request.options.method} ${request.options.url} -> ${violation}: ${response.body.slice(0, 200)}`,
        );
      }
      if (response.statusCode === 200 && operation.operationId === 'logout' && signedIn)
        cookie = await signIn(app);
      if (response.statusCode === 200 && /^create(Job|BlogPost|TeamMember)$/.test(operation.operationId)) {
        const data = (response.json() as { data: Record<string, unknown> }).data;
        const stored = String(data.logo ?? data.photo ?? '');
        if (stored.startsWith('/files/')) knownFiles.push(stored.replace('/files/', ''));
      }
    }
    const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const summary = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}:${count}`)
      .join(' ');
    console.log(
      `fuzz ${target.name}: ${sent} requests (${brokenCount} with one constraint broken) over ${contract.operations.length} operations in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${summary}; ${violations.length} outside the contract`,
    );
    expect(violations.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThan(RUNS_PER_DATABASE * 0.9);
  }, 180_000);
});
