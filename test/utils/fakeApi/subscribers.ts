import { message } from '../../../src/api/messages';
import { emailKey } from '../../../src/domain/candidates';
import { deleteFrom, languageOf, ok, text, type Behaviour, type Behaviours } from './outcome';
import { queueMail } from './outbox';
import { fake, newestFirst, nextId, now } from './store';

/** Job-alert subscribers: the footer's sign-up (which mails a confirmation) and the staff's list. */

const createSubscriber: Behaviour = ({ body }) => {
  const received = message('submissionReceived');
  if (text(body, 'website') !== '') return ok({ message: received });
  // Stored as the server stores it: the address as candidates are compared (the domain's key).
  const email = emailKey(text(body, 'Footer-Email'));
  if (!fake.store.subscribers.some((row) => row.email === email)) {
    fake.store.subscribers = [
      ...fake.store.subscribers,
      {
        id: nextId(fake.store.subscribers),
        email,
        created_at: now(),
        state: 'unconfirmed',
        confirmed_at: null,
        language: languageOf(body),
      },
    ];
    queueMail({
      kind: 'subscriber-confirmation',
      to_address: email,
      subject: 'Confirm your job alerts',
      text_body: 'Confirm your job alerts with the link in this message.',
      application_id: null,
      enquiry_id: null,
    });
  }
  return ok({ message: received });
};

export const subscriberBehaviours: Behaviours = {
  listSubscribers: () => ok({ data: newestFirst(fake.store.subscribers) }),
  createSubscriber,
  deleteSubscriber: deleteFrom('subscribers', 'Subscriber'),
};
