import type { Language } from '../db/types';

/**
 * What the site writes to a person, in each language they may write from: the applicant's
 * confirmation, the job-alert confirmation and digest, and the pages of the job-alert links. The
 * English is the site's own; Gujarati and Hindi follow the glossary of src/i18n/glossary.json (નોકરી /
 * नौकरी, બાયોડેટા / बायोडाटा, ફી / फ़ीस). Values put into sentences are plain one-line text already.
 */
export interface PersonTexts {
  /** The path of the site's home page in the language. */
  homePath: string;
  /** The path prefix of the language's pages ('' for English). */
  pathPrefix: string;
  /** How a person without a usable name is addressed. */
  applicant: string;
  confirmation: {
    subject: (reference: string) => string;
    lines: (facts: {
      name: string;
      job: string;
      reference: string;
      days: number;
      agency: string;
    }) => string[];
  };
  alertConfirmation: {
    subject: (agency: string) => string;
    lines: (agency: string, link: string) => string[];
  };
  digest: {
    count: (jobs: number) => string;
    subject: (count: string, agency: string) => string;
    intro: (count: string) => string;
    noMoney: string;
    unsubscribe: (link: string) => string;
    greeting: string;
  };
  pages: {
    confirmed: string;
    confirmTitle: string;
    linkNotValid: string;
    unsubscribed: string;
    unsubscribeTitle: string;
    linkNotValidText: string;
    confirmedText: (email: string) => string[];
    confirmQuestion: (email: string) => string;
    unsubscribeQuestion: (email: string) => string;
    unsubscribedText: (email: string) => string;
    confirmButton: string;
    unsubscribeButton: string;
    home: (agency: string) => string;
  };
}

export const PERSON_TEXTS: Record<Language, PersonTexts> = {
  en: {
    homePath: '/',
    pathPrefix: '',
    applicant: 'applicant',
    confirmation: {
      subject: (reference) => `We received your application ${reference}`,
      lines: ({ name, job, reference, days, agency }) => [
        `Dear ${name},`,
        '',
        `Thank you for applying for ${job} with ${agency}.`,
        `Your reference is ${reference}. Please mention it whenever you contact us.`,
        '',
        'We never charge job seekers any fee, deposit or money at any stage. Anyone asking you for money in our name is a fraud.',
        '',
        `We keep your application and resume for ${days} days to match you with this and similar jobs, then erase them. To have them erased sooner, reply to this e-mail or contact us with your reference.`,
        '',
        'Regards,',
        agency,
      ],
    },
    alertConfirmation: {
      subject: (agency) => `Please confirm your job alerts from ${agency}`,
      lines: (agency, link) => [
        'Hello,',
        '',
        `Someone (we hope you) asked for new openings from ${agency} to be sent to this address.`,
        'Please confirm: open this link and press the Confirm button on the page.',
        '',
        link,
        '',
        'If it was not you, ignore this message: without confirmation we send nothing more.',
        '',
        agency,
      ],
    },
    digest: {
      count: (jobs) => (jobs === 1 ? '1 new opening' : `${jobs} new openings`),
      subject: (count, agency) => `${count} at ${agency}`,
      intro: (count) => `${count} since our last message:`,
      noMoney: 'We never ask for money at any stage of recruitment.',
      unsubscribe: (link) => `Unsubscribe with one click: ${link}`,
      greeting: 'Hello,',
    },
    pages: {
      confirmed: 'Subscription confirmed',
      confirmTitle: 'Confirm your job alerts',
      linkNotValid: 'This link is no longer valid',
      unsubscribed: 'You are unsubscribed',
      unsubscribeTitle: 'Unsubscribe from job alerts',
      linkNotValidText:
        'This address has unsubscribed, or the link was copied incompletely. You can subscribe again at the bottom of any page of our site.',
      confirmedText: (email) => [
        `Thank you. New openings will be sent to ${email} once a day when there are any.`,
        'Every message has a link to unsubscribe.',
      ],
      confirmQuestion: (email) => `Send new openings to ${email} once a day?`,
      unsubscribeQuestion: (email) => `Stop sending new openings to ${email}?`,
      unsubscribedText: (email) => `We will send no more job alerts to ${email}.`,
      confirmButton: 'Confirm',
      unsubscribeButton: 'Unsubscribe',
      home: (agency) => `${agency}: home page`,
    },
  },
  gu: {
    homePath: '/gu/',
    pathPrefix: '/gu',
    applicant: 'ઉમેદવાર',
    confirmation: {
      subject: (reference) => `અમને તમારી અરજી ${reference} મળી છે`,
      lines: ({ name, job, reference, days, agency }) => [
        `પ્રિય ${name},`,
        '',
        `${agency} માં ${job} માટે અરજી કરવા બદલ આભાર.`,
        `તમારો સંદર્ભ નંબર ${reference} છે. અમારો સંપર્ક કરો ત્યારે દર વખતે તેનો ઉલ્લેખ કરો.`,
        '',
        'અમે નોકરી શોધનારાઓ પાસેથી કોઈ પણ તબક્કે ક્યારેય કોઈ ફી, ડિપોઝિટ કે પૈસા લેતા નથી. અમારા નામે તમારી પાસે પૈસા માંગનાર કોઈ પણ વ્યક્તિ છેતરપિંડી કરે છે.',
        '',
        `આ અને આના જેવી નોકરીઓ માટે અમે તમારી અરજી અને બાયોડેટા ${days} દિવસ સુધી રાખીએ છીએ, પછી તેને ભૂંસી નાખીએ છીએ. તેને વહેલા ભૂંસાવવા માટે આ ઈ-મેઇલનો જવાબ આપો અથવા તમારા સંદર્ભ નંબર સાથે અમારો સંપર્ક કરો.`,
        '',
        'સાદર,',
        agency,
      ],
    },
    alertConfirmation: {
      subject: (agency) => `${agency} તરફથી નોકરીની જાણકારીની પુષ્ટિ કરો`,
      lines: (agency, link) => [
        'નમસ્તે,',
        '',
        `કોઈએ (અમને આશા છે કે તમે) ${agency} ની નવી નોકરીઓ આ સરનામે મોકલવા કહ્યું છે.`,
        'કૃપા કરીને પુષ્ટિ કરો: આ લિંક ખોલો અને પાના પરનું "પુષ્ટિ કરો" બટન દબાવો.',
        '',
        link,
        '',
        'જો આ તમે ન કર્યું હોય, તો આ સંદેશ અવગણો: પુષ્ટિ વિના અમે બીજું કંઈ મોકલતા નથી.',
        '',
        agency,
      ],
    },
    digest: {
      count: (jobs) => (jobs === 1 ? '1 નવી નોકરી' : `${jobs} નવી નોકરીઓ`),
      subject: (count, agency) => `${agency} માં ${count}`,
      intro: (count) => `અમારા છેલ્લા સંદેશ પછી ${count}:`,
      noMoney: 'ભરતીના કોઈ પણ તબક્કે અમે ક્યારેય પૈસા માંગતા નથી.',
      unsubscribe: (link) => `એક ક્લિકમાં જાણકારી બંધ કરો: ${link}`,
      greeting: 'નમસ્તે,',
    },
    pages: {
      confirmed: 'પુષ્ટિ થઈ ગઈ',
      confirmTitle: 'નોકરીની જાણકારીની પુષ્ટિ કરો',
      linkNotValid: 'આ લિંક હવે માન્ય નથી',
      unsubscribed: 'તમારી જાણકારી બંધ થઈ ગઈ છે',
      unsubscribeTitle: 'નોકરીની જાણકારી બંધ કરો',
      linkNotValidText:
        'આ સરનામાની જાણકારી બંધ થઈ ગઈ છે, અથવા લિંક અધૂરી નકલ થઈ છે. અમારી સાઇટના કોઈ પણ પાનાના નીચેના ભાગમાં તમે ફરી સબ્સ્ક્રાઇબ કરી શકો છો.',
      confirmedText: (email) => [
        `આભાર. નવી નોકરીઓ હશે ત્યારે દિવસમાં એક વાર ${email} પર મોકલવામાં આવશે.`,
        'દરેક સંદેશમાં જાણકારી બંધ કરવાની લિંક હોય છે.',
      ],
      confirmQuestion: (email) => `નવી નોકરીઓ દિવસમાં એક વાર ${email} પર મોકલીએ?`,
      unsubscribeQuestion: (email) => `${email} પર નવી નોકરીઓ મોકલવાનું બંધ કરીએ?`,
      unsubscribedText: (email) => `અમે હવે ${email} પર નોકરીની જાણકારી નહીં મોકલીએ.`,
      confirmButton: 'પુષ્ટિ કરો',
      unsubscribeButton: 'જાણકારી બંધ કરો',
      home: (agency) => `${agency}: હોમ પેજ`,
    },
  },
  hi: {
    homePath: '/hi/',
    pathPrefix: '/hi',
    applicant: 'आवेदक',
    confirmation: {
      subject: (reference) => `हमें आपका आवेदन ${reference} मिल गया है`,
      lines: ({ name, job, reference, days, agency }) => [
        `प्रिय ${name},`,
        '',
        `${agency} में ${job} के लिए आवेदन करने के लिए धन्यवाद।`,
        `आपकी संदर्भ संख्या ${reference} है। हमसे संपर्क करते समय हर बार इसका उल्लेख करें।`,
        '',
        'हम नौकरी ढूँढने वालों से किसी भी चरण में कभी कोई फ़ीस, जमा राशि या पैसा नहीं लेते। हमारे नाम पर आपसे पैसे माँगने वाला कोई भी व्यक्ति धोखेबाज़ है।',
        '',
        `इस और ऐसी ही नौकरियों के लिए हम आपका आवेदन और बायोडाटा ${days} दिन तक रखते हैं, फिर उन्हें मिटा देते हैं। उन्हें पहले मिटवाने के लिए इस ई-मेल का जवाब दें या अपनी संदर्भ संख्या के साथ हमसे संपर्क करें।`,
        '',
        'सादर,',
        agency,
      ],
    },
    alertConfirmation: {
      subject: (agency) => `${agency} से नौकरी अलर्ट की पुष्टि करें`,
      lines: (agency, link) => [
        'नमस्ते,',
        '',
        `किसी ने (हमें आशा है कि आपने) ${agency} की नई नौकरियाँ इस पते पर भेजने को कहा है।`,
        'कृपया पुष्टि करें: यह लिंक खोलें और पेज पर "पुष्टि करें" बटन दबाएँ।',
        '',
        link,
        '',
        'अगर यह आपने नहीं किया, तो इस संदेश को अनदेखा करें: पुष्टि के बिना हम और कुछ नहीं भेजते।',
        '',
        agency,
      ],
    },
    digest: {
      count: (jobs) => (jobs === 1 ? '1 नई नौकरी' : `${jobs} नई नौकरियाँ`),
      subject: (count, agency) => `${agency} में ${count}`,
      intro: (count) => `हमारे पिछले संदेश के बाद से ${count}:`,
      noMoney: 'भर्ती के किसी भी चरण में हम कभी पैसे नहीं माँगते।',
      unsubscribe: (link) => `एक क्लिक में अलर्ट बंद करें: ${link}`,
      greeting: 'नमस्ते,',
    },
    pages: {
      confirmed: 'सदस्यता की पुष्टि हो गई',
      confirmTitle: 'नौकरी अलर्ट की पुष्टि करें',
      linkNotValid: 'यह लिंक अब मान्य नहीं है',
      unsubscribed: 'आपके अलर्ट बंद हो गए हैं',
      unsubscribeTitle: 'नौकरी अलर्ट बंद करें',
      linkNotValidText:
        'इस पते के अलर्ट बंद हो चुके हैं, या लिंक अधूरा कॉपी हुआ है। आप हमारी साइट के किसी भी पेज के नीचे फिर से सब्सक्राइब कर सकते हैं।',
      confirmedText: (email) => [
        `धन्यवाद। नई नौकरियाँ होने पर दिन में एक बार ${email} पर भेजी जाएँगी।`,
        'हर संदेश में अलर्ट बंद करने का लिंक होता है।',
      ],
      confirmQuestion: (email) => `नई नौकरियाँ दिन में एक बार ${email} पर भेजें?`,
      unsubscribeQuestion: (email) => `${email} पर नई नौकरियाँ भेजना बंद करें?`,
      unsubscribedText: (email) => `हम अब ${email} पर नौकरी अलर्ट नहीं भेजेंगे।`,
      confirmButton: 'पुष्टि करें',
      unsubscribeButton: 'अलर्ट बंद करें',
      home: (agency) => `${agency}: होम पेज`,
    },
  },
};

export const textsFor = (language: Language): PersonTexts => PERSON_TEXTS[language] ?? PERSON_TEXTS.en;
