import type { Kysely, Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * The columns the Applications list sorts by on the server (with the id after each, the order among
 * equal values), so a page of a large list is read from an index instead of sorting every row.
 * Status and the arrival order have theirs already.
 */
const SORTED = ['name', 'job_title', 'email', 'phone', 'category', 'language'] as const;

export const applicationListIndexesMigration: Migration = {
  async up(db: Db) {
    for (const column of SORTED)
      await db.schema
        .createIndex(`applications_${column}_id`)
        .on('applications')
        .columns([column, 'id'])
        .execute();
  },
  async down(db: Db) {
    for (const column of SORTED) await db.schema.dropIndex(`applications_${column}_id`).ifExists().execute();
  },
};
