import { sql, type Kysely, type Migration } from 'kysely';
import { SHORT_TEXT } from './columns';
import { STATUS_TEMPLATES_AS_OF_0026 } from './statusTemplateDefaults';

type Db = Kysely<unknown>;

/** The tables whose rows carry the language of the page a person wrote from. */
const TABLES = ['applications', 'enquiries', 'subscribers'] as const;

/**
 * Languages: each application, enquiry and subscription carries the language of the page it was sent
 * from (`en`, `gu` or `hi`, the contract's `Language`), so every message to that person is written in
 * it; rows from before the migration were all sent from English pages. The status-change templates get
 * their Gujarati and Hindi versions (`mail_templates` stays the English one, which a missing
 * translation falls back to).
 */
export const languagesMigration: Migration = {
  async up(db: Db) {
    for (const table of TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('language', 'varchar(2)', (column) => column.notNull().defaultTo('en'))
        .execute();
    }
    await db.schema
      .createTable('mail_template_translations')
      .addColumn('status', 'varchar(16)', (column) => column.notNull())
      .addColumn('language', 'varchar(2)', (column) => column.notNull())
      .addColumn('subject', SHORT_TEXT, (column) => column.notNull())
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'varchar(19)', (column) => column.notNull())
      .addPrimaryKeyConstraint('mail_template_translations_pkey', ['status', 'language'])
      .execute();
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    for (const language of ['gu', 'hi'] as const) {
      const templates = STATUS_TEMPLATES_AS_OF_0026[language];
      for (const [status, template] of Object.entries(templates)) {
        await sql`insert into mail_template_translations (status, language, subject, body, updated_at)
          values (${status}, ${language}, ${template.subject}, ${template.body}, ${now})`.execute(db);
      }
    }
  },
  async down(db: Db) {
    await db.schema.dropTable('mail_template_translations').ifExists().execute();
    for (const table of TABLES) await db.schema.alterTable(table).dropColumn('language').execute();
  },
};
