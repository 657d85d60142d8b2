import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { normalizeIP } from '@fastify/rate-limit';
import { emailKey, isDeliverableAddress, phoneKey } from '../../domain/candidates';
import { OPEN_APPLICATION_STATUSES } from '../../domain/applicationStatuses';
import { timestampText } from '../db/time';
import type { Database, Language, OutboxChannel } from '../db/types';
import type { RateLimitRule } from '../config';
import type { OutgoingMail } from '../repositories/outbox';
import { jobTitleTranslations } from '../repositories/applicationHistory';
import { deleteSubscriber } from '../repositories/subscribers';
import { findProfile } from '../repositories/candidateProfiles';
import { ACCOUNT_ERASURE_SIGNATURE, recordErasureRequest } from './erasureRequests';
import { newSessionToken, sessionTokenHash } from './auth';
import type { AttemptCounter } from './rateLimit';
import { candidateTextsFor } from './candidateTexts';

/**
 * Job seekers' own accounts (issue 42): a one-time code to the phone (WhatsApp) or e-mail they applied
 * with signs them in at `/my-applications`, with a session of its own (cookie `candidate_sid`, never
 * the staff `sid`). Only hashes of codes and session tokens are stored.
 */

/** A code works for five minutes. */
export const CODE_TTL_MS = 5 * 60_000;
/** At most five codes per number (or address) per hour. */
export const CODES_PER_HOUR: RateLimitRule = { max: 5, windowMs: 60 * 60_000 };
/** Three wrong tries spend a code and pause the number. */
export const WRONG_TRIES_PER_CODE = 3;
/** The pause after a code's third wrong try: no codes sent nor checked for the number. */
export const PAUSE_MS = 30 * 60_000;
/** The job seeker's session cookie (the staff one is `sid`). */
export const CANDIDATE_COOKIE = 'candidate_sid';
/** The WhatsApp authentication template the code goes in: {{1}} the code, and its copy-code button. */
export const CODE_TEMPLATE = 'candidate_sign_in_code';

/** Whom a code is for: an Indian mobile number (its ten digits) or an e-mail address (as compared). */
export interface Contact {
  kind: 'phone' | 'email';
  key: string;
}

/** The stored form of a contact: `phone:9825000000` or `email:asha@example.com`. */
export const contactId = (contact: Contact) => `${contact.kind}:${contact.key}`;

export function contactOfId(id: string): Contact | undefined {
  const at = id.indexOf(':');
  const kind = id.slice(0, at);
  return kind === 'phone' || kind === 'email' ? { kind, key: id.slice(at + 1) } : undefined;
}

/**
 * The contact typed on the sign-in form: an e-mail address (with an `@`), or an Indian mobile number
 * (ten digits from 6 to 9, with or without +91 or a trunk 0, spaces and dashes allowed); undefined for
 * anything else.
 */
export function contactFrom(typed: string): Contact | undefined {
  const text = typed.trim();
  if (text.length === 0 || text.length > 254) return undefined;
  if (text.includes('@'))
    return isDeliverableAddress(text) ? { kind: 'email', key: emailKey(text) } : undefined;
  if (!/^[+\d\s()-]+$/.test(text)) return undefined;
  const key = phoneKey(text);
  return /^[6-9]\d{9}$/.test(key) ? { kind: 'phone', key } : undefined;
}

/** A six-digit code, uniformly drawn. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** What is stored of a code: SHA-256 of the contact and the code (hex). */
export const codeHash = (contact: Contact, code: string) =>
  createHash('sha256')
    .update(`candidate-code:${contactId(contact)}:${code}`)
    .digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The limits of the sign-in, counted in the rate-limit store (Redis when `REDIS_URL` is set, else
 * memory): codes per number per hour, codes per address (the `publicWrites` rule), and the pause a
 * number gets when a code's third wrong try spends it.
 */
export class CandidateSignInLimits {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly perAddress: RateLimitRule,
  ) {}

  /** How long the contact is still paused (ms), 0 when it is not. */
  async pausedFor(contact: Contact): Promise<number> {
    return this.counter.waitOf(this.pauseKey(contact));
  }

  /** Pauses the contact for `PAUSE_MS` from now. */
  async pause(contact: Contact): Promise<void> {
    await this.counter.clear(this.pauseKey(contact));
    await this.counter.take([{ key: this.pauseKey(contact), rule: { max: 1, windowMs: PAUSE_MS } }]);
  }

  /** Counts one code request, or answers how long to wait (ms) when the number or address is at its limit. */
  async takeCode(contact: Contact, ip: string): Promise<number> {
    const keys = [{ key: `candidate-code:contact:${contactId(contact)}`, rule: CODES_PER_HOUR }];
    if (this.perAddress.max > 0)
      keys.push({ key: `candidate-code:ip:${normalizeIP(ip)}`, rule: this.perAddress });
    const taken = await this.counter.take(keys);
    return taken.allowed ? 0 : taken.waitMs;
  }

  private pauseKey(contact: Contact) {
    return `candidate-pause:contact:${contactId(contact)}`;
  }
}

/** Each server's limits (set by the rate-limits plugin). */
export const candidateSignInLimits = new WeakMap<FastifyInstance, CandidateSignInLimits>();

/** Stores a new code for the contact (its hash only) and answers the code. */
export async function storeCode(
  db: Kysely<Database>,
  contact: Contact,
  language: Language,
  now: Date,
): Promise<string> {
  const code = newCode();
  await db
    .insertInto('candidate_codes')
    .values({
      contact: contactId(contact),
      code_hash: codeHash(contact, code),
      language,
      expires_at: timestampText(new Date(now.getTime() + CODE_TTL_MS)),
      created_at: timestampText(now),
    })
    .execute();
  return code;
}

/**
 * Where a code for the contact goes, or undefined when it goes nowhere (the contact never applied): a
 * phone that applied gets WhatsApp when it is configured, else the e-mail of its latest application
 * that gave one; an address that applied gets e-mail.
 */
export async function codeDestination(
  db: Kysely<Database>,
  contact: Contact,
  whatsappOn: boolean,
): Promise<{ channel: OutboxChannel; to: string } | undefined> {
  const applications = await db
    .selectFrom('applications')
    .select(['email'])
    .where(contact.kind === 'phone' ? 'phone_key' : 'email_key', '=', contact.key)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  if (applications.length === 0) return undefined;
  if (contact.kind === 'email') return { channel: 'email', to: contact.key };
  if (whatsappOn) return { channel: 'whatsapp', to: `91${contact.key}` };
  const withAddress = applications.find((application) => isDeliverableAddress(application.email));
  return withAddress ? { channel: 'email', to: withAddress.email.trim() } : undefined;
}

/** The outbox message carrying a code (its text is hidden from staff on the Outbox screen). */
export function codeMessage(
  destination: { channel: OutboxChannel; to: string },
  code: string,
  language: Language,
): OutgoingMail {
  const texts = candidateTextsFor(language);
  if (destination.channel === 'whatsapp')
    return {
      kind: 'candidate-code',
      channel: 'whatsapp',
      to: destination.to,
      subject: CODE_TEMPLATE,
      text: `${CODE_TEMPLATE} (${language}): ${code}`,
      template: { name: CODE_TEMPLATE, language, parameters: [code], button: code },
    };
  return {
    kind: 'candidate-code',
    to: destination.to,
    subject: texts.mail.subject(code),
    text: texts.mail.body(code),
  };
}

export type CodeCheck =
  | { outcome: 'signed-in'; contact: Contact }
  | { outcome: 'wrong' }
  | { outcome: 'spent' }
  | { outcome: 'none' };

/**
 * Checks a typed code against the contact's latest live code (unused, unexpired, fewer than three wrong
 * tries). The right code is used once (a compare-and-set); a wrong one counts a try, and the third spends
 * the code (`spent`: the caller pauses the number).
 */
export async function checkCode(
  db: Kysely<Database>,
  contact: Contact,
  typed: string,
  now: Date,
): Promise<CodeCheck> {
  const live = await db
    .selectFrom('candidate_codes')
    .select(['id', 'code_hash', 'wrong_tries'])
    .where('contact', '=', contactId(contact))
    .where('used_at', 'is', null)
    .where('expires_at', '>', timestampText(now))
    .where('wrong_tries', '<', WRONG_TRIES_PER_CODE)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!live) return { outcome: 'none' };
  const code = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(code) && sameHash(codeHash(contact, code), live.code_hash)) {
    const used = await db
      .updateTable('candidate_codes')
      .set({ used_at: timestampText(now) })
      .where('id', '=', live.id)
      .where('used_at', 'is', null)
      .where('wrong_tries', '<', WRONG_TRIES_PER_CODE)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1 ? { outcome: 'signed-in', contact } : { outcome: 'none' };
  }
  await db
    .updateTable('candidate_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', live.id)
    .execute();
  const after = await db
    .selectFrom('candidate_codes')
    .select('wrong_tries')
    .where('id', '=', live.id)
    .executeTakeFirstOrThrow();
  return after.wrong_tries >= WRONG_TRIES_PER_CODE ? { outcome: 'spent' } : { outcome: 'wrong' };
}

/** Starts a session for the contact: answers the token for the cookie (only its hash is stored). */
export async function startCandidateSession(
  db: Kysely<Database>,
  contact: Contact,
  userAgent: string,
  now: Date,
  days: number,
): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = newSessionToken();
  await db
    .insertInto('candidate_sessions')
    .values({
      token_hash: sessionTokenHash(token),
      contact: contactId(contact),
      user_agent: userAgent.slice(0, 256),
      created_at: timestampText(now),
      last_seen_at: timestampText(now),
      expires_at: timestampText(new Date(now.getTime() + days * 86_400_000)),
    })
    .execute();
  return { token, maxAgeSeconds: days * 86_400 };
}

export interface CandidateSession {
  id: number;
  contact: Contact;
}

/** The live session of a cookie's token, if any (its last use recorded). */
export async function findCandidateSession(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date,
): Promise<CandidateSession | undefined> {
  if (!token || token.length > 100) return undefined;
  const row = await db
    .selectFrom('candidate_sessions')
    .select(['id', 'contact'])
    .where('token_hash', '=', sessionTokenHash(token))
    .where('expires_at', '>', timestampText(now))
    .executeTakeFirst();
  const contact = row && contactOfId(row.contact);
  if (!row || !contact) return undefined;
  await db
    .updateTable('candidate_sessions')
    .set({ last_seen_at: timestampText(now) })
    .where('id', '=', row.id)
    .execute();
  return { id: row.id, contact };
}

/** The contact's live sessions, newest first. */
export async function listCandidateSessions(db: Kysely<Database>, contact: Contact, now: Date) {
  return db
    .selectFrom('candidate_sessions')
    .select(['id', 'user_agent', 'created_at', 'last_seen_at'])
    .where('contact', '=', contactId(contact))
    .where('expires_at', '>', timestampText(now))
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one of the contact's sessions (never another contact's); answers whether one ended. */
export async function endCandidateSession(
  db: Kysely<Database>,
  contact: Contact,
  id: number,
): Promise<boolean> {
  const ended = await db
    .deleteFrom('candidate_sessions')
    .where('id', '=', id)
    .where('contact', '=', contactId(contact))
    .executeTakeFirst();
  return Number(ended.numDeletedRows) === 1;
}

/** One application as the job seeker's page shows it. */
export type CandidateApplication = Awaited<ReturnType<typeof candidateApplications>>[number];

/** Every application made with the contact (the same phone or e-mail, as compared), newest first. */
export async function candidateApplications(db: Kysely<Database>, contact: Contact) {
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'reference', 'job_title', 'status', 'created_at'])
    .select(jobTitleTranslations)
    .where(contact.kind === 'phone' ? 'phone_key' : 'email_key', '=', contact.key)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [events, messages] = await Promise.all([
    db
      .selectFrom('application_events')
      .select(['application_id', 'from_status', 'to_status', 'created_at'])
      .where('application_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('outbox')
      .select(['application_id', 'channel', 'subject', 'kind', 'sent_at'])
      .where('application_id', 'in', ids)
      .where('status', '=', 'sent')
      .where('kind', 'in', ['applicant-confirmation', 'status-change'])
      .orderBy('id')
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference ?? '',
    jobTitle: row.job_title,
    jobTitleGu: row.job_title_gu,
    jobTitleHi: row.job_title_hi,
    status: row.status,
    createdAt: row.created_at,
    canWithdraw: OPEN_APPLICATION_STATUSES.includes(row.status),
    changes: events
      .filter((event) => event.application_id === row.id && event.from_status !== event.to_status)
      .map((event) => ({ status: event.to_status, at: event.created_at })),
    messages: messages
      .filter((sent) => sent.application_id === row.id)
      .map((sent) => ({
        channel: sent.channel,
        subject: sent.subject,
        kind: sent.kind,
        sentAt: sent.sent_at ?? '',
      })),
  }));
}

/** The e-mail addresses (as compared) of the contact: the address itself, or those its applications gave. */
export async function candidateAddresses(db: Kysely<Database>, contact: Contact): Promise<string[]> {
  if (contact.kind === 'email') return [contact.key];
  const rows = await db
    .selectFrom('applications')
    .select('email_key')
    .distinct()
    .where('phone_key', '=', contact.key)
    .where('email_key', '<>', '')
    .execute();
  return rows.map((row) => row.email_key);
}

/** The job-alert subscriptions of the contact's addresses. */
export async function candidateAlerts(db: Kysely<Database>, contact: Contact) {
  const addresses = await candidateAddresses(db, contact);
  if (addresses.length === 0) return [];
  return db
    .selectFrom('subscribers')
    .select(['id', 'email', 'created_at', 'confirmed_at', 'language'])
    .where('email', 'in', addresses)
    .orderBy('id')
    .execute();
}

/** One of the contact's job-alert subscriptions (never another person's), if it is theirs. */
export async function candidateAlertOf(db: Kysely<Database>, contact: Contact, id: number) {
  return (await candidateAlerts(db, contact)).find((alert) => alert.id === id);
}

/** Stops one of the contact's job-alert subscriptions (never another person's); answers whether one stopped. */
export async function stopCandidateAlert(
  db: Kysely<Database>,
  contact: Contact,
  id: number,
): Promise<boolean> {
  const mine = (await candidateAlerts(db, contact)).some((alert) => alert.id === id);
  return mine && (await deleteSubscriber(db, id));
}

/**
 * Everything held about the contact, as the download gives it: each application with what was typed,
 * its status history and the messages sent about it (their text), their job alerts and their sessions.
 * Staff's internal notes are not personal data the person gave and are left out; the resume is named (it
 * is the file they sent).
 */
export async function candidateData(db: Kysely<Database>, contact: Contact, now: Date) {
  const applications = await db
    .selectFrom('applications')
    .select([
      'id',
      'reference',
      'job_title',
      'name',
      'email',
      'phone',
      'gender',
      'title',
      'message',
      'experience',
      'career_level',
      'category',
      'resume',
      'status',
      'language',
      'consent_version',
      'consent_at',
      'created_at',
    ])
    .where(contact.kind === 'phone' ? 'phone_key' : 'email_key', '=', contact.key)
    .orderBy('id')
    .execute();
  const ids = applications.map((row) => row.id);
  const [history, messages] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('application_events')
            .select(['application_id', 'from_status', 'to_status', 'created_at'])
            .where('application_id', 'in', ids)
            .orderBy('id')
            .execute(),
          db
            .selectFrom('outbox')
            .select([
              'application_id',
              'channel',
              'to_address',
              'subject',
              'text_body',
              'status',
              'created_at',
              'sent_at',
            ])
            .where('application_id', 'in', ids)
            .where('kind', 'in', ['applicant-confirmation', 'status-change', 'erasure-link'])
            .orderBy('id')
            .execute(),
        ]);
  const [alerts, sessions, profile] = await Promise.all([
    candidateAlerts(db, contact),
    listCandidateSessions(db, contact, now),
    findProfile(db, contactId(contact)),
  ]);
  return {
    exported_at: timestampText(now),
    signed_in_with: contactId(contact),
    applications: applications.map(({ id, ...application }) => ({
      ...application,
      history: history
        .filter((entry) => entry.application_id === id)
        .map(({ application_id: _id, ...entry }) => entry),
      messages: messages
        .filter((message) => message.application_id === id)
        .map(({ application_id: _id, ...message }) => message),
    })),
    profile: profile ? (({ id: _id, contact: _contact, resume: _resume, ...kept }) => kept)(profile) : null,
    job_alerts: alerts.map(({ id: _id, ...alert }) => alert),
    sessions: sessions.map(({ id: _id, ...session }) => session),
  };
}

/**
 * The signed-in person asks for their data to be erased: a request for an Administrator on each of their
 * applications (the staff erasure queue; one pending request per application). Answers how many were new.
 */
export async function requestCandidateErasure(
  db: Kysely<Database>,
  contact: Contact,
  now: Date,
): Promise<number> {
  const applications = await db
    .selectFrom('applications')
    .select(['id', 'reference', 'language'])
    .where(contact.kind === 'phone' ? 'phone_key' : 'email_key', '=', contact.key)
    .execute();
  let recorded = 0;
  for (const application of applications)
    if (
      await recordErasureRequest(
        db,
        {
          applicationId: application.id,
          reference: application.reference ?? '',
          channel: 'staff',
          language: application.language,
          signature: ACCOUNT_ERASURE_SIGNATURE,
        },
        now,
      )
    )
      recorded += 1;
  return recorded;
}
