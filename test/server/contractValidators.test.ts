import type { FastifySchema, HTTPMethods } from 'fastify';
import { loadContract } from '../../src/server/openapi/contract';
import { contractPath } from '../../src/server/paths';
import { contractValidatorCompiler } from '../../src/server/http/validators';

// The server compiles an operation's validators when the route is first asked (src/server/http/validators.ts):
// here every one of them is compiled, so a schema Ajv cannot compile fails the tests, not a visitor's request.
it('compiles the validator of every part of every operation of the contract', () => {
  const { operations } = loadContract(contractPath);
  let compiled = 0;
  for (const operation of operations) {
    const isMultipart = operation.bodyMediaTypes.includes('multipart/form-data');
    for (const [httpPart, schema] of Object.entries(operation.schema)) {
      const validate = contractValidatorCompiler(isMultipart)({
        schema: schema as FastifySchema,
        method: operation.method as HTTPMethods,
        url: operation.url,
        httpPart,
      });
      // A value of no schema's type: the validator runs (compiling first) and answers with its errors.
      expect(() => validate(Symbol('no value'))).not.toThrow();
      compiled += 1;
    }
  }
  // (Operations without parameters or a body have no validator.)
  expect(compiled).toBeGreaterThan(operations.length / 2);
});
