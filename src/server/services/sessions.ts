import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSession, deleteSession, findSessionUser, type SessionUser } from '../db/sessions';
import { newSessionToken, SESSION_COOKIE, SESSION_TTL_MS, sessionTokenHash } from './auth';
import { readCookie, writeCookie } from './cookies';

/** The user of the request's live session, if any. */
export async function sessionUserOf(request: FastifyRequest): Promise<SessionUser | undefined> {
  const token = readCookie(request, SESSION_COOKIE);
  return token ? findSessionUser(request.server.db, sessionTokenHash(token)) : undefined;
}

/** Starts a session for the user and sets the `sid` cookie (Secure when the request came over https). */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await createSession(request.server.db, sessionTokenHash(token), userId, expiresAt);
  writeCookie(reply, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

/** Deletes the request's session (if any) and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = readCookie(request, SESSION_COOKIE);
  if (token) await deleteSession(request.server.db, sessionTokenHash(token));
  writeCookie(reply, SESSION_COOKIE, '', {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: request.protocol === 'https',
    expires: new Date(0),
  });
}
