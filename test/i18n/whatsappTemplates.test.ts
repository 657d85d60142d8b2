import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WHATSAPP_TEMPLATES } from '../../src/server/services/whatsapp';

/*
 * Issue 36: the two WhatsApp templates had no Gujarati or Hindi body text anywhere. The "WhatsApp
 * templates" section of docs/CONFIGURATION.md (the operator's reference the README links to) writes out
 * each template's body in each language, with exactly the parameters the server sends (whatsapp.ts). The
 * glossary and nukta checks read it too (applicantTextFiles.ts).
 */
const readme = readFileSync(join(__dirname, '../../docs/CONFIGURATION.md'), 'utf8');
const parameters = { [WHATSAPP_TEMPLATES.confirmation]: 3, [WHATSAPP_TEMPLATES.statusChange]: 4 };

describe('the WhatsApp template bodies in docs/CONFIGURATION.md', () => {
  it.each(
    Object.entries(parameters).flatMap(([name, count]) =>
      ['en', 'gu', 'hi'].map((language) => [name, language, count] as const),
    ),
  )('%s has its %s body with {{1}}…{{%i}}', (name, language, count) => {
    const line = readme.split('\n').find((text) => text.startsWith(`- \`${name}\` (${language}): `));
    expect(line).toBeDefined();
    const used = [...(line ?? '').matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
    expect(used).toEqual(Array.from({ length: count }, (_, index) => index + 1));
    if (language !== 'en') expect(line).not.toMatch(/[A-Za-z]{3,}(?![^`]*`)/);
  });
});
