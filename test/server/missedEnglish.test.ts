import path from 'node:path';
import agencyFile from '../../agency.example.json';
import { associateBrands } from '../../src/features/home/brands';
import { projectRoot } from '../../src/server/paths';
import { startTestServer, type TestServer } from './helpers';

/*
 * No English left on Gujarati and Hindi pages: every public route, rendered by the server with the demo
 * data, in /gu/ and /hi/, has no Latin-script word in its text, its `alt`, `aria-label`, `title` and
 * `placeholder` attributes and its head's title and descriptions, outside an explicit allowlist (the
 * brand, social networks, portal names, codes, abbreviations written in Latin letters and addresses), the
 * names the site shows from its data (the associate brands) and what is no text for a reader (the doctype,
 * machine values such as `og:locale`, web and e-mail addresses, handles, phone and reference numbers), and
 * outside elements marked `lang="en"` (staff-entered text, shown as entered: a job's facts, team members'
 * names and positions, an untranslated job's or post's title and description, also in the head). Through
 * the built render entry, as test/server/ssr.test.ts.
 */
jest.setTimeout(300_000);

const webDir = path.join(projectRoot, 'dist', 'web');
const renderEntry = path.join(projectRoot, 'dist', 'ssr', 'render.js');

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

describe('Gujarati and Hindi pages without missed English', () => {
  let server: TestServer;
  let routes: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ name: 'sqlite' }, { webDir, renderEntry, seedDemo: true });
    const jobs = (await server.app.inject({ method: 'GET', url: '/api/job' })).json<{
      data: { id: number }[];
    }>().data;
    const posts = (await server.app.inject({ method: 'GET', url: '/api/blog' })).json<{
      data: { id: number }[];
    }>().data;
    expect(jobs.length).toBeGreaterThan(0);
    expect(posts.length).toBeGreaterThan(0);
    routes = [
      '/',
      '/about',
      '/contact',
      '/international',
      '/domestic',
      '/blog',
      '/verify',
      '/application-status',
      '/confirm-erasure?token=x',
      '/no-such-page',
      ...jobs.map((job) => `/job-detail/${job.id}`),
      ...posts.map((post) => `/blog-detail/${post.id}`),
    ];
  }, 120_000);
  afterAll(async () => server?.close());

  it('finds English where it is', () => {
    const texts = readableTexts(
      '<!doctype html><!-- build 12 --><html lang="gu"><head><title lang="en">Welder | Sahyog</title>' +
        '<meta property="og:locale:alternate" content="en_IN"><meta name="description" content="Read more">' +
        '<meta property="og:image:alt" content="Welder logo" lang="en"></head>' +
        '<body><p>Apply now <span lang="en">Welder</span></p><img alt="Logo"><script>var x="Hidden"</script>' +
        '<div aria-hidden="true" lang="en"><label>Website</label></div></body></html>',
    );
    expect(texts.flatMap(({ text }) => englishWords(text))).toEqual(['Read', 'more', 'Apply', 'now', 'Logo']);
    // Contact details, references, portals and names from the data are no missed English.
    expect(
      englishWords(
        'ફોન: +91 98250 41736, info@sahyogmanpower.in, SMS-2026-000123, WhatsApp પર Sahyog, @sahyogmanpower, ' +
          'eMigrate ખોલો (emigrate.gov.in), Navrang Motors લોગો',
      ),
    ).toEqual([]);
    // An English word between them is; abbreviations count only in capitals.
    expect(englishWords('Sahyog on WhatsApp')).toEqual(['on']);
    expect(englishWords('રિટેલ અને FMCG, ઇન્ફોર્મેશન ટેકનોલોજી (IT), it is')).toEqual(['it', 'is']);
  });

  it.each(['gu', 'hi'])('every public route in /%s/ reads without English', async (language) => {
    const misses: string[] = [];
    for (const route of routes) {
      const response = await server.app.inject({ method: 'GET', url: `/${language}${route}` });
      expect([200, 404]).toContain(response.statusCode);
      expect(response.body).toContain(`<html lang="${language}"`);
      for (const { where, text } of readableTexts(response.body)) {
        const words = englishWords(text);
        if (words.length > 0)
          misses.push(`${route} ${where}: ${words.join(' ')}  «${text.trim().slice(0, 80)}»`);
      }
    }
    expect([...new Set(misses)]).toEqual([]);
  });
});
