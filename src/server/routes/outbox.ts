import {
  deleteMailTemplateTranslation,
  findMailTemplateWithTranslations,
  listMailTemplates,
  saveMailTemplate,
  saveMailTemplateTranslation,
} from '../repositories/mailTemplates';
import { outboxForStaff } from '../services/outbox';
import type { ApplicationStatus, Language, OutboxStatus } from '../db/types';
import type { OperationHandlers } from '../fastifyTypes';
import { unknownPlaceholdersIn } from '../services/applicationMail';
import { badRequest, notFound } from '../services/errors';
import {
  TEMPLATE_EMPTY,
  TEMPLATE_NOT_FOUND,
  TEMPLATE_SAVED,
  TRANSLATION_NOT_FOUND,
  TRANSLATION_REMOVED,
  unknownPlaceholders,
} from '../services/pipelineTexts';
import { languageOf } from '../services/languages';
import { optionalText } from './requestFields';
import { audited, fieldSummary } from '../services/audit';

export const outboxHandlers = {
  async listOutbox(request) {
    const { status } = (request.query ?? {}) as { status?: OutboxStatus };
    return {
      sending_enabled: request.server.outboxWorker !== null,
      data: await outboxForStaff(request.server.db, status),
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
    const language = languageOf(body as { language?: string });
    await audited(
      request,
      async (trx) => {
        if (language === 'en') await saveMailTemplate(trx, status, { subject, body: text });
        else await saveMailTemplateTranslation(trx, status, language, { subject, body: text });
      },
      () => ({
        action: 'update',
        resource: 'mail-template',
        recordId: status,
        summary: fieldSummary({ language, subject }),
      }),
    );
    const template = await findMailTemplateWithTranslations(request.server.db, status);
    if (!template) throw notFound(TEMPLATE_NOT_FOUND);
    return { message: TEMPLATE_SAVED, data: template };
  },

  async deleteMailTemplateTranslation(request) {
    const { status, language } = request.params as { status: ApplicationStatus; language: Language };
    if (status === 'New') throw notFound(TEMPLATE_NOT_FOUND);
    const db = request.server.db;
    const removed =
      language !== 'en' &&
      (await audited(
        request,
        (trx) => deleteMailTemplateTranslation(trx, status, language),
        (done) =>
          done
            ? {
                action: 'delete',
                resource: 'mail-template',
                recordId: status,
                summary: fieldSummary({ language }),
              }
            : undefined,
      ));
    if (!removed) throw notFound(TRANSLATION_NOT_FOUND);
    const template = await findMailTemplateWithTranslations(db, status);
    if (!template) throw notFound(TEMPLATE_NOT_FOUND);
    return { message: TRANSLATION_REMOVED, data: template };
  },
} satisfies Partial<OperationHandlers>;
