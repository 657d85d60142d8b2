import { sql, type Kysely, type Migration } from 'kysely';
import { STATUS_TEMPLATES_AS_OF_0026 } from './statusTemplateDefaults';

type Db = Kysely<unknown>;

/**
 * The default status templates' bodies as migrations 0002 and 0007 stored them until issue 36 (frozen
 * history: Hindi loanwords without their nukta, two names for the reference, no no-fee warning in the
 * Interview and Offered messages).
 */
export const STATUS_TEMPLATE_BODIES_BEFORE_0026: Record<'en' | 'gu' | 'hi', Record<string, string>> = {
  en: {
    Interview:
      'Dear {name},\n\nGood news: we would like to invite you to an interview for {job}. A member of our team will call you to agree on a date and time.\n\nYour reference: {reference}\n\nRegards,\n{agency}',
    Offered:
      'Dear {name},\n\nWe are happy to tell you that the employer would like to offer you the position of {job}. We will contact you with the details of the offer.\n\nYour reference: {reference}\n\nRegards,\n{agency}',
  },
  gu: {
    Screening:
      'પ્રિય {name},\n\n{job} માટે અરજી કરવા બદલ આભાર. અમારા ભરતી અધિકારીઓ હવે તમારી અરજી (સંદર્ભ {reference}) ની સમીક્ષા કરી રહ્યા છે. આગળના પગલા વિશે અમે તમારો સંપર્ક કરીશું.\n\nસાદર,\n{agency}',
    Interview:
      'પ્રિય {name},\n\nસારા સમાચાર: અમે તમને {job} ના ઇન્ટરવ્યૂ માટે આમંત્રિત કરીએ છીએ. તારીખ અને સમય નક્કી કરવા અમારી ટીમમાંથી કોઈ તમને ફોન કરશે.\n\nતમારો સંદર્ભ: {reference}\n\nસાદર,\n{agency}',
    Offered:
      'પ્રિય {name},\n\nઅમને જણાવતા આનંદ થાય છે કે નોકરીદાતા તમને {job} નું પદ આપવા માંગે છે. ઓફરની વિગતો સાથે અમે તમારો સંપર્ક કરીશું.\n\nતમારો સંદર્ભ: {reference}\n\nસાદર,\n{agency}',
    Placed:
      'પ્રિય {name},\n\n{job} તરીકે જોડાવા બદલ અભિનંદન. તમને દરેક સફળતા મળે એવી શુભેચ્છા. યાદ રાખો: અમે નોકરી શોધનારાઓ પાસેથી ક્યારેય કોઈ ફી લેતા નથી.\n\nતમારો સંદર્ભ: {reference}\n\nસાદર,\n{agency}',
    Rejected:
      'પ્રિય {name},\n\n{job} માં રસ દાખવવા બદલ આભાર. કાળજીપૂર્વક સમીક્ષા પછી, આ પદ માટે અમે તમારી અરજી આગળ વધારીશું નહીં. બીજી જગ્યાઓ માટે અમે તમને ધ્યાનમાં રાખીશું.\n\nતમારો સંદર્ભ: {reference}\n\nસાદર,\n{agency}',
    Withdrawn:
      'પ્રિય {name},\n\nતમારી વિનંતી મુજબ, {job} માટેની તમારી અરજી (સંદર્ભ {reference}) પાછી ખેંચવામાં આવી છે. તમે ગમે ત્યારે ફરી અરજી કરી શકો છો.\n\nસાદર,\n{agency}',
  },
  hi: {
    Screening:
      'प्रिय {name},\n\n{job} के लिए आवेदन करने के लिए धन्यवाद। हमारे भर्ती अधिकारी अब आपके आवेदन (संदर्भ {reference}) की समीक्षा कर रहे हैं। अगले चरण के बारे में हम आपसे संपर्क करेंगे।\n\nसादर,\n{agency}',
    Interview:
      'प्रिय {name},\n\nअच्छी खबर: हम आपको {job} के इंटरव्यू के लिए आमंत्रित करते हैं। तारीख और समय तय करने के लिए हमारी टीम से कोई आपको फोन करेगा।\n\nआपका संदर्भ: {reference}\n\nसादर,\n{agency}',
    Offered:
      'प्रिय {name},\n\nहमें यह बताते हुए खुशी है कि नियोक्ता आपको {job} का पद देना चाहते हैं। प्रस्ताव के विवरण के साथ हम आपसे संपर्क करेंगे।\n\nआपका संदर्भ: {reference}\n\nसादर,\n{agency}',
    Placed:
      'प्रिय {name},\n\n{job} के रूप में जुड़ने पर बधाई। आपकी हर सफलता के लिए शुभकामनाएँ। याद रखें: हम नौकरी ढूँढने वालों से कभी कोई फीस नहीं लेते।\n\nआपका संदर्भ: {reference}\n\nसादर,\n{agency}',
    Rejected:
      'प्रिय {name},\n\n{job} में रुचि दिखाने के लिए धन्यवाद। ध्यान से समीक्षा करने के बाद, इस पद के लिए हम आपका आवेदन आगे नहीं बढ़ाएँगे। दूसरी नौकरियों के लिए हम आपको ध्यान में रखेंगे।\n\nआपका संदर्भ: {reference}\n\nसादर,\n{agency}',
    Withdrawn:
      'प्रिय {name},\n\nआपके अनुरोध पर, {job} के लिए आपका आवेदन (संदर्भ {reference}) वापस ले लिया गया है। आप किसी भी समय फिर से आवेदन कर सकते हैं।\n\nसादर,\n{agency}',
  },
};

const currentBody = (language: string, status: string): string | undefined =>
  STATUS_TEMPLATES_AS_OF_0026[language as 'en' | 'gu' | 'hi'][status]?.body;

/** Replaces each stored body still equal to `from` (one staff never edited) with `to`. */
async function replaceBody(db: Db, language: string, status: string, from: string, to: string) {
  if (language === 'en')
    await sql`update mail_templates set body = ${to} where status = ${status} and body = ${from}`.execute(db);
  else
    await sql`update mail_template_translations set body = ${to}
      where status = ${status} and language = ${language} and body = ${from}`.execute(db);
}

/**
 * The default status messages' new wording (issue 36): the Interview and Offered messages carry the
 * no-fee warning in all three languages, the Hindi ones write फ़ीस, फ़ोन, ख़बर, ख़ुशी, तारीख़ with the
 * nukta, and the reference has one name per language (સંદર્ભ નંબર, संदर्भ संख्या). Only templates staff
 * never edited change: a stored body equal to the old default gets the new one; an edited one stays as
 * the agency wrote it. (A new database gets the new wording from 0002 and 0007 already.)
 */
export const statusTemplateWordingMigration: Migration = {
  async up(db: Db) {
    for (const [language, bodies] of Object.entries(STATUS_TEMPLATE_BODIES_BEFORE_0026))
      for (const [status, previous] of Object.entries(bodies)) {
        const current = currentBody(language, status);
        if (current !== undefined && current !== previous)
          await replaceBody(db, language, status, previous, current);
      }
  },
  async down(db: Db) {
    for (const [language, bodies] of Object.entries(STATUS_TEMPLATE_BODIES_BEFORE_0026))
      for (const [status, previous] of Object.entries(bodies)) {
        const current = currentBody(language, status);
        if (current !== undefined && current !== previous)
          await replaceBody(db, language, status, current, previous);
      }
  },
};
