import type { Language } from '../db/types';
import { textsFor } from './mailLanguages';
import { AGENCY_NAME } from './pipelineTexts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A small self-contained page for the links of job-alert e-mails (no script; the site's look in
 * miniature), in the subscriber's language, with a link to that language's home page.
 */
export function subscriberPage(
  language: Language,
  title: string,
  paragraphs: string[],
  form?: { action: string; button: string; fields?: Record<string, string> },
): string {
  const texts = textsFor(language);
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const hidden = Object.entries(form?.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const formHtml = form
    ? `<form method="post" action="${escapeHtml(form.action)}">${hidden}<button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(AGENCY_NAME)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f7fb;color:#061f4d;margin:0;padding:2rem 1rem}
main{max-width:32rem;margin:0 auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px rgba(6,31,77,.12)}
h1{font-size:1.5rem;margin-top:0}a{color:#0b4fb3}
button{font:inherit;background:#0b4fb3;color:#fff;border:0;border-radius:8px;padding:.6rem 1.4rem;cursor:pointer}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
${formHtml}
<p><a href="${texts.homePath}">${escapeHtml(texts.pages.home(AGENCY_NAME))}</a></p>
</main>
</body>
</html>
`;
}
