import { message } from '../openapi/catalogue';
import { deleteEnquiry, listEnquiries } from '../repositories/enquiries';
import { receiveEnquiry } from '../services/enquiries';
import type { OperationHandlers } from '../fastifyTypes';
import { newEnquiryMails } from '../services/applicationMail';
import { notFound } from '../services/errors';
import { honeypotFilled, optionalText, requiredText } from './requestFields';
import { languageOf } from '../services/languages';
import { audited } from '../services/audit';

export const SUBMISSION_RECEIVED = message('submissionReceived');

export const enquiryHandlers = {
  async createEnquiry(request) {
    const { body } = request;
    if (honeypotFilled(body)) return { message: SUBMISSION_RECEIVED };
    const enquiry = {
      name: optionalText(body, 'name'),
      email: requiredText(body, 'email'),
      phone: requiredText(body, 'Phone-no'),
      purpose: body.purpose,
      message: optionalText(body, 'Message'),
      language: languageOf(body),
    };
    await receiveEnquiry(request.server.db, enquiry, (id) =>
      newEnquiryMails(request.server.config, id, enquiry),
    );
    request.server.outboxWorker?.wake();
    return { message: SUBMISSION_RECEIVED };
  },

  async listEnquiries(request) {
    return { data: await listEnquiries(request.server.db) };
  },

  async deleteEnquiry(request) {
    const id = request.params.id;
    const deleted = await audited(
      request,
      (trx) => deleteEnquiry(trx, id),
      (done) => (done ? { action: 'delete', resource: 'enquiry', recordId: id } : undefined),
    );
    if (!deleted) throw notFound(message('notFound', { noun: 'Enquiry' }));
    return { message: message('deletedText', { noun: 'Enquiry' }) };
  },
} satisfies Partial<OperationHandlers>;
