import type { FastifyReply } from 'fastify';
import { message } from '../openapi/catalogue';
import {
  confirmSubscription,
  deleteSubscriber,
  findSubscriberByToken,
  listSubscribers,
  requestSubscription,
  unsubscribe,
} from '../db/subscribers';
import { enqueueMail } from '../db/outbox';
import type { OperationHandlers } from '../fastifyTypes';
import { notFound } from '../services/errors';
import { publicOrigin } from '../config';
import { CONFIRMATION_RESEND_MS, confirmationMail } from '../services/jobAlerts';
import {
  CONFIRM_TITLE,
  LINK_NOT_VALID,
  SUBSCRIPTION_CONFIRMED,
  UNSUBSCRIBE_TITLE,
  UNSUBSCRIBED,
  subscriberPage,
} from '../services/subscriberPages';
import { SUBMISSION_RECEIVED } from './enquiries';
import { honeypotFilled, requiredText } from './requestFields';
import { audited } from '../services/audit';

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    // The token in the address goes to no other site; same-origin (not no-referrer) so that the page's
    // own button posts with its Origin, which the same-origin check needs (no-referrer sends "null").
    .header('referrer-policy', 'same-origin')
    .send(html);

const invalidLink = (reply: FastifyReply) =>
  sendPage(
    reply,
    404,
    subscriberPage(LINK_NOT_VALID, [
      'This address has unsubscribed, or the link was copied incompletely. You can subscribe again at the bottom of any page of our site.',
    ]),
  );

const confirmedPage = (reply: FastifyReply, email: string) =>
  sendPage(
    reply,
    200,
    subscriberPage(SUBSCRIPTION_CONFIRMED, [
      `Thank you. New openings will be sent to ${email} once a day when there are any.`,
      'Every message has a link to unsubscribe.',
    ]),
  );

export const subscriberHandlers = {
  async createSubscriber(request) {
    const { body } = request;
    if (honeypotFilled(body)) return { message: SUBMISSION_RECEIVED };
    const { db, config } = request.server;
    const queued = await db.transaction().execute(async (trx) => {
      const subscription = await requestSubscription(
        trx,
        requiredText(body, 'Footer-Email'),
        CONFIRMATION_RESEND_MS,
      );
      if (!subscription.sendConfirmation) return 0;
      return enqueueMail(trx, [confirmationMail(publicOrigin(config), subscription)]);
    });
    if (queued > 0) request.server.outboxWorker?.wake();
    return { message: SUBMISSION_RECEIVED };
  },

  async showConfirmSubscription(request, reply) {
    // Opening the link changes nothing: the button's POST confirms (mail scanners open links too).
    const subscriber = await findSubscriberByToken(request.server.db, request.query.token);
    if (!subscriber) return invalidLink(reply);
    if (subscriber.confirmed_at !== null) return confirmedPage(reply, subscriber.email);
    return sendPage(
      reply,
      200,
      subscriberPage(CONFIRM_TITLE, [`Send new openings to ${subscriber.email} once a day?`], {
        action: `/api/subscribers/confirm?token=${encodeURIComponent(request.query.token)}`,
        button: 'Confirm',
      }),
    );
  },

  async confirmSubscriber(request, reply) {
    const email = await confirmSubscription(request.server.db, request.query.token);
    if (email === undefined) return invalidLink(reply);
    return confirmedPage(reply, email);
  },

  async showUnsubscribe(request, reply) {
    const { token } = request.query;
    const subscriber = await findSubscriberByToken(request.server.db, token);
    if (!subscriber) return invalidLink(reply);
    return sendPage(
      reply,
      200,
      subscriberPage(UNSUBSCRIBE_TITLE, [`Stop sending new openings to ${subscriber.email}?`], {
        action: `/api/subscribers/unsubscribe?token=${encodeURIComponent(token)}`,
        button: 'Unsubscribe',
        fields: { 'List-Unsubscribe': 'One-Click' },
      }),
    );
  },

  async unsubscribe(request, reply) {
    const email = await unsubscribe(request.server.db, request.query.token);
    if (email === undefined) return invalidLink(reply);
    return sendPage(
      reply,
      200,
      subscriberPage(UNSUBSCRIBED, [`We will send no more job alerts to ${email}.`]),
    );
  },

  async listSubscribers(request) {
    return { data: await listSubscribers(request.server.db) };
  },

  async deleteSubscriber(request) {
    const id = request.params.id;
    const deleted = await audited(
      request,
      (trx) => deleteSubscriber(trx, id),
      (done) => (done ? { action: 'delete', resource: 'subscriber', recordId: id } : undefined),
    );
    if (!deleted) throw notFound(message('notFound', { noun: 'Subscriber' }));
    return { message: message('deletedText', { noun: 'Subscriber' }) };
  },
} satisfies Partial<OperationHandlers>;
