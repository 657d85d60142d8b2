/**
 * The default status-change messages as migrations 0002 (English) and 0007 (Gujarati and Hindi) store
 * them in a new database, and as 0026 brings never-edited ones to: frozen here on 2026-12-06 from
 * services/pipelineTexts.ts and services/statusTemplateTranslations.ts, so an old migration's result never
 * changes with today's code. A later change of the live defaults comes with a migration of its own
 * (test/server/migrationsFrozen.test.ts compares a new database's templates with the live defaults).
 */
export const STATUS_TEMPLATES_AS_OF_0026: Record<
  'en' | 'gu' | 'hi',
  Record<string, { subject: string; body: string }>
> = {
  en: {
    Screening: {
      subject: 'Your application {reference} is being reviewed',
      body: 'Dear {name},\n\nThank you for applying for {job}. Our recruiters are now reviewing your application (reference {reference}). We will contact you about the next step.\n\nRegards,\n{agency}',
    },
    Interview: {
      subject: 'Interview for {job} ({reference})',
      body: 'Dear {name},\n\nGood news: we would like to invite you to an interview for {job}. A member of our team will call you to agree on a date and time.\n\nWe never charge job seekers any fee, for an interview, a visa or anything else. Anyone asking you for money in our name is a fraud.\n\nYour reference: {reference}\n\nRegards,\n{agency}',
    },
    Offered: {
      subject: 'Job offer for {job} ({reference})',
      body: 'Dear {name},\n\nWe are happy to tell you that the employer would like to offer you the position of {job}. We will contact you with the details of the offer.\n\nWe never charge job seekers any fee, for an interview, a visa or anything else. Anyone asking you for money in our name is a fraud.\n\nYour reference: {reference}\n\nRegards,\n{agency}',
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
  },
  gu: {
    Screening: {
      subject: 'તમારી અરજી {reference} ની સમીક્ષા થઈ રહી છે',
      body: 'પ્રિય {name},\n\n{job} માટે અરજી કરવા બદલ આભાર. અમારા ભરતી અધિકારીઓ હવે તમારી અરજી (સંદર્ભ નંબર {reference}) ની સમીક્ષા કરી રહ્યા છે. આગળના પગલા વિશે અમે તમારો સંપર્ક કરીશું.\n\nસાદર,\n{agency}',
    },
    Interview: {
      subject: '{job} માટે ઇન્ટરવ્યૂ ({reference})',
      body: 'પ્રિય {name},\n\nસારા સમાચાર: અમે તમને {job} ના ઇન્ટરવ્યૂ માટે આમંત્રિત કરીએ છીએ. તારીખ અને સમય નક્કી કરવા અમારી ટીમમાંથી કોઈ તમને ફોન કરશે.\n\nઅમે નોકરી શોધનારાઓ પાસેથી ઇન્ટરવ્યૂ, વિઝા કે બીજા કશા માટે ક્યારેય કોઈ ફી લેતા નથી. અમારા નામે તમારી પાસે પૈસા માંગનાર કોઈ પણ વ્યક્તિ છેતરપિંડી કરે છે.\n\nતમારો સંદર્ભ નંબર: {reference}\n\nસાદર,\n{agency}',
    },
    Offered: {
      subject: '{job} માટે નોકરીની ઓફર ({reference})',
      body: 'પ્રિય {name},\n\nઅમને જણાવતા આનંદ થાય છે કે નોકરીદાતા તમને {job} નું પદ આપવા માંગે છે. ઓફરની વિગતો સાથે અમે તમારો સંપર્ક કરીશું.\n\nઅમે નોકરી શોધનારાઓ પાસેથી ઇન્ટરવ્યૂ, વિઝા કે બીજા કશા માટે ક્યારેય કોઈ ફી લેતા નથી. અમારા નામે તમારી પાસે પૈસા માંગનાર કોઈ પણ વ્યક્તિ છેતરપિંડી કરે છે.\n\nતમારો સંદર્ભ નંબર: {reference}\n\nસાદર,\n{agency}',
    },
    Placed: {
      subject: 'નવી નોકરી માટે અભિનંદન ({reference})',
      body: 'પ્રિય {name},\n\n{job} તરીકે જોડાવા બદલ અભિનંદન. તમને દરેક સફળતા મળે એવી શુભેચ્છા. યાદ રાખો: અમે નોકરી શોધનારાઓ પાસેથી ક્યારેય કોઈ ફી લેતા નથી.\n\nતમારો સંદર્ભ નંબર: {reference}\n\nસાદર,\n{agency}',
    },
    Rejected: {
      subject: '{job} માટે તમારી અરજી ({reference})',
      body: 'પ્રિય {name},\n\n{job} માં રસ દાખવવા બદલ આભાર. કાળજીપૂર્વક સમીક્ષા પછી, આ પદ માટે અમે તમારી અરજી આગળ વધારીશું નહીં. બીજી જગ્યાઓ માટે અમે તમને ધ્યાનમાં રાખીશું.\n\nતમારો સંદર્ભ નંબર: {reference}\n\nસાદર,\n{agency}',
    },
    Withdrawn: {
      subject: 'તમારી અરજી {reference} પાછી ખેંચવામાં આવી છે',
      body: 'પ્રિય {name},\n\nતમારી વિનંતી મુજબ, {job} માટેની તમારી અરજી (સંદર્ભ નંબર {reference}) પાછી ખેંચવામાં આવી છે. તમે ગમે ત્યારે ફરી અરજી કરી શકો છો.\n\nસાદર,\n{agency}',
    },
  },
  hi: {
    Screening: {
      subject: 'आपके आवेदन {reference} की समीक्षा हो रही है',
      body: 'प्रिय {name},\n\n{job} के लिए आवेदन करने के लिए धन्यवाद। हमारे भर्ती अधिकारी अब आपके आवेदन (संदर्भ संख्या {reference}) की समीक्षा कर रहे हैं। अगले चरण के बारे में हम आपसे संपर्क करेंगे।\n\nसादर,\n{agency}',
    },
    Interview: {
      subject: '{job} के लिए इंटरव्यू ({reference})',
      body: 'प्रिय {name},\n\nअच्छी ख़बर: हम आपको {job} के इंटरव्यू के लिए आमंत्रित करते हैं। तारीख़ और समय तय करने के लिए हमारी टीम से कोई आपको फ़ोन करेगा।\n\nहम नौकरी ढूँढने वालों से इंटरव्यू, वीज़ा या किसी और चीज़ के लिए कभी कोई फ़ीस नहीं लेते। हमारे नाम पर आपसे पैसे माँगने वाला कोई भी व्यक्ति धोखेबाज़ है।\n\nआपकी संदर्भ संख्या: {reference}\n\nसादर,\n{agency}',
    },
    Offered: {
      subject: '{job} के लिए नौकरी का प्रस्ताव ({reference})',
      body: 'प्रिय {name},\n\nहमें यह बताते हुए ख़ुशी है कि नियोक्ता आपको {job} का पद देना चाहते हैं। प्रस्ताव के विवरण के साथ हम आपसे संपर्क करेंगे।\n\nहम नौकरी ढूँढने वालों से इंटरव्यू, वीज़ा या किसी और चीज़ के लिए कभी कोई फ़ीस नहीं लेते। हमारे नाम पर आपसे पैसे माँगने वाला कोई भी व्यक्ति धोखेबाज़ है।\n\nआपकी संदर्भ संख्या: {reference}\n\nसादर,\n{agency}',
    },
    Placed: {
      subject: 'नई नौकरी के लिए बधाई ({reference})',
      body: 'प्रिय {name},\n\n{job} के रूप में जुड़ने पर बधाई। आपकी हर सफलता के लिए शुभकामनाएँ। याद रखें: हम नौकरी ढूँढने वालों से कभी कोई फ़ीस नहीं लेते।\n\nआपकी संदर्भ संख्या: {reference}\n\nसादर,\n{agency}',
    },
    Rejected: {
      subject: '{job} के लिए आपका आवेदन ({reference})',
      body: 'प्रिय {name},\n\n{job} में रुचि दिखाने के लिए धन्यवाद। ध्यान से समीक्षा करने के बाद, इस पद के लिए हम आपका आवेदन आगे नहीं बढ़ाएँगे। दूसरी नौकरियों के लिए हम आपको ध्यान में रखेंगे।\n\nआपकी संदर्भ संख्या: {reference}\n\nसादर,\n{agency}',
    },
    Withdrawn: {
      subject: 'आपका आवेदन {reference} वापस ले लिया गया है',
      body: 'प्रिय {name},\n\nआपके अनुरोध पर, {job} के लिए आपका आवेदन (संदर्भ संख्या {reference}) वापस ले लिया गया है। आप किसी भी समय फिर से आवेदन कर सकते हैं।\n\nसादर,\n{agency}',
    },
  },
};
