import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { seedImagesDir } from '../../paths';
import { acceptImage } from '../../services/files';
import { sanitizeRichText } from '../../services/html';
import { createBlogPost } from '../blogPosts';
import { createJob, markJobsFilled, type JobFields } from '../jobs';
import { agencyDate } from '../../../domain/agencyTime';
import { createTeamMember } from '../teamMembers';
import type { Database } from '../types';
import { demoBlogPosts, demoJobs, demoTeamMembers, type DemoJob } from './demoContent';
import { seedDemoApplications } from './demoApplications';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo content is in English only. */
const NO_TRANSLATIONS = { title_gu: null, title_hi: null, description_gu: null, description_hi: null };

function seedImage(fileName: string) {
  const data = fs.readFileSync(path.join(seedImagesDir, fileName));
  return acceptImage({ kind: 'uploaded-file', fieldName: 'seed', clientFileName: fileName, data }, fileName);
}

/** A demo job's stored fields: its closing date counted from `now`, not yet filled. */
export function demoJobFields(demoJob: DemoJob, now: Date = new Date()): JobFields {
  const { logoFile: _logo, closesInDays, filled: _filled, ...fields } = demoJob;
  return {
    employer_name: null,
    employment_type: null,
    city: null,
    country: null,
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    foreign_employer: null,
    visa_type: null,
    contract_before_departure: false,
    ...NO_TRANSLATIONS,
    ...fields,
    description: sanitizeRichText(fields.description),
    valid_through:
      closesInDays === undefined ? null : agencyDate(new Date(now.getTime() + closesInDays * DAY_MS)),
    filled: false,
  };
}

/**
 * Fills a new database with the demo jobs, blog posts and team members, with their images, and demo
 * applications across the pipeline with their messages.
 */
export async function seedDemoContent(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  // Oldest first, so the first job of the list is the newest (lists answer newest first).
  const filledJobs: number[] = [];
  for (const demoJob of [...demoJobs].reverse()) {
    const job = await createJob(db, demoJobFields(demoJob, now), seedImage(demoJob.logoFile));
    if (demoJob.filled) filledJobs.push(job.id);
  }
  for (const { photoFile, ...fields } of [...demoBlogPosts].reverse()) {
    await createBlogPost(
      db,
      { ...NO_TRANSLATIONS, ...fields, description: sanitizeRichText(fields.description) },
      seedImage(photoFile),
    );
  }
  for (const { photoFile, ...fields } of demoTeamMembers) {
    await createTeamMember(db, fields, seedImage(photoFile));
  }
  await seedDemoApplications(db);
  // Filled last: a filled job takes no applications, but its earlier applicants stay in the pipeline.
  if (filledJobs.length > 0) await markJobsFilled(db, filledJobs);
}
