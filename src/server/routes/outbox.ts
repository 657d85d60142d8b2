import { listMailTemplates, saveMailTemplate } from '../db/mailTemplates';
import { listOutbox } from '../db/outbox';
import { timestampText } from '../db/time';
import type { ApplicationStatus, OutboxStatus } from '../db/types';
import type { OperationHandlers } from '../fastifyTypes';
import { unknownPlaceholdersIn } from '../services/applicationMail';
import { badRequest, notFound } from '../services/errors';
import {
  TEMPLATE_EMPTY,
  TEMPLATE_NOT_FOUND,
  TEMPLATE_SAVED,
  unknownPlaceholders,
} from '../services/pipelineTexts';
import { optionalText } from './requestFields';
import { audited, fieldSummary } from '../services/audit';

export const outboxHandlers = {
  async listOutbox(request) {
    const { status } = (request.query ?? {}) as { status?: OutboxStatus };
    const rows = await listOutbox(request.server.db, status);
    return {
      sending_enabled: request.server.outboxWorker !== null,
      data: rows.map((row) => ({
        ...row,
        next_attempt_at: timestampText(new Date(Number(row.next_attempt_at))),
      })),
    };
  },

  async listMailTemplates(request) {
    return { data: await listMailTemplates(request.server.db) };
  },

  async updateMailTemplate(request) {
    const { status } = request.params as { status: ApplicationStatus };
    if (status === 'New') throw notFound(TEMPLATE_NOT_FOUND);
    const body = request.body;
    const subject = optionalText(body, 'subject');
    const text = optionalText(body, 'body');
    if (subject === '' || text === '') throw badRequest(TEMPLATE_EMPTY);
    const unknown = unknownPlaceholdersIn(`${subject}\n${text}`);
    if (unknown.length > 0) throw badRequest(unknownPlaceholders(unknown));
    const template = await audited(
      request,
      (trx) => saveMailTemplate(trx, status, { subject, body: text }),
      () => ({
        action: 'update',
        resource: 'mail-template',
        recordId: status,
        summary: fieldSummary({ subject }),
      }),
    );
    return { message: TEMPLATE_SAVED, data: template };
  },
} satisfies Partial<OperationHandlers>;
