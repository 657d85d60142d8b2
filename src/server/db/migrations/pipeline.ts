import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { SHORT_TEXT } from './columns';
import { STATUS_TEMPLATES_AS_OF_0026 } from './statusTemplateDefaults';

type Db = Kysely<unknown>;
type WithId = <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;

/*
 * The rules this migration applied to the rows it found, as they were when it shipped (frozen: a
 * migration's result never changes with today's domain code, src/domain/candidates.ts and agencyTime.ts).
 */

/** The year in India (UTC+05:30) of a stored `YYYY-MM-DD HH:MM:SS` UTC timestamp; this year when unreadable. */
function yearInIndia(stored: string): number {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(stored.trim());
  const instant = match ? new Date(`${match[1]}T${match[2]}Z`) : new Date();
  const valid = Number.isNaN(instant.getTime()) ? new Date() : instant;
  return Number(new Date(valid.getTime() + 330 * 60_000).toISOString().slice(0, 4));
}

/** `SMS-2026-000042`. */
const reference = (year: number, sequence: number) => `SMS-${year}-${String(sequence).padStart(6, '0')}`;

/** The e-mail address as compared: lower case, its domain in ASCII (punycode). */
function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0 || !/[^\p{ASCII}]/u.test(address)) return address;
  const domain = address.slice(at + 1);
  if (/[\s/\\?#@:%[\]]/.test(domain)) return address;
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return address;
  }
}

/** The phone number as compared: digits without +91, 0091, 91 before ten digits or a trunk 0. */
function phoneKey(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 14 && digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/**
 * Reference numbers, the hiring pipeline (status, history, notes), candidate keys for duplicates,
 * consent, the durable mail outbox, editable status templates and the once-a-day job ledger.
 * Existing applications get references (by id, per year of receipt) and candidate keys.
 */
export function pipelineMigration(withId: WithId): Migration {
  return {
    async up(db: Db) {
      await db.schema.alterTable('applications').addColumn('reference', 'varchar(32)').execute();
      await db.schema
        .alterTable('applications')
        .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('New'))
        .execute();
      await db.schema
        .alterTable('applications')
        .addColumn('email_key', SHORT_TEXT, (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('applications')
        .addColumn('phone_key', 'varchar(64)', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('applications')
        .addColumn('consent_version', 'varchar(32)', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('applications').addColumn('consent_at', 'varchar(19)').execute();

      await db.schema
        .createTable('reference_counters')
        .addColumn('year', 'integer', (column) => column.primaryKey())
        .addColumn('last_value', 'integer', (column) => column.notNull())
        .execute();

      // Existing applications: references in the order they arrived, candidate keys from their fields.
      const existing = await sql<{ id: number; email: string; phone: string; created_at: string }>`
        select id, email, phone, created_at from applications order by id`.execute(db);
      const counters = new Map<number, number>();
      for (const row of existing.rows) {
        const year = yearInIndia(row.created_at);
        const sequence = (counters.get(year) ?? 0) + 1;
        counters.set(year, sequence);
        await sql`update applications set reference = ${reference(year, sequence)},
          email_key = ${emailKey(row.email)}, phone_key = ${phoneKey(row.phone)} where id = ${row.id}`.execute(
          db,
        );
      }
      for (const [year, lastValue] of counters) {
        await sql`insert into reference_counters (year, last_value) values (${year}, ${lastValue})`.execute(
          db,
        );
      }
      await db.schema
        .createIndex('applications_reference')
        .unique()
        .on('applications')
        .column('reference')
        .execute();
      await db.schema.createIndex('applications_status').on('applications').column('status').execute();
      await db.schema.createIndex('applications_email_key').on('applications').column('email_key').execute();
      await db.schema.createIndex('applications_phone_key').on('applications').column('phone_key').execute();
      await db.schema
        .createIndex('applications_created_at')
        .on('applications')
        .column('created_at')
        .execute();

      await withId(db.schema.createTable('application_events'))
        .addColumn('application_id', 'integer', (column) =>
          column.notNull().references('applications.id').onDelete('cascade'),
        )
        .addColumn('from_status', 'varchar(16)')
        .addColumn('to_status', 'varchar(16)', (column) => column.notNull())
        .addColumn('changed_by', SHORT_TEXT)
        .addColumn('message_sent', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('application_events_application_id')
        .on('application_events')
        .column('application_id')
        .execute();

      await withId(db.schema.createTable('application_notes'))
        .addColumn('application_id', 'integer', (column) =>
          column.notNull().references('applications.id').onDelete('cascade'),
        )
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('author', SHORT_TEXT, (column) => column.notNull())
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('application_notes_application_id')
        .on('application_notes')
        .column('application_id')
        .execute();

      await db.schema
        .createTable('mail_templates')
        .addColumn('status', 'varchar(16)', (column) => column.primaryKey())
        .addColumn('subject', SHORT_TEXT, (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'varchar(19)', (column) => column.notNull())
        .execute();
      const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
      for (const [status, template] of Object.entries(STATUS_TEMPLATES_AS_OF_0026.en)) {
        await sql`insert into mail_templates (status, subject, body, updated_at)
          values (${status}, ${template.subject}, ${template.body}, ${now})`.execute(db);
      }

      // Times the worker compares (next attempt, lease) are epoch milliseconds; the rest are text.
      await withId(db.schema.createTable('outbox'))
        .addColumn('kind', 'varchar(32)', (column) => column.notNull())
        .addColumn('to_address', SHORT_TEXT, (column) => column.notNull())
        .addColumn('subject', 'varchar(512)', (column) => column.notNull())
        .addColumn('text_body', 'text', (column) => column.notNull())
        .addColumn('application_id', 'integer', (column) =>
          column.references('applications.id').onDelete('cascade'),
        )
        .addColumn('enquiry_id', 'integer', (column) => column.references('enquiries.id').onDelete('cascade'))
        .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
        .addColumn('lease_owner', 'varchar(64)')
        .addColumn('lease_until', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'varchar(19)', (column) => column.notNull())
        .addColumn('sent_at', 'varchar(19)')
        .execute();
      await db.schema
        .createIndex('outbox_status_next_attempt')
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema.createIndex('outbox_application_id').on('outbox').column('application_id').execute();
      await db.schema.createIndex('outbox_enquiry_id').on('outbox').column('enquiry_id').execute();
      await sql`create index outbox_to_address on outbox (lower(to_address))`.execute(db);

      await db.schema
        .createTable('scheduled_runs')
        .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
        .addColumn('last_run_at', 'bigint', (column) => column.notNull())
        .execute();
    },
    async down(db: Db) {
      for (const table of [
        'scheduled_runs',
        'outbox',
        'mail_templates',
        'application_notes',
        'application_events',
        'reference_counters',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      for (const index of [
        'applications_reference',
        'applications_status',
        'applications_email_key',
        'applications_phone_key',
        'applications_created_at',
      ]) {
        await db.schema.dropIndex(index).ifExists().execute();
      }
      for (const column of [
        'reference',
        'status',
        'email_key',
        'phone_key',
        'consent_version',
        'consent_at',
      ]) {
        await db.schema.alterTable('applications').dropColumn(column).execute();
      }
    },
  };
}
