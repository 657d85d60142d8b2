import type { Kysely } from 'kysely';
import { timestampText } from './time';
import type { ApplicationStatus, Database } from './types';

export async function listMailTemplates(db: Kysely<Database>) {
  return db.selectFrom('mail_templates').select(['status', 'subject', 'body', 'updated_at']).execute();
}

export async function findMailTemplate(db: Kysely<Database>, status: ApplicationStatus) {
  return db
    .selectFrom('mail_templates')
    .select(['status', 'subject', 'body', 'updated_at'])
    .where('status', '=', status)
    .executeTakeFirst();
}

/** The Gujarati and Hindi versions of one status's message (those that exist). */
export async function findMailTemplateTranslations(db: Kysely<Database>, status: ApplicationStatus) {
  return db
    .selectFrom('mail_template_translations')
    .select(['language', 'subject', 'body', 'updated_at'])
    .where('status', '=', status)
    .execute();
}

/** Creates or replaces the message of one status. */
export async function saveMailTemplate(
  db: Kysely<Database>,
  status: ApplicationStatus,
  template: { subject: string; body: string },
) {
  const values = { status, ...template, updated_at: timestampText() };
  return db
    .insertInto('mail_templates')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('status').doUpdateSet({
        subject: template.subject,
        body: template.body,
        updated_at: values.updated_at,
      }),
    )
    .returning(['status', 'subject', 'body', 'updated_at'])
    .executeTakeFirstOrThrow();
}
