import { type Kysely, type Migration } from 'kysely';

type Db = Kysely<unknown>;

/**
 * The candidate's agreement to their resume being shared with employers, as staff recorded it for an
 * application sent before the apply form's notice said so: the day in India (`YYYY-MM-DD`) and how it was
 * given (`phone`, `whatsapp`, `in_person`). Both null until recorded; an application sent with the newer
 * notice agreed on the form and needs neither.
 */
export const employerConsentMigration: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('applications').addColumn('employer_consent_on', 'varchar(10)').execute();
    await db.schema.alterTable('applications').addColumn('employer_consent_how', 'varchar(16)').execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('applications').dropColumn('employer_consent_how').execute();
    await db.schema.alterTable('applications').dropColumn('employer_consent_on').execute();
  },
};
