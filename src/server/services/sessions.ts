import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSession, deleteSession, findSessionUser, type SessionUser } from '../db/sessions';
import {
  DEVICE_COOKIE,
  DEVICE_TTL_MS,
  deviceToken,
  knownDeviceId,
  newSessionToken,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  sessionTokenHash,
} from './auth';

/** httpOnly, SameSite=Strict, and Secure when the request came over https (behind a trusted proxy too). */
const PRIVATE_COOKIE: CookieSerializeOptions = { httpOnly: true, sameSite: 'strict', secure: 'auto' };
const SESSION_COOKIE_OPTIONS: CookieSerializeOptions = { ...PRIVATE_COOKIE, path: '/' };
/** The device cookie is only ever needed by the sign-in call. */
const DEVICE_COOKIE_OPTIONS: CookieSerializeOptions = { ...PRIVATE_COOKIE, path: '/api/user/login' };

/** The user of the request's live session, if any. */
export async function sessionUserOf(request: FastifyRequest): Promise<SessionUser | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  return token ? findSessionUser(request.server.db, sessionTokenHash(token)) : undefined;
}

/** Starts a session for the user and sets the `sid` cookie. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const token = newSessionToken();
  const expires = new Date(Date.now() + SESSION_TTL_MS);
  await createSession(request.server.db, sessionTokenHash(token), userId, expires);
  reply.setCookie(SESSION_COOKIE, token, { ...SESSION_COOKIE_OPTIONS, expires });
}

/** Deletes the request's session (if any) and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(request.server.db, sessionTokenHash(token));
  reply.clearCookie(SESSION_COOKIE, SESSION_COOKIE_OPTIONS);
}

interface DeviceOwner {
  id: number;
  password_hash: string;
}

/** The id of the request's device when its device cookie was issued for this account. */
export function knownDeviceOf(request: FastifyRequest, user: DeviceOwner): string | undefined {
  return knownDeviceId(request.cookies[DEVICE_COOKIE], user.id, user.password_hash);
}

/** Marks the browser as a known device of the account (keeping its id when it already was one). */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  user: DeviceOwner,
  deviceId = knownDeviceOf(request, user),
): void {
  reply.setCookie(DEVICE_COOKIE, deviceToken(user.id, user.password_hash, deviceId), {
    ...DEVICE_COOKIE_OPTIONS,
    maxAge: DEVICE_TTL_MS / 1000,
  });
}
