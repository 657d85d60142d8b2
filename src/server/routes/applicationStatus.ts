import { message } from '../openapi/catalogue';
import { findApplicantApplication, WITHDRAWABLE_STATUSES } from '../repositories/applicationStatus';
import { changeStatus } from '../repositories/applications';
import { eraseWithLink, recordErasureRequest } from '../repositories/erasureRequests';
import { enqueueMail } from '../repositories/outbox';
import { withTransaction } from '../db/transactions';
import { publicOrigin } from '../config';
import type { OperationHandlers } from '../fastifyTypes';
import { statusMessageBuilder } from '../services/applicationMail';
import { newSessionToken, sessionTokenHash } from '../services/auth';
import { audited, fieldSummary } from '../services/audit';
import { ERASURE_LINK_HOURS, ERASURE_LINK_TTL_MS, erasureLinkMail } from '../services/erasureMail';
import { badRequest, notFound } from '../services/errors';
import { isDeliverableAddress } from '../../domain/candidates';
import type { FastifyRequest } from 'fastify';

/** How the history names a change the applicant made on the status page. */
export const APPLICANT_SIGNATURE = 'The applicant (status page)';

/** The application the visitor named, or the one 404 every mismatch gets. */
async function applicantApplication(request: FastifyRequest) {
  const body = request.body as { reference: string; contact: string };
  const found = await findApplicantApplication(request.server.db, body);
  if (!found) throw notFound(message('statusNotFound'));
  return found;
}

export const applicationStatusHandlers = {
  async checkApplicationStatus(request) {
    return { data: (await applicantApplication(request)).answer };
  },

  async withdrawApplication(request) {
    const { id, answer } = await applicantApplication(request);
    if (!answer.can_withdraw) throw badRequest(message('applicationNotOpen'));
    const { db } = request.server;
    const result = await changeStatus(db, {
      ids: [id],
      status: 'Withdrawn',
      changedBy: APPLICANT_SIGNATURE,
      // Checked again under the lock status changes take: a staff change made meanwhile stands.
      onlyFrom: WITHDRAWABLE_STATUSES,
      messageFor: await statusMessageBuilder(db, 'Withdrawn', request.server.config.whatsapp),
    });
    if (result.outcome === 'missing') throw notFound(message('statusNotFound'));
    if (result.outcome === 'refused') throw badRequest(message('applicationNotOpen'));
    if (result.messages > 0) request.server.outboxWorker?.wake();
    const withdrawn = await applicantApplication(request);
    return { message: message('applicationWithdrawnByApplicant'), data: withdrawn.answer };
  },

  async requestErasure(request) {
    const { id, applicant } = await applicantApplication(request);
    const { server } = request;
    const now = server.clock();
    if (isDeliverableAddress(applicant.email)) {
      // The token travels only in the e-mail; its hash is what the link is checked against.
      const token = newSessionToken();
      await withTransaction(server.db, async (trx) => {
        const recorded = await recordErasureRequest(
          trx,
          {
            applicationId: id,
            reference: applicant.reference,
            channel: 'email',
            language: applicant.language,
            tokenHash: sessionTokenHash(token),
            expiresAt: new Date(now.getTime() + ERASURE_LINK_TTL_MS),
          },
          now,
        );
        if (recorded)
          await enqueueMail(trx, [
            erasureLinkMail({ applicationId: id, ...applicant }, publicOrigin(server.config), token),
          ]);
      });
      server.outboxWorker?.wake();
      return {
        message: message('erasureLinkSent', { hours: ERASURE_LINK_HOURS }),
        channel: 'email' as const,
      };
    }
    await recordErasureRequest(
      server.db,
      { applicationId: id, reference: applicant.reference, channel: 'staff', language: applicant.language },
      now,
    );
    return { message: message('erasureRequestForStaff'), channel: 'staff' as const };
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
