import type { FastifyInstance } from 'fastify';
import type { components } from '../../api/schema';
import { publicOrigin, sessionTimeouts } from '../config';
import { enqueueMail } from '../services/outbox';
import { listStaff, type StaffRow } from '../repositories/staff';
import { countLiveSessions } from '../repositories/sessions';
import {
  acceptInvitation,
  checkInvitation,
  INVITATION_TTL_MS,
  inviteStaffMember,
  renewInvitation,
  updateStaffMember,
} from '../services/staff';
import { withTransaction } from '../db/transactions';
import { appendAudit } from '../repositories/audit';
import type { OperationHandlers } from '../fastifyTypes';
import { message, roleNameOf } from '../openapi/catalogue';
import { actorOf, audited, fieldSummary } from '../services/audit';
import { hashPassword, newSessionToken, sessionTokenHash } from '../services/auth';
import { badRequest, notFound } from '../services/errors';
import { passwordProblem } from '../services/passwords';
import { staffInvitationMail } from '../services/pipelineTexts';
import { startSignInChallenge } from '../services/sessions';
import { offerEnrolment } from './session';
import { routes } from '../../routes/registry';

type StaffMember = components['schemas']['StaffMember'];

const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  // The users table holds only StaffRole values (start-up writes `admin`, this screen the contract's roles).
  role: row.role as StaffMember['role'],
  enabled: row.disabled_at === null,
  invited: row.invited,
  created_at: row.created_at,
});

/** The public page where an invited person chooses a password. */
export const ACCEPT_INVITATION_PATH = routes.acceptInvitation.path;

/** A new invitation link: the token goes only into the e-mail, its SHA-256 hash into `staff_tokens`. */
function newInvitation(server: FastifyInstance) {
  const token = newSessionToken();
  return {
    tokenHash: sessionTokenHash(token),
    link: `${publicOrigin(server.config)}${ACCEPT_INVITATION_PATH}?token=${token}`,
  };
}

/**
 * The answer to an invitation sent or sent again: "queued", and without a mail transport also that it is
 * not sent and the link itself, for the Administrator who asked (their answer only; never with mail on).
 */
function invitationAnswer(server: FastifyInstance, email: string, link: string) {
  const queued = message('invitationQueued', { email });
  if (server.mailOn) return { message: queued };
  return { message: `${queued} ${message('mailOffQueued')} ${message('linkShownOnce')}`, link };
}

/** How the link reached the person, for the audit entry: mailed, or shown to the Administrator. */
const linkDelivery = (server: FastifyInstance) => (server.mailOn ? 'mailed' : 'shown');

const invitationMail = (staff: StaffRow, link: string) => ({
  kind: 'staff-invitation' as const,
  to: staff.email,
  ...staffInvitationMail({
    name: staff.name,
    role: roleNameOf(staff.role),
    link,
    hours: INVITATION_TTL_MS / (60 * 60 * 1000),
  }),
});

/** The Staff screen: accounts are listed and changed, never deleted (their history keeps their names). */
export const staffHandlers = {
  async listStaff(request) {
    const { server } = request;
    // How many sessions each person has now: the screen's "Disable …? This ends their 2 sessions now."
    const sessions = await countLiveSessions(server.db, server.clock(), sessionTimeouts(server.config));
    return {
      data: (await listStaff(server.db)).map((row) => ({
        ...toStaffMember(row),
        sessions: sessions.get(row.id) ?? 0,
      })),
    };
  },

  async updateStaffMember(request) {
    const id = request.params.id;
    const { role, enabled } = request.body;
    const result = await audited(
      request,
      (trx) => updateStaffMember(trx, id, { role, enabled }),
      (outcome) =>
        outcome.outcome === 'saved'
          ? {
              action: 'update',
              resource: 'staff',
              recordId: id,
              summary: fieldSummary({ role, enabled: enabled ? 'yes' : 'no' }),
            }
          : undefined,
    );
    if (result.outcome === 'missing') throw notFound(message('notFound', { noun: 'Staff member' }));
    if (result.outcome === 'last-administrator') throw badRequest(message('lastAdministrator'));
    return {
      message: message('saved', { noun: 'Staff member', verb: 'Updated' }),
      data: toStaffMember(result.staff),
    };
  },

  async inviteStaffMember(request) {
    const { server } = request;
    const person = {
      name: request.body.name.trim(),
      email: request.body.email.trim().toLowerCase(),
      role: request.body.role,
    };
    const { tokenHash, link } = newInvitation(server);
    const result = await audited(
      request,
      async (trx) => {
        const outcome = await inviteStaffMember(trx, person, tokenHash, server.clock());
        if (outcome.outcome === 'invited') await enqueueMail(trx, [invitationMail(outcome.staff, link)]);
        return outcome;
      },
      (outcome) =>
        outcome.outcome === 'invited'
          ? {
              action: 'invite',
              resource: 'staff',
              recordId: outcome.staff.id,
              summary: fieldSummary({ ...person, link: linkDelivery(server) }),
            }
          : undefined,
    );
    if (result.outcome === 'taken') throw badRequest(message('staffEmailTaken'));
    server.outboxWorker?.wake();
    return { ...invitationAnswer(server, person.email, link), data: toStaffMember(result.staff) };
  },

  async resendStaffInvitation(request) {
    const { server } = request;
    const id = request.params.id;
    const { tokenHash, link } = newInvitation(server);
    const result = await audited(
      request,
      async (trx) => {
        const outcome = await renewInvitation(trx, id, tokenHash, server.clock());
        if (outcome.outcome === 'sent') await enqueueMail(trx, [invitationMail(outcome.staff, link)]);
        return outcome;
      },
      (outcome) =>
        outcome.outcome === 'sent'
          ? {
              action: 'resend-invitation',
              resource: 'staff',
              recordId: id,
              summary: fieldSummary({ email: outcome.staff.email, link: linkDelivery(server) }),
            }
          : undefined,
    );
    if (result.outcome === 'missing') throw notFound(message('notFound', { noun: 'Staff member' }));
    if (result.outcome === 'not-pending') throw badRequest(message('invitationNotPending'));
    server.outboxWorker?.wake();
    return invitationAnswer(server, result.staff.email, link);
  },

  /** Public: whether the link can still be used, asked by the page before it shows the password form. */
  async checkInvitation(request) {
    const { server } = request;
    const result = await checkInvitation(server.db, sessionTokenHash(request.body.token), server.clock());
    if (result.outcome === 'invalid') throw badRequest(message('invitationInvalid'));
    if (result.outcome === 'used') throw badRequest(message('invitationUsed'));
    if (result.outcome === 'expired') throw badRequest(message('invitationExpired'));
    return { name: result.name };
  },

  /** Public: the invited person chooses a password, then sets up the second factor; the audit entry names them. */
  async acceptInvitation(request, reply) {
    const { password, token } = request.body;
    const problem = passwordProblem(password);
    if (problem) throw badRequest(problem);
    const passwordHash = await hashPassword(password, request.server.config.passwordHashCost);
    const result = await withTransaction(request.server.db, async (trx) => {
      const outcome = await acceptInvitation(
        trx,
        sessionTokenHash(token),
        passwordHash,
        request.server.clock(),
      );
      if (outcome.outcome === 'accepted')
        await appendAudit(trx, actorOf(request, outcome.staff), [
          { action: 'accept-invitation', resource: 'staff', recordId: outcome.staff.id },
        ]);
      return outcome;
    });
    if (result.outcome === 'invalid') throw badRequest(message('invitationInvalid'));
    if (result.outcome === 'used') throw badRequest(message('invitationUsed'));
    if (result.outcome === 'expired') throw badRequest(message('invitationExpired'));
    // The second factor is set up next, on the same page, as at a first sign-in.
    await startSignInChallenge(request, reply, result.staff.id);
    return {
      message: message('invitationAccepted'),
      enrolment: await offerEnrolment(request, result.staff),
    };
  },
} satisfies Partial<OperationHandlers>;
