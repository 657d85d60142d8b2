import { message } from '../openapi/catalogue';
import { findFile } from '../db/files';
import type { OperationHandlers } from '../fastifyTypes';
import { notFound, unauthorized } from '../services/errors';
import { sessionUserOf } from '../services/sessions';

export const fileHandlers = {
  /**
   * Images: public, cached for a year (the name is the content hash). Resumes: staff only, never
   * cached, shown inline so the back office can frame them (same origin only).
   */
  async getFile(request, reply) {
    const file = await findFile(request.server.db, request.params.name);
    if (!file) throw notFound(message('notFound', { noun: 'File' }));
    if (file.kind === 'resume') {
      if (!(await sessionUserOf(request))) throw unauthorized(message('resumeSignInRequired'));
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
