import { message } from '../openapi/catalogue';
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { badRequest } from '../services/errors';
import { isUploadedFile } from '../services/files';

const COMMON_OPTIONS: Options = {
  useDefaults: true,
  // Unknown properties are refused where the contract says `additionalProperties: false`, not dropped.
  removeAdditional: false,
  // One error is enough for the message, and collecting all of them can be made expensive.
  allErrors: false,
};

/**
 * The two validator sets of the process, made once: Ajv keeps each compiled validator by its schema object,
 * and loadContract gives every server the same schema objects, so a second server (the tests build
 * hundreds) compiles nothing (it took about a second of CPU a server when each route had its own Ajv).
 */
const validatorsOf = {
  json: addFormats(new Ajv({ ...COMMON_OPTIONS, coerceTypes: false })),
  text: addFormats(new Ajv({ ...COMMON_OPTIONS, coerceTypes: true })),
};

/**
 * The validators of the contract's operations. JSON bodies are typed by the client and checked
 * strictly: `"Phone-no": 1.5`, `true` or `["a"]` where a string is expected are refused. Path
 * parameters and multipart fields are text by nature and are converted to the contract's types after
 * their written form has been checked (see `toJsonSchema`'s `textual` option).
 */
export function contractValidatorCompiler(isMultipart: boolean): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) =>
    compiledOnFirstUse(httpPart === 'body' && !isMultipart ? validatorsOf.json : validatorsOf.text, schema);
}

/**
 * A validator compiled when its route is first asked, not when the server starts: a process compiles only
 * the operations it serves (the tests build a server per file, each asking a handful of the contract's
 * hundreds of schemas: most of a second of CPU a file). Every operation's validators are compiled in
 * test/server/contractValidators.test.ts, so a schema Ajv cannot compile still fails the tests.
 */
function compiledOnFirstUse(ajv: Ajv, schema: unknown) {
  let compiled: ValidateFunction | undefined;
  const validate = (data: unknown): boolean => {
    compiled ??= ajv.compile(schema as object);
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = null as ValidateFunction['errors'];
  return validate;
}

/** A NUL character or half of a surrogate pair: stored differently (or refused) by each database. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses (400, naming the field) text that the databases cannot store identically: a NUL
 * character, which PostgreSQL rejects, and unpaired UTF-16 surrogates, which are not text at all.
 * Applied to every request body, JSON and multipart alike, before validation (see
 * `assertStorableRequest` for the whole request).
 */
export function assertStorableText(value: unknown, field = 'The request body'): void {
  if (typeof value === 'string') {
    if (UNSTORABLE_TEXT.test(value)) throw badRequest(message('unstorableText', { field }));
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertStorableText(item, `${field}.${index}`));
    return;
  }
  if (typeof value === 'object' && value !== null && !isUploadedFile(value)) {
    for (const [key, item] of Object.entries(value)) {
      assertStorableText(key, 'A field name');
      assertStorableText(item, field === 'The request body' ? key : `${field}.${key}`);
    }
  }
}

/**
 * Refuses (400, naming the parameter or field) a request of any contract operation that carries text
 * the databases cannot store or compare identically (a NUL character: PostgreSQL answered 500 to
 * `?token=%00` where SQLite compared it), wherever it comes: a path parameter, a query parameter (one
 * value or repeated) or the body. Runs before validation and before any handler reads the database.
 */
export function assertStorableRequest(request: { params?: unknown; query?: unknown; body?: unknown }): void {
  for (const part of [request.params, request.query]) {
    if (typeof part !== 'object' || part === null) continue;
    for (const [name, value] of Object.entries(part)) {
      assertStorableText(name, 'A parameter name');
      assertStorableText(value, name);
    }
  }
  assertStorableText(request.body);
}
