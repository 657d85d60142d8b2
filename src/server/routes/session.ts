import type { FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../openapi/catalogue';
import { publicUrlMissing } from '../config';
import type { components } from '../../api/schema';
import type { SessionUser } from '../repositories/sessions';
import { findUserByEmail } from '../repositories/users';
import { appendAudit } from '../repositories/audit';
import { enqueueMail } from '../services/outbox';
import { timestampText } from '../../domain/timestamps';
import { withTransaction } from '../db/transactions';
import {
  confirmTotpEnrolment,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  consumeStaffToken,
} from '../repositories/twoFactor';
import type { Database, UserRow } from '../db/types';
import type { Kysely } from 'kysely';
import type { OperationHandlers } from '../fastifyTypes';
import { decoyHash, verifyPassword } from '../services/auth';
import { tooManyRequests, unauthorized } from '../services/errors';
import {
  clearSignInChallenge,
  endSession,
  knownDeviceOf,
  rememberDevice,
  signInChallengeOf,
  startSession,
  startSignInChallenge,
} from '../services/sessions';
import { actorOf, fieldSummary, recordEvent } from '../services/audit';
import { consumeSecondFactorCode, type CodeOutcome } from '../services/secondFactor';
import { totpSecretContext } from '../services/secrets';
import { accountSecurityMail, type AccountChange } from '../services/pipelineTexts';
import {
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpEnrolment,
  totpStepOf,
} from '../services/twoFactor';

type SessionAnswer = components['schemas']['SessionUser'];

export const WRONG_CREDENTIALS = message('wrongCredentials');

/**
 * The signed-in person and their role: `roll` is `admin` for an Administrator (the sign-in page then says
 * "Admin Login successfully") and the role's name otherwise. The users table holds only `StaffRole`
 * values: start-up writes `admin`, the staff screens the contract's roles.
 */
const sessionAnswer = (user: Pick<SessionUser, 'id' | 'name' | 'email' | 'role'>): SessionAnswer => {
  const role = user.role as SessionAnswer['roll'];
  return { userdata: { id: user.id, name: user.name, email: user.email, role }, roll: role };
};

/** The e-mail that tells a person their password or second factor changed, for the outbox. */
export function accountSecurityNotice(
  request: FastifyRequest,
  user: Pick<UserRow, 'name' | 'email'>,
  change: AccountChange,
) {
  return {
    kind: 'account-security' as const,
    to: user.email,
    ...accountSecurityMail({
      name: user.name,
      change,
      at: timestampText(request.server.clock()),
      address: request.ip,
    }),
  };
}

/**
 * Counts an attempt at a second-factor code (the `code` sign-in limits), then checks and uses the code
 * up. Wrong codes and replays are audited and answered with `refuse` (the status of the operation); a
 * refused attempt (429) is audited as `sign-in-locked`.
 */
export async function checkCodeAttempt(
  request: FastifyRequest,
  user: UserRow,
  code: string,
  refuse: (sentence: string) => Error,
  /**
   * A single-use thing the code is for (a sign-in challenge), used up in one transaction with the code:
   * when it is gone (false), the code is not used up and `refuse` is answered with `goneSentence`.
   */
  together?: { useUp: (trx: Kysely<Database>) => Promise<boolean>; goneSentence: string },
): Promise<{
  outcome: Exclude<CodeOutcome, 'wrong' | 'replayed' | 'unreadable'>;
  succeeded: () => Promise<void>;
}> {
  const { server } = request;
  const ticket = await server.codeLimits.begin({
    ip: request.ip,
    email: user.email,
    knownDeviceId: knownDeviceOf(request, user),
  });
  const actor = actorOf(request, user);
  if (!ticket.allowed) {
    await recordEvent(server.db, actor, {
      action: 'sign-in-locked',
      resource: 'session',
      summary: fieldSummary({ email: user.email, step: 'code' }),
    });
    throw tooManyRequests(ticket.message, ticket.retryAfterSeconds);
  }
  const outcome = together
    ? await consumeCodeTogether(request, user, code, together.useUp)
    : await consumeSecondFactorCode(server.db, server.secrets, user, code, server.clock());
  if (outcome === 'gone') throw refuse(together?.goneSentence ?? message('signInTimedOut'));
  if (outcome === 'unreadable') {
    // The operator's problem (a changed or lost key), told to them in the log and to the person plainly.
    request.log.error({ userId: user.id }, 'A second factor cannot be opened with this SECRETS_KEY.');
    await recordEvent(server.db, actor, { action: 'code-failed', resource: 'session', recordId: user.id });
    throw refuse(message('secondFactorUnreadable'));
  }
  if (outcome === 'wrong' || outcome === 'replayed') {
    await recordEvent(server.db, actor, {
      action: outcome === 'wrong' ? 'code-failed' : 'code-replayed',
      resource: 'session',
      recordId: user.id,
    });
    throw refuse(message(outcome === 'wrong' ? 'wrongCode' : 'codeReplayed'));
  }
  if (outcome === 'recovery')
    await recordEvent(server.db, actor, {
      action: 'recovery-code-used',
      resource: 'session',
      recordId: user.id,
    });
  return { outcome, succeeded: ticket.succeeded };
}

/** Thrown inside a transaction to roll it back when the code is refused. */
class CodeRefused extends Error {
  constructor(readonly outcome: CodeOutcome) {
    super(outcome);
  }
}

/**
 * Uses up `useUp` and the code in one transaction, or neither: parallel requests with several recovery codes
 * for one sign-in challenge wait on the challenge's row (PostgreSQL) or run one at a time (SQLite), so only
 * the request that starts the session spends its code ('gone' for the others, their codes unspent).
 */
async function consumeCodeTogether(
  request: FastifyRequest,
  user: UserRow,
  code: string,
  useUp: (trx: Kysely<Database>) => Promise<boolean>,
): Promise<CodeOutcome | 'gone'> {
  const { server } = request;
  try {
    return await withTransaction(server.db, async (trx) => {
      if (!(await useUp(trx))) return 'gone';
      const outcome = await consumeSecondFactorCode(trx, server.secrets, user, code, server.clock());
      if (outcome !== 'totp' && outcome !== 'recovery') throw new CodeRefused(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof CodeRefused) return error.outcome;
    throw error;
  }
}

/** Starts the session of a completed sign-in, audits it and marks the browser as a known device. */
async function completeSignIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  clearSignInChallenge(reply);
  await startSession(request, reply, user.id);
  await recordEvent(request.server.db, actorOf(request, user), {
    action: 'sign-in',
    resource: 'session',
    recordId: user.id,
  });
  rememberDevice(request, reply, user);
}

/** The enrolment a person is offered: a new secret, kept as pending until a code confirms it. */
export async function offerEnrolment(request: FastifyRequest, user: Pick<UserRow, 'id' | 'email'>) {
  const secret = newTotpSecret();
  const sealed = request.server.secrets.seal(secret, totpSecretContext(user.id));
  await setPendingTotpSecret(request.server.db, user.id, sealed);
  return totpEnrolment(secret, user.email);
}

export const sessionHandlers = {
  /**
   * The password step. The attempt is counted before the password is checked (see SignInLimits), so
   * parallel guesses cannot all slip under the limit; 429 says so, distinct from 401 "Wrong Email or
   * Password". A right password gives no session: only a challenge cookie for the code step.
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

    // An invited account has no password yet: checked against the decoy, like an unknown e-mail.
    const passwordMatches = await verifyPassword(
      password,
      user?.password_hash || (await decoyHash(request.server.config.passwordHashCost)),
    );
    if (!user || !passwordMatches || user.disabled_at !== null) {
      await recordEvent(request.server.db, actorOf(request, user), { action: 'sign-in-failed', ...attempt });
      // Only the right password learns that the account is disabled: a guesser learns nothing more.
      throw unauthorized(user && passwordMatches ? message('accountDisabled') : WRONG_CREDENTIALS);
    }

    await ticket.succeeded();
    await startSignInChallenge(request, reply, user.id);
    reply.code(202);
    if (user.totp_secret) return { step: 'code' as const };
    return { step: 'enrol' as const, enrolment: await offerEnrolment(request, user) };
  },

  /** The code step: a TOTP code (once) or a recovery code, then the session. */
  async verifySignInCode(request, reply) {
    const challenge = await signInChallengeOf(request);
    if (!challenge || !challenge.user.totp_secret) throw unauthorized(message('signInTimedOut'));
    const { user } = challenge;
    const attempt = await checkCodeAttempt(request, user, request.body.code, unauthorized, {
      useUp: (trx) => consumeStaffToken(trx, challenge.tokenId, request.server.clock()),
      goneSentence: message('signInTimedOut'),
    });
    await attempt.succeeded();
    await completeSignIn(request, reply, user);
    return sessionAnswer(user);
  },

  /** First sign-in: the offered secret is confirmed with a code, recovery codes are made, the session starts. */
  async enrolSecondFactor(request, reply) {
    const { server } = request;
    const challenge = await signInChallengeOf(request);
    if (!challenge) throw unauthorized(message('signInTimedOut'));
    const { user } = challenge;
    const sealed = user.totp_pending_secret;
    // A secret on offer that this key cannot open (sealed with another key) is offered anew at sign-in.
    const secret = sealed && server.secrets.tryOpen(sealed, totpSecretContext(user.id));
    if (user.totp_secret || !sealed || !secret) throw unauthorized(message('enrolmentNotOffered'));
    const ticket = await server.codeLimits.begin({ ip: request.ip, email: user.email });
    if (!ticket.allowed) {
      await recordEvent(server.db, actorOf(request, user), {
        action: 'sign-in-locked',
        resource: 'session',
        summary: fieldSummary({ email: user.email, step: 'enrol' }),
      });
      throw tooManyRequests(ticket.message, ticket.retryAfterSeconds);
    }
    const now = server.clock();
    const step = totpStepOf(secret, request.body.code, now);
    if (step === undefined) {
      await recordEvent(server.db, actorOf(request, user), {
        action: 'code-failed',
        resource: 'session',
        recordId: user.id,
      });
      throw unauthorized(message('enrolmentCodeWrong'));
    }
    const recoveryCodes = newRecoveryCodes();
    const enrolled = await withTransaction(server.db, async (trx) => {
      if (!(await consumeStaffToken(trx, challenge.tokenId, now))) return false;
      if (!(await confirmTotpEnrolment(trx, user.id, sealed, step))) return false;
      await replaceRecoveryCodes(trx, user.id, recoveryCodes.map(recoveryCodeHash), now);
      await enqueueMail(trx, [accountSecurityNotice(request, user, 'second-factor-enrolled')]);
      await appendAudit(trx, actorOf(request, user), [
        { action: 'second-factor-enrolled', resource: 'staff', recordId: user.id },
      ]);
      return true;
    });
    if (!enrolled) throw unauthorized(message('enrolmentNotOffered'));
    server.outboxWorker?.wake();
    await ticket.succeeded();
    await completeSignIn(request, reply, user);
    return { ...sessionAnswer(user), recovery_codes: recoveryCodes };
  },

  async logout(request, reply) {
    await endSession(request, reply);
    return { message: message('loggedOut') };
  },

  async getCurrentUser(request) {
    if (!request.staffUser) throw unauthorized();
    return sessionAnswer(request.staffUser);
  },

  /** The banner's warnings: mail off for everyone, a live site without PUBLIC_URL for Administrators. */
  async getServerNotices(request) {
    const { server, staffUser } = request;
    if (!staffUser) throw unauthorized();
    return {
      mail_off: !server.mailOn,
      public_url_unset: staffUser.role === 'admin' && publicUrlMissing(server.config),
    };
  },
} satisfies Partial<OperationHandlers>;
