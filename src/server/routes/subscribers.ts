import { message } from '../openapi/catalogue';
import { addSubscriber, deleteSubscriber, listSubscribers } from '../db/subscribers';
import type { OperationHandlers } from '../fastifyTypes';
import { notFound } from '../services/errors';
import { SUBMISSION_RECEIVED } from './enquiries';
import { honeypotFilled, requiredText } from './requestFields';

export const subscriberHandlers = {
  async createSubscriber(request) {
    const { body } = request;
    if (honeypotFilled(body)) return { message: SUBMISSION_RECEIVED };
    await addSubscriber(request.server.db, requiredText(body, 'Footer-Email'));
    return { message: SUBMISSION_RECEIVED };
  },

  async listSubscribers(request) {
    return { data: await listSubscribers(request.server.db) };
  },

  async deleteSubscriber(request) {
    if (!(await deleteSubscriber(request.server.db, request.params.id)))
      throw notFound(message('notFound', { noun: 'Subscriber' }));
    return { message: message('deletedText', { noun: 'Subscriber' }) };
  },
} satisfies Partial<OperationHandlers>;
