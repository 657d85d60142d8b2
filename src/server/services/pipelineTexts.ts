import { enumOf, message } from '../openapi/catalogue';
import { inertText, plainName, quotedText, singleLine } from './mailText';
import { textsFor } from './mailLanguages';
import { greetingNameOr } from '../../domain/greetingName';
import type { Language } from '../db/types';

/**
 * The sentences of the application pipeline come from the contract's `x-messages` (openapi.yaml); the
 * e-mails the pipeline and the outbox send, and the default status templates, are written here.
 */

export const AGENCY_NAME = 'Sahyog Manpower Services';

/** The privacy-notice versions an application may carry (the contract's ConsentNoticeVersion enum). */
export const ACCEPTED_CONSENT_VERSIONS: readonly string[] = enumOf('ConsentNoticeVersion');
/** The version of the privacy notice the apply form shows now: the last one the contract lists. */
export const CONSENT_NOTICE_VERSION = ACCEPTED_CONSENT_VERSIONS[ACCEPTED_CONSENT_VERSIONS.length - 1];

export const APPLICATION_RECEIVED = message('applicationReceived');
export const applicationReceivedWithReference = (reference: string) =>
  message('applicationReference', { received: APPLICATION_RECEIVED, reference });

export const CONSENT_REQUIRED = message('consentRequired');
export const CONSENT_OUTDATED = message('consentOutdated');
export const CONTACT_REQUIRED = message('contactRequired');
export const ALREADY_APPLIED = message('alreadyApplied');
export const JOB_NOT_FOUND = message('jobNotFound');
export const JOB_CLOSED = message('jobClosed');
export const APPLICATION_NOT_FOUND = message('notFound', { noun: 'Application' });
export const applicationsNotFound = (ids: number[]) =>
  ids.length === 1
    ? message('applicationMissing', { ids: ids[0] })
    : message('applicationsMissing', { ids: ids.join(', ') });
export const NOTE_EMPTY = message('noteEmpty');
export const ERASE_NEEDS_CONTACT = message('eraseNeedsContact');
export const TEMPLATE_NOT_FOUND = message('templateNotFound');
export const TEMPLATE_EMPTY = message('templateEmpty');

/** The answer to a status change; without a mail transport it says the messages are not sent. */
export const statusChanged = (count: number, status: string, messages: number, mailOn = true) => {
  const moved =
    count === 1 ? message('applicationMoved', { status }) : message('applicationsMoved', { count, status });
  if (messages === 0) return moved;
  const queued = messages === 1 ? message('messageQueued') : message('messagesQueued', { count: messages });
  return mailOn ? `${moved} ${queued}` : `${moved} ${queued} ${message('mailOffQueued')}`;
};
export const NOTE_SAVED = message('noteSaved');
export const TEMPLATE_SAVED = message('templateSaved');
export const TRANSLATION_REMOVED = message('translationRemoved');
export const TRANSLATION_NOT_FOUND = message('translationNotFound');
export const CHANNEL_SAVED = message('channelSaved');
export const candidateErased = (applications: number, messages: number, otherRecords: number) =>
  message('candidateErased', { applications, messages, otherRecords });

/** Placeholders a status template may use. */
export const TEMPLATE_PLACEHOLDERS = ['name', 'job', 'reference', 'status', 'agency'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export const unknownPlaceholders = (names: string[]) =>
  message('unknownPlaceholders', {
    names: names.map((name) => `{${name}}`).join(', '),
    placeholders: TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`)
      .join(', ')
      .replace(/, ([^,]*)$/, ' or $1'),
  });

/**
 * The no-fee warning of the Interview and Offered messages, the stages at which fraudsters ask for an
 * "interview" or "visa" fee (the Gujarati and Hindi ones are in statusTemplateTranslations.ts).
 */
export const NO_FEE_LINE =
  'We never charge job seekers any fee, for an interview, a visa or anything else. Anyone asking you for money in our name is a fraud.';

/**
 * The default status-change messages (staff can edit them in the back office; migration
 * `0026_status_template_wording` brings stored ones that were never edited up to these).
 */
export const DEFAULT_STATUS_TEMPLATES: Record<string, { subject: string; body: string }> = {
  Screening: {
    subject: 'Your application {reference} is being reviewed',
    body: 'Dear {name},\n\nThank you for applying for {job}. Our recruiters are now reviewing your application (reference {reference}). We will contact you about the next step.\n\nRegards,\n{agency}',
  },
  Interview: {
    subject: 'Interview for {job} ({reference})',
    body: `Dear {name},\n\nGood news: we would like to invite you to an interview for {job}. A member of our team will call you to agree on a date and time.\n\n${NO_FEE_LINE}\n\nYour reference: {reference}\n\nRegards,\n{agency}`,
  },
  Offered: {
    subject: 'Job offer for {job} ({reference})',
    body: `Dear {name},\n\nWe are happy to tell you that the employer would like to offer you the position of {job}. We will contact you with the details of the offer.\n\n${NO_FEE_LINE}\n\nYour reference: {reference}\n\nRegards,\n{agency}`,
  },
  Placed: {
    subject: 'Congratulations on your new job ({reference})',
    body: 'Dear {name},\n\nCongratulations on joining as {job}. We wish you every success. Remember: we never charge job seekers any fee.\n\nYour reference: {reference}\n\nRegards,\n{agency}',
  },
  Rejected: {
    subject: 'Your application for {job} ({reference})',
    body: 'Dear {name},\n\nThank you for your interest in {job}. After careful review, we will not be taking your application further for this position. We will keep you in mind for other openings.\n\nYour reference: {reference}\n\nRegards,\n{agency}',
  },
  Withdrawn: {
    subject: 'Your application {reference} has been withdrawn',
    body: 'Dear {name},\n\nAs requested, your application for {job} (reference {reference}) has been withdrawn. You are welcome to apply again at any time.\n\nRegards,\n{agency}',
  },
};

export interface ApplicationMailFacts {
  reference: string;
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  message: string;
  retentionDays: number;
  /** The language of the page the application was sent from. */
  language: Language;
}

export function staffApplicationMail(facts: ApplicationMailFacts) {
  // Every value on a line of its own is one line: a CR/LF typed into a field cannot add lines. What
  // the applicant typed is inert: no markup, nothing a mail program turns into a link (`inertText`).
  const typed = (value: string) => inertText(singleLine(value));
  return {
    subject: `New application ${facts.reference}: ${singleLine(facts.jobTitle)}`,
    text: [
      `A new application has arrived.`,
      '',
      `Reference: ${facts.reference}`,
      `Job: ${singleLine(facts.jobTitle)}`,
      `Name: ${typed(facts.name) || '(not given)'}`,
      `E-mail: ${singleLine(facts.email) || '(not given)'}`,
      `Phone: ${typed(facts.phone) || '(not given)'}`,
      '',
      facts.message.trim() ? `Message:\n${quotedText(inertText(facts.message))}` : 'No message.',
      '',
      'Open the back office (Applications) to read it and see the resume.',
    ].join('\n'),
  };
}

/** The applicant's confirmation, with the reference and the fraud warning, in the applicant's language. */
export function applicantConfirmationMail(facts: ApplicationMailFacts) {
  const texts = textsFor(facts.language);
  return {
    subject: texts.confirmation.subject(facts.reference),
    text: texts.confirmation
      .lines({
        name: greetingNameOr(facts.name, texts.applicant),
        job: singleLine(facts.jobTitle),
        reference: facts.reference,
        days: facts.retentionDays,
        agency: AGENCY_NAME,
      })
      .join('\n'),
  };
}

export interface EnquiryMailFacts {
  name: string;
  email: string;
  phone: string;
  purpose: string;
  message: string;
}

export function staffEnquiryMail(facts: EnquiryMailFacts) {
  const purpose =
    facts.purpose === 'employer'
      ? 'Employer, Recruitment / Hiring Needs'
      : 'Jobseeker, Looking for Employment';
  // As in the application notice, what the enquirer typed is one line where one is meant, and inert.
  const typed = (value: string) => inertText(singleLine(value));
  return {
    subject: `New enquiry from ${typed(facts.name) || singleLine(facts.email)}`,
    text: [
      'A new enquiry has arrived through the contact form.',
      '',
      `Name: ${typed(facts.name) || '(not given)'}`,
      `E-mail: ${singleLine(facts.email)}`,
      `Phone: ${typed(facts.phone)}`,
      `Purpose: ${purpose}`,
      '',
      facts.message.trim() ? `Message:\n${quotedText(inertText(facts.message))}` : 'No message.',
    ].join('\n'),
  };
}

/** The invitation to the back office: the link to choose a password, valid for `hours`. */
export function staffInvitationMail(facts: { name: string; role: string; link: string; hours: number }) {
  return {
    subject: `Your ${AGENCY_NAME} back-office account`,
    text: [
      `Hello ${plainName(facts.name) || 'there'},`,
      '',
      `You are invited to the ${AGENCY_NAME} back office as ${facts.role}.`,
      'Open this link to choose your password (at least 12 characters):',
      '',
      facts.link,
      '',
      `The link works once and for ${facts.hours} hours. If it has expired, ask an Administrator to send a new one.`,
      'If you did not expect this message, you can ignore it.',
    ].join('\n'),
  };
}

/** The e-mail with a forgotten-password link (its text is hidden on the Outbox screen). */
export function passwordResetMail(facts: { name: string; link: string; minutes: number }) {
  return {
    subject: `Choose a new password for your ${AGENCY_NAME} back-office account`,
    text: [
      `Hello ${plainName(facts.name) || 'there'},`,
      '',
      'Someone asked to choose a new password for your back-office account.',
      'Open this link to choose it (you will also need a code from your authenticator app, or a recovery code):',
      '',
      facts.link,
      '',
      `The link works once and for ${facts.minutes} minutes.`,
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

/** What changed on a person's account, in the words of the message that tells them. */
export type AccountChange =
  | 'password-changed'
  | 'password-reset'
  | 'second-factor-enrolled'
  | 'second-factor-reset'
  | 'recovery-codes-renewed';

const ACCOUNT_CHANGE_TEXTS: Record<AccountChange, string> = {
  'password-changed': 'The password of your back-office account was changed.',
  'password-reset': 'The password of your back-office account was reset with a link sent to this address.',
  'second-factor-enrolled': 'A second factor (authenticator app) was set up for your back-office account.',
  'second-factor-reset':
    'An Administrator removed the second factor of your back-office account. You will set up a new one when you next sign in.',
  'recovery-codes-renewed':
    'New recovery codes were made for your back-office account. The earlier ones no longer work.',
};

/** Tells a person that their password or second factor changed (when, and from which address). */
export function accountSecurityMail(facts: {
  name: string;
  change: AccountChange;
  at: string;
  address: string;
}) {
  return {
    subject: `Security notice for your ${AGENCY_NAME} back-office account`,
    text: [
      `Hello ${plainName(facts.name) || 'there'},`,
      '',
      ACCOUNT_CHANGE_TEXTS[facts.change],
      `When: ${facts.at} UTC. From address: ${singleLine(facts.address)}.`,
      '',
      'If this was you, there is nothing to do.',
      'If it was not, tell an Administrator at once: they can disable the account and remove its second factor.',
    ].join('\n'),
  };
}
