import type { FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE } from '../../domain/languages';
import { message } from '../openapi/catalogue';
import {
  confirmSubscription,
  deleteSubscriber,
  findSubscriberByToken,
  listSubscribers,
  requestSubscription,
  unsubscribe,
} from '../repositories/subscribers';
import { enqueueMail } from '../services/outbox';
import type { OperationHandlers } from '../fastifyTypes';
import { notFound } from '../services/errors';
import { publicOrigin } from '../config';
import { CONFIRMATION_RESEND_MS, confirmationMail } from '../services/jobAlerts';
import { subscriberPage } from '../services/subscriberPages';
import { textsFor } from '../services/mailLanguages';
import type { Language } from '../db/types';
import { SUBMISSION_RECEIVED } from './enquiries';
import { honeypotFilled, requiredText } from './requestFields';
import { languageOf } from '../services/languages';
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

const invalidLink = (reply: FastifyReply, language: Language) => {
  const { pages } = textsFor(language);
  return sendPage(reply, 404, subscriberPage(language, pages.linkNotValid, [pages.linkNotValidText]));
};

const confirmedPage = (reply: FastifyReply, subscriber: { email: string; language: Language }) => {
  const { pages } = textsFor(subscriber.language);
  return sendPage(
    reply,
    200,
    subscriberPage(subscriber.language, pages.confirmed, pages.confirmedText(subscriber.email)),
  );
};

/** The form action of a page's button: the same link, keeping its language. */
const actionOf = (path: string, token: string, language: Language) =>
  `${path}?token=${encodeURIComponent(token)}${language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`}`;

export const subscriberHandlers = {
  async createSubscriber(request) {
    const { body } = request;
    if (honeypotFilled(body)) return { message: SUBMISSION_RECEIVED };
    const { db, config } = request.server;
    const queued = await db.transaction().execute(async (trx) => {
      const subscription = await requestSubscription(
        trx,
        requiredText(body, 'Footer-Email'),
        languageOf(body),
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
    const { token } = request.query;
    const subscriber = await findSubscriberByToken(request.server.db, token);
    if (!subscriber) return invalidLink(reply, languageOf({ language: request.query.lang }));
    if (subscriber.confirmed_at !== null) return confirmedPage(reply, subscriber);
    const { pages } = textsFor(subscriber.language);
    return sendPage(
      reply,
      200,
      subscriberPage(subscriber.language, pages.confirmTitle, [pages.confirmQuestion(subscriber.email)], {
        action: actionOf('/api/subscribers/confirm', token, subscriber.language),
        button: pages.confirmButton,
      }),
    );
  },

  async confirmSubscriber(request, reply) {
    const subscriber = await confirmSubscription(request.server.db, request.query.token);
    if (subscriber === undefined) return invalidLink(reply, languageOf({ language: request.query.lang }));
    return confirmedPage(reply, subscriber);
  },

  async showUnsubscribe(request, reply) {
    const { token } = request.query;
    const subscriber = await findSubscriberByToken(request.server.db, token);
    if (!subscriber) return invalidLink(reply, languageOf({ language: request.query.lang }));
    const { pages } = textsFor(subscriber.language);
    return sendPage(
      reply,
      200,
      subscriberPage(
        subscriber.language,
        pages.unsubscribeTitle,
        [pages.unsubscribeQuestion(subscriber.email)],
        {
          action: actionOf('/api/subscribers/unsubscribe', token, subscriber.language),
          button: pages.unsubscribeButton,
          fields: { 'List-Unsubscribe': 'One-Click' },
        },
      ),
    );
  },

  async unsubscribe(request, reply) {
    const subscriber = await unsubscribe(request.server.db, request.query.token);
    if (subscriber === undefined) return invalidLink(reply, languageOf({ language: request.query.lang }));
    const { pages } = textsFor(subscriber.language);
    return sendPage(
      reply,
      200,
      subscriberPage(subscriber.language, pages.unsubscribed, [pages.unsubscribedText(subscriber.email)]),
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
