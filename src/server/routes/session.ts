import { message } from '../openapi/catalogue';
import type { components } from '../../api/schema';
import type { SessionUser } from '../db/sessions';
import { findUserByEmail } from '../db/users';
import type { OperationHandlers } from '../fastifyTypes';
import { hashPassword, verifyPassword } from '../services/auth';
import { tooManyRequests, unauthorized } from '../services/errors';
import { endSession, startSession } from '../services/sessions';
import { bodyOf } from './requestFields';

type SessionAnswer = components['schemas']['SessionUser'];

export const WRONG_CREDENTIALS = message('wrongCredentials');

const sessionAnswer = (user: SessionUser): SessionAnswer => ({
  userdata: { id: user.id, name: user.name, email: user.email, role: user.role },
  roll: user.role,
});

/** Checked against when the e-mail is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

export const sessionHandlers = {
  async login(request, reply) {
    const body = bodyOf(request);
    const email = String(body.email).trim().toLowerCase();
    const password = String(body.password);
    const { loginByIp, loginByEmail } = request.server.limiters;
    const waitSeconds = Math.max(loginByIp.retryAfter(request.ip), loginByEmail.retryAfter(email));
    if (waitSeconds > 0) {
      throw tooManyRequests(
        `Too many sign-in attempts. Please try again in ${Math.ceil(waitSeconds / 60)} minute(s).`,
        waitSeconds,
      );
    }
    const user = await findUserByEmail(request.server.db, email);
    decoyHash ??= hashPassword('decoy password');
    const passwordMatches = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    if (!user || !passwordMatches) {
      loginByIp.hit(request.ip);
      loginByEmail.hit(email);
      throw unauthorized(WRONG_CREDENTIALS);
    }
    loginByEmail.reset(email);
    await startSession(request, reply, user.id);
    return sessionAnswer(user);
  },

  async logout(request, reply) {
    await endSession(request, reply);
    return { message: message('loggedOut') };
  },

  async getCurrentUser(request) {
    if (!request.staffUser) throw unauthorized();
    return sessionAnswer(request.staffUser);
  },
} satisfies OperationHandlers;
