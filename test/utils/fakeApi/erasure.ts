import { message } from '../../../src/api/messages';
import { emailKey, isContactOf, isSameCandidate, phoneKey } from '../../../src/domain/candidates';
import { candidateErased } from './serverCode';
import { badRequest, notFound, ok, text, type Behaviour, type Behaviours } from './outcome';
import { findApplication } from './candidates';
import { fake } from './store';

/** Erasing a candidate: what would go (the preview) and the erasure, over the domain's matching rule. */

/** The records erasing this contact's candidate erases (as the server finds them). */
const candidateRecords = (email: string, phone: string) => {
  const person = { email, phone };
  const erased = fake.store.applications.filter((row) => isSameCandidate(person, row)).map((row) => row.id);
  const matchesEmail = (address: string) => emailKey(email) !== '' && emailKey(address) === emailKey(email);
  const enquiries = fake.store.enquiries.filter((row) => isSameCandidate(person, row));
  const subscribers = fake.store.subscribers.filter((row) => matchesEmail(row.email));
  const messages = fake.store.outbox.filter(
    (row) =>
      matchesEmail(row.to_address) ||
      (row.application_id !== null && erased.includes(row.application_id)) ||
      (row.enquiry_id !== null && enquiries.some((enquiry) => enquiry.id === row.enquiry_id)),
  );
  return { erased, enquiries, subscribers, messages };
};

const eraseCandidate: Behaviour = ({ body }) => {
  const email = text(body, 'email');
  const phone = text(body, 'phone');
  if (emailKey(email) === '' && phoneKey(phone) === '') return badRequest(message('eraseNeedsContact'));
  const typed = text(body, 'confirmation');
  const confirmed = isContactOf(typed, { email, phone });
  if (!confirmed) return badRequest(message('eraseConfirmationMismatch'));
  const { erased, enquiries, subscribers, messages } = candidateRecords(email, phone);
  fake.store.applications = fake.store.applications.filter((row) => !erased.includes(row.id));
  fake.store.enquiries = fake.store.enquiries.filter((row) => !enquiries.includes(row));
  fake.store.subscribers = fake.store.subscribers.filter((row) => !subscribers.includes(row));
  fake.store.outbox = fake.store.outbox.filter((row) => !messages.includes(row));
  const counts = {
    applications: erased.length,
    messages: messages.length,
    enquiries: enquiries.length,
    subscribers: subscribers.length,
  };
  return ok({
    message: candidateErased(counts.applications, counts.messages, counts.enquiries + counts.subscribers),
    data: counts,
  });
};

export const erasureBehaviours: Behaviours = {
  previewCandidateErasure: ({ params }) => {
    const application = findApplication(params.id);
    if (!application) return notFound('Application');
    const records = candidateRecords(application.email, application.phone);
    const ids = records.erased;
    return ok({
      data: {
        email: application.email,
        phone: application.phone,
        applications: ids.length,
        files: new Set(
          fake.store.applications
            .filter((row) => ids.includes(row.id) && row.resume)
            .map((row) => row.resume),
        ).size,
        history: ids.reduce((total, id) => total + (fake.store.history[id]?.length ?? 0), 0),
        notes: ids.reduce((total, id) => total + (fake.store.notes[id]?.length ?? 0), 0),
        messages: records.messages.length,
        enquiries: records.enquiries.length,
        subscribers: records.subscribers.length,
      },
    });
  },
  eraseCandidate,
};
