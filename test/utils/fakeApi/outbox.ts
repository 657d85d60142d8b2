import { ok, type Behaviours } from './outcome';
import { fake, newestFirst, nextId, now, type OutboxMessage } from './store';

/** The outbox: the mail the other resources queue, and the staff's list of it. */

/** What a resource gives to queue a message; the outbox sets the rest as the server does. */
export type QueuedMail = Omit<
  OutboxMessage,
  'id' | 'status' | 'attempts' | 'last_error' | 'sent_at' | 'created_at' | 'next_attempt_at' | 'channel'
>;

/** Queues a message (pending, due now) and answers its id. */
export function queueMail(mail: QueuedMail): number {
  const at = now();
  const id = nextId(fake.store.outbox);
  fake.store.outbox = [
    ...fake.store.outbox,
    {
      channel: 'email',
      ...mail,
      id,
      status: 'pending',
      attempts: 0,
      last_error: null,
      created_at: at,
      sent_at: null,
      next_attempt_at: at,
    },
  ];
  return id;
}

export const outboxBehaviours: Behaviours = {
  listOutbox: ({ query }) =>
    ok({
      sending_enabled: fake.store.sendingEnabled,
      data: newestFirst(fake.store.outbox).filter(
        (row) => query.status === undefined || row.status === query.status,
      ),
    }),
};
