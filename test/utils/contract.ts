import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { loadContract, responseSchema } from '../../src/server/openapi/contract';
import { contractPath } from '../../src/server/paths';

/**
 * Checks answers against openapi.yaml: the server tests check what the real server answers, the web
 * tests check what their fake network answers, so neither side can drift from the contract unnoticed.
 */
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

/** Throws unless `body` has the shape openapi.yaml documents for that operation and status. */
export function assertContractAnswer(operationId: string, status: number, body: unknown, raw?: string): void {
  const validate = ajv.compile(responseSchema(contractPath, operationId, status) as object);
  if (!validate(body))
    throw new Error(
      `${operationId} ${status} does not match the contract: ${ajv.errorsText(validate.errors)}\n${(raw ?? JSON.stringify(body)).slice(0, 500)}`,
    );
}

const contract = loadContract(contractPath);
// Path parameters and query values arrive as text, as do multipart fields: coerce them as the server does.
const requestAjv = new Ajv({ allErrors: true, strict: false, coerceTypes: true });
addFormats(requestAjv);

/** What a request carries, as a fake server sees it. */
export interface ContractRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body, or the fields of a multipart form (files as `Blob`). */
  body?: unknown;
}

function formFields(form: FormData, fileFields: string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  form.forEach((value, name) => {
    if (!fileFields.includes(name) && typeof value === 'string') fields[name] = value;
  });
  return fields;
}

/** The body schema without its file fields (a fake checks the files' presence, not their bytes). */
function withoutFiles(schema: Record<string, unknown>, fileFields: string[]): Record<string, unknown> {
  const properties = { ...(schema.properties as Record<string, unknown> | undefined) };
  for (const name of fileFields) delete properties[name];
  const required = Array.isArray(schema.required)
    ? (schema.required as string[]).filter((name) => !fileFields.includes(name))
    : undefined;
  return { ...schema, properties, ...(required ? { required } : {}) };
}

/** Throws unless the request's parameters, query and body are what openapi.yaml accepts for it. */
export function assertContractRequest(operationId: string, request: ContractRequest): void {
  const operation = contract.operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the contract.`);
  const parts: [string, Record<string, unknown> | undefined, unknown][] = [
    ['params', operation.schema.params, { ...request.params }],
    ['query', operation.schema.querystring, { ...request.query }],
  ];
  if (operation.schema.body) {
    const multipart = request.body instanceof FormData;
    const body = multipart ? formFields(request.body as FormData, operation.fileFields) : request.body;
    const schema = multipart
      ? withoutFiles(operation.schema.body, operation.fileFields)
      : operation.schema.body;
    parts.push(['body', schema, body]);
  } else if (request.body !== undefined && request.body !== null) {
    throw new Error(`${operationId} takes no request body.`);
  }
  for (const [name, schema, value] of parts) {
    if (!schema) continue;
    const validate = requestAjv.compile(schema);
    if (!validate(value))
      throw new Error(
        `${operationId} request ${name} does not match the contract: ${requestAjv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 500)}`,
      );
  }
}
