import type { Kysely } from 'kysely';
import { timestampText } from '../db/time';
import type { ApplicationStatus, Database, TranslationLanguage } from '../db/types';

/** Every status message in English, each with the translations it has (Gujarati before Hindi). */
export async function listMailTemplates(db: Kysely<Database>) {
  const [templates, translations] = await Promise.all([
    db.selectFrom('mail_templates').select(['status', 'subject', 'body', 'updated_at']).execute(),
    db
      .selectFrom('mail_template_translations')
      .select(['status', 'language', 'subject', 'body', 'updated_at'])
      .orderBy('language')
      .execute(),
  ]);
  return templates.map((template) => ({
    ...template,
    translations: translations
      .filter((translation) => translation.status === template.status)
      .map(({ language, subject, body, updated_at }) => ({
        language,
        subject,
        body,
        updated_at,
      })),
  }));
}

/** One status message with its translations, or undefined. */
export async function findMailTemplateWithTranslations(db: Kysely<Database>, status: ApplicationStatus) {
  return (await listMailTemplates(db)).find((template) => template.status === status);
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

/** Creates or replaces the Gujarati or Hindi version of one status's message. */
export async function saveMailTemplateTranslation(
  db: Kysely<Database>,
  status: ApplicationStatus,
  language: TranslationLanguage,
  template: { subject: string; body: string },
) {
  const values = { status, language, ...template, updated_at: timestampText() };
  await db
    .insertInto('mail_template_translations')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['status', 'language']).doUpdateSet({
        subject: template.subject,
        body: template.body,
        updated_at: values.updated_at,
      }),
    )
    .execute();
}

/** Removes one translation; false when there was none. */
export async function deleteMailTemplateTranslation(
  db: Kysely<Database>,
  status: ApplicationStatus,
  language: TranslationLanguage,
) {
  const result = await db
    .deleteFrom('mail_template_translations')
    .where('status', '=', status)
    .where('language', '=', language)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
