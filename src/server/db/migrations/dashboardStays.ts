import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../kysely';

type Db = Kysely<unknown>;

/**
 * Each history entry that starts a stay in a status keeps, once the application leaves that status, how
 * long it stayed (`stay_seconds`, written with the change that ends the stay), so the dashboard's median
 * time in each stage reads the stored stays instead of pairing every entry with the next one. An entry
 * that kept the status (an erasure request) neither starts nor ends a stay and keeps null, as does the
 * stay not yet ended. Existing history is filled here: each entry's stay ends at the next entry of its
 * application that changed the status.
 *
 * Each entry also carries its application's `created_at` (`application_created_at`), so the stays in a
 * status of a range of applications are read in order of length from the (to_status, stay_seconds,
 * application_created_at) index alone: the median is the middle entry, without a join or a sort.
 *
 * Each application also keeps the statuses it has ever had (`reached_statuses`, one bit per status:
 * New 1, Screening 2, Interview 4, Offered 8, Placed 16, Rejected 32, Withdrawn 64), set with each change,
 * so the funnel counts a range of applications from the (created_at, reached_statuses) index alone.
 * Existing applications get the statuses of their history.
 */
const STATUS_BITS: Record<string, number> = {
  New: 1,
  Screening: 2,
  Interview: 4,
  Offered: 8,
  Placed: 16,
  Rejected: 32,
  Withdrawn: 64,
};

export function dashboardStaysMigration(dialect: DialectName): Migration {
  return {
    async up(db: Db) {
      await db.schema.alterTable('application_events').addColumn('stay_seconds', 'integer').execute();
      const next = sql`lead(created_at) over (partition by application_id order by id)`;
      const stays = sql`select id, ${
        dialect === 'postgres'
          ? sql`cast(extract(epoch from (cast(${next} as timestamp) - cast(created_at as timestamp))) as integer)`
          : sql`cast(round((julianday(${next}) - julianday(created_at)) * 86400) as integer)`
      } as seconds
        from application_events
        where from_status is null or from_status <> to_status`;
      await sql`update application_events set stay_seconds = stays.seconds
        from (${stays}) as stays
        where application_events.id = stays.id and stays.seconds is not null`.execute(db);
      await db.schema
        .alterTable('application_events')
        .addColumn('application_created_at', 'varchar(19)')
        .execute();
      await sql`update application_events set application_created_at = (
          select created_at from applications where applications.id = application_events.application_id
        )`.execute(db);
      await db.schema
        .createIndex('application_events_status_stay_created_at')
        .on('application_events')
        .columns(['to_status', 'stay_seconds', 'application_created_at'])
        .execute();

      await db.schema
        .alterTable('applications')
        .addColumn('reached_statuses', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      const bit = sql.join(
        Object.entries(STATUS_BITS).map(
          ([status, value]) => sql`when ${sql.lit(status)} then ${sql.lit(value)}`,
        ),
        sql` `,
      );
      await sql`update applications set reached_statuses = coalesce((
          select sum(distinct case events.to_status ${bit} else 0 end)
          from application_events events where events.application_id = applications.id
        ), 0)`.execute(db);
      await db.schema
        .createIndex('applications_created_at_reached_statuses')
        .on('applications')
        .columns(['created_at', 'reached_statuses'])
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropIndex('applications_created_at_reached_statuses').ifExists().execute();
      await db.schema.alterTable('applications').dropColumn('reached_statuses').execute();
      await db.schema.dropIndex('application_events_status_stay_created_at').ifExists().execute();
      await db.schema.alterTable('application_events').dropColumn('application_created_at').execute();
      await db.schema.alterTable('application_events').dropColumn('stay_seconds').execute();
    },
  };
}
