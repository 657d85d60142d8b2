import type { Kysely } from 'kysely';
import { findMailTemplate, findMailTemplateTranslations } from '../repositories/mailTemplates';
import type { OutgoingMail } from '../repositories/outbox';
import type { ApplicationStatus, Database, Language } from '../db/types';
import { textsFor } from './mailLanguages';
import type { ServerConfig } from '../config';
import { isDeliverableAddress } from '../../domain/candidates';
import { singleLine } from './mailText';
import { greetingNameOr } from '../../domain/greetingName';
import { statusName, WHATSAPP_TEMPLATES, whatsappMessage, whatsappNumber } from './whatsapp';
import {
  AGENCY_NAME,
  applicantConfirmationMail,
  staffApplicationMail,
  staffEnquiryMail,
  TEMPLATE_PLACEHOLDERS,
  type ApplicationMailFacts,
  type EnquiryMailFacts,
} from './pipelineTexts';

type MailConfig = Pick<ServerConfig, 'staffNotifyEmail' | 'retentionDays' | 'whatsapp'>;

/** The messages a new application sends: staff notification and the applicant's confirmation. */
export function newApplicationMails(
  config: MailConfig,
  applicant: Omit<ApplicationMailFacts, 'reference' | 'jobTitle' | 'retentionDays'>,
  created: { id: number; reference: string; jobTitle: string; applicantJobTitle?: string },
): OutgoingMail[] {
  // Staff read the English title; the applicant reads it in their language (staff's translation).
  const applicantJobTitle = created.applicantJobTitle ?? created.jobTitle;
  const facts: ApplicationMailFacts = {
    ...applicant,
    reference: created.reference,
    jobTitle: created.jobTitle,
    retentionDays: config.retentionDays,
  };
  const mails: OutgoingMail[] = [];
  if (config.staffNotifyEmail) {
    mails.push({
      kind: 'staff-application',
      to: config.staffNotifyEmail,
      applicationId: created.id,
      ...staffApplicationMail(facts),
    });
  }
  if (isDeliverableAddress(applicant.email)) {
    mails.push({
      kind: 'applicant-confirmation',
      to: applicant.email.trim(),
      applicationId: created.id,
      ...applicantConfirmationMail({ ...facts, jobTitle: applicantJobTitle }),
    });
  }
  // With WhatsApp configured, an applicant who gave a phone (the only contact of some) gets it there too.
  const number = config.whatsapp ? whatsappNumber(applicant.phone) : undefined;
  if (number) {
    mails.push(
      whatsappMessage(
        'applicant-confirmation',
        number,
        {
          name: WHATSAPP_TEMPLATES.confirmation,
          language: applicant.language,
          parameters: [
            greetingNameOr(applicant.name, textsFor(applicant.language).applicant),
            applicantJobTitle,
            created.reference,
          ],
        },
        created.id,
      ),
    );
  }
  return mails;
}

/** The staff notification of a new enquiry (none without STAFF_NOTIFY_EMAIL). */
export function newEnquiryMails(
  config: MailConfig,
  enquiryId: number,
  facts: EnquiryMailFacts,
): OutgoingMail[] {
  if (!config.staffNotifyEmail) return [];
  return [{ kind: 'staff-enquiry', to: config.staffNotifyEmail, enquiryId, ...staffEnquiryMail(facts) }];
}

/** The `{placeholder}` names a template uses that are not known. */
export function unknownPlaceholdersIn(text: string): string[] {
  const used = [...text.matchAll(/\{([^{}\s]+)\}/g)].map((match) => match[1]);
  return [...new Set(used.filter((name) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)))];
}

export function renderTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{([a-z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * A builder of status-change messages for one status: the template rendered for each application
 * whose applicant gave a usable e-mail address, in the applicant's language (the template's Gujarati or
 * Hindi version; the English one where that version is missing), and, with `whatsapp` configured, the
 * `application_status` WhatsApp template for one who gave a phone. Undefined when the status has no
 * template.
 */
export async function statusMessageBuilder(
  db: Kysely<Database>,
  status: ApplicationStatus,
  whatsapp?: ServerConfig['whatsapp'],
) {
  const english = await findMailTemplate(db, status);
  if (!english) return undefined;
  const translations = new Map(
    (await findMailTemplateTranslations(db, status)).map((row) => [row.language as Language, row]),
  );
  return async (application: {
    id: number;
    reference: string;
    name: string;
    email: string;
    phone?: string;
    job_title: string;
    language: Language;
  }): Promise<OutgoingMail[]> => {
    const number = whatsapp ? whatsappNumber(application.phone) : undefined;
    const messages: OutgoingMail[] = number
      ? [
          whatsappMessage(
            'status-change',
            number,
            {
              name: WHATSAPP_TEMPLATES.statusChange,
              language: application.language,
              parameters: [
                greetingNameOr(application.name, textsFor(application.language).applicant),
                application.job_title,
                statusName(status, application.language),
                application.reference,
              ],
            },
            application.id,
          ),
        ]
      : [];
    if (!isDeliverableAddress(application.email)) return messages;
    const template = translations.get(application.language) ?? english;
    const language = translations.has(application.language) ? application.language : 'en';
    // Placeholders are filled with plain one-line text; the name only when it passes `greetingName`.
    const values = {
      name: greetingNameOr(application.name, textsFor(language).applicant),
      job: singleLine(application.job_title),
      reference: application.reference,
      status,
      agency: AGENCY_NAME,
    };
    return [
      {
        kind: 'status-change',
        to: application.email.trim(),
        applicationId: application.id,
        subject: renderTemplate(template.subject, values),
        text: renderTemplate(template.body, values),
      },
      ...messages,
    ];
  };
}
