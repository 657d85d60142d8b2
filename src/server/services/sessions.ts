import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionTimeouts } from '../config';
import { createSession, deleteSession, findSessionUser, type SessionUser } from '../repositories/sessions';
import type { UserRow } from '../db/types';
import {
  findStaffToken,
  insertStaffToken,
  SIGN_IN_CHALLENGE_TTL_MS,
  SIGN_IN_PURPOSE,
} from '../repositories/twoFactor';
import {
  DEVICE_COOKIE,
  DEVICE_TTL_MS,
  deviceToken,
  knownDeviceId,
  newSessionToken,
  SESSION_COOKIE,
  SIGN_IN_COOKIE,
  sessionTokenHash,
} from './auth';

/** httpOnly, SameSite=Strict, and Secure when the request came over https (behind a trusted proxy too). */
const PRIVATE_COOKIE: CookieSerializeOptions = { httpOnly: true, sameSite: 'strict', secure: 'auto' };
const SESSION_COOKIE_OPTIONS: CookieSerializeOptions = { ...PRIVATE_COOKIE, path: '/' };
/** The device cookie is only ever needed by the sign-in call. */
const DEVICE_COOKIE_OPTIONS: CookieSerializeOptions = { ...PRIVATE_COOKIE, path: '/api/user/login' };

/** The half-finished sign-in's cookie reaches only the code and enrolment steps. */
const SIGN_IN_COOKIE_OPTIONS: CookieSerializeOptions = { ...PRIVATE_COOKIE, path: '/api/user/login' };

/** The user of the request's live session (within its idle and absolute timeouts), if any. */
export async function sessionUserOf(request: FastifyRequest): Promise<SessionUser | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  const { server } = request;
  return token
    ? findSessionUser(server.db, sessionTokenHash(token), server.clock(), sessionTimeouts(server.config))
    : undefined;
}

/**
 * Starts a session for the user and sets the `sid` cookie (until the session's absolute end). Only the
 * last step of a sign-in calls this: a person who gave only their password has no session.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const { server } = request;
  const token = newSessionToken();
  const now = server.clock();
  const timeouts = sessionTimeouts(server.config);
  await createSession(server.db, {
    tokenHash: sessionTokenHash(token),
    userId,
    now,
    timeouts,
    userAgent: request.headers['user-agent'] ?? '',
    address: request.ip,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    ...SESSION_COOKIE_OPTIONS,
    expires: new Date(now.getTime() + timeouts.maxMs),
  });
}

/** Starts the code step of a sign-in: a single-use challenge (only its hash stored) in a cookie. */
export async function startSignInChallenge(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const token = newSessionToken();
  const now = request.server.clock();
  await insertStaffToken(
    request.server.db,
    userId,
    SIGN_IN_PURPOSE,
    sessionTokenHash(token),
    now,
    SIGN_IN_CHALLENGE_TTL_MS,
  );
  reply.setCookie(SIGN_IN_COOKIE, token, {
    ...SIGN_IN_COOKIE_OPTIONS,
    maxAge: SIGN_IN_CHALLENGE_TTL_MS / 1000,
  });
}

/** The request's sign-in challenge, if it is live. */
export async function signInChallengeOf(request: FastifyRequest) {
  const token = request.cookies[SIGN_IN_COOKIE];
  if (!token) return undefined;
  const found = await findStaffToken(
    request.server.db,
    SIGN_IN_PURPOSE,
    sessionTokenHash(token),
    request.server.clock(),
  );
  return found.outcome === 'valid' ? found : undefined;
}

export function clearSignInChallenge(reply: FastifyReply): void {
  reply.clearCookie(SIGN_IN_COOKIE, SIGN_IN_COOKIE_OPTIONS);
}

/** Deletes the request's session (if any) and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(request.server.db, sessionTokenHash(token));
  reply.clearCookie(SESSION_COOKIE, SESSION_COOKIE_OPTIONS);
}

type DeviceOwner = Pick<UserRow, 'id' | 'password_hash'>;

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
