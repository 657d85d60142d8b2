import { publicOrigin } from '../config';
import { appendAudit } from '../repositories/audit';
import { enqueueMail } from '../services/outbox';
import { deleteUserSession, deleteUserSessions, listUserSessions } from '../repositories/sessions';
import { withTransaction } from '../db/transactions';
import {
  deleteStaffTokens,
  findStaffToken,
  insertStaffToken,
  PASSWORD_RESET_PURPOSE,
  PASSWORD_RESET_TTL_MS,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  resetSecondFactor,
  SIGN_IN_PURPOSE,
  consumeStaffToken,
  lockAndCountResetRequests,
} from '../repositories/twoFactor';
import { findUserByEmail } from '../repositories/users';
import type { Database, UserRow } from '../db/types';
import type { OperationHandlers } from '../fastifyTypes';
import { message } from '../openapi/catalogue';
import { DEFAULT_SESSION_IDLE_MINUTES, DEFAULT_SESSION_MAX_HOURS, sessionTimeouts } from '../config';
import { actorOf, audited, fieldSummary, recordEvent } from '../services/audit';
import { hashPassword, newSessionToken, sessionTokenHash, verifyPassword } from '../services/auth';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../services/errors';
import { passwordProblem } from '../services/passwords';
import { passwordResetMail } from '../services/pipelineTexts';
import { consumeSecondFactorCode, secondFactorCheckable } from '../services/secondFactor';
import { endSession } from '../services/sessions';
import { newRecoveryCodes, recoveryCodeHash } from '../services/twoFactor';
import { deviceOf } from '../services/userAgent';
import { routes } from '../../routes/registry';
import { accountSecurityNotice, checkCodeAttempt } from './session';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

/** The public page where a person asks for a reset link and, with one, chooses a new password. */
export const FORGOT_PASSWORD_PATH = routes.forgotPassword.path;

async function signedInUserRow(request: FastifyRequest): Promise<UserRow> {
  const staff = request.staffUser;
  if (!staff) throw unauthorized();
  const row = await request.server.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', staff.id)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  return row;
}

async function endAllSignIns(trx: Kysely<Database>, userId: number) {
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await deleteStaffTokens(trx, userId, SIGN_IN_PURPOSE);
}

/**
 * A new reset link for the person (their earlier ones void) and its e-mail in the outbox, in the caller's
 * transaction; the link is returned for an Administrator to pass on when mail is off.
 */
async function queuePasswordReset(
  request: FastifyRequest,
  trx: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
): Promise<string> {
  const { server } = request;
  const token = newSessionToken();
  const link = `${publicOrigin(server.config)}${FORGOT_PASSWORD_PATH}?token=${token}`;
  await deleteStaffTokens(trx, user.id, PASSWORD_RESET_PURPOSE);
  await insertStaffToken(
    trx,
    user.id,
    PASSWORD_RESET_PURPOSE,
    sessionTokenHash(token),
    server.clock(),
    PASSWORD_RESET_TTL_MS,
  );
  await enqueueMail(trx, [
    {
      kind: 'password-reset',
      to: user.email,
      ...passwordResetMail({ name: user.name, link, minutes: PASSWORD_RESET_TTL_MS / 60_000 }),
    },
  ]);
  return link;
}

/**
 * Checks both factors of an operation that asks for the current password and a code, as a guesser would
 * meet a sign-in: the attempt is counted against the sign-in limits (per address and per account, the
 * sign-in's own counters) before any hashing, and a wrong password, a wrong code and a replayed code all
 * get the one sentence `passwordOrCodeWrong`, so the answer never tells that the password was right. The
 * code is only checked (and used up) after a right password. The count is taken back only when both are
 * right. Every failure is audited by what it was.
 */
async function checkCurrentFactors(
  request: FastifyRequest,
  user: UserRow,
  currentPassword: string,
  code: string,
): Promise<{ succeeded: () => Promise<void> }> {
  const { server } = request;
  const actor = actorOf(request, user);
  const ticket = await server.signInLimits.begin({ ip: request.ip, email: user.email });
  if (!ticket.allowed) {
    await recordEvent(server.db, actor, {
      action: 'sign-in-locked',
      resource: 'session',
      summary: fieldSummary({ email: user.email, step: 'password-change' }),
    });
    throw tooManyRequests(ticket.message, ticket.retryAfterSeconds);
  }
  // Asked before the password and independent of it, so it tells nothing about the password.
  if (!secondFactorCheckable(server.secrets, user, code)) {
    request.log.error({ userId: user.id }, 'A second factor cannot be opened with this SECRETS_KEY.');
    await recordEvent(server.db, actor, { action: 'code-failed', resource: 'session', recordId: user.id });
    throw badRequest(message('secondFactorUnreadable'));
  }
  if (!(await verifyPassword(currentPassword, user.password_hash))) {
    await recordEvent(server.db, actor, {
      action: 'sign-in-failed',
      resource: 'session',
      summary: fieldSummary({ email: user.email, step: 'password-change' }),
    });
    throw badRequest(message('passwordOrCodeWrong'));
  }
  const outcome = await consumeSecondFactorCode(server.db, server.secrets, user, code, server.clock());
  if (outcome === 'wrong' || outcome === 'replayed' || outcome === 'unreadable') {
    await recordEvent(server.db, actor, {
      action: outcome === 'replayed' ? 'code-replayed' : 'code-failed',
      resource: 'session',
      recordId: user.id,
    });
    throw badRequest(message('passwordOrCodeWrong'));
  }
  if (outcome === 'recovery')
    await recordEvent(server.db, actor, {
      action: 'recovery-code-used',
      resource: 'session',
      recordId: user.id,
    });
  return { succeeded: ticket.succeeded };
}

/**
 * Reset mails one account gets per hour, whichever addresses ask: further requests are answered alike and
 * change nothing, so the last link sent stays valid (each new link voids the one before).
 */
export const PASSWORD_RESETS_PER_HOUR = 3;

/** Forgot password, My account, and an Administrator's answer to a lost phone. */
export const accountHandlers = {
  /**
   * The same answer for every address; only an enabled account with a password gets a link. Without a
   * mail transport the answer (still the same for every address) says to ask an Administrator. The
   * answer also takes the same time for every address: the link and its mail are made after it is sent
   * (`lifecycle.afterResponse`; a failure is logged), so a staff address is not told by a slower answer.
   */
  async requestPasswordReset(request, reply) {
    const { server } = request;
    const email = request.body.email.trim().toLowerCase();
    const user = await findUserByEmail(server.db, email);
    if (user && user.password_hash !== '' && user.disabled_at === null) {
      server.lifecycle.afterResponse.run(reply, 'A password reset request', async () => {
        const queued = await withTransaction(server.db, async (trx) => {
          const since = new Date(Date.now() - 60 * 60 * 1000);
          if ((await lockAndCountResetRequests(trx, user.id, since)) >= PASSWORD_RESETS_PER_HOUR)
            return false;
          await queuePasswordReset(request, trx, user);
          await appendAudit(trx, actorOf(request, user), [
            { action: 'password-reset-requested', resource: 'staff', recordId: user.id },
          ]);
          return true;
        });
        if (queued) server.outboxWorker?.wake();
      });
    }
    if (!server.mailOn) return { message: message('passwordResetMailOff') };
    return { message: message('passwordResetSent', { email }) };
  },

  /**
   * An Administrator gives a colleague a reset link: queued by e-mail, and in the answer (once, to this
   * Administrator) only when mail is off. Audited, saying whether the link was shown.
   */
  async issueStaffPasswordReset(request) {
    const { server } = request;
    const id = request.params.id;
    const result = await audited(
      request,
      async (trx) => {
        const user = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
        if (!user) return { outcome: 'missing' as const };
        if (user.password_hash === '') return { outcome: 'not-accepted' as const, user };
        if (user.disabled_at !== null) return { outcome: 'disabled' as const, user };
        return { outcome: 'issued' as const, user, link: await queuePasswordReset(request, trx, user) };
      },
      (outcome) =>
        outcome.outcome === 'issued'
          ? {
              action: 'password-reset-issued',
              resource: 'staff',
              recordId: id,
              summary: fieldSummary({ email: outcome.user.email, link: server.mailOn ? 'mailed' : 'shown' }),
            }
          : undefined,
    );
    if (result.outcome === 'missing') throw notFound(message('notFound', { noun: 'Staff member' }));
    if (result.outcome === 'not-accepted')
      throw badRequest(message('passwordResetNotAccepted', { name: result.user.name }));
    if (result.outcome === 'disabled')
      throw badRequest(message('passwordResetDisabled', { name: result.user.name }));
    server.outboxWorker?.wake();
    const issued = message('passwordResetIssued', {
      email: result.user.email,
      minutes: PASSWORD_RESET_TTL_MS / 60_000,
    });
    if (server.mailOn) return { message: issued };
    return {
      message: `${issued} ${message('mailOffQueued')} ${message('linkShownOnce')}`,
      link: result.link,
    };
  },

  /** A new password with the link and the second factor; every session of the person ends. */
  async resetPassword(request) {
    const { server } = request;
    const { token, password, code } = request.body;
    const problem = passwordProblem(password);
    if (problem) throw badRequest(problem);
    const found = await findStaffToken(
      server.db,
      PASSWORD_RESET_PURPOSE,
      sessionTokenHash(token),
      server.clock(),
    );
    if (found.outcome === 'invalid') throw badRequest(message('passwordResetInvalid'));
    if (found.outcome === 'used') throw badRequest(message('passwordResetUsed'));
    if (found.outcome === 'expired') throw badRequest(message('passwordResetExpired'));
    const { user } = found;
    const attempt = await checkCodeAttempt(request, user, code, badRequest);
    const passwordHash = await hashPassword(password, server.config.passwordHashCost);
    const reset = await withTransaction(server.db, async (trx) => {
      if (!(await consumeStaffToken(trx, found.tokenId, server.clock()))) return false;
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      await endAllSignIns(trx, user.id);
      await enqueueMail(trx, [accountSecurityNotice(request, user, 'password-reset')]);
      await appendAudit(trx, actorOf(request, user), [
        { action: 'password-reset', resource: 'staff', recordId: user.id },
      ]);
      return true;
    });
    if (!reset) throw badRequest(message('passwordResetUsed'));
    server.outboxWorker?.wake();
    await attempt.succeeded();
    return { message: message('passwordResetDone') };
  },

  async getMyAccount(request) {
    const { server } = request;
    const staff = request.staffUser;
    if (!staff) throw unauthorized();
    const sessions = await listUserSessions(
      server.db,
      staff.id,
      server.clock(),
      sessionTimeouts(server.config),
    );
    return {
      recovery_codes_left: await recoveryCodesLeft(server.db, staff.id),
      session_idle_minutes: server.config.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES,
      session_max_hours: server.config.sessionMaxHours ?? DEFAULT_SESSION_MAX_HOURS,
      sessions: sessions.map((session) => ({
        id: session.id,
        device: deviceOf(session.user_agent),
        address: session.address,
        created_at: session.created_at,
        last_seen_at: session.last_seen_at,
        current: session.id === staff.sessionId,
      })),
    };
  },

  /** The current password and a code; the other sessions end and the person is told by e-mail. */
  async changePassword(request) {
    const { server } = request;
    const user = await signedInUserRow(request);
    const { current_password: currentPassword, password, code } = request.body;
    const problem = passwordProblem(password);
    if (problem) throw badRequest(problem);
    const attempt = await checkCurrentFactors(request, user, currentPassword, code);
    const passwordHash = await hashPassword(password, server.config.passwordHashCost);
    await audited(
      request,
      async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', user.id)
          .execute();
        await deleteUserSessions(trx, user.id, request.staffUser?.sessionId);
        await deleteStaffTokens(trx, user.id, SIGN_IN_PURPOSE);
        await enqueueMail(trx, [accountSecurityNotice(request, user, 'password-changed')]);
      },
      () => ({ action: 'password-changed', resource: 'staff', recordId: user.id }),
    );
    server.outboxWorker?.wake();
    await attempt.succeeded();
    return { message: message('passwordChanged') };
  },

  async endMyOtherSessions(request) {
    const staff = request.staffUser;
    if (!staff) throw unauthorized();
    await audited(
      request,
      (trx) => deleteUserSessions(trx, staff.id, staff.sessionId),
      (count) => ({
        action: 'sessions-ended',
        resource: 'session',
        recordId: staff.id,
        summary: fieldSummary({ sessions: count, which: 'all others' }),
      }),
    );
    return { message: message('otherSessionsEnded') };
  },

  async endMySession(request, reply) {
    const staff = request.staffUser;
    if (!staff) throw unauthorized();
    const id = request.params.id;
    const ended = await audited(
      request,
      (trx) => deleteUserSession(trx, staff.id, id),
      (done) =>
        done
          ? {
              action: 'sessions-ended',
              resource: 'session',
              recordId: staff.id,
              summary: fieldSummary({ session: id }),
            }
          : undefined,
    );
    if (!ended) throw notFound(message('notFound', { noun: 'Session' }));
    if (id === staff.sessionId) await endSession(request, reply);
    return { message: message('sessionEnded') };
  },

  async regenerateRecoveryCodes(request) {
    const { server } = request;
    const user = await signedInUserRow(request);
    const attempt = await checkCodeAttempt(request, user, request.body.code, badRequest);
    const codes = newRecoveryCodes();
    await audited(
      request,
      async (trx) => {
        await replaceRecoveryCodes(trx, user.id, codes.map(recoveryCodeHash), server.clock());
        await enqueueMail(trx, [accountSecurityNotice(request, user, 'recovery-codes-renewed')]);
      },
      () => ({ action: 'recovery-codes-renewed', resource: 'staff', recordId: user.id }),
    );
    server.outboxWorker?.wake();
    await attempt.succeeded();
    return { recovery_codes: codes };
  },

  /** A lost phone: the second factor and recovery codes go, the sessions end; enrolment at next sign-in. */
  async resetStaffSecondFactor(request) {
    const { server } = request;
    const id = request.params.id;
    const person = await server.db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!person) throw notFound(message('notFound', { noun: 'Staff member' }));
    await audited(
      request,
      async (trx) => {
        await resetSecondFactor(trx, id);
        await enqueueMail(trx, [accountSecurityNotice(request, person, 'second-factor-reset')]);
      },
      () => ({
        action: 'second-factor-reset',
        resource: 'staff',
        recordId: id,
        summary: fieldSummary({ email: person.email }),
      }),
    );
    server.outboxWorker?.wake();
    return { message: message('secondFactorReset', { name: person.name }) };
  },
} satisfies Partial<OperationHandlers>;
