import { sql, type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Blog posts and team members get a content version like jobs: the rendered public pages are cached
 * by these versions, and every process sharing the database sees a write as soon as it commits.
 */
export const pageVersionsMigration: Migration = {
  async up(db: Db) {
    await sql`insert into content_versions (resource, version) values ('blog', 0), ('team', 0)`.execute(db);
  },
  async down(db: Db) {
    await sql`delete from content_versions where resource in ('blog', 'team')`.execute(db);
  },
};
