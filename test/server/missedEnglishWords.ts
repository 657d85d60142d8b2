import agencyFile from '../../agency.example.json';
import { associateBrands } from '../../src/features/home/brands';

/*
 * What counts as missed English in a Gujarati or Hindi text: the Latin-script words outside an allowlist
 * (the brand, social networks, portal names, codes, abbreviations written in Latin letters, addresses,
 * names from the data) and outside machine values (web and e-mail addresses, handles, references). Used
 * by the missed-English check of pages, mails and WhatsApp texts (missedEnglish.test.ts) and by the form
 * tests that read a refusal in the visitor's language.
 */

/** Words that stay in Latin letters on every page (names, not English). */
const ALLOWED_WORDS = new Set(
  [
    // The brand, and the brand's own spelling in its logo.
    ...agencyFile.name.split(' '),
    // Social networks and the apps people use by their names.
    'Facebook',
    'Instagram',
    'LinkedIn',
    'YouTube',
    'WhatsApp',
    'X',
    'Google',
    'Maps',
    // Portals and registrations named as they are written (the glossary keeps them in Latin letters).
    'eMigrate',
    'MADAD',
    'UDYAM',
    'GJ',
    'GUJ',
    'PER',
    'B',
    // The reference's prefix (SMS-2026-000123) and currency codes beside amounts.
    'SMS',
    'INR',
    'AED',
    'SAR',
    'QAR',
    'OMR',
    'KWD',
    'BHD',
    'USD',
    'EUR',
    'GBP',
    'SGD',
    'MYR',
  ].map((word) => word.toLowerCase()),
);

/**
 * Abbreviations Gujarati and Hindi write in Latin letters as they are (in forms, on payslips, in the
 * ministries' own texts); matched as written, in capitals, so "it" or "id" in a sentence still counts.
 */
const ABBREVIATIONS = new Set([
  'MSME', // the Ministry of Micro, Small and Medium Enterprises (the agency's registration)
  'IT', // the information technology industry
  'BPO', // business process outsourcing
  'KPO', // knowledge process outsourcing
  'FMCG', // fast-moving consumer goods
  'PF', // provident fund
  'ESIC', // Employees' State Insurance Corporation
  'PT', // professional tax
  'TDS', // tax deducted at source
  'UPI', // the payment system ("UPI ID")
  'ID',
  'QR', // "QR કોડ", "QR कोड"
  'ECR', // emigration check required (the passport's category)
  'ECNR', // emigration check not required
  'ITI', // Industrial Training Institute
  'PDF',
  'CV',
  'HR',
  'OTP',
  'GST',
]);

/**
 * Names the site shows from its data, written in Latin letters in every language: the associate brands
 * (src/features/home/brands.ts). Names staff enter (team members, employers) are shown inside `lang="en"`
 * elements instead, so they are not allowed here.
 */
const DATA_NAMES = associateBrands.map((brand) => brand.name);

/** Text pieces that are addresses or contact details, removed before looking for words. */
const ALLOWED_TEXTS = [
  ...DATA_NAMES,
  ...agencyFile.address.lines,
  agencyFile.address.city,
  agencyFile.address.state,
  agencyFile.address.postalCode,
  agencyFile.emigrationCertificate.number,
  agencyFile.msmeNumber,
];

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const READ_ATTRIBUTES = [
  'alt',
  'aria-label',
  'title',
  'placeholder',
  'aria-valuetext',
  'aria-roledescription',
];

/** The meta tags whose content is read: descriptions, titles and the image's alt, Open Graph and Twitter. */
const READ_METAS = /^(?:(?:og|twitter):)?(?:description|title|image:alt)$/;

const decode = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g))
    attributes[match[1].toLowerCase()] = decode(match[2] ?? '');
  return attributes;
}

/**
 * What a reader meets on a rendered page (text and the attributes read aloud or shown), each piece with
 * where it was found; text inside an element marked `lang="en"` is left out, and so are scripts, styles and
 * JSON-LD (its values are checked apart by the structured-data tests).
 */
export function readableTexts(html: string): Array<{ where: string; text: string }> {
  const found: Array<{ where: string; text: string }> = [];
  const stack: Array<{ name: string; english: boolean }> = [];
  const english = () => stack.some((element) => element.english);
  let skipping: string | null = null;
  // The doctype and comments are matched (and left out) before elements and text.
  for (const match of html.matchAll(
    /<!--[\s\S]*?-->|<![^>]*>|<(\/?)([a-zA-Z][\w-]*)((?:[^>"]|"[^"]*")*)>|([^<]+)/g,
  )) {
    const [, closing, rawName, rest, text] = match;
    if (rawName === undefined && text === undefined) continue;
    if (text !== undefined) {
      if (!skipping && !english() && text.trim())
        found.push({ where: stack.map((e) => e.name).join('>'), text: decode(text) });
      continue;
    }
    const name = rawName.toLowerCase();
    if (skipping) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (closing) {
      const index = stack.map((element) => element.name).lastIndexOf(name);
      if (index >= 0) stack.length = index;
      continue;
    }
    const attributes = attributesOf(rest);
    if (name === 'script' || name === 'style' || name === 'noscript' || name === 'template') {
      if (!rest.trimEnd().endsWith('/')) skipping = name;
      continue;
    }
    const inEnglish = english() || attributes.lang === 'en';
    if (!inEnglish) {
      for (const attribute of READ_ATTRIBUTES)
        if (attributes[attribute])
          found.push({ where: `${name}[${attribute}]`, text: attributes[attribute] });
      // The head's texts people read (search results, link previews); not machine values (`og:locale`).
      if (
        name === 'meta' &&
        attributes.content &&
        READ_METAS.test(attributes.property ?? attributes.name ?? '')
      )
        found.push({ where: `meta[${attributes.property ?? attributes.name}]`, text: attributes.content });
    }
    if (!VOID.has(name) && !rest.trimEnd().endsWith('/'))
      stack.push({ name, english: attributes.lang === 'en' });
  }
  return found;
}

/** The Latin-script words of a text that are not allowed. */
export function englishWords(text: string): string[] {
  let rest = text;
  for (const allowed of ALLOWED_TEXTS) rest = rest.split(allowed).join(' ');
  rest = rest
    // Web addresses, with or without their scheme ("emigrate.gov.in"), and e-mail addresses.
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\b(?:[a-z0-9-]+\.)+(?:in|com|org|net)\b/g, ' ')
    // Social-network handles ("@sahyogmanpower").
    .replace(/@[A-Za-z0-9_.]+/g, ' ')
    .replace(/\bSMS-\d{4}-\d{6,}\b/g, ' ');
  return (rest.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter(
    (word) => !ABBREVIATIONS.has(word) && !ALLOWED_WORDS.has(word.toLowerCase()),
  );
}
