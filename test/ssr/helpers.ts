import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import agencyFile from '../../agency.example.json';
import type { Agency, BlogPost, Job } from '../../src/ssr/head';
import { makeBlogPost, makeJob } from '../utils/publicFixtures';

export const PUBLIC_URL = 'https://www.example.in';

/** The agency of the example configuration file (every field a deployment may set). */
export const agency = agencyFile as Agency;

/** An open international job with every lifecycle field. */
export const fullJob = (overrides: Partial<Job> = {}): Job =>
  makeJob({
    id: 12,
    title: 'Welder (TIG/MIG)',
    location: 'Dubai, UAE',
    salary: 'AED 2,500 to 3,200 a month',
    career_level: 'Skilled worker',
    experience: '3-5 years',
    qualification: 'ITI Welder',
    category: '1',
    description:
      '<p>Weld carbon-steel pipework   for a <strong>shipyard</strong>.</p><ul><li>Free visa</li></ul>',
    logo: '/files/abc.png',
    created_at: '2026-03-02 09:15:00',
    employer_name: 'Harbourline Offshore',
    employment_type: 'FULL_TIME',
    city: 'Dubai',
    country: 'AE',
    salary_min: 2500,
    salary_max: 3200,
    salary_currency: 'AED',
    salary_period: 'MONTH',
    valid_through: '2099-12-31',
    filled: false,
    closed: false,
    foreign_employer: null,
    visa_type: null,
    contract_before_departure: false,
    updated_at: '2026-03-02 09:15:00',
    ...overrides,
  });

/** A job without any of the optional posting details. */
export const plainJob = (overrides: Partial<Job> = {}): Job =>
  makeJob({
    id: 3,
    title: 'Housekeeping supervisor',
    location: 'Ahmedabad',
    salary: '₹22,000 a month',
    career_level: 'Supervisor',
    experience: '2 years',
    qualification: '12th pass',
    category: '2',
    description: '<p>Lead a team of six at a hotel in Ahmedabad.</p>',
    logo: '/files/def.png',
    created_at: '2026-02-10 11:00:00',
    ...overrides,
  });

export const post = (overrides: Partial<BlogPost> = {}): BlogPost =>
  makeBlogPost({
    id: 5,
    title: 'Five documents every overseas job seeker needs',
    description: '<h2>Passport</h2><p>Valid for at least six months.</p>',
    photo: '/files/photo.jpg',
    created_at: '2026-01-20 08:30:00',
    ...overrides,
  });

/** The JSON-LD blocks of a head, parsed the way a crawler reads them. */
export function jsonLdBlocks(head: string): Array<Record<string, unknown>> {
  return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

export const blocksOfType = (head: string, type: string) =>
  jsonLdBlocks(head).filter((block) => block['@type'] === type);

/** Google's rich-result rules over every JSON-LD block (@adobe/structured-data-validator). */
export async function validateJsonLd(blocks: Array<Record<string, unknown>>): Promise<ValidationIssue[]> {
  const jsonld: Record<string, Array<Record<string, unknown>>> = {};
  for (const block of blocks) {
    const type = String(block['@type']);
    (jsonld[type] ??= []).push(structuredClone(block));
  }
  return new Validator().validate({ jsonld });
}

export const errorsOf = (issues: ValidationIssue[]) => issues.filter((issue) => issue.severity === 'ERROR');

/** Google recommends these only for remote jobs (jobLocationType TELECOMMUTE); an office job leaves them out. */
export const REMOTE_ONLY = ['applicantLocationRequirements', 'jobLocationType'];

/** The fields of the warnings, less the remote-only recommendations. */
export const warnedFields = (issues: ValidationIssue[]) =>
  issues
    .filter((issue) => issue.severity === 'WARNING')
    .flatMap((issue) => issue.fieldNames ?? [])
    .filter((field) => !REMOTE_ONLY.includes(field));
