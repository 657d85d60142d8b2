/**
 * Every sentence the application pipeline, the outbox and the privacy notice show to people, in one
 * place so they can move into a message catalogue together.
 */

export const AGENCY_NAME = 'Sahyog Manpower Services';

/** The version of the privacy notice the apply form shows; stored with each application's consent. */
export const CONSENT_NOTICE_VERSION = '2026-05';
export const ACCEPTED_CONSENT_VERSIONS: readonly string[] = [CONSENT_NOTICE_VERSION];

export const APPLICATION_RECEIVED = 'Your application has been submitted successfully.';
export const applicationReceivedWithReference = (reference: string) =>
  `${APPLICATION_RECEIVED} Your reference is ${reference}.`;

export const CONSENT_REQUIRED =
  'Please tick the box to agree to the privacy notice; we cannot process your application without it.';
export const CONSENT_OUTDATED =
  'The privacy notice has changed since this page was loaded. Please reload the page and apply again.';
export const CONTACT_REQUIRED =
  'Please give an e-mail address or a phone number so that we can contact you about this job.';
export const ALREADY_APPLIED =
  'You have already applied for this job in the last 24 hours. We have your application; there is no need to send it again.';
export const JOB_NOT_FOUND = 'Job not found. It may have been filled or removed.';
export const APPLICATION_NOT_FOUND = 'Application not found.';
export const applicationsNotFound = (ids: number[]) =>
  ids.length === 1
    ? `Application ${ids[0]} was not found. It may have been deleted.`
    : `Applications ${ids.join(', ')} were not found. They may have been deleted.`;
export const NOTE_EMPTY = 'Please write the note before saving it.';
export const ERASE_NEEDS_CONTACT = 'Give the e-mail address or the phone number of the candidate to erase.';
export const TEMPLATE_NOT_FOUND = 'There is no message template for this status.';
export const TEMPLATE_EMPTY = 'The subject and the message of a template must not be empty.';
export const unknownPlaceholders = (names: string[]) =>
  `The template uses unknown placeholders: ${names.map((name) => `{${name}}`).join(', ')}. Use {name}, {job}, {reference}, {status} or {agency}.`;

export const statusChanged = (count: number, status: string, messages: number) => {
  const moved =
    count === 1 ? `1 application moved to ${status}.` : `${count} applications moved to ${status}.`;
  if (messages === 0) return moved;
  return `${moved} ${messages === 1 ? '1 message' : `${messages} messages`} queued for the applicant${messages === 1 ? '' : 's'}.`;
};
export const NOTE_SAVED = 'Note saved.';
export const TEMPLATE_SAVED = 'Template saved.';
export const candidateErased = (applications: number, messages: number, otherRecords: number) =>
  `Erased ${applications} application(s), ${messages} e-mail message(s) and ${otherRecords} other record(s) of this candidate.`;

/** Placeholders a status template may use. */
export const TEMPLATE_PLACEHOLDERS = ['name', 'job', 'reference', 'status', 'agency'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** The default status-change messages (staff can edit them in the back office). */
export const DEFAULT_STATUS_TEMPLATES: Record<string, { subject: string; body: string }> = {
  Screening: {
    subject: 'Your application {reference} is being reviewed',
    body: 'Dear {name},\n\nThank you for applying for {job}. Our recruiters are now reviewing your application (reference {reference}). We will contact you about the next step.\n\nRegards,\n{agency}',
  },
  Interview: {
    subject: 'Interview for {job} ({reference})',
    body: 'Dear {name},\n\nGood news: we would like to invite you to an interview for {job}. A member of our team will call you to agree on a date and time.\n\nYour reference: {reference}\n\nRegards,\n{agency}',
  },
  Offered: {
    subject: 'Job offer for {job} ({reference})',
    body: 'Dear {name},\n\nWe are happy to tell you that the employer would like to offer you the position of {job}. We will contact you with the details of the offer.\n\nYour reference: {reference}\n\nRegards,\n{agency}',
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
}

export function staffApplicationMail(facts: ApplicationMailFacts) {
  return {
    subject: `New application ${facts.reference}: ${facts.jobTitle}`,
    text: [
      `A new application has arrived.`,
      '',
      `Reference: ${facts.reference}`,
      `Job: ${facts.jobTitle}`,
      `Name: ${facts.name || '(not given)'}`,
      `E-mail: ${facts.email || '(not given)'}`,
      `Phone: ${facts.phone || '(not given)'}`,
      '',
      facts.message ? `Message:\n${facts.message}` : 'No message.',
      '',
      'Open the back office (Applications) to read it and see the resume.',
    ].join('\n'),
  };
}

export function applicantConfirmationMail(facts: ApplicationMailFacts) {
  return {
    subject: `We received your application ${facts.reference}`,
    text: [
      `Dear ${facts.name || 'applicant'},`,
      '',
      `Thank you for applying for ${facts.jobTitle} with ${AGENCY_NAME}.`,
      `Your reference is ${facts.reference}. Please mention it whenever you contact us.`,
      '',
      'We never charge job seekers any fee, deposit or money at any stage. Anyone asking you for money in our name is a fraud.',
      '',
      `We keep your application and resume for ${facts.retentionDays} days to match you with this and similar jobs, then erase them. To have them erased sooner, reply to this e-mail or contact us with your reference.`,
      '',
      'Regards,',
      AGENCY_NAME,
    ].join('\n'),
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
  return {
    subject: `New enquiry from ${facts.name || facts.email}`,
    text: [
      'A new enquiry has arrived through the contact form.',
      '',
      `Name: ${facts.name || '(not given)'}`,
      `E-mail: ${facts.email}`,
      `Phone: ${facts.phone}`,
      `Purpose: ${purpose}`,
      '',
      facts.message ? `Message:\n${facts.message}` : 'No message.',
    ].join('\n'),
  };
}
