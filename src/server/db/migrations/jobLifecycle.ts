import { sql, type Kysely, type Migration } from 'kysely';
import { SHORT_TEXT } from './columns';

type Db = Kysely<unknown>;

/** The nullable columns this migration adds to `jobs`, with their types. */
function lifecycleColumns(): Array<[string, string]> {
  const shortText = SHORT_TEXT;
  return [
    ['employer_name', shortText],
    ['employment_type', 'varchar(16)'],
    ['city', shortText],
    ['country', 'varchar(2)'],
    ['salary_min', 'double precision'],
    ['salary_max', 'double precision'],
    ['salary_currency', 'varchar(3)'],
    ['salary_period', 'varchar(8)'],
    ['valid_through', 'varchar(10)'],
  ];
}

/**
 * The job lifecycle: optional facts Google for Jobs reads (employer, employment type, city and country,
 * a salary range with its currency and period), a closing date and a "filled" flag, and the time of
 * the last change. Existing jobs stay open, with no closing date, and were last changed when created.
 */
export const jobLifecycleMigration: Migration = {
  async up(db: Db) {
    for (const [name, type] of lifecycleColumns()) {
      await db.schema.alterTable('jobs').addColumn(name, sql.raw(type)).execute();
    }
    await db.schema
      .alterTable('jobs')
      .addColumn('filled', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('jobs')
      .addColumn('updated_at', 'varchar(19)', (column) => column.notNull().defaultTo(''))
      .execute();
    await sql`update jobs set updated_at = created_at`.execute(db);
  },
  async down(db: Db) {
    for (const name of ['updated_at', 'filled', ...lifecycleColumns().map(([column]) => column)]) {
      await db.schema.alterTable('jobs').dropColumn(name).execute();
    }
  },
};
