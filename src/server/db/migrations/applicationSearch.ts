import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../kysely';

type Db = Kysely<unknown>;

/**
 * The text the Applications list's search looks in, one value per application: the typed job title, the
 * job title as applied for, the category value and the name, lower case, each after a separator (code
 * 1) no one types, so a search never matches across two fields. `applicationSearchText` in
 * db/applications.ts writes the same expression (an index serves a query only for the same expression).
 */
export const searchTextExpression = (dialect: DialectName, table?: string) => {
  const separator = dialect === 'postgres' ? sql`chr(1)` : sql`char(1)`;
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  return sql<string>`lower(${column('title')} || ${separator} || ${column('job_title')} || ${separator} || ${column('category')} || ${separator} || ${column('name')})`;
};

/** The separator of the search text's fields (a search containing it is matched field by field). */
export const SEARCH_TEXT_SEPARATOR = '\u0001';

/**
 * Runs `statement` so that its failure leaves the migration's transaction usable (a savepoint on
 * PostgreSQL); answers whether it succeeded.
 */
async function attempt(db: Db, statement: () => Promise<unknown>): Promise<boolean> {
  await sql`savepoint application_search`.execute(db);
  try {
    await statement();
    await sql`release savepoint application_search`.execute(db);
    return true;
  } catch {
    await sql`rollback to savepoint application_search`.execute(db);
    return false;
  }
}

/** The schema the pg_trgm extension is installed in, after installing it when the server allows. */
async function trigramSchema(db: Db): Promise<string | undefined> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const schema = await installed();
  if (schema) return schema;
  // In `public` (shared by every schema of the database, never dropped with one), else in ours.
  const added =
    (await attempt(db, () => sql`create extension if not exists pg_trgm with schema public`.execute(db))) ||
    (await attempt(db, () => sql`create extension if not exists pg_trgm`.execute(db)));
  return added ? installed() : undefined;
}

/**
 * Indexes for the Applications list's search at volume (a case-insensitive substring of the search
 * text above, and from three characters of the reference):
 * - SQLite: the lower-case text with the job, the category and the lower-case reference, so the search
 *   reads this narrow index instead of every row;
 * - PostgreSQL: trigram (pg_trgm GIN) indexes, so a search of three characters or more reads only the
 *   matching rows. When the extension cannot be installed the search works without them (reading every
 *   row, as before).
 */
export function applicationSearchMigration(dialect: DialectName): Migration {
  return {
    async up(db: Db) {
      const text = searchTextExpression(dialect);
      if (dialect === 'postgres') {
        const schema = await trigramSchema(db);
        if (!schema) return;
        const ops = sql`${sql.id(schema)}.gin_trgm_ops`;
        await sql`create index applications_search_text on applications using gin (${text} ${ops})`.execute(
          db,
        );
        await sql`create index applications_reference_text on applications using gin (lower(reference) ${ops})`.execute(
          db,
        );
        return;
      }
      await sql`create index applications_search_text
        on applications (${text}, job_id, category, lower(reference))`.execute(db);
    },
    async down(db: Db) {
      await db.schema.dropIndex('applications_reference_text').ifExists().execute();
      await db.schema.dropIndex('applications_search_text').ifExists().execute();
    },
  };
}
