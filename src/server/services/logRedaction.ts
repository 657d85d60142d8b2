import type { FastifyServerOptions } from 'fastify';

/** What stands in for a redacted value in the logs. */
export const REDACTED = '[redacted]';

/**
 * Paths pino removes from every log line: credentials and personal data (e-mail, phone, names,
 * tokens, passwords) wherever a request, a body or an error carries them.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...['email', 'phone', 'name', 'token', 'password', 'to_address'].flatMap((field) => [
    field,
    `*.${field}`,
    `body.${field}`,
    `req.body.${field}`,
  ]),
];

/** Query parameters whose values never reach the logs (link tokens, addresses). */
const SECRET_QUERY = /([?&](?:token|email|phone)=)[^&#]*/gi;

/** A URL as logged: the values of secret query parameters replaced. */
export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, `$1${REDACTED}`);

/** The server's logger options with redaction added (whatever level or destination the caller chose). */
export function loggerOptions(
  logger: NonNullable<FastifyServerOptions['logger']>,
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  return {
    ...base,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      req: (request: {
        method: string;
        url: string;
        hostname?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  } as FastifyServerOptions['logger'];
}
