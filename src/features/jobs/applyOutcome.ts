import { messages } from '../../api/messages';
import { isApiError } from '../../api/baseApi';

export const SOMETHING_WENT_WRONG = messages.somethingWentWrong;

/** HTTP reason phrases: when the error "message" is only one of these, the server sent no sentence. */
const REASON_PHRASES = new Set([
  'Request failed',
  'Bad Request',
  'Unauthorized',
  'Forbidden',
  'Not Found',
  'Conflict',
  'Payload Too Large',
  'Content Too Large',
  'Unsupported Media Type',
  'Unprocessable Entity',
  'Too Many Requests',
  'Internal Server Error',
  'Bad Gateway',
  'Service Unavailable',
  'Gateway Timeout',
]);

/** The server's own sentence from a failed call, or messages.somethingWentWrong when it sent none. */
export function serverSentence(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return SOMETHING_WENT_WRONG;
  const message = error.message.trim();
  return message && !REASON_PHRASES.has(message) ? message : SOMETHING_WENT_WRONG;
}

/** A picked file counts as a PDF when its type or name says so (browsers report `application/pdf`). */
export const isPdf = (file: File): boolean =>
  file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
