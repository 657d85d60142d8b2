import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import { SHORT_TEXT } from './columns';

type Db = Kysely<unknown>;
type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

/**
 * Job seekers' own sign-in (frozen: it imports no service, domain rule or live text).
 *
 * - `candidate_codes`: each one-time sign-in code sent, for one contact (`phone:<ten digits>` or
 *   `email:<address as compared>`): only the code's SHA-256 (hex) is kept, with when it expires, how many
 *   wrong tries it has had and when it was used (a used or spent code never works again);
 * - `candidate_sessions`: the job seeker's sessions (their own cookie, not the staff `sid`), the token
 *   kept only as its SHA-256 (hex, unique), the contact it was verified for, the browser that opened it,
 *   when it began, was last used and ends.
 */
export function candidateAccountsMigration(withId: WithId): Migration {
  return {
    async up(db: Db) {
      await withId(db.schema.createTable('candidate_codes'))
        .addColumn('contact', SHORT_TEXT, (column) => column.notNull())
        .addColumn('code_hash', 'varchar(64)', (column) => column.notNull())
        .addColumn('language', 'varchar(2)', (column) => column.notNull().defaultTo('en'))
        .addColumn('wrong_tries', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('expires_at', 'varchar(19)', (column) => column.notNull())
        .addColumn('used_at', 'varchar(19)')
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('candidate_codes_contact')
        .on('candidate_codes')
        .column('contact')
        .execute();

      await withId(db.schema.createTable('candidate_sessions'))
        .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
        .addColumn('contact', SHORT_TEXT, (column) => column.notNull())
        .addColumn('user_agent', SHORT_TEXT, (column) => column.notNull().defaultTo(''))
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .addColumn('last_seen_at', 'varchar(19)', (column) => column.notNull())
        .addColumn('expires_at', 'varchar(19)', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('candidate_sessions_contact')
        .on('candidate_sessions')
        .column('contact')
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('candidate_sessions').execute();
      await db.schema.dropTable('candidate_codes').execute();
    },
  };
}
