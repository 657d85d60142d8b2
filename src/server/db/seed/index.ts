import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { seedImagesDir } from '../../paths';
import { acceptImage } from '../../services/files';
import { sanitizeRichText } from '../../services/html';
import { createBlogPost } from '../blogPosts';
import { createJob } from '../jobs';
import { createTeamMember } from '../teamMembers';
import type { Database } from '../types';
import { demoBlogPosts, demoJobs, demoTeamMembers } from './demoContent';
import { seedDemoApplications } from './demoApplications';

function seedImage(fileName: string) {
  const data = fs.readFileSync(path.join(seedImagesDir, fileName));
  return acceptImage({ kind: 'uploaded-file', fieldName: 'seed', clientFileName: fileName, data }, fileName);
}

/**
 * Fills a new database with the demo jobs, blog posts and team members, with their images, and demo
 * applications across the pipeline with their messages.
 */
export async function seedDemoContent(db: Kysely<Database>): Promise<void> {
  // Oldest first, so the first job of the list is the newest (lists answer newest first).
  for (const { logoFile, ...fields } of [...demoJobs].reverse()) {
    await createJob(
      db,
      { ...fields, description: sanitizeRichText(fields.description) },
      seedImage(logoFile),
    );
  }
  for (const { photoFile, ...fields } of [...demoBlogPosts].reverse()) {
    await createBlogPost(
      db,
      { ...fields, description: sanitizeRichText(fields.description) },
      seedImage(photoFile),
    );
  }
  for (const { photoFile, ...fields } of demoTeamMembers) {
    await createTeamMember(db, fields, seedImage(photoFile));
  }
  await seedDemoApplications(db);
}
