import { Readable } from 'node:stream';
import { message } from '../openapi/catalogue';
import { stringify } from 'csv-stringify/sync';
import { SPREADSHEET_CSV_OPTIONS } from '../services/csv';
import type { FastifyRequest } from 'fastify';
import {
  addNote,
  applicationSentAt,
  listHistory,
  listNotes,
  setChannel,
  setEmployerConsent,
} from '../repositories/applicationHistory';
import { recordedConsentDayProblem } from '../../domain/employerConsent';
import { agencyDate } from '../../domain/agencyTime';
import { parseTimestamp } from '../../domain/timestamps';
import {
  applicationExists,
  deleteApplication,
  findApplication,
  listApplications,
  listApplicationsPage,
  type ApplicationFilter,
} from '../repositories/applications';
import {
  countExportedApplications,
  exportApplications,
  type ExportedApplication,
} from '../repositories/applicationExport';
import { applyForJob } from '../services/apply';
import { eraseCandidate, previewCandidateErasure } from '../services/candidateErasure';
import { changeStatus } from '../services/statusChange';
import { removePlacementsOf } from '../repositories/placements';
import type { ApplicationStatus } from '../db/types';
import type { OperationHandlers } from '../fastifyTypes';
import { newApplicationMails, statusMessageBuilder } from '../services/applicationMail';
import { badRequest, notFound, unauthorized } from '../services/errors';
import { acceptResume, isUploadedFile } from '../services/files';
import { storedResumeOf } from '../services/candidateProfiles';
import { accountFlagsOf, findProfilesOf } from '../repositories/candidateProfiles';
import { candidateSessionOf } from './candidateAccount';
import {
  ACCEPTED_CONSENT_VERSIONS,
  ALREADY_APPLIED,
  APPLICATION_NOT_FOUND,
  APPLICATION_RECEIVED,
  applicationReceivedWithReference,
  applicationsNotFound,
  candidateErased,
  CONSENT_OUTDATED,
  CONSENT_REQUIRED,
  CONTACT_REQUIRED,
  ERASE_NEEDS_CONTACT,
  JOB_CLOSED,
  JOB_NOT_FOUND,
  NOTE_EMPTY,
  NOTE_SAVED,
  CHANNEL_SAVED,
  statusChanged,
} from '../services/pipelineTexts';
import { emailKey, isContactOf, phoneKey } from '../../domain/candidates';
import { categoryLabel } from '../../domain/categories';
import { honeypotFilled, optionalText } from './requestFields';
import { DEFAULT_APPLICATIONS_PAGING_THRESHOLD } from '../config';
import { channelOf } from '../services/applicationChannel';
import { languageOf } from '../services/languages';
import { actorOf, audited, fieldSummary, recordEvent } from '../services/audit';

export { APPLICATION_RECEIVED };

/** The stored resume of the signed-in job seeker's profile (their own cookie only), if any. */
async function storedResumeOfRequest(request: FastifyRequest) {
  const session = await candidateSessionOf(request);
  return session ? storedResumeOf(request.server.db, session.contact) : undefined;
}

/** The list filters of the query string (validated by the contract). */
function filterOf(request: FastifyRequest): ApplicationFilter {
  const query = (request.query ?? {}) as {
    status?: ApplicationStatus;
    job_id?: number;
    owner_id?: number;
    client_id?: number;
  };
  return {
    status: query.status,
    jobId: query.job_id === undefined ? undefined : Number(query.job_id),
    ownerId: query.owner_id === undefined ? undefined : Number(query.owner_id),
    clientId: query.client_id === undefined ? undefined : Number(query.client_id),
  };
}

/** "Name <email>" of the signed-in staff member, as history and notes record them. */
function staffSignature(request: FastifyRequest): string {
  const user = request.staffUser;
  if (!user) throw unauthorized();
  return user.name ? `${user.name} <${user.email}>` : user.email;
}

async function requireApplication(request: FastifyRequest<{ Params: { id: number } }>): Promise<number> {
  const { id } = request.params;
  if (!(await applicationExists(request.server.db, id))) throw notFound(APPLICATION_NOT_FOUND);
  return id;
}

/** The export's columns, in order: each with its header and its cell of an exported row. */
const CSV_COLUMNS: { header: string; cell: (row: ExportedApplication) => string | number | null }[] = [
  { header: 'Reference', cell: (row) => row.reference ?? '' },
  { header: 'Received (UTC)', cell: (row) => row.created_at },
  { header: 'Status', cell: (row) => row.status },
  { header: 'Job', cell: (row) => row.job_title },
  { header: 'Category', cell: (row) => categoryLabel(row.category) },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Phone', cell: (row) => row.phone },
  { header: 'Gender', cell: (row) => row.gender },
  { header: 'Job Title', cell: (row) => row.title },
  { header: 'Career Level', cell: (row) => row.career_level },
  { header: 'Experience', cell: (row) => row.experience },
  { header: 'Message', cell: (row) => row.message },
  { header: 'Applications by this candidate', cell: (row) => row.applied_count },
];

export const applicationHandlers = {
  async createApplication(request) {
    const { body } = request;
    if (honeypotFilled(body)) return { message: APPLICATION_RECEIVED };
    // One tap: the signed-in job seeker's stored resume, copied in as an upload would be.
    const stored =
      optionalText(body, 'use_stored_resume') === 'true' && !isUploadedFile(body.resume)
        ? await storedResumeOfRequest(request)
        : undefined;
    const resume = stored ?? acceptResume(body.resume);
    const consent = optionalText(body, 'consent');
    if (consent === '') throw badRequest(CONSENT_REQUIRED);
    if (!ACCEPTED_CONSENT_VERSIONS.includes(consent)) throw badRequest(CONSENT_OUTDATED);
    const applicant = {
      name: optionalText(body, 'name'),
      email: optionalText(body, 'email'),
      phone: optionalText(body, 'phone'),
      gender: optionalText(body, 'gender'),
      title: optionalText(body, 'title'),
      message: optionalText(body, 'message'),
    };
    if (emailKey(applicant.email) === '' && phoneKey(applicant.phone) === '')
      throw badRequest(CONTACT_REQUIRED);
    const { config } = request.server;
    const language = languageOf(body);
    const result = await applyForJob(request.server.db, {
      jobId: Number(body.job_id),
      applicant,
      resume,
      resumeSource: stored ? 'profile' : 'upload',
      consentVersion: consent,
      channel: channelOf(
        { tag: optionalText(body, 'source_tag'), referrer: optionalText(body, 'referrer') },
        request.hostname,
      ),
      now: request.server.clock(),
      language,
      mails: (created) => newApplicationMails(config, { ...applicant, language }, created),
    });
    if (result.outcome === 'job-missing') throw notFound(JOB_NOT_FOUND);
    if (result.outcome === 'job-closed') throw badRequest(JOB_CLOSED);
    if (result.outcome === 'already-applied') throw badRequest(ALREADY_APPLIED);
    request.server.outboxWorker?.wake();
    return { message: applicationReceivedWithReference(result.reference), reference: result.reference };
  },

  async listApplications(request) {
    return listApplications(request.server.db, filterOf(request));
  },

  async listApplicationsPage(request) {
    const query = request.query;
    const threshold =
      request.server.config.applicationsPagingThreshold ?? DEFAULT_APPLICATIONS_PAGING_THRESHOLD;
    const { items, total, more, all } = await listApplicationsPage(request.server.db, {
      ...filterOf(request),
      page: query.page ?? 1,
      pageSize: query.page_size ?? 10,
      sort: query.sort ?? 'created_at',
      order: query.order ?? 'desc',
      search: query.q ?? '',
      countAllUpTo: threshold,
    });
    return { items, total, more, server_paging: all >= threshold };
  },

  async exportApplications(request, reply) {
    const { db } = request.server;
    const filter = filterOf(request);
    const rows = await countExportedApplications(db, filter);
    await recordEvent(db, actorOf(request), {
      action: 'export',
      resource: 'application',
      summary: fieldSummary({ ...request.query, rows }),
    });
    // Streamed a chunk of rows at a time, each row written as the array of its cells (no copy of the
    // row): memory stays flat however many applications there are.
    async function* csv() {
      yield stringify([CSV_COLUMNS.map(({ header }) => header)], { ...SPREADSHEET_CSV_OPTIONS, bom: true });
      for await (const chunk of exportApplications(db, filter))
        yield stringify(
          chunk.map((row) => CSV_COLUMNS.map(({ cell }) => cell(row))),
          SPREADSHEET_CSV_OPTIONS,
        );
    }
    const day = new Date().toISOString().slice(0, 10);
    return (
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        // A byte stream (not one of objects, which would read 16 chunks ahead): the next rows are read
        // once the client has taken the previous ones.
        .send(Readable.from(csv(), { objectMode: false }))
    );
  },

  async getApplication(request) {
    const { db } = request.server;
    const application = await findApplication(db, request.params.id);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    const flags = await accountFlagsOf(db, application.candidateKeys, request.server.clock());
    const { candidateKeys: _keys, ...data } = application;
    return { data: { ...data, ...flags } };
  },

  /** The profile of the application's candidate: one more read of their record, audited as a resume opened. */
  async getApplicationCandidateProfile(request) {
    const { db } = request.server;
    const id = request.params.id;
    const application = await findApplication(db, id);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    const { phone, email } = application.candidateKeys;
    const contacts = [phone && `phone:${phone}`, email && `email:${email}`].filter(Boolean) as string[];
    // The profile of the number first (the number signs in), else of the address.
    const profile = (await findProfilesOf(db, contacts)).sort(
      (a, b) => contacts.indexOf(a.contact) - contacts.indexOf(b.contact),
    )[0];
    await recordEvent(db, actorOf(request), {
      action: 'profile-read',
      resource: 'application',
      recordId: id,
      summary: fieldSummary({ profile: profile ? 'kept' : 'none' }),
    });
    if (!profile) return { data: null };
    const { id: _id, contact: _contact, created_at: _created, resume_name: _name, ...shown } = profile;
    return {
      data: {
        ...shown,
        gender: shown.gender as '' | 'Male' | 'Female' | 'Other',
        work_abroad: shown.work_abroad as '' | 'yes' | 'no',
        passport: shown.passport as '' | 'ECR' | 'ECNR' | 'none',
      },
    };
  },

  async deleteApplication(request) {
    const id = request.params.id;
    const deleted = await audited(
      request,
      (trx) => deleteApplication(trx, id),
      (done) => (done ? { action: 'delete', resource: 'application', recordId: id } : undefined),
    );
    if (!deleted) throw notFound(APPLICATION_NOT_FOUND);
    return { message: message('deletedText', { noun: 'Application' }) };
  },

  async changeApplicationStatus(request) {
    const body = request.body;
    const { db } = request.server;
    const messageFor = body.send_message
      ? await statusMessageBuilder(db, body.status, request.server.config.whatsapp)
      : undefined;
    const result = await audited(
      request,
      async (trx) => {
        const outcome = await changeStatus(trx, {
          ids: body.ids,
          status: body.status,
          changedBy: staffSignature(request),
          messageFor,
        });
        // Leaving Placed removes the application's placement (placed again, it is recorded again).
        const removed =
          outcome.outcome === 'changed' && body.status !== 'Placed'
            ? await removePlacementsOf(trx, outcome.changed)
            : [];
        return Object.assign(outcome, { removedPlacements: removed });
      },
      (outcome) =>
        outcome.outcome !== 'changed'
          ? undefined
          : [
              ...outcome.changed.map((id) => ({
                action: 'status-change',
                resource: 'application',
                recordId: id,
                summary: fieldSummary({
                  status: body.status,
                  message: body.send_message ? 'sent' : undefined,
                }),
              })),
              ...outcome.removedPlacements.map((id) => ({
                action: 'delete',
                resource: 'placement',
                recordId: id,
                summary: fieldSummary({ because: `the application moved to ${body.status}` }),
              })),
            ],
    );
    if (result.outcome !== 'changed') throw notFound(applicationsNotFound(result.ids));
    if (result.messages > 0) request.server.outboxWorker?.wake();
    return {
      message: statusChanged(result.changed.length, body.status, result.messages, request.server.mailOn),
      data: { changed: result.changed, messages: result.messages },
    };
  },

  async setApplicationChannel(request) {
    const id = request.params.id;
    const channel = request.body.channel;
    const saved = await audited(
      request,
      (trx) => setChannel(trx, id, channel),
      (done) =>
        done
          ? { action: 'update', resource: 'application', recordId: id, summary: fieldSummary({ channel }) }
          : undefined,
    );
    if (!saved) throw notFound(APPLICATION_NOT_FOUND);
    return { message: CHANNEL_SAVED };
  },

  async recordEmployerConsent(request) {
    const id = request.params.id;
    const { how, on } = request.body;
    const sentAt = await applicationSentAt(request.server.db, id);
    if (sentAt === undefined) throw notFound(APPLICATION_NOT_FOUND);
    // The day it was sent, in India (a stored timestamp always parses; the fallback never refuses a day).
    const sent = parseTimestamp(sentAt);
    const appliedOn = sent ? agencyDate(sent) : '0000-01-01';
    const today = agencyDate(request.server.clock());
    switch (recordedConsentDayProblem(on, appliedOn, today)) {
      case 'not-a-day':
        throw badRequest(message('employerConsentNotADay'));
      case 'too-early':
        throw badRequest(message('employerConsentTooEarly', { day: appliedOn }));
      case 'in-the-future':
        throw badRequest(message('employerConsentInFuture', { day: today }));
    }
    const saved = await audited(
      request,
      (trx) => setEmployerConsent(trx, id, { on, how }),
      (done) =>
        done
          ? {
              action: 'update',
              resource: 'application',
              recordId: id,
              summary: fieldSummary({ employer_consent: `${how} on ${on}` }),
            }
          : undefined,
    );
    if (!saved) throw notFound(APPLICATION_NOT_FOUND);
    return { message: message('employerConsentSaved') };
  },

  async getApplicationHistory(request) {
    const id = await requireApplication(request);
    return { data: await listHistory(request.server.db, id) };
  },

  async listApplicationNotes(request) {
    const id = await requireApplication(request);
    return { data: await listNotes(request.server.db, id) };
  },

  async addApplicationNote(request) {
    const id = await requireApplication(request);
    const text = optionalText(request.body, 'body');
    if (text === '') throw badRequest(NOTE_EMPTY);
    const note = await audited(
      request,
      (trx) => addNote(trx, id, text, staffSignature(request)),
      () => ({ action: 'note-added', resource: 'application', recordId: id }),
    );
    return { message: NOTE_SAVED, data: note };
  },

  async previewCandidateErasure(request) {
    const application = await findApplication(request.server.db, request.params.id);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    const contact = { email: application.email, phone: application.phone };
    return { data: { ...contact, ...(await previewCandidateErasure(request.server.db, contact)) } };
  },

  async eraseCandidate(request) {
    const body = request.body;
    const email = optionalText(body, 'email');
    const phone = optionalText(body, 'phone');
    if (emailKey(email) === '' && phoneKey(phone) === '') throw badRequest(ERASE_NEEDS_CONTACT);
    if (!isContactOf(optionalText(body, 'confirmation'), { email, phone }))
      throw badRequest(message('eraseConfirmationMismatch'));
    // The entry says how much was erased, never whose records they were.
    const counts = await audited(
      request,
      (trx) => eraseCandidate(trx, { email, phone }),
      (erased) => ({
        action: 'erase',
        resource: 'candidate',
        summary: fieldSummary({
          applications: erased.applications,
          messages: erased.messages,
          enquiries: erased.enquiries,
          subscribers: erased.subscribers,
        }),
      }),
    );
    request.log.info({ erased: counts }, 'candidate erased on request');
    return {
      message: candidateErased(counts.applications, counts.messages, counts.enquiries + counts.subscribers),
      data: counts,
    };
  },
} satisfies Partial<OperationHandlers>;
