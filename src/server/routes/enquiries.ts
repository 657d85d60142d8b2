import { createEnquiry, deleteEnquiry, listEnquiries } from '../db/enquiries';
import type { OperationHandlers } from '../fastifyTypes';
import { notFound } from '../services/errors';
import { honeypotFilled, optionalText, requiredText } from './requestFields';

export const SUBMISSION_RECEIVED = 'Thank you! Your submission has been received!';

export const enquiryHandlers = {
  async createEnquiry(request) {
    const { body } = request;
    if (honeypotFilled(body)) return { message: SUBMISSION_RECEIVED };
    await createEnquiry(request.server.db, {
      name: optionalText(body, 'name'),
      email: requiredText(body, 'email'),
      phone: requiredText(body, 'Phone-no'),
      purpose: body.purpose,
      message: optionalText(body, 'Message'),
    });
    return { message: SUBMISSION_RECEIVED };
  },

  async listEnquiries(request) {
    return { data: await listEnquiries(request.server.db) };
  },

  async deleteEnquiry(request) {
    if (!(await deleteEnquiry(request.server.db, request.params.id))) throw notFound('Enquiry not found.');
    return { message: 'This Enquiry has been deleted.' };
  },
} satisfies Partial<OperationHandlers>;
