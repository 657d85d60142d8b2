import { message } from '../openapi/catalogue';
import { findApplicantApplication } from '../db/applicationStatus';
import { changeStatus } from '../db/applications';
import type { OperationHandlers } from '../fastifyTypes';
import { statusMessageBuilder } from '../services/applicationMail';
import { badRequest, notFound } from '../services/errors';
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
      messageFor: await statusMessageBuilder(db, 'Withdrawn', request.server.config.whatsapp),
    });
    if (result.outcome === 'missing') throw notFound(message('statusNotFound'));
    if (result.messages > 0) request.server.outboxWorker?.wake();
    const withdrawn = await applicantApplication(request);
    return { message: message('applicationWithdrawnByApplicant'), data: withdrawn.answer };
  },
} satisfies Partial<OperationHandlers>;
