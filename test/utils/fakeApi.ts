import { http, HttpResponse, type HttpHandler } from 'msw';
import type { components } from '../../src/api/schema';
import { message } from '../../src/api/messages';
import { maxBytes, megabytes } from '../../src/api/limits';
import { validationMessage } from '../../src/server/openapi/validationMessage';
import type { ContractOperation } from '../../src/server/openapi/contract';
import { emailKey, phoneKey } from '../../src/domain/candidates';
import {
  ACCEPTED_CONSENT_VERSIONS,
  applicantConfirmationMail,
  applicationReceivedWithReference,
  applicationsNotFound,
  candidateErased,
  DEFAULT_STATUS_TEMPLATES,
  staffApplicationMail,
  staffEnquiryMail,
  statusChanged,
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholders,
} from '../../src/server/services/pipelineTexts';
import { closingDateRange } from '../../src/api/codes';
import { isJobClosed } from '../../src/domain/jobClosing';
import { parseTimestamp } from '../../src/domain/timestamps';
import { assertContractAnswer, checkContractRequest, contract, formFields } from './contract';
import { testAgency } from '../app/agency/agencyFixture';
import { DEFAULT_STATUS_TEMPLATE_TRANSLATIONS } from '../../src/server/services/statusTemplateTranslations';

/**
 * The fake API of the web tests: one set of MSW handlers, one per operation of openapi.yaml the SPA
 * calls, over an in-memory store. Every request is checked against the contract as the server checks it,
 * and every answer the fake gives is checked against the contract before it leaves. The behaviour the
 * tests rely on is the server's: the contract's validation with the server's sentences (400), duplicates
 * (400 "This Data Already Exists"), 401 without a session on staff operations, 403 for a role the
 * operation's `x-roles` do not list, 404 for unknown ids, and
 * writes that change the store. Sentences come from the contract (`src/api/messages.ts`) or the server's
 * own text modules, never typed here.
 *
 * A request the SPA should never send (a wrong type, an unknown field, a value outside an enum, an
 * operation the contract lacks) and an answer off the contract are recorded as violations;
 * `test/utils/setupWeb.ts` fails the test that caused one.
 */

type Schemas = components['schemas'];
export type Job = Schemas['Job'];
export type BlogPost = Schemas['BlogPost'];
export type TeamMember = Schemas['TeamMember'];
export type ApplicationDetail = Schemas['ApplicationDetail'];
export type StatusEvent = Schemas['StatusEvent'];
export type ApplicationNote = Schemas['ApplicationNote'];
export type OutboxMessage = Schemas['OutboxMessage'];
export type MailTemplate = Schemas['MailTemplate'];
export type Enquiry = Schemas['Enquiry'];
export type AuditEntry = Schemas['AuditEntry'];
export type Subscriber = Schemas['Subscriber'];
export type Agency = Schemas['Agency'];
export type ApplicationStatus = Schemas['ApplicationStatus'];
type Language = Schemas['Language'];
type UserData = Schemas['UserData'];

/** An application as stored: the candidate's other applications are worked out on every read. */
export type StoredApplication = Omit<ApplicationDetail, 'applied_count' | 'other_application_ids'>;

/** A staff account of the fake (the password is compared as given). */
export interface FakeUser extends UserData {
  password: string;
  /** False for a disabled account (it cannot sign in); enabled when left out. */
  enabled?: boolean;
  /** False for an account without a second factor yet (sign-in sets it up); enrolled when left out. */
  enrolled?: boolean;
}

/** The code the fake's authenticator app shows (the fake takes it any number of times). */
export const FAKE_TOTP_CODE = '123456';
/** The recovery codes the fake answers at enrolment. */
export const FAKE_RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `abcd-efgh-${String(index).padStart(2, '0')}`,
);
/** The secret the fake offers at enrolment. */
export const FAKE_ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Staff%20back%20office:asha?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
};

export interface FakeStore {
  jobs: Job[];
  blogPosts: BlogPost[];
  team: TeamMember[];
  applications: StoredApplication[];
  history: Record<number, StatusEvent[]>;
  notes: Record<number, ApplicationNote[]>;
  outbox: OutboxMessage[];
  /** `sending_enabled` of the outbox list (SMTP configured on the server). */
  sendingEnabled: boolean;
  mailTemplates: MailTemplate[];
  enquiries: Enquiry[];
  subscribers: Subscriber[];
  /** The audit trail's entries (seeded; the fake writes none itself). */
  audit: AuditEntry[];
  agency: Agency;
  /** The Backups screen's overview (runs newest first). */
  backups: Schemas['BackupOverview'];
  users: FakeUser[];
  /** From how many applications `listApplicationsPage` says the list pages on the server (5000). */
  applicationsPagingThreshold: number;
  /** The signed-in staff user of the fake's session, or null. */
  session: UserData | null;
  /** The account whose password step succeeded and whose code step is awaited, or null. */
  signingIn: number | null;
}

/** What `seed` accepts: any part of the store; lists replace the empty defaults. */
export type FakeSeed = Partial<FakeStore>;

/** One request the fake received, as sent (multipart fields as strings and Blobs). */
export interface FakeRequest {
  operationId: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** The staff account every test can sign in with. */
export const fakeStaffUser: FakeUser = {
  id: 1,
  name: 'Asha Admin',
  email: 'admin@agency.test',
  role: 'admin',
  password: 'secret-password',
};

const API_ORIGIN = 'http://localhost/api';
const FIRST_TIMESTAMP = Date.UTC(2026, 4, 1, 10, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD HH:MM:SS` (UTC), as the API writes times. */
const timestampText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

const defaultTemplates = (): MailTemplate[] =>
  Object.entries(DEFAULT_STATUS_TEMPLATES).map(([status, template]) => ({
    status: status as ApplicationStatus,
    ...template,
    updated_at: timestampText(FIRST_TIMESTAMP),
    translations: (['gu', 'hi'] as const).map((language) => ({
      language,
      ...DEFAULT_STATUS_TEMPLATE_TRANSLATIONS[language][status],
      updated_at: timestampText(FIRST_TIMESTAMP),
    })),
  }));

function emptyStore(): FakeStore {
  return {
    jobs: [],
    blogPosts: [],
    team: [],
    applications: [],
    history: {},
    notes: {},
    outbox: [],
    sendingEnabled: true,
    mailTemplates: defaultTemplates(),
    enquiries: [],
    subscribers: [],
    audit: [],
    agency: testAgency,
    backups: {
      enabled: true,
      directory: '/var/backups/agency',
      keep: 7,
      last_success_at: null,
      stale: false,
      runs: [],
    },
    users: [fakeStaffUser],
    applicationsPagingThreshold: 5000,
    session: null,
    signingIn: null,
  };
}

/** An answer of an operation: a status and its JSON body. */
interface Outcome {
  status: number;
  body: unknown;
}

type Body = Record<string, unknown>;

interface Call {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Body;
}

type Behaviour = (call: Call) => Outcome;

const ok = (body: unknown): Outcome => ({ status: 200, body });
const refuse = (status: number, sentence: string): Outcome => ({ status, body: { message: sentence } });
const badRequest = (sentence: string) => refuse(400, sentence);
const notFound = (noun: string) => refuse(404, message('notFound', { noun }));
const duplicate = () => badRequest(message('duplicate'));

/** A trimmed text field ('' when absent), as the server's `optionalText` reads it. */
/** The language a form was sent from (the contract's default, English, when the form sent none). */
const languageOf = (body: Body): Language => {
  const value = text(body, 'language');
  return value === 'gu' || value === 'hi' ? value : 'en';
};

const text = (body: Body, field: string): string => {
  const value = body[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** The server's `requiredText`: a blank text field is a 400 naming it. */
function requiredText(body: Body, field: string): string | Outcome {
  const value = text(body, field);
  return value === '' ? badRequest(`${field} must not be empty.`) : value;
}

const isOutcome = (value: unknown): value is Outcome =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The default sentence of a fault the server gives with this status (from the contract's catalogue). */
function faultSentence(status: number): string {
  switch (status) {
    case 400:
      return message('requestInvalid');
    case 401:
      return message('signInRequired');
    case 403:
      return message('notAllowed');
    case 404:
      return message('pathNotFound');
    case 413:
      return message('imageTooLarge', { imageMegabytes: megabytes(maxBytes.ImageFile) });
    case 415:
      return message('contentTypeRejected');
    case 429:
      return message('tooManyRequests', { tryAgain: message('tryAgainLater') });
    default:
      return status >= 500 ? message('serverFault') : message('requestNotHandled');
  }
}

/**
 * Validation keywords that judge what a person typed or picked (a blank or too long text, a missing
 * file): the server answers them with a 400 naming the field, and so does the fake. Any other
 * keyword (a type, an enum, an unknown field) means the SPA built a request the contract never allows.
 */
const INPUT_KEYWORDS = new Set([
  'required',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
]);

type Fault = { kind: 'status'; status: number; sentence: string } | { kind: 'network' };

export interface FakeApi {
  /** The live store; tests may read it, or change it between steps (e.g. a record deleted meanwhile). */
  readonly store: FakeStore;
  /** Empties the store and the request log, forgets faults and violations (run before every test). */
  reset(): void;
  /** Puts records (or the agency, users, session...) into the store. */
  seed(seed: FakeSeed): void;
  /** Starts a staff session (as a successful sign-in would). */
  signIn(user?: UserData): void;
  /**
   * The next request of this operation gets this fault instead of its answer: a status (with the
   * server's sentence for it, or the given one), or `'network'` for a failed connection. The answer is
   * checked against the contract like any other (5xx answers carry `{message}`, as the server's do).
   */
  failNext(operationId: string, fault: number | 'network', sentence?: string): void;
  /** The requests received, of one operation or all, oldest first. */
  requests(operationId?: string): FakeRequest[];
  /** The contract violations seen since the last reset. */
  violations(): string[];
  /** Throws when a request or an answer was off the contract (called after every test). */
  assertNoViolations(): void;
  /** The MSW handlers, one per contract operation. */
  readonly handlers: HttpHandler[];
}

function createFakeApi(): FakeApi {
  let store = emptyStore();
  let clock = FIRST_TIMESTAMP;
  let received: FakeRequest[] = [];
  let violations: string[] = [];
  let faults = new Map<string, Fault[]>();
  /** The outbox message each status change queued, by `applicationId:eventId`. */
  let eventMessages: Record<string, number> = {};

  const now = () => {
    clock += 1000;
    return timestampText(clock);
  };
  const nextId = (records: ReadonlyArray<{ id: number }>) =>
    records.reduce((max, record) => Math.max(max, record.id), 0) + 1;
  /** Where the server would store an upload: a new name under /files, keeping the extension. */
  const uploaded = (folder: string, file: unknown) => {
    const name = (file as { name?: unknown }).name;
    const extension = typeof name === 'string' ? (/\.\w+$/.exec(name)?.[0] ?? '') : '';
    return `/files/${folder}-${clock}${extension || '.png'}`;
  };
  const signature = () => (store.session ? `${store.session.name} <${store.session.email}>` : '');

  /** Text fields of a body (files left out), trimmed as the server stores them. */
  function fieldsOf(operation: ContractOperation, body: Body): Body {
    const fields: Body = {};
    for (const [name, value] of Object.entries(body)) {
      if (operation.fileFields.includes(name)) continue;
      fields[name] = typeof value === 'string' ? value.trim() : value;
    }
    return fields;
  }

  /** A write's record: the body's fields over the old record, absent optional texts stored as ''. */
  function written<T extends object>(operation: ContractOperation, body: Body, old: T | undefined): T {
    const schema = operation.schema.body as { properties?: Record<string, { type?: unknown }> } | undefined;
    const blanks: Body = {};
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      if (!operation.fileFields.includes(name) && property.type === 'string' && !(name in body))
        blanks[name] = '';
    }
    return { ...old, ...blanks, ...fieldsOf(operation, body) } as T;
  }

  const operation = (operationId: string) =>
    contract.operations.find((candidate) => candidate.operationId === operationId) as ContractOperation;

  // ---- jobs, blog posts, team members -------------------------------------------------------------

  function requireFields(body: Body, fields: string[]): Outcome | undefined {
    for (const field of fields) {
      const value = requiredText(body, field);
      if (isOutcome(value)) return value;
    }
    return undefined;
  }

  const JOB_TEXTS = ['title', 'location', 'salary', 'career_level', 'experience', 'qualification'];
  const jobDuplicate = (fields: Body, exceptId?: number) =>
    store.jobs.some(
      (job) =>
        job.id !== exceptId &&
        same(job.title, String(fields.title)) &&
        job.category === fields.category &&
        same(job.location, String(fields.location)),
    );

  /** The optional posting details as the server stores them: a field left out (or blank) is cleared. */
  const POSTING_TEXTS = [
    'employer_name',
    'employment_type',
    'city',
    'country',
    'salary_currency',
    'salary_period',
    'valid_through',
    'foreign_employer',
    'visa_type',
  ] as const;
  const amount = (value: unknown) =>
    value === undefined || value === '' || value === null ? null : Number(value);
  function withPostingDetails(job: Job): Job {
    const record: Record<string, unknown> = { ...job };
    for (const field of POSTING_TEXTS) {
      const value = record[field];
      record[field] = typeof value === 'string' && value !== '' ? value : null;
    }
    record.salary_min = amount(record.salary_min);
    record.salary_max = amount(record.salary_max);
    if (record.salary_currency === null && (record.salary_min !== null || record.salary_max !== null))
      record.salary_currency = 'INR';
    record.filled = record.filled === true || record.filled === 'true';
    record.contract_before_departure =
      record.contract_before_departure === true || record.contract_before_departure === 'true';
    record.updated_at = now();
    const stored = record as unknown as Job;
    return { ...stored, closed: isClosed(stored) };
  }
  const isClosed = (job: Job) => isJobClosed({ ...job, closed: false });
  const openJobs = () => store.jobs.filter((job) => !isClosed(job));

  /** A stored job may carry its owner; public answers never do. */
  type OwnedJob = Job & { owner_id?: number | null };
  const publicJob = (job: OwnedJob): Job => {
    const { owner_id: _owner, ...rest } = job;
    void _owner;
    return rest;
  };
  const managedJob = (job: OwnedJob) => ({
    ...publicJob(job),
    owner_id: job.owner_id ?? null,
    owner_name: store.users.find((user) => user.id === job.owner_id)?.name ?? null,
  });
  const ownerOf = (jobId: number | null) =>
    (store.jobs.find((job) => job.id === jobId) as OwnedJob | undefined)?.owner_id ?? null;

  const saveJob =
    (editing: boolean): Behaviour =>
    ({ params, body }) => {
      const op = operation(editing ? 'updateJob' : 'createJob');
      const refused = requireFields(body, JOB_TEXTS);
      if (refused) return refused;
      const id = editing ? Number(params.id) : nextId(store.jobs);
      const old = store.jobs.find((job) => job.id === id);
      if (editing && !old) return notFound('Job');
      const fields = fieldsOf(op, body);
      // The contract's closing-date window, as the server applies it.
      const closing = typeof body.valid_through === 'string' ? body.valid_through : '';
      const range = closingDateRange();
      if (closing && (closing < range.earliest || closing > range.latest))
        return refuse(400, message('closingDateOutOfRange', range));
      if (jobDuplicate(fields, editing ? id : undefined)) return duplicate();
      const job: OwnedJob = withPostingDetails(written<Job>(op, body, old));
      job.id = id;
      // Left out means no owner, as the server reads it.
      job.owner_id = body.owner_id === undefined ? null : Number(body.owner_id);
      job.logo = body.logo ? uploaded('job', body.logo) : (old?.logo ?? '');
      job.created_at = old?.created_at ?? now();
      store.jobs = editing ? store.jobs.map((row) => (row.id === id ? job : row)) : [...store.jobs, job];
      return ok({
        data: publicJob(job),
        message: message('saved', { noun: 'Job', verb: editing ? 'Updated' : 'Inserted' }),
      });
    };

  const savePost =
    (editing: boolean): Behaviour =>
    ({ params, body }) => {
      const op = operation(editing ? 'updateBlogPost' : 'createBlogPost');
      const refused = requireFields(body, ['title']);
      if (refused) return refused;
      const id = editing ? Number(params.id) : nextId(store.blogPosts);
      const old = store.blogPosts.find((post) => post.id === id);
      if (editing && !old) return notFound('Blog');
      if (store.blogPosts.some((post) => post.id !== id && same(post.title, text(body, 'title'))))
        return duplicate();
      const post = written<BlogPost>(op, body, old);
      post.id = id;
      post.photo = body.photo ? uploaded('blog', body.photo) : (old?.photo ?? '');
      post.created_at = old?.created_at ?? now();
      store.blogPosts = editing
        ? store.blogPosts.map((row) => (row.id === id ? post : row))
        : [...store.blogPosts, post];
      return ok({
        data: post,
        message: message('saved', { noun: 'Blog', verb: editing ? 'Updated' : 'Inserted' }),
      });
    };

  const saveMember =
    (editing: boolean): Behaviour =>
    ({ params, body }) => {
      const op = operation(editing ? 'updateTeamMember' : 'createTeamMember');
      const refused = requireFields(body, ['name']);
      if (refused) return refused;
      const id = editing ? Number(params.id) : nextId(store.team);
      const old = store.team.find((member) => member.id === id);
      if (editing && !old) return notFound('Team');
      if (
        store.team.some(
          (member) =>
            member.id !== id &&
            same(member.name, text(body, 'name')) &&
            same(member.position, text(body, 'position')),
        )
      )
        return duplicate();
      const member = written<TeamMember>(op, body, old);
      member.id = id;
      member.photo = body.photo ? uploaded('team', body.photo) : (old?.photo ?? '');
      store.team = editing
        ? store.team.map((row) => (row.id === id ? member : row))
        : [...store.team, member];
      return ok({
        data: member,
        message: message('saved', { noun: 'Team', verb: editing ? 'Updated' : 'Inserted' }),
      });
    };

  /** A delete of one record of a list: 404 with the noun when there is none. */
  function deleteFrom<K extends 'jobs' | 'blogPosts' | 'team' | 'enquiries' | 'subscribers'>(
    key: K,
    noun: string,
  ): Behaviour {
    return ({ params }) => {
      const list = store[key] as Array<{ id: number }>;
      if (!list.some((record) => record.id === Number(params.id))) return notFound(noun);
      (store[key] as Array<{ id: number }>) = list.filter((record) => record.id !== Number(params.id));
      return ok({ message: message('deletedText', { noun }) });
    };
  }

  const newestFirst = <T extends { id: number }>(records: T[]) => [...records].sort((a, b) => b.id - a.id);

  // ---- applications --------------------------------------------------------------------------------

  const sameCandidate = (a: StoredApplication, b: StoredApplication) =>
    (emailKey(a.email) !== '' && emailKey(a.email) === emailKey(b.email)) ||
    (phoneKey(a.phone) !== '' && phoneKey(a.phone) === phoneKey(b.phone));

  function withCandidate(application: StoredApplication): ApplicationDetail {
    const others = newestFirst(
      store.applications.filter((other) => other.id !== application.id && sameCandidate(application, other)),
    ).map((other) => other.id);
    return { ...application, applied_count: others.length + 1, other_application_ids: others };
  }

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
      current_job_title: store.jobs.find((job) => job.id === application.job_id)?.title ?? null,
    };
  };

  const findApplication = (id: unknown) => store.applications.find((row) => row.id === Number(id));

  function queueMail(
    mail: Omit<
      OutboxMessage,
      'id' | 'status' | 'attempts' | 'last_error' | 'sent_at' | 'created_at' | 'next_attempt_at' | 'channel'
    >,
  ) {
    const at = now();
    const id = nextId(store.outbox);
    store.outbox = [
      ...store.outbox,
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

  const createApplication: Behaviour = ({ body }) => {
    if (text(body, 'website') !== '') return ok({ message: message('applicationReceived') });
    const consent = text(body, 'consent');
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
    const job = store.jobs.find((row) => row.id === Number(body.job_id));
    if (!job) return refuse(404, message('jobNotFound'));
    if (isClosed(job)) return badRequest(message('jobClosed'));
    const arrived = now();
    const candidate = { ...applicant } as StoredApplication;
    const recent = store.applications.some(
      (row) =>
        row.job_id === job.id &&
        sameCandidate(candidate, row) &&
        Number(parseTimestamp(arrived)) - Number(parseTimestamp(row.created_at)) < DAY_MS,
    );
    if (recent) return badRequest(message('alreadyApplied'));
    const id = nextId(store.applications);
    const year = arrived.slice(0, 4);
    const sequence = store.applications.filter((row) => row.reference.includes(`-${year}-`)).length + 1;
    const reference = `SMS-${year}-${String(sequence).padStart(6, '0')}`;
    store.applications = [
      ...store.applications,
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
        consent_version: consent,
        consent_at: arrived,
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
    store.history[id] = [
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
      to_address: store.agency.email ?? fakeStaffUser.email,
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

  const changeApplicationStatus: Behaviour = ({ body }) => {
    const ids = body.ids as number[];
    const status = body.status as ApplicationStatus;
    const missing = ids.filter((id) => !findApplication(id));
    if (missing.length > 0) return refuse(404, applicationsNotFound(missing));
    const changed: number[] = [];
    let messages = 0;
    const template = store.mailTemplates.find((row) => row.status === status);
    for (const id of [...new Set(ids)]) {
      const application = findApplication(id) as StoredApplication;
      if (application.status === status) continue;
      const sent = body.send_message === true && template !== undefined && application.email !== '';
      const history = store.history[id] ?? [];
      const eventId = nextId(history);
      if (sent) {
        messages += 1;
        eventMessages[`${id}:${eventId}`] = queueMail({
          kind: 'status-change',
          to_address: application.email,
          subject: template.subject,
          text_body: template.body,
          application_id: id,
          enquiry_id: null,
        });
      }
      store.history[id] = [
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

  // ---- the applicant's status page -----------------------------------------------------------------

  const OPEN_STATUSES: ApplicationStatus[] = ['New', 'Screening', 'Interview', 'Offered'];
  const applicantApplication = (body: Body) => {
    const reference = text(body, 'reference').toUpperCase();
    const contact = text(body, 'contact');
    const application = store.applications.find((row) => row.reference === reference);
    if (!application) return undefined;
    const same = contact.includes('@')
      ? emailKey(contact) !== '' && emailKey(contact) === emailKey(application.email)
      : phoneKey(contact).length >= 6 && phoneKey(contact) === phoneKey(application.phone);
    return same ? application : undefined;
  };
  const statusAnswer = (application: StoredApplication) => {
    const history = store.history[application.id] ?? [];
    return {
      reference: application.reference,
      job_title: application.job_title,
      status: application.status,
      status_date: history[history.length - 1]?.created_at ?? application.created_at,
      can_withdraw: OPEN_STATUSES.includes(application.status),
    };
  };
  const checkApplicationStatus: Behaviour = ({ body }) => {
    const application = applicantApplication(body);
    return application ? ok({ data: statusAnswer(application) }) : refuse(404, message('statusNotFound'));
  };
  const withdrawApplication: Behaviour = ({ body }) => {
    const application = applicantApplication(body);
    if (!application) return refuse(404, message('statusNotFound'));
    if (!OPEN_STATUSES.includes(application.status)) return badRequest(message('applicationNotOpen'));
    const history = store.history[application.id] ?? [];
    store.history[application.id] = [
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
    store.applications = store.applications.map((row) => (row.id === application.id ? withdrawn : row));
    return ok({ message: message('applicationWithdrawnByApplicant'), data: statusAnswer(withdrawn) });
  };

  /** The records erasing this contact's candidate erases (as the server finds them). */
  const candidateRecords = (email: string, phone: string) => {
    const person = { email, phone } as StoredApplication;
    const erased = store.applications.filter((row) => sameCandidate(person, row)).map((row) => row.id);
    const matchesEmail = (address: string) => emailKey(email) !== '' && emailKey(address) === emailKey(email);
    const enquiries = store.enquiries.filter(
      (row) => matchesEmail(row.email) || (phoneKey(phone) !== '' && phoneKey(row.phone) === phoneKey(phone)),
    );
    const subscribers = store.subscribers.filter((row) => matchesEmail(row.email));
    const messages = store.outbox.filter(
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
    const confirmed = typed.includes('@')
      ? emailKey(typed) !== '' && emailKey(typed) === emailKey(email)
      : phoneKey(typed) !== '' && phoneKey(typed) === phoneKey(phone);
    if (!confirmed) return badRequest(message('eraseConfirmationMismatch'));
    const { erased, enquiries, subscribers, messages } = candidateRecords(email, phone);
    store.applications = store.applications.filter((row) => !erased.includes(row.id));
    store.enquiries = store.enquiries.filter((row) => !enquiries.includes(row));
    store.subscribers = store.subscribers.filter((row) => !subscribers.includes(row));
    store.outbox = store.outbox.filter((row) => !messages.includes(row));
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

  const updateMailTemplate: Behaviour = ({ params, body }) => {
    const status = params.status as ApplicationStatus;
    if (status === 'New') return refuse(404, message('templateNotFound'));
    const subject = text(body, 'subject');
    const templateBody = text(body, 'body');
    if (subject === '' || templateBody === '') return badRequest(message('templateEmpty'));
    const used = [...`${subject}\n${templateBody}`.matchAll(/\{([^{}\s]+)\}/g)].map((match) => match[1]);
    const unknown = [
      ...new Set(used.filter((name) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name))),
    ];
    if (unknown.length > 0) return badRequest(unknownPlaceholders(unknown));
    const language = (body.language as Language | undefined) ?? 'en';
    const old = store.mailTemplates.find((row) => row.status === status);
    const saved = { subject, body: templateBody, updated_at: now() };
    const template: MailTemplate =
      language === 'en'
        ? { status, ...saved, translations: old?.translations ?? [] }
        : {
            ...(old ?? { status, subject, body: templateBody, updated_at: now(), translations: [] }),
            translations: [
              ...(old?.translations ?? []).filter((row) => row.language !== language),
              { language, ...saved },
            ].sort((a, b) => a.language.localeCompare(b.language)),
          };
    store.mailTemplates = [...store.mailTemplates.filter((row) => row.status !== status), template];
    return ok({ message: message('templateSaved'), data: template });
  };

  // ---- staff accounts ------------------------------------------------------------------------------
  const staffMember = (user: FakeUser) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    enabled: user.enabled !== false,
    invited: user.password === '',
    created_at: '2026-01-01 00:00:00',
  });
  const updateStaffMember: Behaviour = ({ params, body }) => {
    const id = Number(params.id);
    const user = store.users.find((row) => row.id === id);
    if (!user) return refuse(404, message('notFound', { noun: 'Staff member' }));
    const change = body as { role: UserData['role']; enabled: boolean };
    const otherAdministrators = store.users.filter(
      (row) => row.id !== id && row.role === 'admin' && row.enabled !== false,
    );
    if (
      !(change.role === 'admin' && change.enabled) &&
      user.role === 'admin' &&
      otherAdministrators.length === 0
    )
      return badRequest(message('lastAdministrator'));
    user.role = change.role;
    user.enabled = change.enabled;
    return ok({
      message: message('saved', { noun: 'Staff member', verb: 'Updated' }),
      data: staffMember(user),
    });
  };

  const deleteMailTemplateTranslation: Behaviour = ({ params }) => {
    const status = params.status as ApplicationStatus;
    if (status === 'New') return refuse(404, message('templateNotFound'));
    const old = store.mailTemplates.find((row) => row.status === status);
    if (!old || !old.translations.some((row) => row.language === params.language)) {
      return refuse(404, message('translationNotFound'));
    }
    const template = {
      ...old,
      translations: old.translations.filter((row) => row.language !== params.language),
    };
    store.mailTemplates = store.mailTemplates.map((row) => (row.status === status ? template : row));
    return ok({ message: message('translationRemoved'), data: template });
  };

  // ---- enquiries and subscribers -------------------------------------------------------------------

  const createEnquiry: Behaviour = ({ body }) => {
    const received = message('submissionReceived');
    if (text(body, 'website') !== '') return ok({ message: received });
    const enquiry: Enquiry = {
      id: nextId(store.enquiries),
      name: text(body, 'name'),
      email: text(body, 'email'),
      phone: text(body, 'Phone-no'),
      purpose: body.purpose as Enquiry['purpose'],
      message: text(body, 'Message'),
      created_at: now(),
      language: languageOf(body),
    };
    store.enquiries = [...store.enquiries, enquiry];
    const mail = staffEnquiryMail(enquiry);
    queueMail({
      kind: 'staff-enquiry',
      to_address: store.agency.email ?? fakeStaffUser.email,
      subject: mail.subject,
      text_body: mail.text,
      application_id: null,
      enquiry_id: enquiry.id,
    });
    return ok({ message: received });
  };

  const createSubscriber: Behaviour = ({ body }) => {
    const received = message('submissionReceived');
    if (text(body, 'website') !== '') return ok({ message: received });
    const email = text(body, 'Footer-Email').toLowerCase();
    if (!store.subscribers.some((row) => row.email === email)) {
      store.subscribers = [
        ...store.subscribers,
        {
          id: nextId(store.subscribers),
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

  // ---- the operations ------------------------------------------------------------------------------

  const sessionAnswer = (user: UserData) => ({
    userdata: { id: user.id, name: user.name, email: user.email, role: user.role },
    roll: user.role,
  });

  const behaviours: Record<string, Behaviour> = {
    login: ({ body }) => {
      const email = text(body, 'email').toLowerCase();
      const user = store.users.find((row) => row.email.toLowerCase() === email);
      if (!user || user.password !== body.password || user.enabled === false)
        return refuse(401, message('wrongCredentials'));
      store.signingIn = user.id;
      return {
        status: 202,
        body: user.enrolled === false ? { step: 'enrol', enrolment: FAKE_ENROLMENT } : { step: 'code' },
      };
    },
    verifySignInCode: ({ body }) => {
      const user = store.users.find((row) => row.id === store.signingIn);
      if (!user || user.enrolled === false) return refuse(401, message('signInTimedOut'));
      if (body.code !== FAKE_TOTP_CODE && !FAKE_RECOVERY_CODES.includes(String(body.code)))
        return refuse(401, message('wrongCode'));
      store.signingIn = null;
      store.session = sessionAnswer(user).userdata;
      return ok(sessionAnswer(user));
    },
    enrolSecondFactor: ({ body }) => {
      const user = store.users.find((row) => row.id === store.signingIn);
      if (!user) return refuse(401, message('signInTimedOut'));
      if (body.code !== FAKE_TOTP_CODE) return refuse(401, message('enrolmentCodeWrong'));
      user.enrolled = true;
      store.signingIn = null;
      store.session = sessionAnswer(user).userdata;
      return ok({ ...sessionAnswer(user), recovery_codes: FAKE_RECOVERY_CODES });
    },
    logout: () => {
      store.session = null;
      return ok({ message: message('loggedOut') });
    },
    getCurrentUser: () => ok(sessionAnswer(store.session as UserData)),

    listJobs: () => ok({ data: newestFirst(openJobs()).map(publicJob) }),
    listManagedJobs: () => ok({ data: newestFirst(store.jobs).map(managedJob) }),
    getManagedJob: ({ params }) => {
      const job = store.jobs.find((row) => row.id === Number(params.id));
      return job ? ok({ data: managedJob(job) }) : notFound('Job');
    },
    listJobOwners: () =>
      ok({
        data: store.users
          .filter((user) => user.enabled !== false && (user.role === 'admin' || user.role === 'recruiter'))
          .map((user) => ({ id: user.id, name: user.name, role: user.role }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      }),
    listJobsByCategory: ({ params }) =>
      ok(newestFirst(openJobs().filter((job) => job.category === params.category)).map(publicJob)),
    searchJobs: ({ query }) => {
      const number = (name: string) => (query[name] === undefined ? undefined : Number(query[name]));
      const [minSalary, maxSalary, posted] = [number('minSalary'), number('maxSalary'), number('posted')];
      if (minSalary !== undefined && maxSalary !== undefined && minSalary > maxSalary)
        return badRequest(message('salaryRangeReversed'));
      const page = number('page') ?? 1;
      const pageSize = number('pageSize') ?? 20;
      const open = openJobs().filter(
        (job) => query.category === undefined || job.category === query.category,
      );
      const since = posted === undefined ? '' : new Date(Date.now() - posted * 86_400_000).toISOString();
      const matching = newestFirst(
        open.filter(
          (job) =>
            (query.country === undefined || job.country === query.country) &&
            (query.city === undefined || job.city?.toLowerCase() === String(query.city).toLowerCase()) &&
            (query.type === undefined || job.employment_type === query.type) &&
            (minSalary === undefined || (job.salary_max ?? job.salary_min ?? -Infinity) >= minSalary) &&
            (maxSalary === undefined || (job.salary_min ?? job.salary_max ?? Infinity) <= maxSalary) &&
            (posted === undefined || job.created_at.replace(' ', 'T') >= since.slice(0, 19)),
        ),
      );
      const counted = <T extends string>(values: Array<T | null>) => {
        const counts = new Map<T, number>();
        for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
        return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([value, count]) => ({ value, count }));
      };
      const cities = new Map<string, { country: string | null; city: string; count: number }>();
      for (const job of open) {
        if (!job.city) continue;
        const key = `${job.country ?? ''}/${job.city}`;
        const entry = cities.get(key) ?? { country: job.country, city: job.city, count: 0 };
        entry.count += 1;
        cities.set(key, entry);
      }
      return ok({
        items: matching.slice((page - 1) * pageSize, page * pageSize).map(publicJob),
        total: matching.length,
        page,
        pageSize,
        facets: {
          countries: counted(open.map((job) => job.country)),
          cities: [...cities.values()].sort(
            (a, b) => (a.country ?? '').localeCompare(b.country ?? '') || a.city.localeCompare(b.city),
          ),
          categories: counted(open.map((job) => job.category)),
          types: counted(open.map((job) => job.employment_type)),
        },
      });
    },
    getJob: ({ params }) => {
      const job = store.jobs.find((row) => row.id === Number(params.id));
      return job ? ok({ data: publicJob(job) }) : notFound('Job');
    },
    createJob: saveJob(false),
    updateJob: saveJob(true),
    deleteJob: deleteFrom('jobs', 'Job'),

    listBlogPosts: () => ok({ data: newestFirst(store.blogPosts) }),
    getBlogPost: ({ params }) => {
      const post = store.blogPosts.find((row) => row.id === Number(params.id));
      return post ? ok({ data: post }) : notFound('Blog');
    },
    createBlogPost: savePost(false),
    updateBlogPost: savePost(true),
    deleteBlogPost: deleteFrom('blogPosts', 'Blog'),

    listTeamMembers: () => ok({ data: [...store.team].sort((a, b) => a.id - b.id) }),
    getTeamMember: ({ params }) => {
      const member = store.team.find((row) => row.id === Number(params.id));
      return member ? ok({ data: member }) : notFound('Team');
    },
    createTeamMember: saveMember(false),
    updateTeamMember: saveMember(true),
    deleteTeamMember: deleteFrom('team', 'Team'),

    createApplication,
    listApplications: ({ query }) =>
      ok(
        newestFirst(store.applications)
          .filter((row) => query.status === undefined || row.status === query.status)
          .filter((row) => query.job_id === undefined || row.job_id === Number(query.job_id))
          .filter((row) => query.owner_id === undefined || ownerOf(row.job_id) === Number(query.owner_id))
          .map(summaryOf),
      ),
    // The server's paging over the store: the same filters, search, sort and page as the SQL.
    listApplicationsPage: ({ query }) => {
      const search = String(query.q ?? '')
        .trim()
        .toLowerCase();
      const sort = (query.sort ?? 'created_at') as keyof StoredApplication | 'created_at';
      const direction = query.order === 'asc' ? 1 : -1;
      const matching = store.applications
        .filter((row) => query.status === undefined || row.status === query.status)
        .filter((row) => query.job_id === undefined || row.job_id === Number(query.job_id))
        .map((row) => ({
          ...withCandidate(row),
          current_job_title: store.jobs.find((job) => job.id === row.job_id)?.title ?? null,
        }))
        .filter(
          (row) =>
            search === '' ||
            [
              row.title,
              row.job_title,
              row.current_job_title,
              row.category,
              row.category === '1' ? 'International' : 'Domestic',
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
          applied_count: row.applied_count,
          language: row.language,
        })),
        total: matching.length,
        server_paging: store.applications.length >= store.applicationsPagingThreshold,
      });
    },
    getApplication: ({ params }) => {
      const application = findApplication(params.id);
      return application ? ok({ data: withCandidate(application) }) : notFound('Application');
    },
    deleteApplication: ({ params }) => {
      if (!findApplication(params.id)) return notFound('Application');
      store.applications = store.applications.filter((row) => row.id !== Number(params.id));
      return ok({ message: message('deletedText', { noun: 'Application' }) });
    },
    changeApplicationStatus,
    setApplicationChannel: ({ params, body }) => {
      const application = findApplication(params.id);
      if (!application) return notFound('Application');
      application.channel = body.channel as StoredApplication['channel'];
      return ok({ message: message('channelSaved') });
    },
    eraseCandidate,
    checkApplicationStatus,
    withdrawApplication,
    // Each entry's messages in the state their outbox rows are in now (as the server reads them).
    getApplicationHistory: ({ params }) =>
      findApplication(params.id)
        ? ok({
            data: (store.history[Number(params.id)] ?? []).map((event) => {
              const outboxId = eventMessages[`${params.id}:${event.id}`];
              const row = store.outbox.find((message) => message.id === outboxId);
              return row
                ? {
                    ...event,
                    messages: [
                      {
                        channel: row.channel,
                        state:
                          row.status === 'sent'
                            ? ('sent' as const)
                            : row.status === 'failed'
                              ? ('failed' as const)
                              : ('queued' as const),
                      },
                    ],
                  }
                : event;
            }),
          })
        : notFound('Application'),
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
            store.applications.filter((row) => ids.includes(row.id) && row.resume).map((row) => row.resume),
          ).size,
          history: ids.reduce((total, id) => total + (store.history[id]?.length ?? 0), 0),
          notes: ids.reduce((total, id) => total + (store.notes[id]?.length ?? 0), 0),
          messages: records.messages.length,
          enquiries: records.enquiries.length,
          subscribers: records.subscribers.length,
        },
      });
    },
    listApplicationNotes: ({ params }) =>
      findApplication(params.id)
        ? ok({ data: store.notes[Number(params.id)] ?? [] })
        : notFound('Application'),
    addApplicationNote: ({ params, body }) => {
      const id = Number(params.id);
      if (!findApplication(id)) return notFound('Application');
      const noteText = text(body, 'body');
      if (noteText === '') return badRequest(message('noteEmpty'));
      const notes = store.notes[id] ?? [];
      const note: ApplicationNote = {
        id: nextId(notes),
        body: noteText,
        author: signature(),
        created_at: now(),
      };
      store.notes[id] = [...notes, note];
      return ok({ message: message('noteSaved'), data: note });
    },

    // The dashboard over the store: applications per UTC day and channel, the funnel from the history,
    // per-job counts and the outbox; the medians and job watch lists are the server's (empty here).
    getDashboard: ({ query }) => {
      const to = typeof query.to === 'string' ? query.to : now().slice(0, 10);
      const from =
        typeof query.from === 'string'
          ? query.from
          : new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
      if (from > to) return badRequest(message('dashboardRange', { days: 731 }));
      const inRange = store.applications.filter(
        (row) => row.created_at.slice(0, 10) >= from && row.created_at.slice(0, 10) <= to,
      );
      const counts = new Map<string, { period: string; key: string | null; count: number }>();
      for (const row of inRange) {
        const period = row.created_at.slice(0, 10);
        const entry = counts.get(`${period} ${row.channel}`) ?? {
          period,
          key: row.channel ?? null,
          count: 0,
        };
        entry.count += 1;
        counts.set(`${period} ${row.channel}`, entry);
      }
      const languages = new Map<string, { period: string; key: string | null; count: number }>();
      for (const row of inRange) {
        const period = row.created_at.slice(0, 10);
        const entry = languages.get(`${period} ${row.language}`) ?? {
          period,
          key: row.language ?? null,
          count: 0,
        };
        entry.count += 1;
        languages.set(`${period} ${row.language}`, entry);
      }
      const perJob = new Map<
        number | null,
        { id: number | null; title: string; applications: number; in_pipeline: number; placed: number }
      >();
      for (const row of inRange) {
        const entry = perJob.get(row.job_id) ?? {
          id: row.job_id,
          title: row.job_title,
          applications: 0,
          in_pipeline: 0,
          placed: 0,
        };
        entry.applications += 1;
        if (['New', 'Screening', 'Interview', 'Offered'].includes(row.status)) entry.in_pipeline += 1;
        if (row.status === 'Placed') entry.placed += 1;
        perJob.set(row.job_id, entry);
      }
      const statuses = [
        'New',
        'Screening',
        'Interview',
        'Offered',
        'Placed',
        'Rejected',
        'Withdrawn',
      ] as const;
      const waiting = store.outbox.filter((row) => row.status === 'pending' || row.status === 'sending');
      return ok({
        data: {
          from,
          to,
          interval: query.interval === 'week' ? 'week' : 'day',
          applications: {
            total: inRange.length,
            by_channel: [...counts.values()],
            by_language: [...languages.values()],
          },
          funnel: statuses.map((status) => ({
            status,
            reached: inRange.filter((row) =>
              (store.history[row.id] ?? []).some((event) => event.to_status === status),
            ).length,
          })),
          stages: statuses.map((status) => ({ status, median_days: null, count: 0 })),
          time_to_placed: { median_days: null, count: 0 },
          jobs: {
            per_job: [...perJob.values()],
            closing_soon: [],
            without_applications: [],
            per_recruiter: store.users
              .filter((user) => store.jobs.some((job) => ownerOf(job.id) === user.id))
              .map((user) => {
                const handled = inRange.filter((row) => ownerOf(row.job_id) === user.id);
                return {
                  id: user.id,
                  name: user.name,
                  applications: handled.length,
                  in_pipeline: handled.filter((row) =>
                    ['New', 'Screening', 'Interview', 'Offered'].includes(row.status),
                  ).length,
                  placed: handled.filter((row) => row.status === 'Placed').length,
                };
              })
              .sort((a, b) => b.applications - a.applications),
          },
          mail: {
            queued: waiting.length,
            failed_last_7_days: store.outbox.filter((row) => row.status === 'failed').length,
            oldest_waiting: waiting.map((row) => row.created_at).sort()[0] ?? null,
          },
          subscribers: [],
        },
      });
    },

    listOutbox: ({ query }) =>
      ok({
        sending_enabled: store.sendingEnabled,
        data: newestFirst(store.outbox).filter(
          (row) => query.status === undefined || row.status === query.status,
        ),
      }),
    listMailTemplates: () => ok({ data: store.mailTemplates }),
    updateMailTemplate,
    deleteMailTemplateTranslation,

    listEnquiries: () => ok({ data: newestFirst(store.enquiries) }),
    createEnquiry,
    deleteEnquiry: deleteFrom('enquiries', 'Enquiry'),
    listSubscribers: () => ok({ data: newestFirst(store.subscribers) }),
    createSubscriber,
    deleteSubscriber: deleteFrom('subscribers', 'Subscriber'),

    listStaff: () => ok({ data: store.users.map(staffMember) }),
    updateStaffMember,
    listAuditEntries: ({ query }) =>
      ok({
        data: newestFirst(store.audit).filter(
          (entry) =>
            (query.action === undefined || entry.action === query.action) &&
            (!query.person || entry.staff_name.toLowerCase().includes(String(query.person).toLowerCase())) &&
            (query.from === undefined || entry.created_at >= `${query.from} 00:00:00`) &&
            (query.to === undefined || entry.created_at <= `${query.to} 23:59:59`),
        ),
      }),

    getAgency: () => ok(store.agency),
    getHealth: () => ok({ status: 'ok' }),
    listBackups: () => ok(store.backups),
    runBackup: () => {
      if (!store.backups.enabled) return refuse(409, message('backupsOff'));
      const at = now();
      const run = {
        id: Math.max(0, ...store.backups.runs.map((row) => row.id)) + 1,
        trigger: 'manual' as const,
        status: 'ok' as const,
        started_at: at,
        finished_at: at,
        file_name: 'agency-backup-20260101-000000-000.tar.gz',
        size: 2048,
        error: null,
      };
      // The fake's backup finishes at once; the answer is the run as it started.
      store.backups = {
        ...store.backups,
        last_success_at: at,
        stale: false,
        runs: [run, ...store.backups.runs],
      };
      return {
        status: 202,
        body: { ...run, status: 'running', finished_at: null, file_name: null, size: null },
      };
    },
    getLiveness: () => ok({ status: 'ok' }),
    getReadiness: () =>
      ok({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', shutdown: 'running', redis: 'off' },
      }),
  };

  // ---- the MSW side --------------------------------------------------------------------------------

  function violation(text: string): void {
    violations.push(text);
  }

  /** An answer, checked against the contract first (5xx answers: `{message}`, as the server sends them). */
  function answer(operationId: string, { status, body }: Outcome): Response {
    try {
      if (status >= 500) {
        if (typeof (body as { message?: unknown }).message !== 'string')
          throw new Error(`${operationId} ${status} must answer {message}.`);
      } else {
        assertContractAnswer(operationId, status, body);
      }
    } catch (error) {
      violation(`The fake answered off the contract: ${(error as Error).message}`);
    }
    return HttpResponse.json(body as Record<string, unknown>, { status });
  }

  async function bodyOf(op: ContractOperation, request: Request): Promise<unknown> {
    if (op.bodyMediaTypes.length === 0 || request.method === 'GET' || request.method === 'DELETE') {
      const raw = request.method === 'GET' ? '' : await request.text();
      return raw === '' ? undefined : raw;
    }
    const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type === 'multipart/form-data') return request.formData();
    const raw = await request.text();
    if (raw === '') return undefined;
    return type === 'application/json' ? (JSON.parse(raw) as unknown) : raw;
  }

  function handlerOf(op: ContractOperation): HttpHandler {
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    const url = `${API_ORIGIN}${op.openapiPath.replace(/\{([^}]+)\}/g, ':$1')}`;
    return http[method](url, async ({ request, params }) => {
      const operationId = op.operationId;
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const textParams = Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, String(value)]),
      );
      const body = await bodyOf(op, request);
      received.push({
        operationId,
        params: textParams,
        query,
        body: body instanceof FormData ? formFields(body, op.fileFields) : body,
      });

      const fault = faults.get(operationId)?.shift();
      if (fault?.kind === 'network') return HttpResponse.error();
      if (fault) return answer(operationId, refuse(fault.status, fault.sentence));

      const behaviour = behaviours[operationId];
      if (!behaviour) {
        violation(
          `The fake API does not answer ${operationId} (${op.method} ${op.openapiPath}); add it to test/utils/fakeApi.ts.`,
        );
        return answer(operationId, refuse(500, message('serverFault')));
      }
      if (op.requiresSession && !store.session)
        return answer(operationId, refuse(401, message('signInRequired')));
      if (op.requiresSession && store.session && !op.roles.includes(store.session.role))
        return answer(operationId, refuse(403, message('roleForbidden')));

      const mediaType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (body !== undefined && op.bodyMediaTypes.length > 0 && !op.bodyMediaTypes.includes(mediaType)) {
        violation(
          `${operationId} was sent as ${mediaType || 'no content type'}, not ${op.bodyMediaTypes.join(' or ')}.`,
        );
        return answer(
          operationId,
          refuse(415, `This request must be sent as ${op.bodyMediaTypes.join(' or ')}.`),
        );
      }
      let checked;
      try {
        checked = checkContractRequest(operationId, { params: textParams, query, body });
      } catch (error) {
        violation((error as Error).message);
        return answer(operationId, refuse(400, message('requestInvalid')));
      }
      if (checked.error) {
        const { part, error } = checked.error;
        if (!INPUT_KEYWORDS.has(error.keyword))
          violation(
            `${operationId} request ${part} is off the contract: ${error.instancePath || '/'} ${error.message ?? error.keyword}`,
          );
        return answer(operationId, refuse(400, validationMessage([error], part)));
      }
      const outcome = behaviour({
        params: checked.params,
        query: checked.query,
        body: (checked.body ?? {}) as Body,
      });
      return answer(operationId, outcome);
    });
  }

  /** Specific paths before those with parameters, so `/applications/export` is not read as an id. */
  const handlers = [...contract.operations]
    .sort((a, b) => (a.openapiPath.match(/\{/g)?.length ?? 0) - (b.openapiPath.match(/\{/g)?.length ?? 0))
    .map(handlerOf);

  return {
    get store() {
      return store;
    },
    handlers,
    reset() {
      store = emptyStore();
      clock = FIRST_TIMESTAMP;
      received = [];
      violations = [];
      faults = new Map();
      eventMessages = {};
    },
    seed(seed) {
      store = { ...store, ...seed };
    },
    signIn(user = fakeStaffUser) {
      store.session = { id: user.id, name: user.name, email: user.email, role: user.role };
    },
    failNext(operationId, fault, sentence) {
      if (!contract.operations.some((candidate) => candidate.operationId === operationId))
        throw new Error(`No operation ${operationId} in the contract.`);
      const queue = faults.get(operationId) ?? [];
      queue.push(
        fault === 'network'
          ? { kind: 'network' }
          : { kind: 'status', status: fault, sentence: sentence ?? faultSentence(fault) },
      );
      faults.set(operationId, queue);
    },
    requests(operationId) {
      return received.filter((request) => operationId === undefined || request.operationId === operationId);
    },
    violations() {
      return [...violations];
    },
    assertNoViolations() {
      if (violations.length > 0)
        throw new Error(`Off-contract traffic with the fake API:\n- ${violations.join('\n- ')}`);
    },
  };
}

/** The one fake API of the web tests (its handlers are the MSW server's, see `test/utils/msw.ts`). */
export const fakeApi = createFakeApi();
