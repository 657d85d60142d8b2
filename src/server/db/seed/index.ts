import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { seedImagesDir } from '../../paths';
import { acceptImage } from '../../services/files';
import { sanitizeRichText } from '../../services/html';
import { createBlogPost } from '../../repositories/blogPosts';
import { createJob, listEligibleOwners, markJobsFilled, type JobFields } from '../../repositories/jobs';
import { inviteStaffMember } from '../../services/staff';
import { withTransaction } from '../transactions';
import { agencyDate } from '../../../domain/agencyTime';
import { createTeamMember } from '../../repositories/teamMembers';
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
    owner_id: null,
    client_id: null,
    headcount: null,
    fee_type: null,
    fee_percent_bp: null,
    fee_amount_paise: null,
    guarantee_days: null,
    name_employer: false,
    ...NO_TRANSLATIONS,
    ...fields,
    description: sanitizeRichText(fields.description),
    valid_through:
      closesInDays === undefined ? null : agencyDate(new Date(now.getTime() + closesInDays * DAY_MS)),
    filled: false,
  };
}

/**
 * The demo's other staff: a Recruiter and an Editor invited but not yet accepted. They have no password
 * (nobody can sign in as them) and their invitation token is thrown away unseen: an Administrator sends
 * a real link with "Resend" on the Staff screen.
 */
export const DEMO_INVITEES = [
  { name: 'Priya Shah', email: 'recruiter@agency.example', role: 'recruiter' },
  { name: 'Rahul Mehta', email: 'editor@agency.example', role: 'editor' },
] as const;

export async function seedDemoStaff(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await withTransaction(db, async (trx) => {
    for (const person of DEMO_INVITEES) {
      const unseenToken = randomBytes(32).toString('base64url');
      const tokenHash = createHash('sha256').update(unseenToken).digest('hex');
      await inviteStaffMember(trx, person, tokenHash, now);
    }
  });
}

/**
 * Gives every other demo job an owner, in turn among the enabled Recruiters who have accepted their
 * invitation; nothing when there is none (a pending invitee cannot own a job: they cannot sign in to
 * look after it). Administrators are not made owners of demo jobs.
 */
export async function assignDemoOwners(db: Kysely<Database>, jobIds: number[]): Promise<void> {
  const recruiters = (await listEligibleOwners(db)).filter((person) => person.role === 'recruiter');
  if (recruiters.length === 0) return;
  const owned = jobIds.filter((_id, index) => index % 2 === 0);
  for (const [index, id] of owned.entries()) {
    await db
      .updateTable('jobs')
      .set({ owner_id: recruiters[index % recruiters.length].id })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Fills a new database with the demo jobs, blog posts and team members, with their images, demo
 * applications across the pipeline with their messages, and the demo's pending staff invitations.
 */
export async function seedDemoContent(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  // Oldest first, so the first job of the list is the newest (lists answer newest first).
  const filledJobs: number[] = [];
  const jobIds: number[] = [];
  for (const demoJob of [...demoJobs].reverse()) {
    const job = await createJob(db, demoJobFields(demoJob, now), seedImage(demoJob.logoFile));
    jobIds.push(job.id);
    if (demoJob.filled) filledJobs.push(job.id);
  }
  await seedDemoStaff(db, now);
  await assignDemoOwners(db, jobIds);
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
