import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Indexes for the dashboard's aggregations, so each one reads an index instead of the table:
 * - applications by day and language, and per job: the range of `created_at` with the language, job and
 *   status beside it (by channel already has `applications_created_at_channel`);
 * - per recruiter and jobs without a recent application: each job's applications in order of
 *   `created_at`, with their status;
 * - the funnel: each application's history statuses;
 * - time in each stage: each application's history in the order it was written (`id`), with its time
 *   and statuses, so the next entry is read in order without sorting.
 */
export const dashboardIndexesMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .createIndex('applications_created_at_language_job')
      .on('applications')
      .columns(['created_at', 'language', 'job_id', 'status'])
      .execute();
    await db.schema
      .createIndex('applications_job_id_created_at_status')
      .on('applications')
      .columns(['job_id', 'created_at', 'status'])
      .execute();
    await db.schema
      .createIndex('application_events_application_id_to_status')
      .on('application_events')
      .columns(['application_id', 'to_status'])
      .execute();
    await db.schema
      .createIndex('application_events_application_id_id')
      .on('application_events')
      .columns(['application_id', 'id', 'created_at', 'from_status', 'to_status'])
      .execute();
  },
  async down(db: Db) {
    for (const name of [
      'application_events_application_id_id',
      'application_events_application_id_to_status',
      'applications_job_id_created_at_status',
      'applications_created_at_language_job',
    ])
      await db.schema.dropIndex(name).ifExists().execute();
  },
};
