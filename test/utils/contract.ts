import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { responseSchema } from '../../src/server/openapi/contract';
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
