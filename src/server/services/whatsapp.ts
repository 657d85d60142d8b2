import type { WhatsAppSettings } from '../config';
import type { OutgoingMail, WhatsAppTemplate } from '../repositories/outbox';
import type { ApplicationStatus, Language } from '../db/types';
import { applicationStatusNames } from '../../domain/applicationStatusNames';

/**
 * WhatsApp Business Cloud API template messages: an applicant who gave a phone number gets the
 * application confirmation and each status change on WhatsApp too (when `WHATSAPP_TOKEN` and
 * `WHATSAPP_PHONE_NUMBER_ID` are set). They go through the outbox like mail (same retries and back-off)
 * as `POST {WHATSAPP_API_URL}/{phone-number-id}/messages`. The templates must be approved in the
 * WhatsApp Business account under these names, in the languages `en`, `gu` and `hi`, each with the
 * body parameters listed (README.md, "WhatsApp messages").
 */
export const WHATSAPP_TEMPLATES = {
  /** {{1}} the applicant's name, {{2}} the job, {{3}} the reference number. */
  confirmation: 'application_received',
  /** {{1}} the applicant's name, {{2}} the job, {{3}} the new status, {{4}} the reference number. */
  statusChange: 'application_status',
} as const;

export type { WhatsAppTemplate };

/**
 * The number WhatsApp is sent to, in international form without `+` (`919825000000`), or undefined for
 * a phone that cannot be one: Indian numbers may be written without the country code (ten digits, or a
 * trunk 0); others need theirs (`+971…` or `00971…`).
 */
export function whatsappNumber(phone: string | null | undefined): string | undefined {
  const text = (phone ?? '').trim();
  const international = /^(\+|00)/.test(text);
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('00')) digits = digits.slice(2);
  if (!international) {
    if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
    if (digits.length === 10) digits = `91${digits}`;
    else if (!(digits.length === 12 && digits.startsWith('91'))) return undefined;
  }
  return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? digits : undefined;
}

/**
 * A status as the applicant's status page names it, in the applicant's language (the catalogues' texts,
 * mirrored into the domain core by `npm run compile:messages`).
 */
export function statusName(status: ApplicationStatus, language: Language): string {
  return (applicationStatusNames[language] ?? applicationStatusNames.en)[status] ?? status;
}

/** One line of a parameter: WhatsApp refuses new lines, tabs and runs of more than four spaces. */
const parameterText = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 1000) || '-';

/** An outbox message carrying a WhatsApp template (its text is what staff read on the Outbox screen). */
export function whatsappMessage(
  kind: 'applicant-confirmation' | 'status-change',
  to: string,
  template: WhatsAppTemplate,
  applicationId: number,
): OutgoingMail {
  const parameters = template.parameters.map(parameterText);
  return {
    kind,
    channel: 'whatsapp',
    to,
    subject: template.name,
    text: `${template.name} (${template.language}): ${parameters.join(' | ')}`,
    template: { ...template, parameters },
    applicationId,
  };
}

/** The request body of a template message, as the Cloud API's `/{phone-number-id}/messages` takes it. */
export function templateRequestBody(to: string, template: WhatsAppTemplate) {
  return {
    messaging_product: 'whatsapp',
    to,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      components: [
        {
          type: 'body',
          parameters: template.parameters.map((text) => ({ type: 'text', text })),
        },
        // An authentication template's copy-code button carries the code too.
        ...(template.button === undefined
          ? []
          : [
              {
                type: 'button',
                sub_type: 'url',
                index: '0',
                parameters: [{ type: 'text', text: template.button }],
              },
            ]),
      ],
    },
  };
}

/** Sends one template message; rejects when the API did not accept it. */
export interface WhatsAppSender {
  send(to: string, template: WhatsAppTemplate): Promise<void>;
}

/** The stored template of an outbox row, or undefined when unreadable. */
export function parseTemplate(text: string | null): WhatsAppTemplate | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<WhatsAppTemplate>;
    if (typeof value.name !== 'string' || typeof value.language !== 'string') return undefined;
    if (!Array.isArray(value.parameters) || !value.parameters.every((p) => typeof p === 'string'))
      return undefined;
    if (value.button !== undefined && typeof value.button !== 'string') return undefined;
    return value as WhatsAppTemplate;
  } catch {
    return undefined;
  }
}

/** The Cloud API over HTTPS, with a timeout well inside the outbox lease. */
export function cloudApiSender(settings: WhatsAppSettings): WhatsAppSender {
  const url = `${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    async send(to, template) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(templateRequestBody(to, template)),
        signal: AbortSignal.timeout(30_000),
      });
      if (response.ok) return;
      // The API explains a refusal in `error.message` (never echoing the token).
      const answer = (await response.json().catch(() => undefined)) as
        { error?: { message?: string; code?: number } } | undefined;
      const detail = answer?.error?.message ? `: ${answer.error.message}` : '';
      throw new Error(`WhatsApp API answered ${response.status}${detail}`);
    },
  };
}
