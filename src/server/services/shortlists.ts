/**
 * Shortlists the client answers from a link: sharing applications of a requirement with one client
 * contact (the link's token: 32 random bytes, base64url; only its SHA-256 stored), the link's state,
 * the client's answers (each in the application's history as "client: <contact name>", mailed to the
 * recruiter who shared, audited) and the resume as the client gets it (stamped on every page).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PDFDocument, PDFName, StandardFonts, rgb } from 'pdf-lib';
import { withTransaction } from '../db/transactions';
import { timestampText } from '../db/time';
import type { Database, Language, ShortlistAnswer } from '../db/types';
import { agencyDate } from '../../domain/agencyTime';
import { appendAudit, type AuditActor } from '../repositories/audit';
import { insertHistoryEntry } from '../repositories/applicationHistory';
import {
  applicationsOfJob,
  findShortlist,
  insertShortlist,
  lockShortlistItem,
  revokeShortlistRow,
  setShortlistAnswer,
  type NewShortlistItem,
  type ShortlistRow,
} from '../repositories/shortlists';
import { audited } from './audit';
import { enqueueMail } from './outbox';
import { plainName, quotedText } from './mailText';
import { AGENCY_NAME } from './pipelineTexts';
import { shortlistTextsFor } from './shortlistTexts';

/** A new link's token and the hash that is stored. */
export function newShortlistToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashShortlistToken(token) };
}

export const hashShortlistToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token's shape: 43 base64url characters (32 bytes). */
export const SHORTLIST_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type ShortlistState = 'active' | 'expired' | 'revoked';

export function shortlistState(
  row: Pick<ShortlistRow, 'revoked_at' | 'expires_at'>,
  now: Date,
): ShortlistState {
  if (row.revoked_at !== null) return 'revoked';
  return timestampText(now) >= row.expires_at ? 'expired' : 'active';
}

/** The link's address. */
export const shortlistPath = (token: string) => `/shortlist/${token}`;

export interface ShareRequest {
  jobId: number;
  clientId: number;
  contact: { id: number; name: string; email: string };
  language: Language;
  expiryDays: number;
  items: NewShortlistItem[];
  sendEmail: boolean;
  origin: string;
  jobTitle: string;
  clientName: string;
  staff: { id: number; name: string; email: string };
  actor: AuditActor;
  now: Date;
}

/**
 * Stores the shortlist (and, when asked and possible, the link's mail to the contact) with its audit
 * entry in one transaction; answers the shortlist, its link and whether it was mailed. The caller has
 * checked that every application is one of the job's (`applicationsNotOfJob`).
 */
export async function shareShortlist(db: Kysely<Database>, share: ShareRequest) {
  const { token, hash } = newShortlistToken();
  const link = `${share.origin}${shortlistPath(token)}`;
  const expiresAt = new Date(share.now.getTime() + share.expiryDays * 86_400_000);
  const emailed = share.sendEmail && share.contact.email !== '';
  const id = await withTransaction(db, async (trx) => {
    const created = await insertShortlist(
      trx,
      {
        job_id: share.jobId,
        client_id: share.clientId,
        contact_id: share.contact.id,
        contact_name: share.contact.name,
        token_hash: hash,
        language: share.language,
        expires_at: timestampText(expiresAt),
        created_by: share.staff.id,
        created_by_name: share.staff.name,
        created_by_email: share.staff.email,
        created_at: timestampText(share.now),
      },
      share.items,
    );
    if (emailed) {
      const job = plainName(share.jobTitle, 120);
      const texts = shortlistTextsFor(share.language).mail;
      await enqueueMail(trx, [
        {
          kind: 'shortlist-link',
          to: share.contact.email,
          subject: texts.subject(job, AGENCY_NAME),
          text: texts
            .lines({
              contact: plainName(share.contact.name),
              agency: AGENCY_NAME,
              count: share.items.length,
              job,
              link,
              until: agencyDate(expiresAt),
            })
            .join('\n'),
        },
      ]);
    }
    await appendAudit(trx, share.actor, [
      {
        action: 'shortlist-shared',
        resource: 'shortlist',
        recordId: created,
        summary: `job: ${share.jobId}, client: ${share.clientName}, contact: ${share.contact.name}, applications: ${share.items
          .map((item) => item.application_id)
          .join(' ')}, days: ${share.expiryDays}${emailed ? ', e-mailed' : ''}`,
      },
    ]);
    return created;
  });
  const shortlist = await findShortlist(db, id);
  if (!shortlist) throw new Error('The shortlist just stored was not found.');
  const whatsappText = `${AGENCY_NAME}: candidates for ${plainName(share.jobTitle, 120)}. Please open this link and answer for each one (no account needed): ${link}`;
  return {
    shortlist,
    link,
    emailed,
    whatsappText,
    whatsappUrl: `https://wa.me/?text=${encodeURIComponent(whatsappText)}`,
  };
}

/** Revokes a shortlist's link (audited); false when there is no such shortlist. */
export function revokeShortlist(request: FastifyRequest, id: number, now: Date): Promise<boolean> {
  return audited(
    request,
    (trx) => revokeShortlistRow(trx, id, timestampText(now)),
    (found) => (found ? { action: 'shortlist-revoked', resource: 'shortlist', recordId: id } : undefined),
  );
}

/** The ids among `ids` that are not applications of the job. */
export async function applicationsNotOfJob(db: Kysely<Database>, jobId: number, ids: number[]) {
  const found = new Set((await applicationsOfJob(db, jobId, ids)).map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** Who a client's action is, in the audit trail and the history. */
export const clientActor = (shortlist: Pick<ShortlistRow, 'contact_name'>) =>
  `client: ${shortlist.contact_name}`;

/** Records a view of the link's page or of a resume through it. */
export async function recordShortlistView(
  db: Kysely<Database>,
  shortlist: ShortlistRow,
  address: string,
  what: string,
): Promise<void> {
  await appendAudit(db, { staffId: null, staffName: clientActor(shortlist), address }, [
    { action: 'shortlist-viewed', resource: 'shortlist', recordId: shortlist.id, summary: what },
  ]);
}

export interface ClientAnswer {
  answer: ShortlistAnswer;
  note: string;
  slots: string[];
}

const ANSWER_WORDS: Record<ShortlistAnswer, string> = {
  shortlisted: 'Shortlisted',
  not_suitable: 'Not suitable',
  interview_requested: 'Interview requested',
};

/** The history's words for an answer. */
export function answerDetail(answer: ClientAnswer): string {
  const word = ANSWER_WORDS[answer.answer];
  if (answer.answer === 'not_suitable') return `${word}: ${answer.note}`;
  if (answer.answer === 'interview_requested')
    return `${word}: ${answer.slots.map((slot) => slot.replace('T', ' ')).join(', ')} (IST)${
      answer.note === '' ? '' : `. Note: ${answer.note}`
    }`;
  return answer.note === '' ? word : `${word}. Note: ${answer.note}`;
}

/**
 * The client's answer on one shared application, in one transaction: the item's answer, a history entry
 * that keeps the status (by "client: <contact name>"), the recruiter's mail and the audit entry. False
 * when the item is not one of this shortlist's.
 */
export async function answerShortlistItem(
  db: Kysely<Database>,
  shortlist: ShortlistRow,
  itemId: number,
  answer: ClientAnswer,
  address: string,
  now: Date,
): Promise<{ name: string } | undefined> {
  return withTransaction(db, async (trx) => {
    const item = await lockShortlistItem(trx, shortlist.id, itemId);
    if (!item) return undefined;
    const at = timestampText(now);
    const detail = answerDetail(answer);
    await setShortlistAnswer(trx, item.id, { ...answer, at });
    await insertHistoryEntry(trx, {
      application_id: item.application_id,
      from_status: item.status,
      to_status: item.status,
      changed_by: clientActor(shortlist),
      created_at: at,
      application_created_at: item.created_at,
      detail,
    });
    if (shortlist.created_by_email !== '')
      await enqueueMail(trx, [
        {
          kind: 'shortlist-answer',
          to: shortlist.created_by_email,
          subject: `${plainName(shortlist.contact_name)} (${plainName(shortlist.client_name)}) answered: ${
            ANSWER_WORDS[answer.answer]
          } for ${plainName(item.name)}`,
          applicationId: item.application_id,
          text: [
            `${plainName(shortlist.contact_name)} of ${plainName(shortlist.client_name)} answered on the shortlist for "${plainName(shortlist.job_title, 120)}".`,
            '',
            `Candidate: ${plainName(item.name)} (application ${item.application_id})`,
            `Answer: ${ANSWER_WORDS[answer.answer]}`,
            ...(answer.slots.length > 0
              ? [
                  `Proposed interview slots (IST): ${answer.slots.map((slot) => slot.replace('T', ' ')).join(', ')}`,
                ]
              : []),
            ...(answer.note === '' ? [] : ['', quotedText(answer.note)]),
          ].join('\n'),
        },
      ]);
    await appendAudit(trx, { staffId: null, staffName: clientActor(shortlist), address }, [
      {
        action: 'shortlist-answered',
        resource: 'shortlist',
        recordId: shortlist.id,
        summary: `application: ${item.application_id}, answer: ${answer.answer}`,
      },
    ]);
    return { name: item.name };
  });
}

/** Only characters the PDF's standard font can write (others become "?"). */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/** The stamp on every page of a resume the client gets. */
export const stampText = (client: string, date: string) =>
  `Shared with ${client} by ${AGENCY_NAME} on ${date}: confidential`;

/**
 * The resume as the client gets it: every page stamped "Shared with <client> by <agency> on <date>:
 * confidential", the document's metadata (title, author, XMP) removed. Undefined when the file cannot
 * be read as a PDF (it is then not served at all, never unstamped).
 */
export async function stampedResume(
  pdf: Uint8Array,
  client: string,
  now: Date,
): Promise<Uint8Array | undefined> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(pdf, { updateMetadata: false });
  } catch {
    return undefined;
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  if (doc.getPageCount() === 0) doc.addPage();
  const text = winAnsi(stampText(client, agencyDate(now)));
  for (const page of doc.getPages()) {
    const { width } = page.getSize();
    let size = 9;
    while (size > 5 && font.widthOfTextAtSize(text, size) > width - 24) size -= 0.5;
    page.drawRectangle({ x: 8, y: 6, width: width - 16, height: size + 6, color: rgb(1, 1, 0.85) });
    page.drawText(text, { x: 12, y: 9, size, font, color: rgb(0.6, 0, 0) });
  }
  doc.setTitle('');
  doc.setAuthor('');
  doc.setSubject('');
  doc.setKeywords([]);
  doc.setCreator('');
  doc.setProducer('');
  doc.catalog.delete(PDFName.of('Metadata'));
  return doc.save();
}
