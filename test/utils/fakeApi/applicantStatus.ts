import { message } from '../../../src/api/messages';
import { isOpenApplicationStatus } from '../../../src/domain/applicationStatuses';
import { isContactOf, MIN_APPLICANT_PHONE_DIGITS } from '../../../src/domain/candidates';
import { badRequest, ok, refuse, text, type Behaviour, type Behaviours, type Body } from './outcome';
import { fake, nextId, now, type StoredApplication } from './store';

/** The applicant's status page: the status for a reference and contact, and withdrawing. */

const applicantApplication = (body: Body) => {
  const reference = text(body, 'reference').toUpperCase();
  const application = fake.store.applications.find((row) => row.reference === reference);
  return application && isContactOf(text(body, 'contact'), application, MIN_APPLICANT_PHONE_DIGITS)
    ? application
    : undefined;
};

const statusAnswer = (application: StoredApplication) => {
  const history = fake.store.history[application.id] ?? [];
  // The job's translations while it keeps the title applied for, as the server answers them.
  const job = fake.store.jobs.find(
    (row) => row.id === application.job_id && row.title === application.job_title,
  );
  return {
    reference: application.reference,
    job_title: application.job_title,
    job_title_gu: job?.title_gu ?? null,
    job_title_hi: job?.title_hi ?? null,
    status: application.status,
    status_date: history[history.length - 1]?.created_at ?? application.created_at,
    can_withdraw: isOpenApplicationStatus(application.status),
  };
};

const checkApplicationStatus: Behaviour = ({ body }) => {
  const application = applicantApplication(body);
  return application ? ok({ data: statusAnswer(application) }) : refuse(404, message('statusNotFound'));
};

const withdrawApplication: Behaviour = ({ body }) => {
  const application = applicantApplication(body);
  if (!application) return refuse(404, message('statusNotFound'));
  if (!isOpenApplicationStatus(application.status)) return badRequest(message('applicationNotOpen'));
  const history = fake.store.history[application.id] ?? [];
  fake.store.history[application.id] = [
    ...history,
    {
      id: nextId(history),
      from_status: application.status,
      to_status: 'Withdrawn',
      changed_by: 'The applicant (status page)',
      message_sent: false,
      messages: [],
      created_at: now(),
    },
  ];
  const withdrawn: StoredApplication = { ...application, status: 'Withdrawn' };
  fake.store.applications = fake.store.applications.map((row) =>
    row.id === application.id ? withdrawn : row,
  );
  return ok({ message: message('applicationWithdrawnByApplicant'), data: statusAnswer(withdrawn) });
};

export const applicantStatusBehaviours: Behaviours = { checkApplicationStatus, withdrawApplication };
