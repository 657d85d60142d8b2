import { type Kysely, type Migration } from 'kysely';
import { SHORT_TEXT } from './columns';

type Db = Kysely<unknown>;

/** The tables whose staff-entered title and description may be given in Gujarati and Hindi too. */
const TABLES = ['jobs', 'blog_posts'] as const;
/** The languages besides English (the contract's `Language` without `en`). */
const LANGUAGES = ['gu', 'hi'] as const;

/**
 * Content translations: a job or blog post may carry its title and description in Gujarati and Hindi
 * (`title_gu`, `description_gu`, `title_hi`, `description_hi`) beside the English ones, which stay
 * required. Null means not translated: the page in that language shows the English text, marked
 * `lang="en"`. Rows from before the migration have no translations.
 */
export const contentTranslationsMigration: Migration = {
  async up(db: Db) {
    for (const table of TABLES) {
      for (const language of LANGUAGES) {
        await db.schema.alterTable(table).addColumn(`title_${language}`, SHORT_TEXT).execute();
        await db.schema.alterTable(table).addColumn(`description_${language}`, 'text').execute();
      }
    }
  },
  async down(db: Db) {
    for (const table of TABLES) {
      for (const language of LANGUAGES) {
        await db.schema.alterTable(table).dropColumn(`description_${language}`).execute();
        await db.schema.alterTable(table).dropColumn(`title_${language}`).execute();
      }
    }
  },
};
