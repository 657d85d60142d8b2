import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * A job's owner: the staff member (a Recruiter or an Administrator) who looks after it, or null. Staff
 * accounts are never deleted (a disabled one keeps its name on its old jobs); the reference is cleared
 * should one ever be. Applications are filtered by it ("My jobs") and the dashboard counts per owner.
 */
export const jobOwnersMigration: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('jobs')
      .addColumn('owner_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('jobs_owner_id').on('jobs').column('owner_id').execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('jobs_owner_id').ifExists().execute();
    await db.schema.alterTable('jobs').dropColumn('owner_id').execute();
  },
};
