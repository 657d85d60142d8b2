import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import agencyFile from '../../agency.example.json';
import { projectRoot } from '../../src/server/paths';
import { startTestServer, type TestServer } from './helpers';

/*
 * No English left on Gujarati and Hindi pages: every public route, rendered by the server with the demo
 * data, in /gu/ and /hi/, has no Latin-script word in its text, its `alt`, `aria-label`, `title` and
 * `placeholder` attributes and its head's title and descriptions, outside an explicit allowlist (the
 * brand, social networks, portal names, codes and addresses) and outside elements marked `lang="en"`
 * (staff-entered text, shown as entered). Through the built render entry, as test/server/ssr.test.ts.
 */
jest.setTimeout(300_000);

const webDir = path.join(projectRoot, 'dist', 'web');
const renderEntry = path.join(projectRoot, 'dist', 'ssr', 'render.js');

beforeAll(() => {
  const built = [renderEntry, path.join(projectRoot, 'dist', 'ssr', 'client-manifest.json')].every((file) =>
    fs.existsSync(file),
  );
  if (!built) execFileSync('npm', ['run', 'build:web'], { cwd: projectRoot, stdio: 'ignore' });
}, 900_000);

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

/** Text pieces that are addresses or contact details, removed before looking for words. */
const ALLOWED_TEXTS = [
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
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:[^>"]|"[^"]*")*)>|([^<]+)/g)) {
    const [, closing, rawName, rest, text] = match;
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
      if (
        name === 'meta' &&
        attributes.content &&
        /description|title|alt/.test(attributes.property ?? attributes.name ?? '')
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
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\bSMS-\d{4}-\d{6,}\b/g, ' ');
  return (rest.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((word) => !ALLOWED_WORDS.has(word.toLowerCase()));
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
      '<p>Apply now <span lang="en">Welder</span></p><img alt="Logo"><script>var x="Hidden"</script>',
    );
    expect(texts.flatMap(({ text }) => englishWords(text))).toEqual(['Apply', 'now', 'Logo']);
    expect(
      englishWords('ફોન: +91 98250 41736, info@sahyogmanpower.in, SMS-2026-000123, Sahyog on WhatsApp'),
    ).toEqual([]);
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
