import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../kysely';

type Db = Kysely<unknown>;
type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

/**
 * Placements (issue 40, item 5): an application of a client's requirement moved to Placed records one
 * placement, removed with its application (and when the application leaves Placed).
 *
 * - the requirement (`job_id`) and its client (`client_id`) at the time of placing, the joining date
 *   (India's calendar day, `YYYY-MM-DD`) and the fee type copied from the requirement;
 * - money in whole paise (BIGINT on PostgreSQL, INTEGER on SQLite, both 64-bit): the annual CTC
 *   (`percent_ctc`) or the monthly rate (`monthly_per_worker`), the fee the terms give (`computed_fee_paise`,
 *   src/domain/placements.ts) and the fee agreed (`fee_paise`; another amount needs `fee_reason`);
 * - the guarantee's last day (null without a guarantee), and, once the candidate left, `left_date` and
 *   `left_reason`;
 * - `replaces_placement_id`: the placement (of a candidate who left) this one replaces; at most one
 *   replacement each.
 */
export function placementsMigration(withId: WithId, dialect: DialectName): Migration {
  const money = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Db) {
      await withId(db.schema.createTable('placements'))
        .addColumn('application_id', 'integer', (column) =>
          column.notNull().unique().references('applications.id').onDelete('cascade'),
        )
        .addColumn('job_id', 'integer', (column) =>
          column.notNull().references('jobs.id').onDelete('cascade'),
        )
        .addColumn('client_id', 'integer', (column) =>
          column.notNull().references('clients.id').onDelete('cascade'),
        )
        .addColumn('joining_date', 'varchar(10)', (column) => column.notNull())
        .addColumn('fee_type', 'varchar(24)', (column) => column.notNull())
        .addColumn('ctc_paise', money)
        .addColumn('monthly_rate_paise', money)
        .addColumn('computed_fee_paise', money, (column) => column.notNull())
        .addColumn('fee_paise', money, (column) => column.notNull())
        .addColumn('fee_reason', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('guarantee_end_date', 'varchar(10)')
        .addColumn('left_date', 'varchar(10)')
        .addColumn('left_reason', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('replaces_placement_id', 'integer', (column) =>
          column.unique().references('placements.id').onDelete('set null'),
        )
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .addColumn('updated_at', 'varchar(19)', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('placements_client_id').on('placements').column('client_id').execute();
      await db.schema.createIndex('placements_job_id').on('placements').column('job_id').execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('placements').ifExists().execute();
    },
  };
}
