import { applicationsNotFound, statusChanged } from './serverCode';
import { notFound, ok, refuse, type Behaviour, type Behaviours } from './outcome';
import { findApplication } from './candidates';
import { queueMail } from './outbox';
import { fake, nextId, now, signature, type ApplicationStatus, type StoredApplication } from './store';

/** The pipeline: staff move applications between statuses (with the template message), and the history. */

const changeApplicationStatus: Behaviour = ({ body }) => {
  const ids = body.ids as number[];
  const status = body.status as ApplicationStatus;
  const missing = ids.filter((id) => !findApplication(id));
  if (missing.length > 0) return refuse(404, applicationsNotFound(missing));
  const changed: number[] = [];
  let messages = 0;
  const template = fake.store.mailTemplates.find((row) => row.status === status);
  for (const id of [...new Set(ids)]) {
    const application = findApplication(id) as StoredApplication;
    if (application.status === status) continue;
    const sent = body.send_message === true && template !== undefined && application.email !== '';
    const history = fake.store.history[id] ?? [];
    const eventId = nextId(history);
    if (sent) {
      messages += 1;
      fake.eventMessages[`${id}:${eventId}`] = queueMail({
        kind: 'status-change',
        to_address: application.email,
        subject: template.subject,
        text_body: template.body,
        application_id: id,
        enquiry_id: null,
      });
    }
    fake.store.history[id] = [
      ...history,
      {
        id: eventId,
        from_status: application.status,
        to_status: status,
        changed_by: signature(),
        message_sent: sent,
        messages: [],
        created_at: now(),
      },
    ];
    application.status = status;
    changed.push(id);
  }
  return ok({ message: statusChanged(changed.length, status, messages), data: { changed, messages } });
};

/** What became of an entry's message: the state its outbox row is in now (as the server reads it). */
const deliveryState = (status: string) =>
  status === 'sent' ? ('sent' as const) : status === 'failed' ? ('failed' as const) : ('queued' as const);

export const pipelineBehaviours: Behaviours = {
  changeApplicationStatus,
  getApplicationHistory: ({ params }) =>
    findApplication(params.id)
      ? ok({
          data: (fake.store.history[Number(params.id)] ?? []).map((event) => {
            const outboxId = fake.eventMessages[`${String(params.id)}:${event.id}`];
            const row = fake.store.outbox.find((message) => message.id === outboxId);
            return row
              ? { ...event, messages: [{ channel: row.channel, state: deliveryState(row.status) }] }
              : event;
          }),
        })
      : notFound('Application'),
};
