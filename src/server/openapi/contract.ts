import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

type JsonObject = Record<string, unknown>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One operation of openapi.yaml, turned into what Fastify needs to register and validate it. */
export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** The contract's path, e.g. `/job/{id}`. */
  openapiPath: string;
  /** The Fastify route under the API base, e.g. `/api/job/:id`. */
  url: string;
  /** True when the operation lists `sessionCookie` security. */
  requiresSession: boolean;
  /** The staff roles that may use the operation (its `x-roles`); empty for a public operation. */
  roles: string[];
  /** True when the operation documents a 429 answer. */
  rateLimited: boolean;
  /** Media types the request body may have; empty when the operation takes no body. */
  bodyMediaTypes: string[];
  /** Names of body fields that are uploaded files (`format: binary`). */
  fileFields: string[];
  schema: {
    params?: JsonObject;
    querystring?: JsonObject;
    body?: JsonObject;
  };
}

export interface Contract {
  document: JsonObject;
  operations: ContractOperation[];
}

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Replaces every local `$ref` with a copy of its target. */
export function dereference(value: unknown, document: JsonObject, trail: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => dereference(item, document, trail));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, not ${ref}.`);
    if (trail.includes(ref)) throw new Error(`Circular $ref ${ref} in openapi.yaml.`);
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
        document,
      );
    if (target === undefined) throw new Error(`Unresolved $ref ${ref} in openapi.yaml.`);
    return dereference(target, document, [...trail, ref]);
  }
  const copy: JsonObject = {};
  for (const [key, item] of Object.entries(value)) copy[key] = dereference(item, document, trail);
  return copy;
}

const OPENAPI_ONLY_KEYWORDS = [
  'example',
  'xml',
  'externalDocs',
  'deprecated',
  'discriminator',
  'readOnly',
  'writeOnly',
];

/** How a whole number or a number must be written where it arrives as text (paths, form fields). */
export const PLAIN_INTEGER = '^-?(0|[1-9][0-9]*)$';
const PLAIN_NUMBER = '^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$';

export interface JsonSchemaOptions {
  /**
   * The value arrives as text (path parameters, multipart fields) and is converted after validation:
   * numbers must first be written plainly (their `pattern`, or plain digits), so `0x2`, `1e0`, `+1`
   * or ` 1` are refused rather than read as numbers.
   */
  textual?: boolean;
}

/**
 * Turns an OpenAPI 3.0 schema object into JSON Schema for Ajv: `nullable` becomes a type union (an
 * enum keeps its values as written, so a nullable enum must list `null` itself),
 * documentation-only keywords go, and `format: binary` (an uploaded file) accepts any value so the
 * upload service can judge the file itself.
 */
export function toJsonSchema(schema: unknown, options: JsonSchemaOptions = {}): unknown {
  if (Array.isArray(schema)) return schema.map((item) => toJsonSchema(item, options));
  if (!isObject(schema)) return schema;
  if (schema.format === 'binary') {
    return typeof schema.description === 'string' ? { description: schema.description } : {};
  }
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    // Documentation keywords, `nullable` (below) and the contract's own `x-` extensions are not JSON Schema.
    if (OPENAPI_ONLY_KEYWORDS.includes(key) || key === 'nullable' || key.startsWith('x-')) continue;
    if (key === 'properties' && isObject(value)) {
      result.properties = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, toJsonSchema(property, options)]),
      );
    } else if (key === 'enum' && Array.isArray(value)) {
      // OpenAPI 3.0: `nullable` does not add null to an enum; the contract lists it where it is allowed.
      if (schema.nullable === true && !value.includes(null))
        throw new Error(`openapi.yaml: a nullable enum must list null (${JSON.stringify(value)}).`);
      result.enum = value;
    } else {
      result[key] = toJsonSchema(value, options);
    }
  }
  if (schema.nullable === true && typeof schema.type === 'string') result.type = [schema.type, 'null'];
  if (schema.type === 'integer' || schema.type === 'number') {
    // A pattern on a number describes how it is written; it applies where numbers arrive as text.
    delete result.pattern;
    if (options.textual) {
      const pattern =
        typeof schema.pattern === 'string'
          ? schema.pattern
          : schema.type === 'integer'
            ? PLAIN_INTEGER
            : PLAIN_NUMBER;
      return { allOf: [{ type: 'string', pattern }, result] };
    }
  }
  return result;
}

function fileFieldsOf(schema: unknown): string[] {
  if (!isObject(schema)) return [];
  const fields = new Set<string>();
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (isObject(property) && property.format === 'binary') fields.add(name);
    }
  }
  for (const part of [schema.allOf, schema.oneOf, schema.anyOf]) {
    if (Array.isArray(part)) part.forEach((item) => fileFieldsOf(item).forEach((name) => fields.add(name)));
  }
  return [...fields];
}

function parametersSchema(parameters: JsonObject[], location: 'path' | 'query'): JsonObject | undefined {
  const selected = parameters.filter((parameter) => parameter.in === location);
  if (selected.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(
      selected.map((parameter) => [
        parameter.name as string,
        toJsonSchema(parameter.schema ?? {}, { textual: true }),
      ]),
    ),
    required: selected
      .filter((parameter) => parameter.required === true)
      .map((parameter) => parameter.name as string),
  };
}

function bodySchema(requestBody: unknown): {
  mediaTypes: string[];
  schema?: JsonObject;
  fileFields: string[];
} {
  if (!isObject(requestBody) || !isObject(requestBody.content)) return { mediaTypes: [], fileFields: [] };
  const content = requestBody.content as Record<string, JsonObject>;
  const mediaTypes = Object.keys(content);
  const fileFields = [...new Set(mediaTypes.flatMap((type) => fileFieldsOf(content[type].schema)))];
  const schemaOf = (type: string) =>
    toJsonSchema(content[type].schema ?? {}, { textual: type === 'multipart/form-data' }) as JsonObject;
  if (mediaTypes.length === 1) {
    return { mediaTypes, schema: schemaOf(mediaTypes[0]), fileFields };
  }
  return {
    mediaTypes,
    schema: {
      content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: schemaOf(type) }])),
    },
    fileFields,
  };
}

/**
 * The `x-roles` of an operation: every staff operation (session security) must list at least one role
 * of the `StaffRole` enum, and a public operation none, so an operation cannot be added without saying
 * who may use it.
 */
function operationRoles(
  operation: JsonObject,
  requiresSession: boolean,
  staffRoles: string[],
  name: string,
): string[] {
  const roles = operation['x-roles'];
  if (!requiresSession) {
    if (roles !== undefined) throw new Error(`${name} is public but lists x-roles.`);
    return [];
  }
  if (!Array.isArray(roles) || roles.length === 0)
    throw new Error(`${name} needs a session but lists no x-roles.`);
  const unknown = roles.filter((role) => typeof role !== 'string' || !staffRoles.includes(role));
  if (unknown.length > 0)
    throw new Error(`${name} lists x-roles outside StaffRole: ${unknown.map(String).join(', ')}.`);
  return roles as string[];
}

/** The `StaffRole` enum of the contract: every staff role, in order. */
export function staffRolesOf(document: JsonObject): string[] {
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const staffRole = schemas.StaffRole;
  const values = isObject(staffRole) ? staffRole.enum : undefined;
  if (!Array.isArray(values) || values.length === 0 || !values.every((value) => typeof value === 'string'))
    throw new Error('openapi.yaml: StaffRole needs an enum of role names.');
  return values as string[];
}

/**
 * The contracts read so far, by file, API base and the file's size and modification time: a process reads
 * and resolves openapi.yaml once (about a quarter of a second of CPU), however many servers it builds (the
 * tests build hundreds), and every server gets the same operation objects, so their validators compiled
 * once are found again (see contractValidatorCompiler). A changed file is read again.
 */
const loaded = new Map<string, Contract>();

/** Reads openapi.yaml into a list of operations ready for Fastify (once per process and file version). */
export function loadContract(file: string, apiBase = '/api'): Contract {
  return oncePerFileVersion(loaded, file, apiBase, () => readContract(file, apiBase));
}

/** `read()` once per file version (its size and modification time) and `variant`: a changed file is read again. */
function oncePerFileVersion<T>(cache: Map<string, T>, file: string, variant: string, read: () => T): T {
  const { size, mtimeMs } = fs.statSync(file);
  const key = JSON.stringify([file, variant, size, mtimeMs]);
  let value = cache.get(key);
  if (value === undefined) {
    value = read();
    cache.set(key, value);
  }
  return value;
}

/** The documents read so far, as written and with every $ref resolved, by file version. */
const documents = new Map<string, { document: JsonObject; resolved: JsonObject }>();

/**
 * openapi.yaml parsed and resolved, once per process and file version: parsing it takes about a tenth of
 * a second, and the tests ask for an answer's schema hundreds of times per file.
 */
function readDocument(file: string): { document: JsonObject; resolved: JsonObject } {
  return oncePerFileVersion(documents, file, '', () => {
    const document = parsedDocument(file);
    return { document, resolved: dereference(document, document) as JsonObject };
  });
}

/**
 * Where parsed contracts are kept as JSON: the project's `node_modules/.cache` (the usual place for tools'
 * caches), else the system's temporary folder.
 */
function contractCacheDir(file: string): string {
  const modules = path.join(path.dirname(file), 'node_modules');
  return path.join(fs.existsSync(modules) ? path.join(modules, '.cache') : os.tmpdir(), 'agency-contract');
}

/**
 * openapi.yaml as an object. Parsing the YAML costs most of a second of CPU (the yaml package on 187 KB),
 * and every process that reads the contract pays it: each test file (Jest gives each its own modules), each
 * server and command started. The parsed document is kept as JSON beside the project, named by the text's
 * digest (a changed contract is a new file), and read back in milliseconds. A cache that cannot be read or
 * written is only slower.
 */
function parsedDocument(file: string): JsonObject {
  const text = fs.readFileSync(file, 'utf8');
  const dir = contractCacheDir(file);
  const cached = path.join(dir, `openapi-${createHash('sha1').update(text).digest('hex')}.json`);
  try {
    return JSON.parse(fs.readFileSync(cached, 'utf8')) as JsonObject;
  } catch {
    // Not cached yet (or unreadable): parse it below.
  }
  const document = parse(text, { maxAliasCount: -1 }) as JsonObject;
  try {
    fs.mkdirSync(dir, { recursive: true });
    // Written whole under another name, then renamed: a reader never sees half a file.
    const partial = `${cached}.${process.pid}.${Date.now()}`;
    fs.writeFileSync(partial, JSON.stringify(document));
    fs.renameSync(partial, cached);
  } catch {
    // A read-only installation: parse again next time.
  }
  return document;
}

function readContract(file: string, apiBase: string): Contract {
  const { document, resolved } = readDocument(file);
  const operations: ContractOperation[] = [];
  const globalSecurity = Array.isArray(resolved.security) ? resolved.security : [];
  const staffRoles = staffRolesOf(document);
  for (const [openapiPath, pathItem] of Object.entries(resolved.paths as Record<string, JsonObject>)) {
    const sharedParameters = (pathItem.parameters as JsonObject[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = pathItem[method.toLowerCase()];
      if (!isObject(operation)) continue;
      if (typeof operation.operationId !== 'string')
        throw new Error(`${method} ${openapiPath} has no operationId.`);
      const parameters = [...sharedParameters, ...((operation.parameters as JsonObject[] | undefined) ?? [])];
      const security = Array.isArray(operation.security) ? operation.security : globalSecurity;
      const body = bodySchema(operation.requestBody);
      const responses = isObject(operation.responses) ? operation.responses : {};
      const schema: ContractOperation['schema'] = {};
      const params = parametersSchema(parameters, 'path');
      const querystring = parametersSchema(parameters, 'query');
      if (params) schema.params = params;
      if (querystring) schema.querystring = querystring;
      if (body.schema) schema.body = body.schema;
      const requiresSession = security.some(
        (requirement) => isObject(requirement) && 'sessionCookie' in requirement,
      );
      operations.push({
        operationId: operation.operationId,
        method,
        openapiPath,
        url: apiBase + openapiPath.replace(/\{([^}]+)\}/g, ':$1'),
        requiresSession,
        roles: operationRoles(operation, requiresSession, staffRoles, operation.operationId),
        rateLimited: '429' in responses,
        bodyMediaTypes: body.mediaTypes,
        fileFields: body.fileFields,
        schema,
      });
    }
  }
  return { document, operations };
}

/** The JSON Schema of an operation's answer for a status and media type (used by tests to check shapes). */
export function responseSchema(
  file: string,
  operationId: string,
  status: number,
  mediaType = 'application/json',
): unknown {
  const { resolved } = readDocument(file);
  for (const pathItem of Object.values(resolved.paths as Record<string, JsonObject>)) {
    for (const method of METHODS) {
      const operation = pathItem[method.toLowerCase()];
      if (!isObject(operation) || operation.operationId !== operationId) continue;
      const response = (operation.responses as Record<string, JsonObject>)[String(status)];
      const content =
        response && isObject(response.content) ? (response.content as Record<string, JsonObject>) : undefined;
      if (!content?.[mediaType])
        throw new Error(`${operationId} documents no ${mediaType} answer for ${status}.`);
      return toJsonSchema(content[mediaType].schema);
    }
  }
  throw new Error(`No operation ${operationId} in the contract.`);
}
