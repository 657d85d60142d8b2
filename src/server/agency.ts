import fs from 'node:fs';
import type { components } from '../api/schema';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { jsonSchemaOf } from './openapi/catalogue';

export type Agency = components['schemas']['Agency'];

/**
 * The demo agency: what the site shows when `AGENCY_CONFIG` is not set. A real deployment names its
 * own JSON file (see `agency.example.json`).
 */
export const demoAgency: Agency = {
  name: 'Sahyog Manpower Services',
  phones: ['+91 79 4890 2150', '+91 98250 41736', '+91 90990 27384'],
  whatsapp: '+91 98250 41736',
  email: 'info@sahyogmanpower.in',
  address: {
    lines: ['402, Shivalik Plaza, Near IIM Road', 'Ambawadi'],
    city: 'Ahmedabad',
    state: 'Gujarat',
    postalCode: '380015',
    countryCode: 'IN',
    translations: {
      gu: {
        lines: ['402, શિવાલિક પ્લાઝા, આઈઆઈએમ રોડ પાસે', 'આંબાવાડી'],
        city: 'અમદાવાદ',
        state: 'ગુજરાત',
      },
      hi: {
        lines: ['402, शिवालिक प्लाज़ा, आईआईएम रोड के पास', 'आंबावाडी'],
        city: 'अहमदाबाद',
        state: 'गुजरात',
      },
    },
  },
  mapUrl:
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3671.9!2d72.5405!3d23.0225!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zMjPCsDAxJzIxLjAiTiA3MsKwMzInMjUuOCJF!5e0!3m2!1sen!2sin!4v1700000000000',
  streetViewUrls: [
    'https://www.google.com/maps/embed?pb=!4v1700000000001!6m8!1m7!1sCAoSLEFGMVFpcE1fYWhtZWRhYmFkX29mZmljZV9mcm9udA!2m2!1d23.0225!2d72.5405!3f90!4f0!5f0.78',
    'https://www.google.com/maps/embed?pb=!4v1700000000002!6m8!1m7!1sCAoSLEFGMVFpcE1fYWhtZWRhYmFkX29mZmljZV9sb2JieQ!2m2!1d23.0225!2d72.5405!3f270!4f0!5f0.78',
  ],
  social: {
    facebook: 'https://www.facebook.com/sahyogmanpower',
    instagram: 'https://www.instagram.com/sahyogmanpower/',
    linkedin: 'https://www.linkedin.com/company/sahyog-manpower-services/',
    youtube: 'https://www.youtube.com/@sahyogmanpower',
    x: 'https://x.com/sahyogmanpower',
  },
  feeds: {
    facebook:
      'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fsahyogmanpower&tabs=timeline&width=500&height=560&small_header=true&adapt_container_width=true&hide_cover=false',
    instagram: 'https://www.instagram.com/sahyogmanpower/embed/',
  },
  msmeNumber: 'UDYAM-GJ-01-0012345',
  emigrationCertificate: { number: 'B-0123/GUJ/PER/1000+/5/9876/2021', validUntil: '2030-03-31' },
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Frame hosts the site's Content-Security-Policy allows (src/server/app.ts `frameSrc`): the one rule the
 * contract's `Agency` schema cannot say, since it is about what this server lets a page embed.
 */
const MAP_HOSTS = ['www.google.com'];
const FEED_HOSTS: Record<string, string[]> = {
  facebook: ['www.facebook.com'],
  instagram: ['www.instagram.com'],
  youtube: ['www.youtube-nocookie.com'],
};

/** The contract's `Agency` schema, every error collected so one start shows them all. */
const validateAgency = addFormats(new Ajv({ allErrors: true, strict: true })).compile(jsonSchemaOf('Agency'));

/** `/address/lines/0` → `address.lines[0]`. */
function fieldOf(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (field, part) => (/^\d+$/.test(part) ? `${field}[${part}]` : field ? `${field}.${part}` : part),
      '',
    );
}

const join = (field: string, key: string) => (field ? `${field}.${key}` : key);

/** One line per problem, "field: what is wrong", in words a person editing the file understands. */
function describe(error: ErrorObject, value: unknown): [field: string, problem: string] {
  const field = fieldOf(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return [join(field, String(params.additionalProperty)), 'is not a known field'];
    case 'required':
      return [join(field, String(params.missingProperty)), 'is required'];
    case 'type':
      return [
        field,
        params.type === 'string'
          ? 'must be a text'
          : `must be ${params.type === 'array' ? 'a list' : `an ${String(params.type)}`}`,
      ];
    case 'minLength':
      return [field, 'must be a non-empty text'];
    case 'maxLength':
      return [field, `must be at most ${String(params.limit)} characters`];
    case 'maxItems':
      return [field, `must have at most ${String(params.limit)} entries`];
    case 'format':
      if (params.format === 'uri') return [field, `"${String(value)}" is not a URL`];
      if (params.format === 'date') return [field, `"${String(value)}" is not a date (YYYY-MM-DD)`];
      return [field, `"${String(value)}" is not in the expected format`];
    case 'pattern':
      if (params.pattern === '\\S') return [field, 'must be a non-empty text'];
      if (params.pattern === '^https://') return [field, 'must be an https:// URL'];
      return [field, `"${String(value)}" is not in the expected format`];
    default:
      return [field, error.message ?? 'is not valid'];
  }
}

function valueAt(input: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) => (isObject(node) || Array.isArray(node) ? (node as Json)[key] : undefined),
      input,
    );
}

/** Spaces around every text are not part of it. */
function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, trimmed(entry)]));
  return value;
}

/** The embedded URLs that point to a host the site does not allow in frames (fields with no other problem). */
function hostProblems(input: Json, skip: Set<string>): string[] {
  const problems: string[] = [];
  const check = (field: string, url: unknown, hosts: string[]) => {
    if (typeof url !== 'string' || skip.has(field) || !URL.canParse(url)) return;
    const host = new URL(url).hostname;
    if (!hosts.includes(host))
      problems.push(`${field}: must be on ${hosts.join(' or ')} (the hosts the site may embed), not ${host}`);
  };
  check('mapUrl', input.mapUrl, MAP_HOSTS);
  if (Array.isArray(input.streetViewUrls))
    input.streetViewUrls.forEach((url, index) => check(`streetViewUrls[${index}]`, url, MAP_HOSTS));
  if (isObject(input.feeds))
    for (const [key, url] of Object.entries(input.feeds)) check(`feeds.${key}`, url, FEED_HOSTS[key] ?? []);
  return problems;
}

/** Drops empty objects or lists, so "not configured" is always "absent". */
function compact<T>(value: T): T {
  if (Array.isArray(value)) return value as T;
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, entry] of Object.entries(value)) {
    const cleaned = compact(entry);
    if (cleaned === undefined) continue;
    if (Array.isArray(cleaned) && cleaned.length === 0) continue;
    if (isObject(cleaned) && Object.keys(cleaned).length === 0) continue;
    out[key] = cleaned;
  }
  return out as T;
}

/**
 * Checks an agency configuration (the parsed JSON of `AGENCY_CONFIG`) against the contract's `Agency`
 * schema (with Ajv, as every request is) and the embed hosts the site allows. Throws one error listing
 * every problem.
 */
export function parseAgency(input: unknown, source = 'AGENCY_CONFIG'): Agency {
  if (!isObject(input)) throw new Error(`${source} must hold a JSON object with at least "name".`);
  // The tax details (`tax`) are checked on their own (agencyTax.ts) and never served with the rest.
  const { tax: _tax, ...rest } = input;
  const candidate = trimmed(rest) as Json;
  const problems: string[] = [];
  const seen = new Set<string>();
  if (!validateAgency(candidate)) {
    // A text that is not a URL at all is told so, rather than that it does not start with https://.
    const errors = [...(validateAgency.errors ?? [])].sort(
      (a, b) => Number(b.keyword === 'format') - Number(a.keyword === 'format'),
    );
    for (const error of errors) {
      const [field, problem] = describe(error, valueAt(candidate, error.instancePath));
      // One problem per field: a text that is not a URL is not an https:// URL either.
      if (seen.has(field)) continue;
      seen.add(field);
      problems.push(`${field}: ${problem}`);
    }
  }
  problems.push(...hostProblems(candidate, seen));
  if (problems.length > 0) {
    throw new Error(`${source} is not a valid agency configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return compact(candidate as unknown as Agency);
}

/** Reads and checks the agency file named by `AGENCY_CONFIG`; the demo agency when it is unset. */
export function loadAgency(file: string | undefined): Agency {
  if (file === undefined) return demoAgency;
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`AGENCY_CONFIG: cannot read ${file} (${(error as Error).message}).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new Error(`AGENCY_CONFIG: ${file} is not valid JSON (${(error as Error).message}).`);
  }
  return parseAgency(parsed, `AGENCY_CONFIG (${file})`);
}
