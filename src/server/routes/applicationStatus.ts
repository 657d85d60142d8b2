import { message } from '../openapi/catalogue';
import { publicOrigin } from '../config';
import type { OperationHandlers } from '../fastifyTypes';
import { statusMessageBuilder } from '../services/applicationMail';
import { findApplicantApplication, requestErasure, withdrawApplication } from '../services/applicantStatus';
import { sessionTokenHash } from '../services/auth';
import { audited, fieldSummary } from '../services/audit';
import { ERASURE_LINK_HOURS } from '../services/erasureMail';
import { eraseWithLink } from '../services/erasureRequests';
import { badRequest, notFound } from '../services/errors';
import { statusPageLimits } from '../services/rateLimit';
import type { FastifyRequest } from 'fastify';

/**
 * Counts the request as one guess of a reference and contact against the status page's one limit
 * (check, withdraw and erasure together, per address and per reference), or answers its 429.
 */
async function countGuess(request: FastifyRequest): Promise<void> {
  const limits = statusPageLimits.get(request.server);
  if (!limits) throw new Error('The rate-limits plugin is not registered.');
  const { reference } = request.body as { reference: string };
  const refused = await limits.take({ ip: request.ip, reference });
  if (refused) throw refused;
}

/** The application the visitor named, or the one 404 every mismatch gets. */
async function applicantApplication(request: FastifyRequest) {
  const body = request.body as { reference: string; contact: string };
  const found = await findApplicantApplication(request.server.db, body);
  if (!found) throw notFound(message('statusNotFound'));
  return found;
}

export const applicationStatusHandlers = {
  async checkApplicationStatus(request) {
    await countGuess(request);
    return { data: (await applicantApplication(request)).answer };
  },

  async withdrawApplication(request) {
    await countGuess(request);
    const { id, answer } = await applicantApplication(request);
    if (!answer.can_withdraw) throw badRequest(message('applicationNotOpen'));
    const { db } = request.server;
    const messageFor = await statusMessageBuilder(db, 'Withdrawn', request.server.config.whatsapp);
    const result = await withdrawApplication(db, id, messageFor);
    if (result.outcome === 'missing') throw notFound(message('statusNotFound'));
    if (result.outcome === 'refused') throw badRequest(message('applicationNotOpen'));
    if (result.messages > 0) request.server.outboxWorker?.wake();
    const withdrawn = await applicantApplication(request);
    return { message: message('applicationWithdrawnByApplicant'), data: withdrawn.answer };
  },

  async requestErasure(request) {
    await countGuess(request);
    const application = await applicantApplication(request);
    const { server } = request;
    const channel = await requestErasure(server.db, application, {
      origin: publicOrigin(server.config),
      now: server.clock(),
    });
    if (channel === 'email') {
      server.outboxWorker?.wake();
      return { message: message('erasureLinkSent', { hours: ERASURE_LINK_HOURS }), channel };
    }
    return { message: message('erasureRequestForStaff'), channel };
  },

  async confirmErasure(request) {
    const tokenHash = sessionTokenHash(request.body.token.trim());
    const result = await audited(
      request,
      (trx) => eraseWithLink(trx, tokenHash, request.server.clock()),
      (outcome) =>
        outcome.outcome === 'erased'
          ? {
              action: 'erase',
              resource: 'candidate',
              summary: fieldSummary({ by: 'the applicant (e-mail link)', ...outcome.counts }),
            }
          : undefined,
    );
    if (result.outcome === 'invalid') throw badRequest(message('erasureLinkInvalid'));
    if (result.outcome === 'expired') throw badRequest(message('erasureLinkExpired'));
    request.log.info({ erased: result.counts }, 'candidate erased by their link');
    return { message: message('erasureDone') };
  },
} satisfies Partial<OperationHandlers>;
