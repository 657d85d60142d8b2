import type { Kysely, Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Indexes for a public list filtered by country (`/international?country=AE&page=2`), on both databases:
 * - the open jobs of a category in one country, newest first: a page is read from the index in order
 *   (LIMIT/OFFSET over the country's jobs only, not over the whole category's);
 * - the open jobs of a category by country, city and employment type, with their closing date: the count
 *   of a country's jobs and the facets (grouped in the index's order, without a sort) are read from the
 *   index alone.
 */
export const jobListIndexesMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .createIndex('jobs_category_filled_country_id')
      .on('jobs')
      .columns(['category', 'filled', 'country', 'id'])
      .execute();
    await db.schema
      .createIndex('jobs_category_filled_facets')
      .on('jobs')
      .columns(['category', 'filled', 'country', 'city', 'employment_type', 'valid_through'])
      .execute();
  },
  async down(db: Db) {
    for (const name of ['jobs_category_filled_facets', 'jobs_category_filled_country_id'])
      await db.schema.dropIndex(name).ifExists().execute();
  },
};
