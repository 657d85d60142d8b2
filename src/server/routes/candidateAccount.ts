import type { FastifyRequest } from 'fastify';
import type { OperationHandlers } from '../fastifyTypes';
import { CANDIDATE_COOKIE, findCandidateSession } from '../services/candidateAccounts';
import { profilePrefill } from '../services/candidateProfiles';
import { unauthorized } from '../services/errors';

/**
 * The signed-in job seeker's session from their own cookie (`candidate_sid`): never the staff `sid`,
 * which these operations do not read. Undefined without one.
 */
export function candidateSessionOf(request: FastifyRequest) {
  return findCandidateSession(request.server.db, request.cookies[CANDIDATE_COOKIE], request.server.clock());
}

export const candidateAccountHandlers = {
  /** What fills the apply form for the signed-in job seeker; 401 without their cookie. */
  async getCandidateProfile(request, reply) {
    const session = await candidateSessionOf(request);
    if (!session) throw unauthorized();
    reply.header('cache-control', 'private, no-store');
    return { data: await profilePrefill(request.server.db, session.contact) };
  },
} satisfies Partial<OperationHandlers>;
