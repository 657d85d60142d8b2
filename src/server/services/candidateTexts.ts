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
};

const TEXTS: Record<Language, CandidatePageTexts> = { en, gu, hi };

export const candidateTextsFor = (language: Language): CandidatePageTexts => TEXTS[language] ?? en;
