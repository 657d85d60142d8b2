import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { hasMessage, message, patternOf } from './catalogue';
import { PLAIN_INTEGER } from './contract';

/** The contract's pattern for text that must contain something other than spaces. */
export const NON_BLANK = '\\S';
/** The contract's pattern for ids (and other positive whole numbers) written in a URL or a form. */
export const POSITIVE_INTEGER = '^[1-9][0-9]*$';
/** The contract's one rule for e-mail addresses. */
const EMAIL_ADDRESS = patternOf('EmailText');

function fieldName(error: FastifySchemaValidationError, context: string): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    return params.missingProperty;
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
    return params.additionalProperty;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || (context === 'body' ? 'The request body' : context);
}

/** A field's own sentence for an address that is not one (`emailInvalid`), else the generic one. */
const invalidEmail = (field: string) =>
  hasMessage(`${field}Invalid`) ? message(`${field}Invalid`) : `${field} must be a valid e-mail address.`;

/** Turns Ajv's first error into a sentence a person understands, naming the field. */
export function validationMessage(errors: FastifySchemaValidationError[], context: string): string {
  const error = errors[0];
  if (!error) return 'The request is not valid.';
  const params = error.params as Record<string, unknown>;
  const field = fieldName(error, context);
  switch (error.keyword) {
    case 'required':
      // A field with a sentence of its own in the catalogue (`consentRequired`) is asked for with it.
      return hasMessage(`${field}Required`) ? message(`${field}Required`) : `${field} is required.`;
    case 'minLength':
      // A field with a sentence of its own (`passwordTooShort`, `passwordTooLong`) is answered with it,
      // unless the rule only asks for something (a sign-in password must just not be empty).
      if (params.limit !== 1 && hasMessage(`${field}TooShort`))
        return message(`${field}TooShort`, { min: Number(params.limit) });
      return params.limit === 1
        ? `${field} must not be empty.`
        : `${field} must be at least ${String(params.limit)} characters long.`;
    case 'maxLength':
      if (hasMessage(`${field}TooLong`)) return message(`${field}TooLong`, { max: Number(params.limit) });
      return `${field} must be at most ${String(params.limit)} characters long.`;
    case 'enum': {
      const allowed = (params.allowedValues as unknown[] | undefined)?.filter((value) => value !== '') ?? [];
      return `${field} must be one of: ${allowed.join(', ')}.`;
    }
    case 'format':
      return params.format === 'email' ? invalidEmail(field) : `${field} is not in the expected format.`;
    case 'pattern':
      if (params.pattern === NON_BLANK) return `${field} must not be empty.`;
      if (params.pattern === EMAIL_ADDRESS) return invalidEmail(field);
      if (params.pattern === POSITIVE_INTEGER || params.pattern === PLAIN_INTEGER)
        return `${field} must be a whole number.`;
      return `${field} is not in the expected format.`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}.`;
    case 'additionalProperties':
      return `${field} is not an accepted field.`;
    case 'type':
      if (field === 'The request body')
        return 'The request body is missing or is not in the expected format.';
      if (params.type === 'integer') return `${field} must be a whole number.`;
      return `${field} must be a ${String(params.type)}.`;
    default:
      return `${field} is not valid.`;
  }
}
