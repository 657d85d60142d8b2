import { message } from '../openapi/catalogue';
import type { components } from '../../api/schema';
import type { SessionUser } from '../db/sessions';
import { findUserByEmail } from '../db/users';
import type { OperationHandlers } from '../fastifyTypes';
import { hashPassword, verifyPassword } from '../services/auth';
import { tooManyRequests, unauthorized } from '../services/errors';
import { endSession, knownDeviceOf, rememberDevice, startSession } from '../services/sessions';
import { actorOf, fieldSummary, recordEvent } from '../services/audit';

type SessionAnswer = components['schemas']['SessionUser'];

export const WRONG_CREDENTIALS = message('wrongCredentials');

/**
 * The signed-in person and their role: `roll` is `admin` for an Administrator (the sign-in page then says
 * "Admin Login successfully") and the role's name otherwise. The users table holds only `StaffRole`
 * values: start-up writes `admin`, the staff screens the contract's roles.
 */
const sessionAnswer = (user: SessionUser): SessionAnswer => {
  const role = user.role as SessionAnswer['roll'];
  return { userdata: { id: user.id, name: user.name, email: user.email, role }, roll: role };
};

/** Checked against when the e-mail is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

export const sessionHandlers = {
  /**
   * The attempt is counted before the password is checked (see SignInLimits), so parallel guesses
   * cannot all slip under the limit; 429 says so, distinct from 401 "Wrong Email or Password".
   */
  async login(request, reply) {
    const email = request.body.email.trim().toLowerCase();
    const { password } = request.body;
    const user = await findUserByEmail(request.server.db, email);
    const knownDeviceId = user ? knownDeviceOf(request, user) : undefined;
    const ticket = await request.server.signInLimits.begin({ ip: request.ip, email, knownDeviceId });
    // A failed or refused sign-in names the account it tried (when one exists) and the address.
    const attempt = { resource: 'session', summary: fieldSummary({ email }) };
    if (!ticket.allowed) {
      await recordEvent(request.server.db, actorOf(request, user), { action: 'sign-in-locked', ...attempt });
      throw tooManyRequests(ticket.message, ticket.retryAfterSeconds);
    }

    decoyHash ??= hashPassword('decoy password');
    // An invited account has no password yet: checked against the decoy, like an unknown e-mail.
    const passwordMatches = await verifyPassword(password, user?.password_hash || (await decoyHash));
    if (!user || !passwordMatches || user.disabled_at !== null) {
      await recordEvent(request.server.db, actorOf(request, user), { action: 'sign-in-failed', ...attempt });
      throw unauthorized(WRONG_CREDENTIALS);
    }

    await ticket.succeeded();
    await startSession(request, reply, user.id);
    await recordEvent(request.server.db, actorOf(request, user), {
      action: 'sign-in',
      resource: 'session',
      recordId: user.id,
    });
    rememberDevice(request, reply, user, knownDeviceId);
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
} satisfies Partial<OperationHandlers>;
