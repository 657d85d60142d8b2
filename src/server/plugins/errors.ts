import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { message } from '../openapi/catalogue';
import { validationMessage } from '../openapi/validationMessage';
import { isApiError } from '../services/errors';

export const SERVER_FAULT_MESSAGE = message('serverFault');

/** Sentences for the errors Fastify and its plugins raise themselves, by code, then by status. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: message('contentTypeRejected'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: message('bodyLengthMismatch'),
  FST_ERR_CTP_BODY_TOO_LARGE: message('requestTooLarge'),
  FST_ERR_CTP_EMPTY_JSON_BODY: message('bodyEmpty'),
  FST_ERR_CTP_INVALID_JSON_BODY: message('bodyNotJson'),
  FST_FILES_LIMIT: message('tooManyFiles'),
  FST_FIELDS_LIMIT: message('tooManyFields'),
  FST_PARTS_LIMIT: message('tooManyParts'),
  FST_PROTO_VIOLATION: message('fieldNameRejected'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: message('multipartRequired'),
};
const STATUS_MESSAGES: Record<number, string> = {
  400: message('requestInvalid'),
  401: message('signInRequired'),
  403: message('notAllowed'),
  404: message('pathNotFound'),
  405: message('methodNotAllowed'),
  406: message('notAcceptable'),
  413: message('requestTooLarge'),
  415: message('contentTypeRejected'),
  429: message('tooManyRequests', { tryAgain: message('tryAgainLater') }),
};

function clientErrorMessage(error: FastifyError, status: number): string {
  if (isApiError(error)) return error.message;
  if (error.code && FRAMEWORK_MESSAGES[error.code]) return FRAMEWORK_MESSAGES[error.code];
  if (error instanceof SyntaxError) return FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY;
  return STATUS_MESSAGES[status] ?? message('requestNotHandled');
}

/**
 * The error handler: every error answers `{ message }` with a sentence of the contract's `x-messages`
 * (validation failures name the field; a server fault is logged and answers 500 without details).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply
          .code(400)
          .send({ message: validationMessage(error.validation, error.validationContext ?? 'body') });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ message: SERVER_FAULT_MESSAGE });
      }
      if (isApiError(error) && error.headers) reply.headers(error.headers);
      return reply.code(status).send({ message: clientErrorMessage(error, status) });
    });
  },
  { name: 'errors' },
);
