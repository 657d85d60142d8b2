import fs from 'node:fs';
import path from 'node:path';

/*
 * The files whose Gujarati and Hindi the glossary and nukta checks read: every file under src/ that holds
 * Gujarati or Devanagari text (catalogues, mail and WhatsApp texts, status templates, pages), and
 * the README and docs/ (the WhatsApp template bodies are in docs/CONFIGURATION.md). Found by their script, not listed, so a new file of texts is
 * read without anyone remembering to add it. Left out, each for the reason given:
 */
const root = path.join(__dirname, '../..');
export const NOT_APPLICANT_TEXT: Record<string, string> = {
  'src/i18n/glossary.json': 'the glossary itself lists the words to avoid',
  'src/i18n/compiled': 'generated from the catalogues (src/i18n/messages), which are read',
  'src/domain/greetingName.ts':
    'lists money words (फीस, शुल्क…) a name may not contain, as people type them; no one reads it',
  'src/server/db/migrations/statusTemplateWording.ts':
    'frozen history: the default templates as they were stored before issue 36, to recognise them',
};

const SCRIPT = /[\u0900-\u097F\u0A80-\u0AFF]/;
const EXTENSIONS = /\.(ts|tsx|json|mjs|md)$/;

function walk(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (file in NOT_APPLICANT_TEXT) return [];
    if (entry.isDirectory()) return walk(file);
    return EXTENSIONS.test(entry.name) ? [file] : [];
  });
}

/** Each file holding applicant-facing Gujarati or Hindi, with its text. */
export function applicantTextFiles(): Array<{ file: string; text: string }> {
  return [...walk('src'), ...walk('docs'), 'README.md']
    .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }))
    .filter(({ text }) => SCRIPT.test(text));
}
