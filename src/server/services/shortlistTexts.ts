import type { Language } from '../db/types';

/**
 * The shortlist page's own texts, in the language the recruiter chose for the client (English, Gujarati,
 * Hindi; the glossary of src/i18n/glossary.json: બાયોડેટા / बायोडाटा). What the candidate or the recruiter
 * typed (names, notes) is shown as typed, escaped.
 */
export interface ShortlistPageTexts {
  title: (client: string) => string;
  intro: (agency: string, job: string) => string;
  expires: (date: string) => string;
  confidential: string;
  experience: string;
  qualification: string;
  currentLocation: string;
  recruiterNote: string;
  resume: string;
  noResume: string;
  yourAnswer: string;
  notAnswered: string;
  answers: Record<'shortlisted' | 'not_suitable' | 'interview_requested', string>;
  reason: string;
  slots: string;
  slot: (n: number) => string;
  note: string;
  send: string;
  saved: (name: string) => string;
  reasonRequired: string;
  slotRequired: string;
  slotInvalid: string;
  unknownChoice: string;
  notFoundTitle: string;
  notFound: string;
  goneTitle: string;
  expired: string;
  revoked: string;
  tooMany: string;
  refused: string;
  /** The mail that brings the contact the link. */
  mail: {
    subject: (job: string, agency: string) => string;
    lines: (facts: {
      contact: string;
      agency: string;
      count: number;
      job: string;
      link: string;
      until: string;
    }) => string[];
  };
}

export const SHORTLIST_TEXTS: Record<Language, ShortlistPageTexts> = {
  en: {
    title: (client) => `Candidates for ${client}`,
    intro: (agency, job) =>
      `${agency} shares these candidates for the requirement "${job}". Please answer for each one.`,
    expires: (date) => `This link works until ${date}.`,
    confidential: 'Confidential: please do not forward this page or the resumes.',
    experience: 'Experience',
    qualification: 'Qualification',
    currentLocation: 'Current location',
    recruiterNote: "Recruiter's note",
    resume: 'Resume (PDF)',
    noResume: 'No resume',
    yourAnswer: 'Your answer',
    notAnswered: 'Not answered yet',
    answers: {
      shortlisted: 'Shortlisted',
      not_suitable: 'Not suitable',
      interview_requested: 'Interview requested',
    },
    reason: 'Reason (needed for Not suitable)',
    slots: 'Proposed interview slots (India time; at least one for Interview requested)',
    slot: (n) => `Slot ${n}`,
    note: 'Note',
    send: 'Send answer',
    saved: (name) => `Thank you. Your answer on ${name} is saved.`,
    reasonRequired: 'Please give the reason why the candidate is not suitable.',
    slotRequired: 'Please propose at least one interview date and time.',
    slotInvalid: 'Please give each interview slot as a date and time from today on.',
    unknownChoice: 'Please choose an answer.',
    notFoundTitle: 'Link not found',
    notFound: 'This shortlist link is not valid. Please check the link, or ask the agency for a new one.',
    goneTitle: 'Link no longer valid',
    expired: 'This shortlist link has expired. Please ask the agency for a new one.',
    revoked: 'This shortlist link was withdrawn by the agency. Please ask the agency for a new one.',
    tooMany: 'Too many requests. Please try again in a few minutes.',
    refused: 'This form can only be sent from its own page.',
    mail: {
      subject: (job, agency) => `Candidates for ${job} from ${agency}`,
      lines: ({ contact, agency, count, job, link, until }) => [
        `Dear ${contact},`,
        '',
        `${agency} shares ${count} candidate(s) for your requirement "${job}".`,
        'Open the link to read their details and resumes, and to answer for each one (Shortlisted, Not suitable, or Interview requested):',
        '',
        link,
        '',
        `The link works until ${until}. It needs no account; please do not forward it.`,
        '',
        agency,
      ],
    },
  },
  gu: {
    title: (client) => `${client} માટે ઉમેદવારો`,
    intro: (agency, job) => `${agency} જરૂરિયાત "${job}" માટે આ ઉમેદવારો મોકલે છે. કૃપા કરી દરેક માટે જવાબ આપો.`,
    expires: (date) => `આ લિંક ${date} સુધી ચાલશે.`,
    confidential: 'ગોપનીય: કૃપા કરી આ પાનું કે બાયોડેટા આગળ મોકલશો નહીં.',
    experience: 'અનુભવ',
    qualification: 'લાયકાત',
    currentLocation: 'હાલનું સ્થળ',
    recruiterNote: 'ભરતી કરનારની નોંધ',
    resume: 'બાયોડેટા (PDF)',
    noResume: 'બાયોડેટા નથી',
    yourAnswer: 'તમારો જવાબ',
    notAnswered: 'હજી જવાબ નથી',
    answers: {
      shortlisted: 'પસંદ કર્યા',
      not_suitable: 'યોગ્ય નથી',
      interview_requested: 'ઇન્ટરવ્યૂ જોઈએ છે',
    },
    reason: 'કારણ ("યોગ્ય નથી" માટે જરૂરી)',
    slots: 'ઇન્ટરવ્યૂ માટે સૂચવેલા સમય (ભારતનો સમય; "ઇન્ટરવ્યૂ જોઈએ છે" માટે ઓછામાં ઓછો એક)',
    slot: (n) => `સમય ${n}`,
    note: 'નોંધ',
    send: 'જવાબ મોકલો',
    saved: (name) => `આભાર. ${name} વિશે તમારો જવાબ સાચવ્યો છે.`,
    reasonRequired: 'કૃપા કરી ઉમેદવાર યોગ્ય કેમ નથી તેનું કારણ આપો.',
    slotRequired: 'કૃપા કરી ઇન્ટરવ્યૂ માટે ઓછામાં ઓછી એક તારીખ અને સમય સૂચવો.',
    slotInvalid: 'કૃપા કરી દરેક ઇન્ટરવ્યૂ સમય આજથી આગળની તારીખ અને સમય તરીકે આપો.',
    unknownChoice: 'કૃપા કરી એક જવાબ પસંદ કરો.',
    notFoundTitle: 'લિંક મળી નથી',
    notFound: 'આ શોર્ટલિસ્ટ લિંક માન્ય નથી. કૃપા કરી લિંક તપાસો, અથવા એજન્સી પાસે નવી લિંક માગો.',
    goneTitle: 'લિંક હવે માન્ય નથી',
    expired: 'આ શોર્ટલિસ્ટ લિંકની મુદત પૂરી થઈ છે. કૃપા કરી એજન્સી પાસે નવી લિંક માગો.',
    revoked: 'એજન્સીએ આ શોર્ટલિસ્ટ લિંક પાછી ખેંચી છે. કૃપા કરી એજન્સી પાસે નવી લિંક માગો.',
    tooMany: 'ઘણી બધી વિનંતીઓ. કૃપા કરી થોડી મિનિટ પછી ફરી પ્રયાસ કરો.',
    refused: 'આ ફોર્મ ફક્ત તેના પોતાના પાના પરથી જ મોકલી શકાય છે.',
    mail: {
      subject: (job, agency) => `${agency} તરફથી ${job} માટે ઉમેદવારો`,
      lines: ({ contact, agency, count, job, link, until }) => [
        `પ્રિય ${contact},`,
        '',
        `${agency} તમારી જરૂરિયાત "${job}" માટે ${count} ઉમેદવાર મોકલે છે.`,
        'તેમની વિગતો અને બાયોડેટા વાંચવા, અને દરેક માટે જવાબ આપવા (પસંદ કર્યા, યોગ્ય નથી, અથવા ઇન્ટરવ્યૂ જોઈએ છે) આ લિંક ખોલો:',
        '',
        link,
        '',
        `આ લિંક ${until} સુધી ચાલશે. તેને કોઈ એકાઉન્ટની જરૂર નથી; કૃપા કરી તેને આગળ મોકલશો નહીં.`,
        '',
        agency,
      ],
    },
  },
  hi: {
    title: (client) => `${client} के लिए उम्मीदवार`,
    intro: (agency, job) => `${agency} आवश्यकता "${job}" के लिए ये उम्मीदवार भेजती है। कृपया हर एक के लिए जवाब दें।`,
    expires: (date) => `यह लिंक ${date} तक चलेगा।`,
    confidential: 'गोपनीय: कृपया यह पेज या बायोडाटा आगे न भेजें।',
    experience: 'अनुभव',
    qualification: 'योग्यता',
    currentLocation: 'वर्तमान स्थान',
    recruiterNote: 'भर्तीकर्ता की टिप्पणी',
    resume: 'बायोडाटा (PDF)',
    noResume: 'बायोडाटा नहीं है',
    yourAnswer: 'आपका जवाब',
    notAnswered: 'अभी जवाब नहीं',
    answers: {
      shortlisted: 'चुने गए',
      not_suitable: 'उपयुक्त नहीं',
      interview_requested: 'इंटरव्यू चाहिए',
    },
    reason: 'कारण ("उपयुक्त नहीं" के लिए ज़रूरी)',
    slots: 'इंटरव्यू के सुझाए गए समय (भारत का समय; "इंटरव्यू चाहिए" के लिए कम से कम एक)',
    slot: (n) => `समय ${n}`,
    note: 'टिप्पणी',
    send: 'जवाब भेजें',
    saved: (name) => `धन्यवाद। ${name} पर आपका जवाब सहेज लिया गया है।`,
    reasonRequired: 'कृपया बताएँ कि उम्मीदवार उपयुक्त क्यों नहीं है।',
    slotRequired: 'कृपया इंटरव्यू के लिए कम से कम एक तारीख़ और समय सुझाएँ।',
    slotInvalid: 'कृपया हर इंटरव्यू समय आज से आगे की तारीख़ और समय के रूप में दें।',
    unknownChoice: 'कृपया एक जवाब चुनें।',
    notFoundTitle: 'लिंक नहीं मिला',
    notFound: 'यह शॉर्टलिस्ट लिंक मान्य नहीं है। कृपया लिंक जाँचें, या एजेंसी से नया लिंक माँगें।',
    goneTitle: 'लिंक अब मान्य नहीं',
    expired: 'इस शॉर्टलिस्ट लिंक की अवधि समाप्त हो गई है। कृपया एजेंसी से नया लिंक माँगें।',
    revoked: 'एजेंसी ने यह शॉर्टलिस्ट लिंक वापस ले लिया है। कृपया एजेंसी से नया लिंक माँगें।',
    tooMany: 'बहुत सारे अनुरोध। कृपया कुछ मिनट बाद फिर कोशिश करें।',
    refused: 'यह फ़ॉर्म केवल उसके अपने पेज से ही भेजा जा सकता है।',
    mail: {
      subject: (job, agency) => `${agency} की ओर से ${job} के लिए उम्मीदवार`,
      lines: ({ contact, agency, count, job, link, until }) => [
        `प्रिय ${contact},`,
        '',
        `${agency} आपकी आवश्यकता "${job}" के लिए ${count} उम्मीदवार भेजती है।`,
        'उनका विवरण और बायोडाटा पढ़ने, और हर एक के लिए जवाब देने (चुने गए, उपयुक्त नहीं, या इंटरव्यू चाहिए) के लिए यह लिंक खोलें:',
        '',
        link,
        '',
        `यह लिंक ${until} तक चलेगा। इसके लिए किसी खाते की ज़रूरत नहीं है; कृपया इसे आगे न भेजें।`,
        '',
        agency,
      ],
    },
  },
};

export const shortlistTextsFor = (language: Language): ShortlistPageTexts =>
  SHORTLIST_TEXTS[language] ?? SHORTLIST_TEXTS.en;
