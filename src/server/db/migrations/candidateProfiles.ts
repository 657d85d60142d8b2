import { type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { SHORT_TEXT } from './columns';

type Db = Kysely<unknown>;
type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

/**
 * Job seekers' profiles (issue 42 item 3; frozen: it imports no service, domain rule or live text).
 *
 * - `candidate_profiles`: one per verified contact (`phone:<ten digits>` or `email:<address as compared>`,
 *   as `candidate_sessions.contact`): what the person keeps to fill the apply form (name, gender, date of
 *   birth `YYYY-MM-DD`, languages, location, qualification, experience, skills), the stored resume (a
 *   `/files/<hash>.pdf` path, like `applications.resume`, with the name the file had), whether they would
 *   work abroad (`yes`, `no`, '' unsaid) and their passport's status (`ECR`, `ECNR`, `none`, '' unsaid;
 *   never a passport number);
 * - `applications.resume_source`: `upload` (the form's file) or `profile` (the stored resume, copied in).
 */
export function candidateProfilesMigration(withId: WithId): Migration {
  return {
    async up(db: Db) {
      const text = SHORT_TEXT;
      await withId(db.schema.createTable('candidate_profiles'))
        .addColumn('contact', text, (column) => column.notNull().unique())
        .addColumn('name', text, (column) => column.notNull().defaultTo(''))
        .addColumn('gender', 'varchar(16)', (column) => column.notNull().defaultTo(''))
        .addColumn('date_of_birth', 'varchar(10)', (column) => column.notNull().defaultTo(''))
        .addColumn('languages', text, (column) => column.notNull().defaultTo(''))
        .addColumn('location', text, (column) => column.notNull().defaultTo(''))
        .addColumn('qualification', text, (column) => column.notNull().defaultTo(''))
        .addColumn('experience', text, (column) => column.notNull().defaultTo(''))
        .addColumn('skills', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('resume', 'varchar(128)')
        .addColumn('resume_name', text, (column) => column.notNull().defaultTo(''))
        .addColumn('work_abroad', 'varchar(3)', (column) => column.notNull().defaultTo(''))
        .addColumn('passport', 'varchar(4)', (column) => column.notNull().defaultTo(''))
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .addColumn('updated_at', 'varchar(19)', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('candidate_profiles_resume')
        .on('candidate_profiles')
        .column('resume')
        .execute();
      await db.schema
        .alterTable('applications')
        .addColumn('resume_source', 'varchar(8)', (column) => column.notNull().defaultTo('upload'))
        .execute();
    },
    async down(db: Db) {
      await db.schema.alterTable('applications').dropColumn('resume_source').execute();
      await db.schema.dropTable('candidate_profiles').execute();
    },
  };
}
