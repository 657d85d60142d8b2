import type { Language } from '../db/types';
import { AGENCY_NAME } from './pipelineTexts';

/**
 * The job seeker's pages (`/my-applications`, server-rendered) and the sign-in code's e-mail, in the
 * page's language (English, Gujarati, Hindi). Statuses are named by `statusName` (the catalogues' texts).
 */
export interface CandidatePageTexts {
  title: string;
  intro: string;
  contactLabel: string;
  contactHint: string;
  sendCode: string;
  invalidContact: string;
  codeSent: string;
  codeLabel: string;
  signIn: string;
  newCode: string;
  wrongCode: string;
  spent: string;
  paused: (minutes: number) => string;
  tooManyCodes: (minutes: number) => string;
  refused: string;
  signedInAs: (contact: string) => string;
  noApplications: string;
  reference: string;
  status: string;
  appliedOn: string;
  changes: string;
  messages: string;
  noMessages: string;
  channels: { email: string; whatsapp: string };
  messageKinds: { confirmation: string; statusChange: string };
  withdraw: string;
  withdrawQuestion: (job: string, reference: string) => string;
  withdrawYes: string;
  withdrawNo: string;
  withdrawn: (reference: string) => string;
  notOpen: string;
  sessions: string;
  thisDevice: string;
  since: string;
  lastUsed: string;
  endSession: string;
  signOut: string;
  signedOut: string;
  sessionEnded: string;
  home: string;
  notFound: string;
  alerts: string;
  noAlerts: string;
  alertTo: (address: string) => string;
  alertUnconfirmed: string;
  alertStop: string;
  alertStopped: string;
  yourData: string;
  download: string;
  erase: string;
  eraseQuestion: string;
  eraseYes: string;
  eraseRequested: string;
  mail: { subject: (code: string) => string; body: (code: string) => string };
  /** The data download as a page (besides the JSON file). */
  dataPage: {
    link: string;
    title: string;
    exportedAt: string;
    signedInWith: string;
    applications: string;
    none: string;
    history: string;
    jobAlerts: string;
    sessions: string;
    profile: string;
    fields: Record<string, string>;
  };
  /** Changing a job alert (its language; stopping is `alertStop`). */
  alertLanguage: string;
  alertChange: string;
  alertChanged: string;
  /** The profile page. */
  profile: {
    title: string;
    link: string;
    intro: string;
    dateOfBirth: string;
    languages: string;
    languagesHint: string;
    location: string;
    qualification: string;
    experience: string;
    skills: string;
    workAbroad: string;
    yes: string;
    no: string;
    notSaid: string;
    passport: string;
    passportHint: string;
    passportEcr: string;
    passportEcnr: string;
    passportNone: string;
    storedResume: (name: string) => string;
    noStoredResume: string;
    resumeHint: string;
    save: string;
    saved: string;
    problems: string;
    tooLong: (max: number) => string;
    choose: string;
    dateOfBirthInvalid: string;
    back: string;
  };
}

const en: CandidatePageTexts = {
  title: 'My applications',
  intro:
    'Type the mobile number or e-mail address you applied with. We will send you a 6-digit code to sign in, with no password.',
  contactLabel: 'Mobile number or e-mail',
  contactHint: 'For example 98250 12345',
  sendCode: 'Send the code',
  invalidContact: 'Please type a 10-digit Indian mobile number or an e-mail address.',
  codeSent:
    'If this number or address has applied with us, a 6-digit code is on its way by WhatsApp or e-mail. It works for 5 minutes.',
  codeLabel: 'The 6-digit code',
  signIn: 'Sign in',
  newCode: 'Send a new code',
  wrongCode: 'The code is wrong or has expired. Please try again, or ask for a new code.',
  spent: 'Too many wrong tries. Please wait 30 minutes, then ask for a new code.',
  paused: (minutes) => `Too many wrong tries for this number. Please try again in ${minutes} minutes.`,
  tooManyCodes: (minutes) =>
    `Too many codes were asked for this number. Please try again in ${minutes} minutes.`,
  refused: 'This form must be sent from our own site. Please open the page again.',
  signedInAs: (contact) => `Signed in as ${contact}`,
  noApplications: 'No applications have been made with this number or address yet.',
  reference: 'Reference',
  status: 'Status',
  appliedOn: 'Applied on',
  changes: 'Changes',
  messages: 'Messages sent to you',
  noMessages: 'No messages yet.',
  channels: { email: 'E-mail', whatsapp: 'WhatsApp' },
  messageKinds: { confirmation: 'Application received', statusChange: 'Status update' },
  withdraw: 'Withdraw this application',
  withdrawQuestion: (job, reference) =>
    `Do you really want to withdraw your application for ${job} (${reference})? This cannot be undone.`,
  withdrawYes: 'Yes, withdraw it',
  withdrawNo: 'No, go back',
  withdrawn: (reference) => `Your application ${reference} has been withdrawn.`,
  notOpen: 'This application can no longer be withdrawn.',
  sessions: 'Where you are signed in',
  thisDevice: 'this device',
  since: 'since',
  lastUsed: 'last used',
  endSession: 'Sign out there',
  signOut: 'Sign out',
  signedOut: 'You are signed out.',
  sessionEnded: 'That session has ended.',
  home: 'Home',
  notFound: 'This application is not among yours.',
  alerts: 'Job alerts',
  noAlerts: 'You get no job alerts.',
  alertTo: (address) => `New openings are e-mailed to ${address}`,
  alertUnconfirmed: '(not yet confirmed)',
  alertStop: 'Stop these job alerts',
  alertStopped: 'The job alerts have been stopped.',
  yourData: 'Your data',
  download: 'Download everything we hold about you (JSON)',
  erase: 'Ask us to erase your data',
  eraseQuestion:
    'Do you really want us to erase your applications, resumes, messages and job alerts? An administrator will do it soon. This cannot be undone.',
  eraseYes: 'Yes, erase my data',
  eraseRequested: 'Your request has been sent. An administrator will erase your data soon.',
  mail: {
    subject: (code) => `Your sign-in code: ${code}`,
    body: (code) =>
      `Hello,\n\nYour code to see your applications is ${code}. It works for 5 minutes. Do not share it with anyone.\n\nIf you did not ask for a code, you can ignore this message.\n\n${AGENCY_NAME}`,
  },
  dataPage: {
    link: 'See everything we hold about you (a page to read or print)',
    title: 'Everything we hold about you',
    exportedAt: 'Made on',
    signedInWith: 'Signed in with',
    applications: 'Applications',
    none: 'None.',
    history: 'Status changes',
    jobAlerts: 'Job alerts',
    sessions: 'Where you are signed in',
    profile: 'Your profile',
    fields: {
      reference: 'Reference',
      job_title: 'Job',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      gender: 'Gender',
      title: 'Job title typed',
      message: 'Message',
      experience: 'Experience',
      career_level: 'Career level',
      resume: 'Resume',
      resume_name: 'Resume',
      status: 'Status',
      language: 'Language',
      consent_version: 'Privacy notice agreed',
      consent_at: 'Agreed on',
      created_at: 'Sent on',
      confirmed_at: 'Confirmed on',
      user_agent: 'Browser',
      last_seen_at: 'Last used',
      date_of_birth: 'Date of birth',
      languages: 'Languages',
      location: 'Location',
      qualification: 'Qualification',
      skills: 'Skills',
      work_abroad: 'Would work abroad',
      passport: 'Passport',
      updated_at: 'Last saved',
    },
  },
  alertLanguage: 'Language of these alerts',
  alertChange: 'Change',
  alertChanged: 'The job alerts will come in the language you chose.',
  profile: {
    title: 'My profile',
    link: 'My profile: fill it once, apply in one tap',
    intro:
      'What you keep here fills the apply form when you apply while signed in, and your saved resume can be sent with one tap. Everything is optional.',
    dateOfBirth: 'Date of birth',
    languages: 'Languages you speak',
    languagesHint: 'For example Gujarati, Hindi, English',
    location: 'Where you live (city or village)',
    qualification: 'Qualification',
    experience: 'Experience',
    skills: 'Skills',
    workAbroad: 'Would you work abroad?',
    yes: 'Yes',
    no: 'No',
    notSaid: 'Not said',
    passport: 'Passport',
    passportHint: 'Only its kind. Never type your passport number here.',
    passportEcr: 'ECR (Emigration Check Required)',
    passportEcnr: 'ECNR (Emigration Check Not Required)',
    passportNone: 'No passport',
    storedResume: (name) => `Saved resume: ${name}`,
    noStoredResume: 'No resume saved yet.',
    resumeHint: 'Choose a file only to replace the saved one.',
    save: 'Save my profile',
    saved: 'Your profile has been saved.',
    problems: 'Please correct the fields marked below.',
    tooLong: (max) => `Please keep this to ${max} characters.`,
    choose: 'Please choose one of the options.',
    dateOfBirthInvalid: 'Please give a real date of birth (you must be at least 14).',
    back: 'Back to my applications',
  },
};

const gu: CandidatePageTexts = {
  title: 'મારી અરજીઓ',
  intro: 'તમે જે મોબાઇલ નંબર અથવા ઈ-મેલથી અરજી કરી હતી તે લખો. પાસવર્ડ વિના સાઇન ઇન કરવા અમે તમને 6 અંકનો કોડ મોકલીશું.',
  contactLabel: 'મોબાઇલ નંબર અથવા ઈ-મેલ',
  contactHint: 'ઉદાહરણ તરીકે 98250 12345',
  sendCode: 'કોડ મોકલો',
  invalidContact: 'કૃપા કરીને 10 અંકનો ભારતીય મોબાઇલ નંબર અથવા ઈ-મેલ સરનામું લખો.',
  codeSent:
    'જો આ નંબર અથવા સરનામાથી અમારી પાસે અરજી થઈ હોય, તો 6 અંકનો કોડ WhatsApp અથવા ઈ-મેલ દ્વારા મોકલાયો છે. તે 5 મિનિટ માટે માન્ય છે.',
  codeLabel: '6 અંકનો કોડ',
  signIn: 'સાઇન ઇન કરો',
  newCode: 'નવો કોડ મોકલો',
  wrongCode: 'કોડ ખોટો છે અથવા તેની મુદત પૂરી થઈ ગઈ છે. ફરી પ્રયાસ કરો, અથવા નવો કોડ મંગાવો.',
  spent: 'ઘણા ખોટા પ્રયાસો થયા. કૃપા કરીને 30 મિનિટ રાહ જુઓ, પછી નવો કોડ મંગાવો.',
  paused: (minutes) => `આ નંબર માટે ઘણા ખોટા પ્રયાસો થયા. કૃપા કરીને ${minutes} મિનિટ પછી ફરી પ્રયાસ કરો.`,
  tooManyCodes: (minutes) => `આ નંબર માટે ઘણા કોડ મંગાવાયા છે. કૃપા કરીને ${minutes} મિનિટ પછી ફરી પ્રયાસ કરો.`,
  refused: 'આ ફોર્મ અમારી પોતાની વેબસાઇટ પરથી જ મોકલવું જોઈએ. કૃપા કરીને પેજ ફરી ખોલો.',
  signedInAs: (contact) => `${contact} તરીકે સાઇન ઇન`,
  noApplications: 'આ નંબર અથવા સરનામાથી હજુ સુધી કોઈ અરજી થઈ નથી.',
  reference: 'સંદર્ભ નંબર',
  status: 'સ્થિતિ',
  appliedOn: 'અરજીની તારીખ',
  changes: 'ફેરફારો',
  messages: 'તમને મોકલેલા સંદેશા',
  noMessages: 'હજુ કોઈ સંદેશો નથી.',
  channels: { email: 'ઈ-મેલ', whatsapp: 'WhatsApp' },
  messageKinds: { confirmation: 'અરજી મળી', statusChange: 'સ્થિતિમાં ફેરફાર' },
  withdraw: 'આ અરજી પાછી ખેંચો',
  withdrawQuestion: (job, reference) =>
    `શું તમે ખરેખર ${job} (${reference}) માટેની તમારી અરજી પાછી ખેંચવા માંગો છો? આ પગલું પાછું વાળી શકાશે નહીં.`,
  withdrawYes: 'હા, પાછી ખેંચો',
  withdrawNo: 'ના, પાછા જાઓ',
  withdrawn: (reference) => `તમારી અરજી ${reference} પાછી ખેંચી લેવામાં આવી છે.`,
  notOpen: 'આ અરજી હવે પાછી ખેંચી શકાતી નથી.',
  sessions: 'તમે ક્યાં સાઇન ઇન છો',
  thisDevice: 'આ ઉપકરણ',
  since: 'શરૂઆત',
  lastUsed: 'છેલ્લો ઉપયોગ',
  endSession: 'ત્યાંથી સાઇન આઉટ કરો',
  signOut: 'સાઇન આઉટ',
  signedOut: 'તમે સાઇન આઉટ થઈ ગયા છો.',
  sessionEnded: 'તે સત્ર સમાપ્ત થયું.',
  home: 'હોમ',
  notFound: 'આ અરજી તમારી અરજીઓમાં નથી.',
  alerts: 'નોકરીની જાણકારી',
  noAlerts: 'તમને નોકરીની જાણકારી મળતી નથી.',
  alertTo: (address) => `નવી નોકરીઓ ${address} પર ઈ-મેલથી મોકલાય છે`,
  alertUnconfirmed: '(હજુ પુષ્ટિ થઈ નથી)',
  alertStop: 'આ નોકરીની જાણકારી બંધ કરો',
  alertStopped: 'નોકરીની જાણકારી બંધ કરી દેવામાં આવી છે.',
  yourData: 'તમારી માહિતી',
  download: 'અમારી પાસે તમારી જે માહિતી છે તે બધી ફાઇલ તરીકે ડાઉનલોડ કરો',
  erase: 'તમારી માહિતી ભૂંસી નાખવા વિનંતી કરો',
  eraseQuestion:
    'શું તમે ખરેખર ઇચ્છો છો કે અમે તમારી અરજીઓ, બાયોડેટા, સંદેશા અને નોકરીની જાણકારી ભૂંસી નાખીએ? એક એડમિનિસ્ટ્રેટર ટૂંક સમયમાં તે કરશે. આ પગલું પાછું વાળી શકાશે નહીં.',
  eraseYes: 'હા, મારી માહિતી ભૂંસી નાખો',
  eraseRequested: 'તમારી વિનંતી મોકલાઈ ગઈ છે. એક એડમિનિસ્ટ્રેટર ટૂંક સમયમાં તમારી માહિતી ભૂંસી નાખશે.',
  mail: {
    subject: (code) => `તમારો સાઇન-ઇન કોડ: ${code}`,
    body: (code) =>
      `નમસ્તે,\n\nતમારી અરજીઓ જોવા માટેનો તમારો કોડ ${code} છે. તે 5 મિનિટ માટે માન્ય છે. આ કોડ કોઈને જણાવશો નહીં.\n\nજો તમે કોડ મંગાવ્યો ન હોય, તો આ સંદેશ અવગણો.\n\n${AGENCY_NAME}`,
  },
  dataPage: {
    link: 'અમારી પાસે તમારી જે માહિતી છે તે બધી જુઓ (વાંચવા કે છાપવા માટેનું પેજ)',
    title: 'અમારી પાસે તમારી બધી માહિતી',
    exportedAt: 'બનાવ્યાની તારીખ',
    signedInWith: 'આનાથી સાઇન ઇન',
    applications: 'અરજીઓ',
    none: 'કંઈ નથી.',
    history: 'સ્થિતિમાં ફેરફારો',
    jobAlerts: 'નોકરીની જાણકારી',
    sessions: 'તમે ક્યાં સાઇન ઇન છો',
    profile: 'તમારી પ્રોફાઇલ',
    fields: {
      reference: 'સંદર્ભ નંબર',
      job_title: 'નોકરી',
      name: 'નામ',
      email: 'ઈ-મેલ',
      phone: 'ફોન',
      gender: 'લિંગ',
      title: 'લખેલું પદ',
      message: 'સંદેશો',
      experience: 'અનુભવ',
      career_level: 'કારકિર્દી સ્તર',
      resume: 'બાયોડેટા',
      resume_name: 'બાયોડેટા',
      status: 'સ્થિતિ',
      language: 'ભાષા',
      consent_version: 'સ્વીકારેલી ગોપનીયતા સૂચના',
      consent_at: 'સ્વીકાર્યાની તારીખ',
      created_at: 'મોકલ્યાની તારીખ',
      confirmed_at: 'પુષ્ટિની તારીખ',
      user_agent: 'બ્રાઉઝર',
      last_seen_at: 'છેલ્લો ઉપયોગ',
      date_of_birth: 'જન્મ તારીખ',
      languages: 'ભાષાઓ',
      location: 'સ્થળ',
      qualification: 'લાયકાત',
      skills: 'કુશળતા',
      work_abroad: 'વિદેશમાં કામ કરશો',
      passport: 'પાસપોર્ટ',
      updated_at: 'છેલ્લે સાચવ્યાની તારીખ',
    },
  },
  alertLanguage: 'આ જાણકારીની ભાષા',
  alertChange: 'બદલો',
  alertChanged: 'નોકરીની જાણકારી હવે તમે પસંદ કરેલી ભાષામાં આવશે.',
  profile: {
    title: 'મારી પ્રોફાઇલ',
    link: 'મારી પ્રોફાઇલ: એક વાર ભરો, એક ટેપમાં અરજી કરો',
    intro:
      'અહીં રાખેલી માહિતી સાઇન ઇન હોય ત્યારે અરજી ફોર્મમાં આપોઆપ ભરાય છે, અને સાચવેલો બાયોડેટા એક ટેપમાં મોકલી શકાય છે. બધું વૈકલ્પિક છે.',
    dateOfBirth: 'જન્મ તારીખ',
    languages: 'તમે બોલો છો તે ભાષાઓ',
    languagesHint: 'ઉદાહરણ તરીકે ગુજરાતી, હિન્દી, અંગ્રેજી',
    location: 'તમે ક્યાં રહો છો (શહેર કે ગામ)',
    qualification: 'લાયકાત',
    experience: 'અનુભવ',
    skills: 'કુશળતા',
    workAbroad: 'શું તમે વિદેશમાં કામ કરશો?',
    yes: 'હા',
    no: 'ના',
    notSaid: 'જણાવ્યું નથી',
    passport: 'પાસપોર્ટ',
    passportHint: 'ફક્ત તેનો પ્રકાર. અહીં ક્યારેય તમારો પાસપોર્ટ નંબર લખશો નહીં.',
    passportEcr: 'ECR (ઇમિગ્રેશન તપાસ જરૂરી)',
    passportEcnr: 'ECNR (ઇમિગ્રેશન તપાસ જરૂરી નથી)',
    passportNone: 'પાસપોર્ટ નથી',
    storedResume: (name) => `સાચવેલો બાયોડેટા: ${name}`,
    noStoredResume: 'હજુ કોઈ બાયોડેટા સાચવ્યો નથી.',
    resumeHint: 'સાચવેલો બાયોડેટા બદલવો હોય ત્યારે જ ફાઇલ પસંદ કરો.',
    save: 'મારી પ્રોફાઇલ સાચવો',
    saved: 'તમારી પ્રોફાઇલ સાચવી લેવામાં આવી છે.',
    problems: 'કૃપા કરીને નીચે દર્શાવેલી વિગતો સુધારો.',
    tooLong: (max) => `કૃપા કરીને આ ${max} અક્ષરોમાં લખો.`,
    choose: 'કૃપા કરીને આપેલા વિકલ્પોમાંથી એક પસંદ કરો.',
    dateOfBirthInvalid: 'કૃપા કરીને સાચી જન્મ તારીખ લખો (તમારી ઉંમર ઓછામાં ઓછી 14 વર્ષ હોવી જોઈએ).',
    back: 'મારી અરજીઓ પર પાછા જાઓ',
  },
};

const hi: CandidatePageTexts = {
  title: 'मेरे आवेदन',
  intro:
    'जिस मोबाइल नंबर या ई-मेल से आपने आवेदन किया था, वह लिखें। बिना पासवर्ड साइन इन करने के लिए हम आपको 6 अंकों का कोड भेजेंगे।',
  contactLabel: 'मोबाइल नंबर या ई-मेल',
  contactHint: 'उदाहरण के लिए 98250 12345',
  sendCode: 'कोड भेजें',
  invalidContact: 'कृपया 10 अंकों का भारतीय मोबाइल नंबर या ई-मेल पता लिखें।',
  codeSent:
    'अगर इस नंबर या पते से हमारे यहाँ आवेदन हुआ है, तो 6 अंकों का कोड WhatsApp या ई-मेल से भेजा गया है। यह 5 मिनट तक मान्य है।',
  codeLabel: '6 अंकों का कोड',
  signIn: 'साइन इन करें',
  newCode: 'नया कोड भेजें',
  wrongCode: 'कोड ग़लत है या उसकी अवधि समाप्त हो गई है। फिर से कोशिश करें, या नया कोड मँगाएँ।',
  spent: 'बहुत सारी ग़लत कोशिशें हुईं। कृपया 30 मिनट रुकें, फिर नया कोड मँगाएँ।',
  paused: (minutes) => `इस नंबर के लिए बहुत सारी ग़लत कोशिशें हुईं। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`,
  tooManyCodes: (minutes) => `इस नंबर के लिए बहुत सारे कोड मँगाए गए हैं। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`,
  refused: 'यह फ़ॉर्म हमारी अपनी वेबसाइट से ही भेजा जाना चाहिए। कृपया पेज फिर से खोलें।',
  signedInAs: (contact) => `${contact} के रूप में साइन इन`,
  noApplications: 'इस नंबर या पते से अभी तक कोई आवेदन नहीं हुआ है।',
  reference: 'संदर्भ संख्या',
  status: 'स्थिति',
  appliedOn: 'आवेदन की तारीख़',
  changes: 'बदलाव',
  messages: 'आपको भेजे गए संदेश',
  noMessages: 'अभी कोई संदेश नहीं।',
  channels: { email: 'ई-मेल', whatsapp: 'WhatsApp' },
  messageKinds: { confirmation: 'आवेदन मिला', statusChange: 'स्थिति में बदलाव' },
  withdraw: 'यह आवेदन वापस लें',
  withdrawQuestion: (job, reference) =>
    `क्या आप सचमुच ${job} (${reference}) के लिए अपना आवेदन वापस लेना चाहते हैं? यह बदला नहीं जा सकेगा।`,
  withdrawYes: 'हाँ, वापस लें',
  withdrawNo: 'नहीं, पीछे जाएँ',
  withdrawn: (reference) => `आपका आवेदन ${reference} वापस ले लिया गया है।`,
  notOpen: 'यह आवेदन अब वापस नहीं लिया जा सकता।',
  sessions: 'आप कहाँ साइन इन हैं',
  thisDevice: 'यह डिवाइस',
  since: 'शुरुआत',
  lastUsed: 'आख़िरी उपयोग',
  endSession: 'वहाँ से साइन आउट करें',
  signOut: 'साइन आउट',
  signedOut: 'आप साइन आउट हो गए हैं।',
  sessionEnded: 'वह सत्र समाप्त हो गया।',
  home: 'होम',
  notFound: 'यह आवेदन आपके आवेदनों में नहीं है।',
  alerts: 'नौकरी अलर्ट',
  noAlerts: 'आपको कोई नौकरी अलर्ट नहीं मिलता।',
  alertTo: (address) => `नई नौकरियाँ ${address} पर ई-मेल से भेजी जाती हैं`,
  alertUnconfirmed: '(अभी पुष्टि नहीं हुई)',
  alertStop: 'ये नौकरी अलर्ट बंद करें',
  alertStopped: 'नौकरी अलर्ट बंद कर दिए गए हैं।',
  yourData: 'आपकी जानकारी',
  download: 'हमारे पास आपकी जो जानकारी है, वह सब फ़ाइल के रूप में डाउनलोड करें',
  erase: 'अपनी जानकारी मिटाने का अनुरोध करें',
  eraseQuestion:
    'क्या आप सचमुच चाहते हैं कि हम आपके आवेदन, बायोडाटा, संदेश और नौकरी अलर्ट मिटा दें? एक एडमिनिस्ट्रेटर जल्द ही यह करेगा। यह बदला नहीं जा सकेगा।',
  eraseYes: 'हाँ, मेरी जानकारी मिटाएँ',
  eraseRequested: 'आपका अनुरोध भेज दिया गया है। एक एडमिनिस्ट्रेटर जल्द ही आपकी जानकारी मिटा देगा।',
  mail: {
    subject: (code) => `आपका साइन-इन कोड: ${code}`,
    body: (code) =>
      `नमस्ते,\n\nआपके आवेदन देखने के लिए आपका कोड ${code} है। यह 5 मिनट तक मान्य है। यह कोड किसी को न बताएँ।\n\nअगर आपने कोड नहीं मँगाया था, तो इस संदेश को अनदेखा करें।\n\n${AGENCY_NAME}`,
  },
  dataPage: {
    link: 'हमारे पास आपकी जो जानकारी है, वह सब देखें (पढ़ने या छापने के लिए पेज)',
    title: 'हमारे पास आपकी सारी जानकारी',
    exportedAt: 'बनाने की तारीख़',
    signedInWith: 'इससे साइन इन',
    applications: 'आवेदन',
    none: 'कुछ नहीं।',
    history: 'स्थिति में बदलाव',
    jobAlerts: 'नौकरी अलर्ट',
    sessions: 'आप कहाँ साइन इन हैं',
    profile: 'आपकी प्रोफ़ाइल',
    fields: {
      reference: 'संदर्भ संख्या',
      job_title: 'नौकरी',
      name: 'नाम',
      email: 'ई-मेल',
      phone: 'फ़ोन',
      gender: 'लिंग',
      title: 'लिखा गया पद',
      message: 'संदेश',
      experience: 'अनुभव',
      career_level: 'करियर स्तर',
      resume: 'बायोडाटा',
      resume_name: 'बायोडाटा',
      status: 'स्थिति',
      language: 'भाषा',
      consent_version: 'स्वीकार की गई गोपनीयता सूचना',
      consent_at: 'स्वीकार करने की तारीख़',
      created_at: 'भेजने की तारीख़',
      confirmed_at: 'पुष्टि की तारीख़',
      user_agent: 'ब्राउज़र',
      last_seen_at: 'आख़िरी उपयोग',
      date_of_birth: 'जन्म तिथि',
      languages: 'भाषाएँ',
      location: 'स्थान',
      qualification: 'योग्यता',
      skills: 'कौशल',
      work_abroad: 'विदेश में काम करेंगे',
      passport: 'पासपोर्ट',
      updated_at: 'आख़िरी बार सहेजने की तारीख़',
    },
  },
  alertLanguage: 'इन अलर्ट की भाषा',
  alertChange: 'बदलें',
  alertChanged: 'नौकरी अलर्ट अब आपकी चुनी हुई भाषा में आएँगे।',
  profile: {
    title: 'मेरी प्रोफ़ाइल',
    link: 'मेरी प्रोफ़ाइल: एक बार भरें, एक टैप में आवेदन करें',
    intro:
      'यहाँ रखी जानकारी साइन इन होने पर आवेदन फ़ॉर्म में अपने आप भर जाती है, और सहेजा गया बायोडाटा एक टैप में भेजा जा सकता है। सब कुछ वैकल्पिक है।',
    dateOfBirth: 'जन्म तिथि',
    languages: 'आप कौन-सी भाषाएँ बोलते हैं',
    languagesHint: 'उदाहरण के लिए गुजराती, हिंदी, अंग्रेज़ी',
    location: 'आप कहाँ रहते हैं (शहर या गाँव)',
    qualification: 'योग्यता',
    experience: 'अनुभव',
    skills: 'कौशल',
    workAbroad: 'क्या आप विदेश में काम करेंगे?',
    yes: 'हाँ',
    no: 'नहीं',
    notSaid: 'नहीं बताया',
    passport: 'पासपोर्ट',
    passportHint: 'केवल उसका प्रकार। यहाँ कभी अपना पासपोर्ट नंबर न लिखें।',
    passportEcr: 'ECR (इमिग्रेशन जाँच ज़रूरी)',
    passportEcnr: 'ECNR (इमिग्रेशन जाँच ज़रूरी नहीं)',
    passportNone: 'पासपोर्ट नहीं है',
    storedResume: (name) => `सहेजा गया बायोडाटा: ${name}`,
    noStoredResume: 'अभी कोई बायोडाटा सहेजा नहीं गया है।',
    resumeHint: 'सहेजा गया बायोडाटा बदलना हो, तभी फ़ाइल चुनें।',
    save: 'मेरी प्रोफ़ाइल सहेजें',
    saved: 'आपकी प्रोफ़ाइल सहेज ली गई है।',
    problems: 'कृपया नीचे बताई गई जानकारी ठीक करें।',
    tooLong: (max) => `कृपया इसे ${max} अक्षरों में लिखें।`,
    choose: 'कृपया दिए गए विकल्पों में से एक चुनें।',
    dateOfBirthInvalid: 'कृपया सही जन्म तिथि लिखें (आपकी उम्र कम से कम 14 साल होनी चाहिए)।',
    back: 'मेरे आवेदनों पर वापस जाएँ',
  },
};

const TEXTS: Record<Language, CandidatePageTexts> = { en, gu, hi };

export const candidateTextsFor = (language: Language): CandidatePageTexts => TEXTS[language] ?? en;
