import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { SHORT_TEXT } from './columns';

type Db = Kysely<unknown>;
type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

/**
 * Employers: the client companies the agency recruits for, their contacts, and a job's requirement
 * terms when it is one of a client's requirements (job orders).
 *
 * - `clients`: name (unique, any letter case), optional GSTIN (unique; checked by src/domain/gstin.ts),
 *   billing address and its GST state code (`01`-`38`; the GSTIN's state when there is one);
 * - `client_contacts`: the people at a client (name, designation, phone, e-mail, WhatsApp yes/no),
 *   removed with their client;
 * - `jobs`: `client_id` (a client with requirements cannot be deleted; the reference is cleared should
 *   one ever be), `headcount`, the fee terms (`fee_type`; `fee_percent_bp` in basis points or
 *   `fee_amount_paise` in paise, integers), `guarantee_days` (replacement guarantee) and `name_employer`
 *   (1 when the public posting names the client).
 */
export function clientsMigration(withId: WithId): Migration {
  return {
    async up(db: Db) {
      await withId(db.schema.createTable('clients'))
        .addColumn('name', SHORT_TEXT, (column) => column.notNull())
        .addColumn('gstin', 'varchar(15)', (column) => column.unique())
        .addColumn('billing_address', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('billing_state', 'varchar(2)')
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .addColumn('updated_at', 'varchar(19)', (column) => column.notNull())
        .execute();
      await sql`create unique index clients_name on clients (lower(name))`.execute(db);

      await withId(db.schema.createTable('client_contacts'))
        .addColumn('client_id', 'integer', (column) =>
          column.notNull().references('clients.id').onDelete('cascade'),
        )
        .addColumn('name', SHORT_TEXT, (column) => column.notNull())
        .addColumn('designation', SHORT_TEXT, (column) => column.notNull().defaultTo(''))
        .addColumn('phone', SHORT_TEXT, (column) => column.notNull().defaultTo(''))
        .addColumn('email', SHORT_TEXT, (column) => column.notNull().defaultTo(''))
        .addColumn('whatsapp', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('client_contacts_client_id')
        .on('client_contacts')
        .column('client_id')
        .execute();

      await db.schema
        .alterTable('jobs')
        .addColumn('client_id', 'integer', (column) => column.references('clients.id').onDelete('set null'))
        .execute();
      for (const [name, type] of [
        ['headcount', 'integer'],
        ['fee_type', 'varchar(24)'],
        ['fee_percent_bp', 'integer'],
        ['fee_amount_paise', 'integer'],
        ['guarantee_days', 'integer'],
      ] as const)
        await db.schema.alterTable('jobs').addColumn(name, type).execute();
      await db.schema
        .alterTable('jobs')
        .addColumn('name_employer', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('jobs_client_id').on('jobs').column('client_id').execute();
    },
    async down(db: Db) {
      await db.schema.dropIndex('jobs_client_id').ifExists().execute();
      for (const name of [
        'name_employer',
        'guarantee_days',
        'fee_amount_paise',
        'fee_percent_bp',
        'fee_type',
        'headcount',
        'client_id',
      ])
        await db.schema.alterTable('jobs').dropColumn(name).execute();
      await db.schema.dropTable('client_contacts').ifExists().execute();
      await db.schema.dropTable('clients').ifExists().execute();
    },
  };
}
