import { message } from '../openapi/catalogue';
import { filePath, findFile } from '../repositories/files';
import type { OperationHandlers } from '../fastifyTypes';
import { forbidden, notFound, unauthorized } from '../services/errors';
import { sessionUserOf } from '../services/sessions';
import { appendAudit } from '../repositories/audit';
import { applicationsWithResume } from '../repositories/applications';
import { operationRoles } from '../../api/roles';

/** The roles that read applications (`x-roles` of getApplication), and so their resumes. */
const RESUME_ROLES: readonly string[] = operationRoles.getApplication;

export const fileHandlers = {
  /**
   * Images: public, cached for a year (the name is the content hash). Resumes: for the roles that read
   * applications, never cached, shown inline so the back office can frame them (same origin only); each
   * opening is recorded in the audit trail before the file is sent.
   */
  async getFile(request, reply) {
    const file = await findFile(request.server.db, request.params.name);
    if (!file) throw notFound(message('notFound', { noun: 'File' }));
    if (file.kind === 'resume') {
      const user = await sessionUserOf(request);
      if (!user) throw unauthorized(message('resumeSignInRequired'));
      if (!RESUME_ROLES.includes(user.role)) throw forbidden(message('roleForbidden'));
      const asked = (request.query as { application?: number } | undefined)?.application;
      const holders = await applicationsWithResume(request.server.db, filePath(file.name));
      // The application staff opened it from when it has this resume; otherwise each one that has it.
      const opened = asked !== undefined && holders.includes(Number(asked)) ? [Number(asked)] : holders;
      await appendAudit(
        request.server.db,
        { staffId: user.id, staffName: user.name, address: request.ip },
        (opened.length > 0 ? opened : [null]).map((id) => ({
          action: 'resume-opened',
          resource: 'application',
          recordId: id,
          summary: `file: ${file.name}`,
        })),
      );
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
    } else {
      // The name is the content hash: @fastify/etag answers 304 when the client has it.
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', `"${file.name}"`);
    }
    return reply
      .header('x-content-type-options', 'nosniff')
      .type(file.content_type)
      .send(Buffer.from(file.data));
  },
} satisfies Partial<OperationHandlers>;
