import type { OutgoingMail } from '../repositories/outbox';
import type { Language } from '../db/types';
import { PERSON_TEXTS } from './mailLanguages';
import { singleLine } from './mailText';
import { greetingNameOr } from '../../domain/greetingName';
import { AGENCY_NAME } from './pipelineTexts';
import { routes } from '../../routes/registry';

/** How long an erasure link works. */
export const ERASURE_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const ERASURE_LINK_HOURS = ERASURE_LINK_TTL_MS / (60 * 60 * 1000);

/** The public page an erasure link opens (in the applicant's language: `/gu/confirm-erasure`…). */
export const CONFIRM_ERASURE_PATH = routes.confirmErasure.path;

interface ErasureFacts {
  name: string;
  reference: string;
  link: string;
  hours: number;
  agency: string;
}

/** The erasure link's message in each language (the glossary's words: અરજી / आवेदन, બાયોડેટા / बायोडाटा). */
const ERASURE_TEXTS: Record<
  Language,
  { subject: (reference: string) => string; lines: (facts: ErasureFacts) => string[] }
> = {
  en: {
    subject: (reference) => `Confirm the erasure of your data (${reference})`,
    lines: ({ name, reference, link, hours, agency }) => [
      `Dear ${name},`,
      '',
      `You asked on our status page for your data to be erased (application ${reference}).`,
      `To confirm, open this link within ${hours} hours and press the Erase my data button on the page:`,
      '',
      link,
      '',
      'This erases your applications, resumes and our messages to you. It cannot be undone.',
      'If you did not ask for this, ignore this message: nothing is erased without confirmation.',
      '',
      'Regards,',
      agency,
    ],
  },
  gu: {
    subject: (reference) => `તમારી માહિતી ભૂંસવાની પુષ્ટિ કરો (${reference})`,
    lines: ({ name, reference, link, hours, agency }) => [
      `પ્રિય ${name},`,
      '',
      `તમે અમારા અરજીની સ્થિતિના પાના પર તમારી માહિતી ભૂંસવાનું કહ્યું છે (અરજી ${reference}).`,
      `પુષ્ટિ કરવા માટે ${hours} કલાકમાં આ લિંક ખોલો અને પાના પરનું "મારી માહિતી ભૂંસો" બટન દબાવો:`,
      '',
      link,
      '',
      'આથી તમારી અરજીઓ, બાયોડેટા અને તમને મોકલેલા અમારા સંદેશા ભૂંસાઈ જશે. તે પાછું લાવી શકાતું નથી.',
      'જો તમે આ માંગ્યું ન હોય, તો આ સંદેશ અવગણો: પુષ્ટિ વિના કંઈ ભૂંસાતું નથી.',
      '',
      'સાદર,',
      agency,
    ],
  },
  hi: {
    subject: (reference) => `अपनी जानकारी मिटाने की पुष्टि करें (${reference})`,
    lines: ({ name, reference, link, hours, agency }) => [
      `प्रिय ${name},`,
      '',
      `आपने हमारे आवेदन की स्थिति वाले पेज पर अपनी जानकारी मिटाने के लिए कहा है (आवेदन ${reference})।`,
      `पुष्टि करने के लिए ${hours} घंटे के अंदर यह लिंक खोलें और पेज पर "मेरी जानकारी मिटाएँ" बटन दबाएँ:`,
      '',
      link,
      '',
      'इससे आपके आवेदन, बायोडाटा और आपको भेजे गए हमारे संदेश मिट जाएँगे। इसे वापस नहीं लाया जा सकता।',
      'अगर आपने यह नहीं माँगा, तो इस संदेश को अनदेखा करें: पुष्टि के बिना कुछ नहीं मिटता।',
      '',
      'सादर,',
      agency,
    ],
  },
};

/** The erasure link's message to the applicant, in their language. */
export function erasureLinkMail(
  to: { applicationId: number; email: string; name: string; reference: string; language: Language },
  origin: string,
  token: string,
): OutgoingMail {
  const language = to.language in ERASURE_TEXTS ? to.language : 'en';
  const texts = ERASURE_TEXTS[language];
  const link = `${origin}${PERSON_TEXTS[language].pathPrefix}${CONFIRM_ERASURE_PATH}?token=${token}`;
  return {
    kind: 'erasure-link',
    to: to.email.trim(),
    applicationId: to.applicationId,
    subject: texts.subject(to.reference),
    text: texts
      .lines({
        name: greetingNameOr(to.name, PERSON_TEXTS[language].applicant),
        reference: to.reference,
        link,
        hours: ERASURE_LINK_HOURS,
        agency: singleLine(AGENCY_NAME),
      })
      .join('\n'),
  };
}
