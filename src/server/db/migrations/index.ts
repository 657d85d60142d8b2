import {
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from 'kysely';
import type { DialectName } from '../kysely';
import { SHORT_TEXT } from './columns';
import { pipelineMigration } from './pipeline';
import { jobAlertsMigration } from './jobAlerts';
import { pageVersionsMigration } from './pageVersions';
import { jobLifecycleMigration } from './jobLifecycle';
import { safeMigrationMigration } from './safeMigration';
import { languagesMigration } from './languages';
import { backupRunsMigration } from './backupRuns';
import { staffAccountsMigration } from './staffAccounts';
import { applicationSourceMigration } from './applicationSource';
import { erasureRequestsMigration } from './erasureRequests';
import { twoFactorMigration } from './twoFactor';
import { jobOwnersMigration } from './jobOwners';
import { contentTranslationsMigration } from './contentTranslations';
import { whatsappOutboxMigration } from './whatsappOutbox';
import { sealedSecretsMigration } from './sealedSecrets';
import { outboxEventsMigration } from './outboxEvents';
import { dashboardIndexesMigration } from './dashboardIndexes';
import { applicationListIndexesMigration } from './applicationListIndexes';
import { jobSearchMigration } from './jobSearch';
import { dashboardStaysMigration } from './dashboardStays';
import { jobListIndexesMigration } from './jobListIndexes';
import { applicationSearchMigration } from './applicationSearch';
import { auditRefusalsMigration } from './auditRefusals';
import { statusTemplateWordingMigration } from './statusTemplateWording';
import { clientsMigration } from './clients';
import { shortlistsMigration } from './shortlists';
import { placementsMigration } from './placements';
import { candidateAccountsMigration } from './candidateAccounts';
import { employerConsentMigration } from './employerConsent';
import { invoicesMigration } from './invoices';
import { invoicePaymentsMigration } from './invoicePayments';
import { candidateProfilesMigration } from './candidateProfiles';
import { paymentReversalsMigration } from './paymentReversals';

type Db = Kysely<unknown>;

export const FIRST_MIGRATION = '0001_initial';
export const PIPELINE_MIGRATION = '0002_pipeline_outbox_consent';
export const JOB_ALERTS_MIGRATION = '0003_job_alerts';
export const PAGE_VERSIONS_MIGRATION = '0004_page_versions';
export const JOB_LIFECYCLE_MIGRATION = '0005_job_lifecycle';
export const SAFE_MIGRATION_MIGRATION = '0006_safe_migration';
export const LANGUAGES_MIGRATION = '0007_languages';
export const BACKUP_RUNS_MIGRATION = '0008_backup_runs';
export const APPLICATION_SOURCE_MIGRATION = '0009_application_source';
export const STAFF_ACCOUNTS_MIGRATION = '0010_staff_accounts';
export const ERASURE_REQUESTS_MIGRATION = '0014_erasure_requests';
export const TWO_FACTOR_MIGRATION = '0011_two_factor';
export const JOB_OWNERS_MIGRATION = '0012_job_owners';
export const CONTENT_TRANSLATIONS_MIGRATION = '0015_content_translations';
export const WHATSAPP_OUTBOX_MIGRATION = '0016_whatsapp_outbox';
export const SEALED_SECRETS_MIGRATION = '0017_sealed_secrets';
export const OUTBOX_EVENTS_MIGRATION = '0018_outbox_history_link';
export const DASHBOARD_INDEXES_MIGRATION = '0019_dashboard_indexes';
export const APPLICATION_LIST_INDEXES_MIGRATION = '0020_application_list_indexes';
export const JOB_SEARCH_MIGRATION = '0021_job_search';
export const DASHBOARD_STAYS_MIGRATION = '0022_dashboard_stays';
export const JOB_LIST_INDEXES_MIGRATION = '0023_job_list_indexes';
export const APPLICATION_SEARCH_MIGRATION = '0024_application_search';
export const AUDIT_REFUSALS_MIGRATION = '0025_audit_refusals';
export const STATUS_TEMPLATE_WORDING_MIGRATION = '0026_status_template_wording';
export const CLIENTS_MIGRATION = '0027_clients';
export const SHORTLISTS_MIGRATION = '0028_shortlists';
export const PLACEMENTS_MIGRATION = '0029_placements';
export const EMPLOYER_CONSENT_MIGRATION = '0030_employer_consent';
export const INVOICES_MIGRATION = '0031_invoices';
export const CANDIDATE_ACCOUNTS_MIGRATION = '0034_candidate_accounts';
export const INVOICE_PAYMENTS_MIGRATION = '0035_invoice_payments';
export const CANDIDATE_PROFILES_MIGRATION = '0036_candidate_profiles';
export const PAYMENT_REVERSALS_MIGRATION = '0037_payment_reversals';

/**
 * The schema, as in-code migrations that run on SQLite and PostgreSQL alike. Append new migrations;
 * never edit one that has shipped.
 */
export function migrations(dialect: DialectName): Record<string, Migration> {
  const binaryType = dialect === 'postgres' ? 'bytea' : 'blob';

  function withId<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
    return dialect === 'postgres'
      ? table.addColumn('id', 'serial', (column) => column.primaryKey())
      : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
  }
  const required = (column: ColumnDefinitionBuilder) => column.notNull();
  const text = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo('');
  /** One-line text columns are as long as the contract's ShortText. */
  const shortText = SHORT_TEXT;

  return {
    [FIRST_MIGRATION]: {
      async up(db: Db) {
        await withId(db.schema.createTable('users'))
          .addColumn('email', shortText, (column) => column.notNull().unique())
          .addColumn('name', shortText, required)
          .addColumn('role', 'varchar(32)', required)
          .addColumn('password_hash', 'varchar(512)', required)
          .addColumn('created_at', 'varchar(19)', required)
          .execute();

        await withId(db.schema.createTable('sessions'))
          .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
          .addColumn('user_id', 'integer', (column) =>
            column.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('expires_at', 'varchar(19)', required)
          .addColumn('created_at', 'varchar(19)', required)
          .execute();
        await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

        await db.schema
          .createTable('files')
          .addColumn('name', 'varchar(80)', (column) => column.primaryKey())
          .addColumn('content_type', 'varchar(64)', required)
          .addColumn('size', 'integer', required)
          .addColumn('kind', 'varchar(16)', required)
          .addColumn('data', binaryType, required)
          .addColumn('created_at', 'varchar(19)', required)
          .execute();

        await withId(db.schema.createTable('jobs'))
          .addColumn('title', shortText, required)
          .addColumn('location', shortText, required)
          .addColumn('salary', shortText, required)
          .addColumn('career_level', shortText, required)
          .addColumn('experience', shortText, required)
          .addColumn('qualification', shortText, required)
          .addColumn('category', 'varchar(1)', required)
          .addColumn('description', 'text', text)
          .addColumn('logo', 'varchar(128)', required)
          .addColumn('created_at', 'varchar(19)', required)
          .execute();
        await sql`create unique index jobs_title_category_location on jobs (lower(title), category, lower(location))`.execute(
          db,
        );
        await db.schema.createIndex('jobs_category').on('jobs').column('category').execute();

        await withId(db.schema.createTable('blog_posts'))
          .addColumn('title', shortText, required)
          .addColumn('description', 'text', text)
          .addColumn('photo', 'varchar(128)', required)
          .addColumn('created_at', 'varchar(19)', required)
          .execute();
        await sql`create unique index blog_posts_title on blog_posts (lower(title))`.execute(db);

        await withId(db.schema.createTable('team_members'))
          .addColumn('name', shortText, required)
          .addColumn('position', shortText, text)
          .addColumn('description', 'text', text)
          .addColumn('photo', 'varchar(128)', required)
          .addColumn('created_at', 'varchar(19)', required)
          .execute();
        await sql`create unique index team_members_name_position on team_members (lower(name), lower(position))`.execute(
          db,
        );

        await withId(db.schema.createTable('applications'))
          .addColumn('job_id', 'integer', (column) => column.references('jobs.id').onDelete('set null'))
          .addColumn('job_title', shortText, required)
          .addColumn('category', 'varchar(1)', required)
          .addColumn('career_level', shortText, text)
          .addColumn('experience', shortText, text)
          .addColumn('name', shortText, text)
          .addColumn('email', shortText, text)
          .addColumn('phone', shortText, text)
          .addColumn('gender', 'varchar(16)', text)
          .addColumn('title', shortText, text)
          .addColumn('message', 'text', text)
          .addColumn('resume', 'varchar(128)')
          .addColumn('created_at', 'varchar(19)', required)
          .execute();
        await db.schema.createIndex('applications_job_id').on('applications').column('job_id').execute();
        await db.schema.createIndex('applications_resume').on('applications').column('resume').execute();

        await withId(db.schema.createTable('enquiries'))
          .addColumn('name', shortText, text)
          .addColumn('email', shortText, required)
          .addColumn('phone', shortText, required)
          .addColumn('purpose', 'varchar(16)', required)
          .addColumn('message', 'text', text)
          .addColumn('created_at', 'varchar(19)', required)
          .execute();

        await withId(db.schema.createTable('subscribers'))
          .addColumn('email', shortText, (column) => column.notNull().unique())
          .addColumn('created_at', 'varchar(19)', required)
          .execute();

        await db.schema
          .createTable('content_versions')
          .addColumn('resource', 'varchar(32)', (column) => column.primaryKey())
          .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
          .execute();
        await sql`insert into content_versions (resource, version) values ('jobs', 0)`.execute(db);

        // Files are looked up by the records that reference them when deciding whether to delete one.
        await db.schema.createIndex('jobs_logo').on('jobs').column('logo').execute();
        await db.schema.createIndex('blog_posts_photo').on('blog_posts').column('photo').execute();
        await db.schema.createIndex('team_members_photo').on('team_members').column('photo').execute();
      },
      async down(db: Db) {
        for (const table of [
          'applications',
          'jobs',
          'blog_posts',
          'team_members',
          'enquiries',
          'subscribers',
          'sessions',
          'users',
          'files',
          'content_versions',
        ]) {
          await db.schema.dropTable(table).ifExists().execute();
        }
      },
    },
    [PIPELINE_MIGRATION]: pipelineMigration(withId),
    [JOB_ALERTS_MIGRATION]: jobAlertsMigration,
    [PAGE_VERSIONS_MIGRATION]: pageVersionsMigration,
    [JOB_LIFECYCLE_MIGRATION]: jobLifecycleMigration,
    [SAFE_MIGRATION_MIGRATION]: safeMigrationMigration,
    [LANGUAGES_MIGRATION]: languagesMigration,
    [BACKUP_RUNS_MIGRATION]: backupRunsMigration(withId),
    [APPLICATION_SOURCE_MIGRATION]: applicationSourceMigration,
    [STAFF_ACCOUNTS_MIGRATION]: staffAccountsMigration(withId),
    [ERASURE_REQUESTS_MIGRATION]: erasureRequestsMigration(withId),
    [TWO_FACTOR_MIGRATION]: twoFactorMigration(withId),
    [JOB_OWNERS_MIGRATION]: jobOwnersMigration,
    [CONTENT_TRANSLATIONS_MIGRATION]: contentTranslationsMigration,
    [WHATSAPP_OUTBOX_MIGRATION]: whatsappOutboxMigration,
    [SEALED_SECRETS_MIGRATION]: sealedSecretsMigration(dialect),
    [OUTBOX_EVENTS_MIGRATION]: outboxEventsMigration,
    [DASHBOARD_INDEXES_MIGRATION]: dashboardIndexesMigration,
    [APPLICATION_LIST_INDEXES_MIGRATION]: applicationListIndexesMigration,
    [JOB_SEARCH_MIGRATION]: jobSearchMigration,
    [DASHBOARD_STAYS_MIGRATION]: dashboardStaysMigration(dialect),
    [JOB_LIST_INDEXES_MIGRATION]: jobListIndexesMigration,
    [APPLICATION_SEARCH_MIGRATION]: applicationSearchMigration(dialect),
    [AUDIT_REFUSALS_MIGRATION]: auditRefusalsMigration,
    [STATUS_TEMPLATE_WORDING_MIGRATION]: statusTemplateWordingMigration,
    [CLIENTS_MIGRATION]: clientsMigration(withId),
    [SHORTLISTS_MIGRATION]: shortlistsMigration(withId),
    [PLACEMENTS_MIGRATION]: placementsMigration(withId, dialect),
    [EMPLOYER_CONSENT_MIGRATION]: employerConsentMigration,
    [INVOICES_MIGRATION]: invoicesMigration(withId, dialect),
    [CANDIDATE_ACCOUNTS_MIGRATION]: candidateAccountsMigration(withId),
    [INVOICE_PAYMENTS_MIGRATION]: invoicePaymentsMigration(withId, dialect),
    [CANDIDATE_PROFILES_MIGRATION]: candidateProfilesMigration(withId),
    [PAYMENT_REVERSALS_MIGRATION]: paymentReversalsMigration,
  };
}
