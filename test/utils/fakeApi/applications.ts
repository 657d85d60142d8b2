import { message } from '../../../src/api/messages';
import { agencyDate, agencyYear } from '../../../src/domain/agencyTime';
import {
  employerConsentOf,
  recordedConsentDayProblem,
  type RecordedConsentWay,
} from '../../../src/domain/employerConsent';
import { categoryLabel } from '../../../src/domain/categories';
import { formatReference, isSameCandidate, emailKey, phoneKey } from '../../../src/domain/candidates';
import { parseTimestamp } from '../../../src/domain/timestamps';
import {
  ACCEPTED_CONSENT_VERSIONS,
  applicantConfirmationMail,
  applicationReceivedWithReference,
  staffApplicationMail,
} from './serverCode';
import {
  badRequest,
  languageOf,
  notFound,
  ok,
  refuse,
  text,
  type Behaviour,
  type Behaviours,
} from './outcome';
import { findApplication, withCandidate } from './candidates';
import { isClosed } from './jobs';
import { queueMail } from './outbox';
import {
  clockNow,
  fake,
  fakeStaffUser,
  newestFirst,
  nextId,
  now,
  ownerOf,
  clientOf,
  signature,
  type ApplicationNote,
  type StoredApplication,
} from './store';

/**
 * Applications: applying, the staff's lists, the record, its channel, notes and history. The status
 * change, the applicant's status page and the erasure have their own modules.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const SUMMARY_FIELDS = [
  'id',
  'logo',
  'job_title',
  'name',
  'email',
  'phone',
  'category',
  'title',
  'reference',
  'status',
  'created_at',
  'applied_count',
  'other_application_ids',
  'language',
] as const;
const summaryOf = (application: StoredApplication) => {
  const detail = withCandidate(application);
  return {
    ...Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, detail[field]])),
    current_job_title: fake.store.jobs.find((job) => job.id === application.job_id)?.title ?? null,
  };
};

const createApplication: Behaviour = ({ body }) => {
  if (text(body, 'website') !== '') return ok({ message: message('applicationReceived') });
  const consent = text(body, 'consent');
  // The resume: the form's file, or (one tap) the signed-in job seeker's stored one.
  const fromProfile =
    body.resume === undefined &&
    text(body, 'use_stored_resume') === 'true' &&
    fake.store.candidate?.has_resume;
  if (body.resume === undefined && !fromProfile) return badRequest(message('resumeNotFile'));
  if (consent === '') return badRequest(message('consentRequired'));
  if (!ACCEPTED_CONSENT_VERSIONS.includes(consent)) return badRequest(message('consentOutdated'));
  const applicant = {
    name: text(body, 'name'),
    email: text(body, 'email'),
    phone: text(body, 'phone'),
    gender: text(body, 'gender'),
    title: text(body, 'title'),
    message: text(body, 'message'),
  };
  if (emailKey(applicant.email) === '' && phoneKey(applicant.phone) === '')
    return badRequest(message('contactRequired'));
  const job = fake.store.jobs.find((row) => row.id === Number(body.job_id));
  if (!job) return refuse(404, message('jobNotFound'));
  if (isClosed(job)) return badRequest(message('jobClosed'));
  const arrived = now();
  const arrivedAt = parseTimestamp(arrived) as Date;
  // The server's duplicate rule: one application per candidate and job within 24 hours.
  const recent = fake.store.applications.some(
    (row) =>
      row.job_id === job.id &&
      isSameCandidate(applicant, row) &&
      arrivedAt.getTime() - Number(parseTimestamp(row.created_at)) < DAY_MS,
  );
  if (recent) return badRequest(message('alreadyApplied'));
  const id = nextId(fake.store.applications);
  // Reference numbers restart with the year in India, as the server numbers them.
  const year = agencyYear(arrivedAt);
  const sequence = fake.store.applications.filter((row) => row.reference.includes(`-${year}-`)).length + 1;
  const reference = formatReference(year, sequence);
  fake.store.applications = [
    ...fake.store.applications,
    {
      ...applicant,
      id,
      logo: job.logo,
      job_title: job.title,
      category: job.category,
      reference,
      status: 'New',
      created_at: arrived,
      job_id: job.id,
      career_level: job.career_level,
      experience: job.experience,
      resume: `/files/resume-${id}.pdf`,
      resume_source: fromProfile ? 'profile' : 'upload',
      consent_version: consent,
      consent_at: arrived,
      employer_consent: employerConsentOf({
        consent_version: consent,
        consent_at: arrived,
        employer_consent_on: null,
        employer_consent_how: null,
      }),
      // The server decides from the tag and the referrer's host; the fake knows the site's own tags.
      channel:
        text(body, 'source_tag') === 'whatsapp' || text(body, 'source_tag') === 'job_alert'
          ? (text(body, 'source_tag') as 'whatsapp' | 'job_alert')
          : text(body, 'referrer') === ''
            ? 'direct'
            : 'other',
      language: languageOf(body),
    },
  ];
  fake.store.history[id] = [
    {
      id: 1,
      from_status: null,
      to_status: 'New',
      changed_by: null,
      message_sent: false,
      messages: [],
      created_at: arrived,
    },
  ];
  const facts = {
    ...applicant,
    reference,
    jobTitle: job.title,
    retentionDays: 365,
    language: languageOf(body),
  };
  const staff = staffApplicationMail(facts);
  queueMail({
    kind: 'staff-application',
    to_address: fake.store.agency.email ?? fakeStaffUser.email,
    subject: staff.subject,
    text_body: staff.text,
    application_id: id,
    enquiry_id: null,
  });
  if (applicant.email !== '') {
    const confirmation = applicantConfirmationMail(facts);
    queueMail({
      kind: 'applicant-confirmation',
      to_address: applicant.email,
      subject: confirmation.subject,
      text_body: confirmation.text,
      application_id: id,
      enquiry_id: null,
    });
  }
  return ok({ message: applicationReceivedWithReference(reference), reference });
};

// The server's paging over the store: the same filters, search, sort and page as the SQL.
const listApplicationsPage: Behaviour = ({ query }) => {
  const search = String(query.q ?? '')
    .trim()
    .toLowerCase();
  const sort = (query.sort ?? 'created_at') as keyof StoredApplication | 'created_at';
  const direction = query.order === 'asc' ? 1 : -1;
  const matching = fake.store.applications
    .filter((row) => query.status === undefined || row.status === query.status)
    .filter((row) => query.job_id === undefined || row.job_id === Number(query.job_id))
    .filter((row) => query.client_id === undefined || clientOf(row.job_id) === Number(query.client_id))
    .map((row) => ({
      ...row,
      current_job_title: fake.store.jobs.find((job) => job.id === row.job_id)?.title ?? null,
    }))
    .filter(
      (row) =>
        search === '' ||
        [
          row.title,
          row.job_title,
          row.current_job_title,
          row.category,
          categoryLabel(row.category),
          row.name,
          search.length >= 3 ? row.reference : null,
        ].some((value) => typeof value === 'string' && value.toLowerCase().includes(search)),
    )
    .sort((a, b) => {
      const key = sort === 'created_at' ? 'id' : sort;
      const [x, y] = [a[key as keyof typeof a], b[key as keyof typeof b]];
      const before =
        typeof x === 'number' && typeof y === 'number' ? x < y : String(x ?? '') < String(y ?? '');
      return (x === y ? a.id - b.id : before ? -1 : 1) * direction;
    });
  const page = Number(query.page ?? 1);
  const size = Number(query.page_size ?? 10);
  return ok({
    // A row's applied count is a walk of the store: worked out for the page's rows only.
    items: matching.slice((page - 1) * size, page * size).map((row) => ({
      id: row.id,
      logo: row.logo,
      job_title: row.job_title,
      current_job_title: row.current_job_title,
      name: row.name,
      email: row.email,
      phone: row.phone,
      category: row.category,
      reference: row.reference,
      status: row.status,
      applied_count: withCandidate(row).applied_count,
      language: row.language,
    })),
    // A search counts up to 1,000 past the page's first row, as the server does.
    total: search === '' ? matching.length : Math.min(matching.length, (page - 1) * size + 1000),
    more: search !== '' && matching.length > (page - 1) * size + 1000,
    server_paging: fake.store.applications.length >= fake.store.applicationsPagingThreshold,
  });
};

const addApplicationNote: Behaviour = ({ params, body }) => {
  const id = Number(params.id);
  if (!findApplication(id)) return notFound('Application');
  const noteText = text(body, 'body');
  if (noteText === '') return badRequest(message('noteEmpty'));
  const notes = fake.store.notes[id] ?? [];
  const note: ApplicationNote = { id: nextId(notes), body: noteText, author: signature(), created_at: now() };
  fake.store.notes[id] = [...notes, note];
  return ok({ message: message('noteSaved'), data: note });
};

export const applicationBehaviours: Behaviours = {
  createApplication,
  listApplications: ({ query }) =>
    ok(
      newestFirst(fake.store.applications)
        .filter((row) => query.status === undefined || row.status === query.status)
        .filter((row) => query.job_id === undefined || row.job_id === Number(query.job_id))
        .filter((row) => query.owner_id === undefined || ownerOf(row.job_id) === Number(query.owner_id))
        .filter((row) => query.client_id === undefined || clientOf(row.job_id) === Number(query.client_id))
        .map(summaryOf),
    ),
  listApplicationsPage,
  getApplication: ({ params }) => {
    const application = findApplication(params.id);
    return application ? ok({ data: withCandidate(application) }) : notFound('Application');
  },
  deleteApplication: ({ params }) => {
    if (!findApplication(params.id)) return notFound('Application');
    fake.store.applications = fake.store.applications.filter((row) => row.id !== Number(params.id));
    return ok({ message: message('deletedText', { noun: 'Application' }) });
  },
  setApplicationChannel: ({ params, body }) => {
    const application = findApplication(params.id);
    if (!application) return notFound('Application');
    application.channel = body.channel as StoredApplication['channel'];
    return ok({ message: message('channelSaved') });
  },
  recordEmployerConsent: ({ params, body }) => {
    const application = findApplication(params.id);
    if (!application) return notFound('Application');
    const { how, on } = body as { how: RecordedConsentWay; on: string };
    const appliedOn = agencyDate(parseTimestamp(application.created_at) ?? clockNow());
    const today = agencyDate(clockNow());
    const problem = recordedConsentDayProblem(on, appliedOn, today);
    if (problem === 'not-a-day') return badRequest(message('employerConsentNotADay'));
    if (problem === 'too-early') return badRequest(message('employerConsentTooEarly', { day: appliedOn }));
    if (problem === 'in-the-future') return badRequest(message('employerConsentInFuture', { day: today }));
    application.employer_consent = { how, on };
    return ok({ message: message('employerConsentSaved') });
  },
  listApplicationNotes: ({ params }) =>
    findApplication(params.id)
      ? ok({ data: fake.store.notes[Number(params.id)] ?? [] })
      : notFound('Application'),
  addApplicationNote,
};
