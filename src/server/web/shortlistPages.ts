/**
 * The page a client contact answers a shortlist from (`/shortlist/<token>`), and the resumes through it
 * (`/shortlist/<token>/resume/<item>`): server-rendered, no script, in the language the recruiter chose,
 * working on a phone with JavaScript off. The token in the path is the capability (only its SHA-256 is
 * stored; lookups by hash); the answer forms post to the page's own address, refused from other sites
 * by the API's same-origin guard. An unknown token is a 404 page, an expired or revoked link a 410 page,
 * each with a sentence. Every page and resume served is audited; all of it is `noindex`, `no-store`,
 * and sends no referrer to other sites. The candidate's phone and e-mail are never read here.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameOriginGuard } from '../services/sameOrigin';
import { findFile, fileNameFromPath } from '../repositories/files';
import {
  findShortlistByTokenHash,
  type ShortlistItemRow,
  type ShortlistRow,
} from '../repositories/shortlists';
import { pageRateLimit } from '../services/rateLimit';
import { AGENCY_NAME } from '../services/pipelineTexts';
import {
  answerShortlistItem,
  hashShortlistToken,
  recordShortlistView,
  SHORTLIST_TOKEN,
  shortlistState,
  stampedResume,
  type ClientAnswer,
} from '../services/shortlists';
import { shortlistTextsFor, type ShortlistPageTexts } from '../services/shortlistTexts';
import type { Language, ShortlistAnswer } from '../db/types';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const ANSWERS: readonly ShortlistAnswer[] = ['shortlisted', 'not_suitable', 'interview_requested'];
const NOTE_LENGTH = 2000;
const SLOTS = 3;
const DATETIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const IST_OFFSET_MS = 330 * 60_000;

/** India's wall-clock time now, as a datetime-local value. */
const istNow = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);

/** A datetime-local value that is a real date and time, from now (IST) to a year ahead. */
function validSlot(value: string, now: Date): boolean {
  const match = DATETIME_LOCAL.exec(value);
  if (!match) return false;
  const instant = new Date(`${value}:00+05:30`);
  if (Number.isNaN(instant.getTime())) return false;
  if (new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16) !== value) return false;
  return value >= istNow(now) && instant.getTime() - now.getTime() <= 366 * 86_400_000;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      // No referrer to other sites (the token is in the address); the page's own forms still post with
      // their Origin, which the same-origin guard needs (`no-referrer` would make it "null").
      .header('referrer-policy', 'same-origin')
      .send(html)
  );
}

const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,"Noto Sans Gujarati","Noto Sans Devanagari",sans-serif;background:#f5f7fb;color:#061f4d;margin:0;padding:1rem;line-height:1.5}
main{max-width:48rem;margin:0 auto}
h1{font-size:1.5rem;margin:.5rem 0}
h2{font-size:1.2rem;margin:0 0 .5rem}
.card{background:#fff;border-radius:12px;padding:1rem;margin:1rem 0;box-shadow:0 2px 12px rgba(6,31,77,.12)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0 0 .75rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
a{color:#0b4fb3}
fieldset{border:1px solid #b8c2d6;border-radius:8px;margin:.75rem 0;padding:.5rem .75rem}
legend{font-weight:600;padding:0 .25rem}
label{display:block;margin:.35rem 0}
.choice{display:flex;align-items:center;gap:.5rem;min-height:44px}
input[type=radio]{width:1.25rem;height:1.25rem}
textarea,input[type=datetime-local]{font:inherit;width:100%;max-width:100%;padding:.5rem;border:1px solid #5a6b8c;border-radius:6px}
button{font:inherit;background:#0b4fb3;color:#fff;border:0;border-radius:8px;padding:.7rem 1.4rem;min-height:44px;cursor:pointer;margin-top:.5rem}
.notice{background:#e8f5e9;color:#1b5e20;border-radius:8px;padding:.75rem}
.problem{background:#fdecea;color:#8a1c1c;border-radius:8px;padding:.75rem}
.answer{font-weight:600}
.muted{color:#3d4f70}
`;

function documentHtml(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)} | ${escapeHtml(AGENCY_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const messagePage = (language: Language, title: string, sentence: string) =>
  documentHtml(language, title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(sentence)}</p>`);

interface Outcome {
  itemId: number;
  ok: boolean;
  sentence: string;
  values?: Record<string, string>;
}

function answerText(texts: ShortlistPageTexts, item: ShortlistItemRow): string {
  if (item.answer === null) return texts.notAnswered;
  const word = texts.answers[item.answer];
  const slots = item.answer_slots.map((slot) => slot.replace('T', ' ')).join(', ');
  return [word, slots === '' ? '' : `${slots} (IST)`, item.answer_note]
    .filter((part) => part !== '')
    .join(' · ');
}

function itemHtml(
  shortlist: ShortlistRow,
  item: ShortlistItemRow,
  texts: ShortlistPageTexts,
  path: string,
  outcome: Outcome | undefined,
  now: Date,
): string {
  const mine = outcome?.itemId === item.id ? outcome : undefined;
  const values = mine?.values ?? {};
  const id = `c${item.id}`;
  const facts: [string, string][] = [
    [texts.experience, item.experience],
    [texts.qualification, item.qualification],
    [texts.currentLocation, item.current_location],
    [texts.recruiterNote, item.note],
  ];
  const factsHtml = facts
    .filter(([, value]) => value.trim() !== '')
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const resume = item.resume
    ? `<p><a href="${escapeHtml(`${path}/resume/${item.id}`)}">${escapeHtml(texts.resume)}</a></p>`
    : `<p class="muted">${escapeHtml(texts.noResume)}</p>`;
  const chosen = values.answer ?? item.answer ?? '';
  const radios = ANSWERS.map(
    (answer) =>
      `<label class="choice"><input type="radio" name="answer" value="${answer}"${
        chosen === answer ? ' checked' : ''
      }> ${escapeHtml(texts.answers[answer])}</label>`,
  ).join('');
  const slots = Array.from({ length: SLOTS }, (_, index) => {
    const name = `slot${index + 1}`;
    const value = values[name] ?? item.answer_slots[index] ?? '';
    return `<label for="${id}-${name}">${escapeHtml(texts.slot(index + 1))}</label><input type="datetime-local" id="${id}-${name}" name="${name}" min="${istNow(now)}" value="${escapeHtml(value)}">`;
  }).join('');
  const note = values.note ?? item.answer_note;
  const sentence = mine
    ? `<p class="${mine.ok ? 'notice' : 'problem'}" role="${mine.ok ? 'status' : 'alert'}">${escapeHtml(mine.sentence)}</p>`
    : '';
  return `<section class="card" id="${id}" aria-labelledby="${id}-name">
<h2 id="${id}-name">${escapeHtml(item.name)}</h2>
<dl>${factsHtml}</dl>
${resume}
<p>${escapeHtml(texts.yourAnswer)}: <span class="answer">${escapeHtml(answerText(texts, item))}</span></p>
${sentence}
<form method="post" action="${escapeHtml(`${path}#${id}`)}">
<input type="hidden" name="item" value="${item.id}">
<fieldset><legend>${escapeHtml(texts.yourAnswer)}</legend>${radios}</fieldset>
<label for="${id}-note">${escapeHtml(texts.reason)} / ${escapeHtml(texts.note)}</label>
<textarea id="${id}-note" name="note" rows="3" maxlength="${NOTE_LENGTH}">${escapeHtml(note)}</textarea>
<fieldset><legend>${escapeHtml(texts.slots)}</legend>${slots}</fieldset>
<button type="submit">${escapeHtml(texts.send)}</button>
</form>
</section>`;
}

function shortlistHtml(shortlist: ShortlistRow, path: string, now: Date, outcome?: Outcome): string {
  const language = shortlist.language;
  const texts = shortlistTextsFor(language);
  const title = texts.title(shortlist.client_name);
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(texts.intro(AGENCY_NAME, shortlist.job_title))}</p>
<p class="muted">${escapeHtml(texts.expires(shortlist.expires_at.slice(0, 10)))} ${escapeHtml(texts.confidential)}</p>
${shortlist.items.map((item) => itemHtml(shortlist, item, texts, path, outcome, now)).join('\n')}`;
  return documentHtml(language, title, body);
}

/** The client's answer from a posted form, or the sentence that refuses it. */
function answerFrom(
  body: Record<string, string>,
  texts: ShortlistPageTexts,
  now: Date,
): { answer: ClientAnswer } | { problem: string } {
  const answer = body.answer as ShortlistAnswer;
  if (!ANSWERS.includes(answer)) return { problem: texts.unknownChoice };
  const note = (body.note ?? '').replace(/\r\n?/g, '\n').trim().slice(0, NOTE_LENGTH);
  const typed = Array.from({ length: SLOTS }, (_, index) => (body[`slot${index + 1}`] ?? '').trim()).filter(
    (slot) => slot !== '',
  );
  if (answer === 'not_suitable' && note === '') return { problem: texts.reasonRequired };
  if (answer !== 'interview_requested') return { answer: { answer, note, slots: [] } };
  if (typed.length === 0) return { problem: texts.slotRequired };
  if (!typed.every((slot) => validSlot(slot, now))) return { problem: texts.slotInvalid };
  return { answer: { answer, note, slots: typed } };
}

export function registerShortlistPages(app: FastifyInstance): void {
  const guard = sameOriginGuard(app.config.allowedOrigins);
  const limitRequests = pageRateLimit(app, app.config.rateLimits.publicReads, 'shortlist');
  const limitMisses = pageRateLimit(app, app.config.rateLimits.publicWrites, 'shortlist-miss');

  /**
   * The shortlist of the request's token when it may be used; otherwise the reply is sent (429, 404 or
   * 410 page) and undefined answered.
   */
  async function usableShortlist(
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
  ): Promise<ShortlistRow | undefined> {
    const limited = await limitRequests?.(request);
    if (limited && !limited.allowed) {
      reply.header('retry-after', String(limited.retryAfterSeconds));
      sendPage(reply, 429, messagePage('en', shortlistTextsFor('en').notFoundTitle, limited.message));
      return undefined;
    }
    const { token } = request.params;
    const shortlist = SHORTLIST_TOKEN.test(token)
      ? await findShortlistByTokenHash(app.db, hashShortlistToken(token))
      : undefined;
    if (!shortlist) {
      const missed = await limitMisses?.(request);
      if (missed && !missed.allowed) reply.header('retry-after', String(missed.retryAfterSeconds));
      const texts = shortlistTextsFor('en');
      sendPage(
        reply,
        missed && !missed.allowed ? 429 : 404,
        messagePage('en', texts.notFoundTitle, missed && !missed.allowed ? missed.message : texts.notFound),
      );
      return undefined;
    }
    const state = shortlistState(shortlist, app.clock());
    if (state !== 'active') {
      const texts = shortlistTextsFor(shortlist.language);
      sendPage(
        reply,
        410,
        messagePage(shortlist.language, texts.goneTitle, state === 'revoked' ? texts.revoked : texts.expired),
      );
      return undefined;
    }
    return shortlist;
  }

  const pathOf = (token: string) => `/shortlist/${token}`;

  app.get<{ Params: { token: string } }>('/shortlist/:token', async (request, reply) => {
    const shortlist = await usableShortlist(request, reply);
    if (!shortlist) return reply;
    await recordShortlistView(app.db, shortlist, request.ip, 'page');
    return sendPage(reply, 200, shortlistHtml(shortlist, pathOf(request.params.token), app.clock()));
  });

  app.post<{ Params: { token: string }; Body: unknown }>('/shortlist/:token', async (request, reply) => {
    const shortlist = await usableShortlist(request, reply);
    if (!shortlist) return reply;
    const texts = shortlistTextsFor(shortlist.language);
    try {
      await guard(request);
    } catch {
      return sendPage(reply, 403, messagePage(shortlist.language, texts.goneTitle, texts.refused));
    }
    const body: Record<string, string> = {};
    if (typeof request.body === 'object' && request.body !== null)
      for (const [name, value] of Object.entries(request.body))
        if (typeof value === 'string') body[name] = value;
    const now = app.clock();
    const path = pathOf(request.params.token);
    const itemId = Number(body.item);
    const item = shortlist.items.find((candidate) => candidate.id === itemId);
    if (!item) return sendPage(reply, 400, shortlistHtml(shortlist, path, now));
    const parsed = answerFrom(body, texts, now);
    if ('problem' in parsed)
      return sendPage(
        reply,
        400,
        shortlistHtml(shortlist, path, now, { itemId, ok: false, sentence: parsed.problem, values: body }),
      );
    const answered = await answerShortlistItem(app.db, shortlist, itemId, parsed.answer, request.ip, now);
    if (!answered) return sendPage(reply, 400, shortlistHtml(shortlist, path, now));
    const fresh =
      (await findShortlistByTokenHash(app.db, hashShortlistToken(request.params.token))) ?? shortlist;
    return sendPage(
      reply,
      200,
      shortlistHtml(fresh, path, now, { itemId, ok: true, sentence: texts.saved(answered.name) }),
    );
  });

  app.get<{ Params: { token: string; item: string } }>(
    '/shortlist/:token/resume/:item',
    async (request, reply) => {
      const shortlist = await usableShortlist(request, reply);
      if (!shortlist) return reply;
      const texts = shortlistTextsFor(shortlist.language);
      const item = shortlist.items.find((candidate) => String(candidate.id) === request.params.item);
      const name = fileNameFromPath(item?.resume);
      const file = name ? await findFile(app.db, name) : undefined;
      if (!item || !file || file.kind !== 'resume')
        return sendPage(reply, 404, messagePage(shortlist.language, texts.notFoundTitle, texts.noResume));
      const stamped = await stampedResume(new Uint8Array(file.data), shortlist.client_name, app.clock());
      if (!stamped)
        return sendPage(reply, 404, messagePage(shortlist.language, texts.notFoundTitle, texts.noResume));
      await recordShortlistView(
        app.db,
        shortlist,
        request.ip,
        `resume of application ${item.application_id}`,
      );
      return reply
        .code(200)
        .type('application/pdf')
        .header('content-disposition', `inline; filename="resume-${item.id}.pdf"`)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'same-origin')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(stamped));
    },
  );
}
