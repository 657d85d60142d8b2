import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * The one cookie this server uses (`sid`) is read and written here directly: @fastify/cookie loads
 * the ESM-only `cookie` package through a dynamic import, which Jest's CommonJS runtime cannot run.
 */

/** The value of a request cookie, or undefined. Values are URI-decoded when they were encoded. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface CookieAttributes {
  path: string;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax';
  secure: boolean;
  expires: Date;
}

/** Adds a Set-Cookie header. */
export function writeCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  attributes: CookieAttributes,
): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${attributes.path}`,
    `Expires=${attributes.expires.toUTCString()}`,
  ];
  if (attributes.expires.getTime() <= 0) parts.push('Max-Age=0');
  if (attributes.httpOnly) parts.push('HttpOnly');
  if (attributes.secure) parts.push('Secure');
  parts.push(`SameSite=${attributes.sameSite}`);
  const existing = reply.getHeader('set-cookie');
  const cookies =
    existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...cookies, parts.join('; ')]);
}
