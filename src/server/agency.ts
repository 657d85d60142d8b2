import fs from 'node:fs';
import type { components } from '../api/schema';
import { maxLengthOf } from './openapi/catalogue';

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

/** Frame hosts the site's Content-Security-Policy allows (src/server/app.ts `frameSrc`). */
const MAP_HOSTS = ['www.google.com'];
const FEED_HOSTS: Record<'facebook' | 'instagram' | 'youtube', string[]> = {
  facebook: ['www.facebook.com'],
  instagram: ['www.instagram.com'],
  youtube: ['www.youtube-nocookie.com'],
};
const SOCIAL_KEYS = ['facebook', 'instagram', 'linkedin', 'youtube', 'x'] as const;
const PHONE = /^\+?[0-9][0-9 ()-]{5,24}$/;
const INTERNATIONAL_PHONE = /^\+[0-9][0-9 ()-]{5,24}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Collects every problem of an agency file, each as "field: what is wrong", so one start shows them all. */
class Problems {
  readonly list: string[] = [];
  add(field: string, problem: string) {
    this.list.push(`${field}: ${problem}`);
  }
  unknownKeys(field: string, value: Json, known: readonly string[]) {
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) this.add(field ? `${field}.${key}` : key, 'is not a known field');
    }
  }
}

function text(
  problems: Problems,
  field: string,
  value: unknown,
  max: number,
  pattern?: RegExp,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') {
    problems.add(field, 'must be a non-empty text');
    return undefined;
  }
  const trimmed = value.trim();
  if (trimmed.length > max) problems.add(field, `must be at most ${max} characters`);
  else if (pattern && !pattern.test(trimmed))
    problems.add(field, `"${trimmed}" is not in the expected format`);
  return trimmed;
}

function httpsUrl(
  problems: Problems,
  field: string,
  value: unknown,
  max: number,
  hosts?: readonly string[],
): string | undefined {
  const raw = text(problems, field, value, max);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.add(field, `"${raw}" is not a URL`);
    return undefined;
  }
  if (url.protocol !== 'https:') problems.add(field, 'must be an https:// URL');
  else if (hosts && !hosts.includes(url.hostname))
    problems.add(
      field,
      `must be on ${hosts.join(' or ')} (the hosts the site may embed), not ${url.hostname}`,
    );
  return raw;
}

function list<T>(
  problems: Problems,
  field: string,
  value: unknown,
  maxItems: number,
  item: (value: unknown, field: string) => T | undefined,
): T[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    problems.add(field, 'must be a list');
    return undefined;
  }
  if (value.length > maxItems) problems.add(field, `must have at most ${maxItems} entries`);
  return value
    .map((entry, index) => item(entry, `${field}[${index}]`))
    .filter((entry): entry is T => entry !== undefined);
}

function object(
  problems: Problems,
  field: string,
  value: unknown,
  known: readonly string[],
): Json | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    problems.add(field, 'must be an object');
    return undefined;
  }
  problems.unknownKeys(field, value, known);
  return value;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Drops undefined fields and empty objects or lists, so "not configured" is always "absent". */
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
 * schema and the embed hosts the site allows. Throws one error listing every problem.
 */
export function parseAgency(input: unknown, source = 'AGENCY_CONFIG'): Agency {
  const problems = new Problems();
  if (!isObject(input)) throw new Error(`${source} must hold a JSON object with at least "name".`);
  problems.unknownKeys('', input, [
    'name',
    'phones',
    'whatsapp',
    'email',
    'address',
    'mapUrl',
    'streetViewUrls',
    'social',
    'feeds',
    'msmeNumber',
    'emigrationCertificate',
  ]);
  const name = text(problems, 'name', input.name, 120);
  if (input.name === undefined) problems.add('name', 'is required');

  const address = object(problems, 'address', input.address, [
    'lines',
    'city',
    'state',
    'postalCode',
    'countryCode',
  ]);
  const social = object(problems, 'social', input.social, SOCIAL_KEYS);
  const feeds = object(problems, 'feeds', input.feeds, Object.keys(FEED_HOSTS));
  const certificate = object(problems, 'emigrationCertificate', input.emigrationCertificate, [
    'number',
    'validUntil',
  ]);
  const validUntil =
    certificate && text(problems, 'emigrationCertificate.validUntil', certificate.validUntil, 10);
  if (validUntil !== undefined && !isCalendarDate(validUntil))
    problems.add('emigrationCertificate.validUntil', `"${validUntil}" is not a date (YYYY-MM-DD)`);
  if (certificate && certificate.number === undefined)
    problems.add('emigrationCertificate.number', 'is required');

  const agency: Agency = {
    name: name ?? '',
    phones: list(problems, 'phones', input.phones, 6, (value, field) =>
      text(problems, field, value, 25, PHONE),
    ),
    whatsapp: text(problems, 'whatsapp', input.whatsapp, 25, INTERNATIONAL_PHONE),
    email: text(problems, 'email', input.email, maxLengthOf('ShortText'), EMAIL),
    address: address && {
      lines: list(problems, 'address.lines', address.lines, 4, (value, field) =>
        text(problems, field, value, 120),
      ),
      city: text(problems, 'address.city', address.city, 80),
      state: text(problems, 'address.state', address.state, 80),
      postalCode: text(problems, 'address.postalCode', address.postalCode, 16),
      countryCode: text(problems, 'address.countryCode', address.countryCode, 2, /^[A-Z]{2}$/),
    },
    mapUrl: httpsUrl(problems, 'mapUrl', input.mapUrl, 2048, MAP_HOSTS),
    streetViewUrls: list(problems, 'streetViewUrls', input.streetViewUrls, 4, (value, field) =>
      httpsUrl(problems, field, value, 2048, MAP_HOSTS),
    ),
    social: social && {
      facebook: httpsUrl(problems, 'social.facebook', social.facebook, 512),
      instagram: httpsUrl(problems, 'social.instagram', social.instagram, 512),
      linkedin: httpsUrl(problems, 'social.linkedin', social.linkedin, 512),
      youtube: httpsUrl(problems, 'social.youtube', social.youtube, 512),
      x: httpsUrl(problems, 'social.x', social.x, 512),
    },
    feeds: feeds && {
      facebook: httpsUrl(problems, 'feeds.facebook', feeds.facebook, 2048, FEED_HOSTS.facebook),
      instagram: httpsUrl(problems, 'feeds.instagram', feeds.instagram, 2048, FEED_HOSTS.instagram),
      youtube: httpsUrl(problems, 'feeds.youtube', feeds.youtube, 2048, FEED_HOSTS.youtube),
    },
    msmeNumber: text(problems, 'msmeNumber', input.msmeNumber, 64),
    emigrationCertificate: certificate && {
      number: text(problems, 'emigrationCertificate.number', certificate.number, 80) ?? '',
      validUntil,
    },
  };
  if (problems.list.length > 0) {
    throw new Error(`${source} is not a valid agency configuration:\n  - ${problems.list.join('\n  - ')}`);
  }
  return compact(agency);
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
