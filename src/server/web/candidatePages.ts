/**
 * The job seeker's own pages (`/my-applications`, `/gu/my-applications`, `/hi/my-applications`):
 * server-rendered, no script, working on a phone with JavaScript off. A visitor types the mobile number
 * or e-mail they applied with and gets a one-time code (services/candidateAccounts.ts); the right code
 * opens a session of their own (cookie `candidate_sid`, never the staff `sid`, which these pages ignore as
 * the staff API ignores this one). Signed in, they see every application made with that contact, its
 * status in the page's language, the dates of each change and the messages sent, withdraw an open one
 * (after a confirmation), stop their job alerts, download what is held about them (JSON), ask for its
 * erasure (the staff erasure queue), and see and end their sessions. Every form posts to these pages behind the API's
 * same-origin guard; every page is `noindex` and `no-store`.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languagePath, LANGUAGES } from '../../domain/languages';
import { DEFAULT_CANDIDATE_SESSION_DAYS } from '../config';
import type { Language } from '../db/types';
import { sameOriginGuard } from '../services/sameOrigin';
import { statusMessageBuilder } from '../services/applicationMail';
import { ACCOUNT_SIGNATURE, withdrawApplication } from '../services/applicantStatus';
import {
  CANDIDATE_COOKIE,
  candidateAlerts,
  candidateApplications,
  candidateData,
  candidateSignInLimits,
  checkCode,
  codeDestination,
  codeMessage,
  contactFrom,
  endCandidateSession,
  findCandidateSession,
  listCandidateSessions,
  requestCandidateErasure,
  startCandidateSession,
  stopCandidateAlert,
  storeCode,
  type CandidateApplication,
  type CandidateSession,
  type Contact,
} from '../services/candidateAccounts';
import { candidateTextsFor, type CandidatePageTexts } from '../services/candidateTexts';
import { enqueueMail } from '../services/outbox';
import { AGENCY_NAME } from '../services/pipelineTexts';
import { pageRateLimit } from '../services/rateLimit';
import { deviceOf } from '../services/userAgent';
import { statusName } from '../services/whatsapp';
import { routePath } from '../../routes/registry';

const PAGE = routePath('myApplications');
/** Where a job's title goes in a sentence, until it is marked up. */
const JOB_MARK = '\u0000job\u0000';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,"Noto Sans Gujarati","Noto Sans Devanagari",sans-serif;background:#f5f7fb;color:#061f4d;margin:0;line-height:1.5}
header{background:#061f4d;color:#fff;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
header a{color:#fff}
nav ul{list-style:none;display:flex;gap:.75rem;margin:0;padding:0}
main{max-width:48rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0}
h2{font-size:1.2rem;margin:0 0 .5rem}
h3{font-size:1rem;margin:.75rem 0 .25rem}
.card{background:#fff;border-radius:12px;padding:1rem;margin:1rem 0;box-shadow:0 2px 12px rgba(6,31,77,.12)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0 0 .5rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
ul.plain{margin:0;padding-left:1.2rem}
a{color:#0b4fb3}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}
input[type=text],input[type=tel]{font:inherit;width:100%;max-width:22rem;padding:.6rem;border:1px solid #5a6b8c;border-radius:6px;min-height:44px}
button{font:inherit;background:#0b4fb3;color:#fff;border:0;border-radius:8px;padding:.7rem 1.4rem;min-height:44px;cursor:pointer;margin:.5rem .5rem 0 0}
button.quiet{background:#fff;color:#0b4fb3;border:1px solid #0b4fb3}
.notice{background:#e8f5e9;color:#1b5e20;border-radius:8px;padding:.75rem}
.problem{background:#fdecea;color:#8a1c1c;border-radius:8px;padding:.75rem}
.hint,.muted{color:#3d4f70}
.status{font-weight:700}
`;

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'same-origin')
    .send(html);
}

function documentHtml(language: Language, texts: CandidatePageTexts, body: string): string {
  const languages = LANGUAGES.map((code) => {
    const name = { en: 'English', gu: 'ગુજરાતી', hi: 'हिन्दी' }[code];
    const current = code === language ? ' aria-current="page"' : '';
    return `<li><a href="${languagePath(code, PAGE)}" lang="${code}" hreflang="${code}"${current}>${name}</a></li>`;
  }).join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(texts.title)} | ${escapeHtml(AGENCY_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="${languagePath(language, '/')}">${escapeHtml(texts.home)}</a><nav aria-label="${escapeHtml(texts.title)}"><ul>${languages}</ul></nav></header>
<main>
<h1>${escapeHtml(texts.title)}</h1>
${body}
</main>
</body>
</html>
`;
}

const sentence = (kind: 'notice' | 'problem', text: string) =>
  `<p class="${kind}" role="${kind === 'notice' ? 'status' : 'alert'}">${escapeHtml(text)}</p>`;

function contactText(contact: Contact): string {
  return contact.kind === 'phone' ? `+91 ${contact.key.slice(0, 5)} ${contact.key.slice(5)}` : contact.key;
}

/** The form that asks for a code. */
function askForm(language: Language, texts: CandidatePageTexts, typed = ''): string {
  return `<form method="post" action="${languagePath(language, `${PAGE}/code`)}" class="card">
<p>${escapeHtml(texts.intro)}</p>
<label for="contact">${escapeHtml(texts.contactLabel)}</label>
<input type="text" id="contact" name="contact" autocomplete="tel" required maxlength="254" aria-describedby="contact-hint" value="${escapeHtml(typed)}">
<p class="hint" id="contact-hint">${escapeHtml(texts.contactHint)}</p>
<button type="submit">${escapeHtml(texts.sendCode)}</button>
</form>`;
}

/** The form that takes the code (the contact travels in a hidden field). */
function codeForm(language: Language, texts: CandidatePageTexts, typed: string): string {
  return `<form method="post" action="${languagePath(language, `${PAGE}/sign-in`)}" class="card">
<input type="hidden" name="contact" value="${escapeHtml(typed)}">
<label for="code">${escapeHtml(texts.codeLabel)}</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required>
<button type="submit">${escapeHtml(texts.signIn)}</button>
</form>
<p><a href="${languagePath(language, PAGE)}">${escapeHtml(texts.newCode)}</a></p>`;
}

function jobTitleOf(application: CandidateApplication, language: Language): { text: string; lang: Language } {
  const translated =
    language === 'gu' ? application.jobTitleGu : language === 'hi' ? application.jobTitleHi : null;
  return translated ? { text: translated, lang: language } : { text: application.jobTitle, lang: 'en' };
}

function applicationHtml(
  application: CandidateApplication,
  language: Language,
  texts: CandidatePageTexts,
): string {
  const job = jobTitleOf(application, language);
  const id = `a${application.id}`;
  const changes = application.changes
    .map(
      (change) =>
        `<li>${escapeHtml(change.at.slice(0, 10))}: ${escapeHtml(statusName(change.status, language))}</li>`,
    )
    .join('');
  const messages =
    application.messages.length === 0
      ? `<p class="muted">${escapeHtml(texts.noMessages)}</p>`
      : `<ul class="plain">${application.messages
          .map((sent) => {
            const what =
              sent.kind === 'applicant-confirmation'
                ? texts.messageKinds.confirmation
                : texts.messageKinds.statusChange;
            return `<li>${escapeHtml(sent.sentAt.slice(0, 10))}: ${escapeHtml(what)} (${escapeHtml(texts.channels[sent.channel])})</li>`;
          })
          .join('')}</ul>`;
  const withdraw = application.canWithdraw
    ? `<form method="get" action="${languagePath(language, `${PAGE}/withdraw`)}"><input type="hidden" name="reference" value="${escapeHtml(application.reference)}"><button type="submit" class="quiet">${escapeHtml(texts.withdraw)}</button></form>`
    : '';
  return `<section class="card" id="${id}" aria-labelledby="${id}-job">
<h2 id="${id}-job" lang="${job.lang}">${escapeHtml(job.text)}</h2>
<dl>
<dt>${escapeHtml(texts.reference)}</dt><dd>${escapeHtml(application.reference)}</dd>
<dt>${escapeHtml(texts.status)}</dt><dd class="status">${escapeHtml(statusName(application.status, language))}</dd>
<dt>${escapeHtml(texts.appliedOn)}</dt><dd>${escapeHtml(application.createdAt.slice(0, 10))}</dd>
</dl>
<h3>${escapeHtml(texts.changes)}</h3>
<ul class="plain">${changes}</ul>
<h3>${escapeHtml(texts.messages)}</h3>
${messages}
${withdraw}
</section>`;
}

export function registerCandidatePages(app: FastifyInstance): void {
  const guard = sameOriginGuard(app.config.allowedOrigins);
  const limitReads = pageRateLimit(app, app.config.rateLimits.publicReads, 'candidate');
  const limitWrites = pageRateLimit(app, app.config.rateLimits.publicWrites, 'candidate-post');
  const sessionDays = app.config.candidateSessionDays ?? DEFAULT_CANDIDATE_SESSION_DAYS;
  const cookieOptions: CookieSerializeOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    path: '/',
  };

  const limits = () => {
    const found = candidateSignInLimits.get(app);
    if (!found) throw new Error('The rate-limits plugin is not registered.');
    return found;
  };

  const formBody = (request: FastifyRequest): Record<string, string> => {
    const body: Record<string, string> = {};
    if (typeof request.body === 'object' && request.body !== null)
      for (const [name, value] of Object.entries(request.body))
        if (typeof value === 'string') body[name] = value;
    return body;
  };

  /** Answers the 429 page when the request is over its limit; true when it was answered. */
  async function overLimit(
    request: FastifyRequest,
    reply: FastifyReply,
    language: Language,
    writes: boolean,
  ): Promise<boolean> {
    const limited = await (writes ? limitWrites : limitReads)?.(request);
    if (!limited || limited.allowed) return false;
    reply.header('retry-after', String(limited.retryAfterSeconds));
    const texts = candidateTextsFor(language);
    sendPage(reply, 429, documentHtml(language, texts, sentence('problem', limited.message)));
    return true;
  }

  /** Refuses a post from another site (403 page); true when it was refused. */
  async function refusedPost(request: FastifyRequest, reply: FastifyReply, language: Language) {
    try {
      await guard(request);
      return false;
    } catch {
      const texts = candidateTextsFor(language);
      sendPage(reply, 403, documentHtml(language, texts, sentence('problem', texts.refused)));
      return true;
    }
  }

  const sessionOf = (request: FastifyRequest) =>
    findCandidateSession(app.db, request.cookies[CANDIDATE_COOKIE], app.clock());

  async function accountHtml(
    session: CandidateSession,
    language: Language,
    notice?: { kind: 'notice' | 'problem'; text: string },
  ): Promise<string> {
    const texts = candidateTextsFor(language);
    const now = app.clock();
    const [applications, sessions, alerts] = await Promise.all([
      candidateApplications(app.db, session.contact),
      listCandidateSessions(app.db, session.contact, now),
      candidateAlerts(app.db, session.contact),
    ]);
    const alertsAction = languagePath(language, `${PAGE}/alerts/stop`);
    const alertItems =
      alerts.length === 0
        ? `<p class="muted">${escapeHtml(texts.noAlerts)}</p>`
        : `<ul class="plain">${alerts
            .map(
              (alert) =>
                `<li>${escapeHtml(texts.alertTo(alert.email))}${alert.confirmed_at ? '' : ` ${escapeHtml(texts.alertUnconfirmed)}`}
<form method="post" action="${alertsAction}"><input type="hidden" name="alert" value="${alert.id}"><button type="submit" class="quiet">${escapeHtml(texts.alertStop)}</button></form></li>`,
            )
            .join('')}</ul>`;
    const list =
      applications.length === 0
        ? `<p class="card">${escapeHtml(texts.noApplications)}</p>`
        : applications.map((application) => applicationHtml(application, language, texts)).join('\n');
    const sessionsAction = languagePath(language, `${PAGE}/sessions/end`);
    const sessionItems = sessions
      .map((row) => {
        const mine = row.id === session.id ? ` (${escapeHtml(texts.thisDevice)})` : '';
        return `<li><span lang="en">${escapeHtml(deviceOf(row.user_agent))}</span>${mine}, ${escapeHtml(texts.since)} ${escapeHtml(row.created_at.slice(0, 10))}, ${escapeHtml(texts.lastUsed)} ${escapeHtml(row.last_seen_at.slice(0, 10))}
<form method="post" action="${sessionsAction}"><input type="hidden" name="session" value="${row.id}"><button type="submit" class="quiet">${escapeHtml(row.id === session.id ? texts.signOut : texts.endSession)}</button></form></li>`;
      })
      .join('');
    const body = `<p>${escapeHtml(texts.signedInAs(contactText(session.contact)))}</p>
${notice ? sentence(notice.kind, notice.text) : ''}
${list}
<section class="card" aria-labelledby="alerts"><h2 id="alerts">${escapeHtml(texts.alerts)}</h2>${alertItems}</section>
<section class="card" aria-labelledby="data"><h2 id="data">${escapeHtml(texts.yourData)}</h2>
<p><a href="${languagePath(language, `${PAGE}/data.json`)}" download>${escapeHtml(texts.download)}</a></p>
<form method="get" action="${languagePath(language, `${PAGE}/erase`)}"><button type="submit" class="quiet">${escapeHtml(texts.erase)}</button></form>
</section>
<section class="card" aria-labelledby="sessions"><h2 id="sessions">${escapeHtml(texts.sessions)}</h2><ul class="plain">${sessionItems}</ul></section>`;
    return documentHtml(language, texts, body);
  }

  for (const language of LANGUAGES) {
    const base = languagePath(language, PAGE);
    const texts = candidateTextsFor(language);

    app.get(base, async (request, reply) => {
      if (await overLimit(request, reply, language, false)) return reply;
      const session = await sessionOf(request);
      if (session) return sendPage(reply, 200, await accountHtml(session, language));
      return sendPage(reply, 200, documentHtml(language, texts, askForm(language, texts)));
    });

    app.post(`${base}/code`, async (request, reply) => {
      if (await overLimit(request, reply, language, true)) return reply;
      if (await refusedPost(request, reply, language)) return reply;
      const typed = (formBody(request).contact ?? '').trim().slice(0, 254);
      const contact = contactFrom(typed);
      if (!contact)
        return sendPage(
          reply,
          400,
          documentHtml(
            language,
            texts,
            sentence('problem', texts.invalidContact) + askForm(language, texts, typed),
          ),
        );
      const paused = await limits().pausedFor(contact);
      const wait = paused > 0 ? paused : await limits().takeCode(contact, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        const text = paused > 0 ? texts.paused(minutesOf(wait)) : texts.tooManyCodes(minutesOf(wait));
        return sendPage(
          reply,
          429,
          documentHtml(language, texts, sentence('problem', text) + askForm(language, texts, typed)),
        );
      }
      // The code is stored for every contact alike; whether it goes anywhere (the contact applied) is
      // decided after the answer is sent, so neither the answer nor its timing tells.
      const code = await storeCode(app.db, contact, language, app.clock());
      app.lifecycle.afterResponse.run(reply, 'A sign-in code', async () => {
        const destination = await codeDestination(app.db, contact, app.config.whatsapp !== undefined);
        if (!destination) return;
        await enqueueMail(app.db, [codeMessage(destination, code, language)]);
        app.outboxWorker?.wake();
      });
      return sendPage(
        reply,
        200,
        documentHtml(language, texts, sentence('notice', texts.codeSent) + codeForm(language, texts, typed)),
      );
    });

    app.post(`${base}/sign-in`, async (request, reply) => {
      if (await overLimit(request, reply, language, true)) return reply;
      if (await refusedPost(request, reply, language)) return reply;
      const body = formBody(request);
      const typed = (body.contact ?? '').trim().slice(0, 254);
      const contact = contactFrom(typed);
      if (!contact)
        return sendPage(
          reply,
          400,
          documentHtml(
            language,
            texts,
            sentence('problem', texts.invalidContact) + askForm(language, texts, typed),
          ),
        );
      const paused = await limits().pausedFor(contact);
      if (paused > 0) {
        reply.header('retry-after', String(Math.ceil(paused / 1000)));
        return sendPage(
          reply,
          429,
          documentHtml(
            language,
            texts,
            sentence('problem', texts.paused(minutesOf(paused))) + askForm(language, texts, typed),
          ),
        );
      }
      const now = app.clock();
      const checked = await checkCode(app.db, contact, body.code ?? '', now);
      if (checked.outcome === 'spent') {
        await limits().pause(contact);
        return sendPage(
          reply,
          429,
          documentHtml(language, texts, sentence('problem', texts.spent) + askForm(language, texts, typed)),
        );
      }
      if (checked.outcome !== 'signed-in')
        return sendPage(
          reply,
          400,
          documentHtml(
            language,
            texts,
            sentence('problem', texts.wrongCode) + codeForm(language, texts, typed),
          ),
        );
      const { token, maxAgeSeconds } = await startCandidateSession(
        app.db,
        contact,
        request.headers['user-agent'] ?? '',
        now,
        sessionDays,
      );
      reply.setCookie(CANDIDATE_COOKIE, token, { ...cookieOptions, maxAge: maxAgeSeconds });
      return reply.code(303).header('cache-control', 'no-store').redirect(base, 303);
    });

    /** The confirmation before a withdrawal (a GET: it changes nothing). */
    app.get<{ Querystring: { reference?: string } }>(`${base}/withdraw`, async (request, reply) => {
      if (await overLimit(request, reply, language, false)) return reply;
      const session = await sessionOf(request);
      if (!session) return reply.code(303).header('cache-control', 'no-store').redirect(base, 303);
      const reference = String(request.query.reference ?? '')
        .trim()
        .toUpperCase();
      const application = (await candidateApplications(app.db, session.contact)).find(
        (candidate) => candidate.reference === reference,
      );
      if (!application)
        return sendPage(
          reply,
          404,
          await accountHtml(session, language, { kind: 'problem', text: texts.notFound }),
        );
      if (!application.canWithdraw)
        return sendPage(
          reply,
          400,
          await accountHtml(session, language, { kind: 'problem', text: texts.notOpen }),
        );
      // The job's title as staff typed it is marked with its language inside the question.
      const job = jobTitleOf(application, language);
      const question = escapeHtml(texts.withdrawQuestion(JOB_MARK, application.reference)).replace(
        JOB_MARK,
        `<span lang="${job.lang}">${escapeHtml(job.text)}</span>`,
      );
      const body = `<form method="post" action="${languagePath(language, `${PAGE}/withdraw`)}" class="card">
<p>${question}</p>
<input type="hidden" name="reference" value="${escapeHtml(application.reference)}">
<button type="submit">${escapeHtml(texts.withdrawYes)}</button>
<a href="${base}">${escapeHtml(texts.withdrawNo)}</a>
</form>`;
      return sendPage(reply, 200, documentHtml(language, texts, body));
    });

    app.post(`${base}/withdraw`, async (request, reply) => {
      if (await overLimit(request, reply, language, true)) return reply;
      if (await refusedPost(request, reply, language)) return reply;
      const session = await sessionOf(request);
      if (!session) return reply.code(303).header('cache-control', 'no-store').redirect(base, 303);
      const reference = (formBody(request).reference ?? '').trim().toUpperCase();
      const application = (await candidateApplications(app.db, session.contact)).find(
        (candidate) => candidate.reference === reference,
      );
      if (!application)
        return sendPage(
          reply,
          404,
          await accountHtml(session, language, { kind: 'problem', text: texts.notFound }),
        );
      const messageFor = await statusMessageBuilder(app.db, 'Withdrawn', app.config.whatsapp);
      const result = application.canWithdraw
        ? await withdrawApplication(app.db, application.id, messageFor, ACCOUNT_SIGNATURE)
        : { outcome: 'refused' as const, messages: 0 };
      if (result.outcome !== 'changed')
        return sendPage(
          reply,
          400,
          await accountHtml(session, language, { kind: 'problem', text: texts.notOpen }),
        );
      if (result.messages > 0) app.outboxWorker?.wake();
      return sendPage(
        reply,
        200,
        await accountHtml(session, language, {
          kind: 'notice',
          text: texts.withdrawn(application.reference),
        }),
      );
    });

    app.post(`${base}/alerts/stop`, async (request, reply) => {
      if (await overLimit(request, reply, language, true)) return reply;
      if (await refusedPost(request, reply, language)) return reply;
      const session = await sessionOf(request);
      if (!session) return reply.code(303).header('cache-control', 'no-store').redirect(base, 303);
      const id = Number(formBody(request).alert);
      const stopped = Number.isInteger(id) && (await stopCandidateAlert(app.db, session.contact, id));
      return sendPage(
        reply,
        stopped ? 200 : 404,
        await accountHtml(session, language, {
          kind: stopped ? 'notice' : 'problem',
          text: stopped ? texts.alertStopped : texts.notFound,
        }),
      );
    });

    /** Everything held about the signed-in person, as a JSON download. */
    app.get(`${base}/data.json`, async (request, reply) => {
      if (await overLimit(request, reply, language, false)) return reply;
      const session = await sessionOf(request);
      if (!session) return reply.code(303).header('cache-control', 'no-store').redirect(base, 303);
      const data = await candidateData(app.db, session.contact, app.clock());
      return reply
        .code(200)
        .type('application/json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="my-data.json"')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('x-content-type-options', 'nosniff')
        .send(JSON.stringify(data, null, 2));
    });

    /** The confirmation before an erasure request (a GET: it changes nothing). */
    app.get(`${base}/erase`, async (request, reply) => {
      if (await overLimit(request, reply, language, false)) return reply;
      const session = await sessionOf(request);
      if (!session) return reply.code(303).header('cache-control', 'no-store').redirect(base, 303);
      const body = `<form method="post" action="${languagePath(language, `${PAGE}/erase`)}" class="card">
<p>${escapeHtml(texts.eraseQuestion)}</p>
<button type="submit">${escapeHtml(texts.eraseYes)}</button>
<a href="${base}">${escapeHtml(texts.withdrawNo)}</a>
</form>`;
      return sendPage(reply, 200, documentHtml(language, texts, body));
    });

    app.post(`${base}/erase`, async (request, reply) => {
      if (await overLimit(request, reply, language, true)) return reply;
      if (await refusedPost(request, reply, language)) return reply;
      const session = await sessionOf(request);
      if (!session) return reply.code(303).header('cache-control', 'no-store').redirect(base, 303);
      await requestCandidateErasure(app.db, session.contact, app.clock());
      return sendPage(
        reply,
        200,
        await accountHtml(session, language, { kind: 'notice', text: texts.eraseRequested }),
      );
    });

    app.post(`${base}/sessions/end`, async (request, reply) => {
      if (await overLimit(request, reply, language, true)) return reply;
      if (await refusedPost(request, reply, language)) return reply;
      const session = await sessionOf(request);
      if (!session) return reply.code(303).header('cache-control', 'no-store').redirect(base, 303);
      const id = Number(formBody(request).session);
      const ended = Number.isInteger(id) && (await endCandidateSession(app.db, session.contact, id));
      if (id === session.id && ended) {
        reply.clearCookie(CANDIDATE_COOKIE, cookieOptions);
        return sendPage(
          reply,
          200,
          documentHtml(language, texts, sentence('notice', texts.signedOut) + askForm(language, texts)),
        );
      }
      return sendPage(
        reply,
        200,
        await accountHtml(
          session,
          language,
          ended ? { kind: 'notice', text: texts.sessionEnded } : undefined,
        ),
      );
    });
  }
}
