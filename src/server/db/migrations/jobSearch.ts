import type { Kysely, Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Indexes for the public job search (`GET /job/search`): the open jobs of a category newest first, and
 * the columns its filters compare (country and city, employment type, when a job was posted).
 */
export const jobSearchMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .createIndex('jobs_category_filled_id')
      .on('jobs')
      .columns(['category', 'filled', 'id'])
      .execute();
    await db.schema.createIndex('jobs_country_city').on('jobs').columns(['country', 'city']).execute();
    await db.schema.createIndex('jobs_employment_type').on('jobs').column('employment_type').execute();
    await db.schema.createIndex('jobs_created_at').on('jobs').column('created_at').execute();
  },
  async down(db: Db) {
    for (const name of [
      'jobs_created_at',
      'jobs_employment_type',
      'jobs_country_city',
      'jobs_category_filled_id',
    ])
      await db.schema.dropIndex(name).ifExists().execute();
  },
};
