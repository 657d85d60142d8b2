import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { loadContract, responseSchema, type ContractOperation } from '../../src/server/openapi/contract';
import { contractPath } from '../../src/server/paths';

/**
 * Checks answers against openapi.yaml: the server tests check what the real server answers, the web
 * tests check what their fake network answers, so neither side can drift from the contract unnoticed.
 * The checker is strict: Ajv's strict mode (an unknown keyword or format in the contract is an error,
 * strict types and `required`; `nullable` becomes a type union, so union types are allowed), no type
 * coercion, `additionalProperties` as the contract writes it, and every status and media type an
 * operation answers must be documented.
 */
export const strictAjv = (options: Options = {}) =>
  addFormats(new Ajv({ strict: true, allowUnionTypes: true, coerceTypes: false, ...options }));

const ajv = strictAjv({ allErrors: true });

const answerValidators = new Map<string, ValidateFunction>();

/**
 * Why an answer is outside the contract (its status and media type undocumented, or its body off the
 * schema), or undefined when it is inside. `body` is the parsed JSON, or the text of another media type.
 */
export function answerViolation(
  operationId: string,
  status: number,
  body: unknown,
  mediaType = 'application/json',
): string | undefined {
  const key = `${operationId} ${status} ${mediaType}`;
  let validate = answerValidators.get(key);
  if (!validate) {
    let schema: unknown;
    try {
      schema = responseSchema(contractPath, operationId, status, mediaType);
    } catch (error) {
      return (error as Error).message;
    }
    validate = ajv.compile(schema as object);
    answerValidators.set(key, validate);
  }
  return validate(body) ? undefined : ajv.errorsText(validate.errors);
}

/** Throws unless `body` has the shape openapi.yaml documents for that operation and status. */
export function assertContractAnswer(operationId: string, status: number, body: unknown, raw?: string): void {
  const violation = answerViolation(operationId, status, body);
  if (violation)
    throw new Error(
      `${operationId} ${status} does not match the contract: ${violation}\n${(raw ?? JSON.stringify(body)).slice(0, 500)}`,
    );
}

export const contract = loadContract(contractPath);

/** The contract's operation with this id (throws when there is none). */
export function contractOperation(operationId: string): ContractOperation {
  const operation = contract.operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the contract.`);
  return operation;
}

/*
 * Requests are checked as the server checks them (src/server/http/validators.ts): the first error
 * only, JSON bodies strictly, and path parameters, query values and multipart fields (text by nature)
 * converted to the contract's types after their written form has been checked.
 */
const jsonAjv = strictAjv({ useDefaults: true });
const textAjv = strictAjv({ useDefaults: true, coerceTypes: true });
const requestValidators = new Map<string, ValidateFunction>();

function requestValidator(key: string, schema: object, textual: boolean): ValidateFunction {
  let validate = requestValidators.get(key);
  if (!validate) {
    validate = (textual ? textAjv : jsonAjv).compile(schema);
    requestValidators.set(key, validate);
  }
  return validate;
}

/** What a request carries, as a fake server sees it. */
export interface ContractRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body, or the fields of a multipart form (files as `Blob`). */
  body?: unknown;
}

/** Where a request part is validated, named as Fastify names it in its validation errors. */
export type RequestPart = 'params' | 'querystring' | 'body';

/** The outcome of checking a request: the values as the handler sees them, or the first error. */
export interface CheckedRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  error?: { part: RequestPart; error: ErrorObject };
}

/**
 * The fields of a multipart form as the server collects them: text fields as strings, the operation's
 * file fields as the sent `Blob` (a file input left empty, no name and no bytes, counts as not sent).
 */
export function formFields(form: FormData, fileFields: string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') {
      if (!fileFields.includes(name)) fields[name] = value;
    } else if (fileFields.includes(name) && (value.size > 0 || (value as File).name)) {
      fields[name] = value;
    }
  });
  return fields;
}

/** Checks a request against openapi.yaml in the server's order (params, body, query). */
export function checkContractRequest(operationId: string, request: ContractRequest): CheckedRequest {
  const operation = contractOperation(operationId);
  const checked: CheckedRequest = {
    params: { ...request.params },
    query: { ...request.query },
    body: request.body instanceof FormData ? formFields(request.body, operation.fileFields) : request.body,
  };
  const multipart = request.body instanceof FormData;
  const parts: [RequestPart, object | undefined, unknown, boolean][] = [
    ['params', operation.schema.params, checked.params, true],
    ['body', operation.schema.body, checked.body, multipart],
    ['querystring', operation.schema.querystring, checked.query, true],
  ];
  if (!operation.schema.body && request.body !== undefined && request.body !== null)
    throw new Error(`${operationId} takes no request body.`);
  for (const [part, schema, value, textual] of parts) {
    if (!schema) continue;
    const validate = requestValidator(`${operationId} ${part} ${String(textual)}`, schema, textual);
    if (!validate(value)) return { ...checked, error: { part, error: (validate.errors ?? [])[0] } };
  }
  return checked;
}

/** Throws unless the request's parameters, query and body are what openapi.yaml accepts for it. */
export function assertContractRequest(operationId: string, request: ContractRequest): void {
  const { error, params, query, body } = checkContractRequest(operationId, request);
  if (!error) return;
  const value = error.part === 'params' ? params : error.part === 'querystring' ? query : body;
  const name = error.part === 'querystring' ? 'query' : error.part;
  throw new Error(
    `${operationId} request ${name} does not match the contract: ${textAjv.errorsText([error.error])}\n${JSON.stringify(value).slice(0, 500)}`,
  );
}
