import type { Kysely } from 'kysely';
import { deleteFileIfUnreferenced, isPostgres, lockedRecord, saveFile } from './files';
import { timestampText } from './time';
import type { Database } from './types';
import type { AcceptedFile } from '../services/files';

export interface ApplicantFields {
  name: string;
  email: string;
  phone: string;
  gender: string;
  title: string;
  message: string;
}

function summaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('applications as application')
    .leftJoin('jobs as job', 'job.id', 'application.job_id')
    .select([
      'application.id',
      'job.logo as logo',
      'application.job_title',
      'application.name',
      'application.email',
      'application.phone',
      'application.category',
      'application.title',
    ]);
}

/** Newest first; the logo comes from the job and is null once the job is gone. */
export async function listApplications(db: Kysely<Database>) {
  return summaryQuery(db).orderBy('application.id', 'desc').execute();
}

export async function findApplication(db: Kysely<Database>, id: number) {
  return summaryQuery(db)
    .select([
      'application.job_id',
      'application.career_level',
      'application.experience',
      'application.gender',
      'application.message',
      'application.resume',
      'application.created_at',
    ])
    .where('application.id', '=', id)
    .executeTakeFirst();
}

/** Stores an application with a snapshot of the job as it is now; undefined when the job does not exist. */
export async function createApplication(
  db: Kysely<Database>,
  jobId: number,
  applicant: ApplicantFields,
  resume: AcceptedFile,
) {
  return db.transaction().execute(async (trx) => {
    // Holds the job (key share) so a job deleted meanwhile waits instead of failing our reference to it.
    const jobQuery = trx
      .selectFrom('jobs')
      .select(['id', 'title', 'category', 'career_level', 'experience'])
      .where('id', '=', jobId);
    const job = await (isPostgres(trx) ? jobQuery.forKeyShare() : jobQuery).executeTakeFirst();
    if (!job) return undefined;
    const resumePath = await saveFile(trx, resume);
    return trx
      .insertInto('applications')
      .values({
        ...applicant,
        job_id: job.id,
        job_title: job.title,
        category: job.category,
        career_level: job.career_level,
        experience: job.experience,
        resume: resumePath,
        created_at: timestampText(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

export async function deleteApplication(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await lockedRecord(
      trx,
      trx.selectFrom('applications').select('resume').where('id', '=', id),
    ).executeTakeFirst();
    if (!existing) return false;
    await trx.deleteFrom('applications').where('id', '=', id).execute();
    await deleteFileIfUnreferenced(trx, existing.resume);
    return true;
  });
}
