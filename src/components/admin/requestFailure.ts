import { isApiError, NETWORK_ERROR_STATUS } from '../../api/baseApi';
import { messages } from '../../api/messages';

export const NETWORK_FAILURE_TEXT =
  'The server could not be reached. Check your internet connection and try again.';

/**
 * The sentence of a failed staff request: the server's own for a 4xx, `serverFault` for a fault on the
 * server, and the connection sentence when the server could not be reached.
 */
export function requestFailureText(error: unknown, serverFault: string = messages.serverFault): string {
  if (!isApiError(error) || error.status === NETWORK_ERROR_STATUS) return NETWORK_FAILURE_TEXT;
  if (error.status >= 500) return serverFault;
  return error.message || serverFault;
}
