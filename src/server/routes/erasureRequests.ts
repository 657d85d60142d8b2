import { message } from '../openapi/catalogue';
import { listErasureRequests } from '../repositories/erasureRequests';
import { resolveErasureRequest } from '../services/erasureRequests';
import type { OperationHandlers } from '../fastifyTypes';
import { audited, fieldSummary } from '../services/audit';
import { notFound } from '../services/errors';
import { candidateErased } from '../services/pipelineTexts';

/** The Administrators' screen of erasure requests from applicants without an e-mail address. */
export const erasureRequestHandlers = {
  async listErasureRequests(request) {
    return { data: await listErasureRequests(request.server.db) };
  },

  async eraseRequestedCandidate(request) {
    const id = request.params.id;
    const staffName = request.staffUser?.name ?? '';
    // The entry says how much was erased, never whose records they were.
    const result = await audited(
      request,
      (trx) => resolveErasureRequest(trx, id, 'erase', staffName, request.server.clock()),
      (outcome) =>
        outcome.outcome === 'erased'
          ? [
              {
                action: 'erase',
                resource: 'candidate',
                summary: fieldSummary({ request: outcome.reference, ...outcome.counts }),
              },
              {
                action: 'update',
                resource: 'erasure-request',
                recordId: id,
                summary: fieldSummary({ status: 'erased' }),
              },
            ]
          : undefined,
    );
    if (result.outcome !== 'erased') throw notFound(message('erasureRequestNotFound'));
    const { counts } = result;
    return {
      message: candidateErased(counts.applications, counts.messages, counts.enquiries + counts.subscribers),
      data: counts,
    };
  },

  async dismissErasureRequest(request) {
    const id = request.params.id;
    const staffName = request.staffUser?.name ?? '';
    const result = await audited(
      request,
      (trx) => resolveErasureRequest(trx, id, 'dismiss', staffName, request.server.clock()),
      (outcome) =>
        outcome.outcome === 'dismissed'
          ? {
              action: 'update',
              resource: 'erasure-request',
              recordId: id,
              summary: fieldSummary({ status: 'dismissed', request: outcome.reference }),
            }
          : undefined,
    );
    if (result.outcome !== 'dismissed') throw notFound(message('erasureRequestNotFound'));
    return { message: message('erasureRequestDismissed') };
  },
} satisfies Partial<OperationHandlers>;
