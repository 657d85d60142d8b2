import type { components } from '../../api/schema';
import { DEFAULT_SHORTLIST_LINK_DAYS, publicOrigin } from '../config';
import type { OperationHandlers } from '../fastifyTypes';
import { message } from '../openapi/catalogue';
import {
  applicationsWithoutEmployerConsent,
  contactOfClient,
  findShortlist,
  listShortlistsOfJob,
  requirementOf,
  type ShortlistRow,
} from '../repositories/shortlists';
import { actorOf } from '../services/audit';
import { badRequest, notFound } from '../services/errors';
import {
  applicationsNotOfJob,
  revokeShortlist,
  shareShortlist,
  shortlistState,
} from '../services/shortlists';
import { optionalText } from './requestFields';

type Shortlist = components['schemas']['Shortlist'];

const SHORTLIST_NOT_FOUND = () => notFound(message('notFound', { noun: 'Shortlist' }));
const JOB_NOT_FOUND = () => notFound(message('notFound', { noun: 'Job' }));

/** A shortlist as staff read it: never its token or hash, nor the candidates' contacts. */
function toShortlist(row: ShortlistRow, now: Date): Shortlist {
  return {
    id: row.id,
    job_id: row.job_id,
    client_id: row.client_id,
    client_name: row.client_name,
    contact_id: row.contact_id,
    contact_name: row.contact_name,
    language: row.language,
    state: shortlistState(row, now),
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    created_by_name: row.created_by_name,
    created_at: row.created_at,
    items: row.items.map((item) => ({
      id: item.id,
      application_id: item.application_id,
      name: item.name,
      reference: item.reference,
      experience: item.experience,
      qualification: item.qualification,
      current_location: item.current_location,
      note: item.note,
      answer: item.answer,
      answer_note: item.answer_note,
      answer_slots: item.answer_slots,
      answered_at: item.answered_at,
    })),
  };
}

export const shortlistHandlers = {
  async listShortlists(request) {
    const now = request.server.clock();
    const rows = await listShortlistsOfJob(request.server.db, request.query.job_id);
    return { data: rows.map((row) => toShortlist(row, now)) };
  },

  async createShortlist(request) {
    const { db, config } = request.server;
    const body = request.body;
    const job = await requirementOf(db, body.job_id);
    if (!job) throw JOB_NOT_FOUND();
    if (job.client_id === null || job.client_name === null) throw badRequest(message('shortlistNeedsClient'));
    const contact = await contactOfClient(db, job.client_id, body.contact_id);
    if (!contact) throw badRequest(message('shortlistContactNotOfClient'));
    const ids = body.items.map((item) => item.application_id);
    if (new Set(ids).size !== ids.length) throw badRequest(message('shortlistDuplicateApplication'));
    const foreign = await applicationsNotOfJob(db, job.id, ids);
    if (foreign.length > 0) throw badRequest(message('shortlistApplicationNotOfJob', { id: foreign[0] }));
    // Only candidates who agreed to their resume going to employers (on the apply form, or as staff recorded).
    const unagreed = await applicationsWithoutEmployerConsent(db, ids);
    if (unagreed.length > 0)
      throw badRequest(
        message('shortlistNeedsEmployerConsent', {
          names: unagreed.map((row) => `${row.name} (${row.reference ?? row.id})`).join(', '),
        }),
      );
    const staff = request.staffUser;
    if (!staff) throw new Error('A staff operation ran without a session.');
    const now = request.server.clock();
    const shared = await shareShortlist(db, {
      jobId: job.id,
      clientId: job.client_id,
      contact,
      language: body.language ?? 'en',
      expiryDays: body.expiry_days ?? config.shortlistLinkDays ?? DEFAULT_SHORTLIST_LINK_DAYS,
      items: body.items.map((item) => ({
        application_id: item.application_id,
        qualification: optionalText(item, 'qualification'),
        current_location: optionalText(item, 'current_location'),
        note: optionalText(item, 'note'),
      })),
      sendEmail: body.send_email !== false,
      origin: publicOrigin(config),
      jobTitle: job.title,
      clientName: job.client_name,
      staff: { id: staff.id, name: staff.name, email: staff.email },
      actor: actorOf(request),
      now,
    });
    return {
      data: toShortlist(shared.shortlist, now),
      link: shared.link,
      whatsapp_text: shared.whatsappText,
      whatsapp_url: shared.whatsappUrl,
      emailed: shared.emailed,
      message: message('shortlistShared', { contact: contact.name }),
    };
  },

  async revokeShortlist(request) {
    const id = request.params.id;
    const now = request.server.clock();
    if (!(await revokeShortlist(request, id, now))) throw SHORTLIST_NOT_FOUND();
    const row = await findShortlist(request.server.db, id);
    if (!row) throw SHORTLIST_NOT_FOUND();
    return { data: toShortlist(row, now), message: message('shortlistRevoked') };
  },
} satisfies Partial<OperationHandlers>;
