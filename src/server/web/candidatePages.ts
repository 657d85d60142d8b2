/**
 * The job seeker's own pages (`/my-applications`, `/gu/my-applications`, `/hi/my-applications`):
 * server-rendered, no script, working on a phone with JavaScript off. A visitor types the mobile number
 * or e-mail they applied with and gets a one-time code (services/candidateAccounts.ts); the right code
 * opens a session of their own (cookie `candidate_sid`, never the staff `sid`, which these pages ignore as
 * the staff API ignores this one). Signed in, they see every application made with that contact, its
 * status in the page's language, the dates of each change and the messages sent, withdraw an open one
 * (after a confirmation), change the language of their job alerts or stop them, download what is held about
 * them (JSON, or a page to read and print), keep a profile that fills the apply form (services/candidateProfiles.ts),
 * ask for its erasure (the staff erasure queue), and see and end their sessions. Every form posts to these pages
 * behind the API's same-origin guard (the house's CSRF defence: a post from another site is refused); every page
 * is `noindex` and `no-store`. Dates are days in India, `dd/MM/yyyy`, as on the rest of the public site.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languagePath, LANGUAGES } from '../../domain/languages';
import { agencyDayText } from '../../domain/agencyTime';
import { applyFormTexts } from '../../domain/applyFormTexts';
import { PROFILE_FIELDS, type FormField } from '../../domain/publicForms';
import { collectMultipartBody } from '../http/multipartBody';
import { maxLengthOf, megabytes } from '../openapi/catalogue';
import { MAX_RESUME_BYTES } from '../services/files';
import {
  candidateProfile,
  profileFieldsFrom,
  profileResumeFrom,
  saveCandidateProfile,
  type ProfileField,
  type ProfileProblem,
} from '../services/candidateProfiles';
import type { ProfileFields } from '../repositories/candidateProfiles';
import { setSubscriberLanguage } from '../repositories/subscribers';
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
  candidateAlertOf,
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

/** Each language by its own name. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', gu: 'ગુજરાતી', hi: 'हिन्दी' };

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
input[type=text],input[type=tel],input[type=date],select,textarea{font:inherit;width:100%;max-width:22rem;padding:.6rem;border:1px solid #5a6b8c;border-radius:6px;min-height:44px;background:#fff;color:inherit}
textarea{max-width:100%;min-height:6rem}
input[type=file]{font:inherit;max-width:100%}
fieldset{border:1px solid #c5cee0;border-radius:8px;margin:.75rem 0;padding:.5rem .75rem}
legend{font-weight:600}
fieldset label{display:flex;gap:.5rem;align-items:center;font-weight:400;margin:.25rem 0;min-height:44px}
fieldset input{width:1.25rem;height:1.25rem}
.field-problem{color:#8a1c1c;font-weight:600;margin:.25rem 0}
form.inline{display:inline}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.25rem .5rem;border-bottom:1px solid #dde3ee;overflow-wrap:anywhere}
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

function documentHtml(
  language: Language,
  texts: CandidatePageTexts,
  body: string,
  heading: string = texts.title,
  /** The page's path without the language prefix (the language links lead to it in each language). */
  path: string = PAGE,
): string {
  const languages = LANGUAGES.map((code) => {
    const name = LANGUAGE_NAMES[code];
    const current = code === language ? ' aria-current="page"' : '';
    return `<li><a href="${languagePath(code, path)}" lang="${code}" hreflang="${code}"${current}>${name}</a></li>`;
  }).join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(heading)} | ${escapeHtml(AGENCY_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="${languagePath(language, '/')}">${escapeHtml(texts.home)}</a><nav aria-label="${escapeHtml(texts.title)}"><ul>${languages}</ul></nav></header>
<main>
<h1>${escapeHtml(heading)}</h1>
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

/** A day as the public site writes it: `dd/MM/yyyy` in India. */
const day = (stored: string) => escapeHtml(agencyDayText(stored));

/**
 * One form of these pages: its action, hidden fields, the markup of its visible fields (already escaped),
 * and its submit button. Every post goes through the same-origin guard of the handler it reaches.
 */
function formHtml(options: {
  action: string;
  submit: string;
  method?: 'get' | 'post';
  hidden?: Record<string, string | number>;
  fields?: string;
  className?: string;
  quiet?: boolean;
  multipart?: boolean;
  after?: string;
}): string {
  const attributes = [
    `method="${options.method ?? 'post'}"`,
    `action="${options.action}"`,
    options.multipart ? 'enctype="multipart/form-data"' : '',
    options.className ? `class="${options.className}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const hidden = Object.entries(options.hidden ?? {})
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`)
    .join('');
  const button = `<button type="submit"${options.quiet ? ' class="quiet"' : ''}>${escapeHtml(options.submit)}</button>`;
  return `<form ${attributes}>${hidden}${options.fields ?? ''}${button}${options.after ?? ''}</form>`;
}

/** The form that asks for a code. */
function askForm(language: Language, texts: CandidatePageTexts, typed = ''): string {
  return formHtml({
    action: languagePath(language, `${PAGE}/code`),
    className: 'card',
    submit: texts.sendCode,
    fields: `
<p>${escapeHtml(texts.intro)}</p>
<label for="contact">${escapeHtml(texts.contactLabel)}</label>
<input type="text" id="contact" name="contact" autocomplete="tel" required maxlength="254" aria-describedby="contact-hint" value="${escapeHtml(typed)}">
<p class="hint" id="contact-hint">${escapeHtml(texts.contactHint)}</p>
`,
  });
}

/** The form that takes the code (the contact travels in a hidden field). */
function codeForm(language: Language, texts: CandidatePageTexts, typed: string): string {
  return `${formHtml({
    action: languagePath(language, `${PAGE}/sign-in`),
    className: 'card',
    submit: texts.signIn,
    hidden: { contact: typed },
    fields: `
<label for="code">${escapeHtml(texts.codeLabel)}</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required>
`,
  })}
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
    .map((change) => `<li>${day(change.at)}: ${escapeHtml(statusName(change.status, language))}</li>`)
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
            return `<li>${day(sent.sentAt)}: ${escapeHtml(what)} (${escapeHtml(texts.channels[sent.channel])})</li>`;
          })
          .join('')}</ul>`;
  const withdraw = application.canWithdraw
    ? formHtml({
        method: 'get',
        action: languagePath(language, `${PAGE}/withdraw`),
        hidden: { reference: application.reference },
        submit: texts.withdraw,
        quiet: true,
      })
    : '';
  return `<section class="card" id="${id}" aria-labelledby="${id}-job">
<h2 id="${id}-job" lang="${job.lang}">${escapeHtml(job.text)}</h2>
<dl>
<dt>${escapeHtml(texts.reference)}</dt><dd>${escapeHtml(application.reference)}</dd>
<dt>${escapeHtml(texts.status)}</dt><dd class="status">${escapeHtml(statusName(application.status, language))}</dd>
<dt>${escapeHtml(texts.appliedOn)}</dt><dd>${day(application.createdAt)}</dd>
</dl>
<h3>${escapeHtml(texts.changes)}</h3>
<ul class="plain">${changes}</ul>
<h3>${escapeHtml(texts.messages)}</h3>
${messages}
${withdraw}
</section>`;
}

type ProfileRow = NonNullable<Awaited<ReturnType<typeof candidateProfile>>>;

/** A field of the profile form's list, posted under a name the profile's checks know. */
type ProfileFormField = FormField & { readonly name: ProfileField; readonly label: string };
const PROFILE_FORM: readonly ProfileFormField[] = PROFILE_FIELDS;

/**
 * The profile form: the apply form's own labels (name, gender, resume) and the profile's, each field with
 * its problem under it when the form comes back refused; the stored resume is named, and a new file
 * replaces it. Works without JavaScript (a multipart post).
 */
function profileFormHtml(
  language: Language,
  texts: CandidatePageTexts,
  values: Partial<Record<keyof ProfileFields, string>>,
  stored: { resume: string | null; resume_name: string } | undefined,
  problems: ProfileProblem[] = [],
): string {
  const t = texts.profile;
  const apply = applyFormTexts[language] ?? applyFormTexts.en;
  /** A message id of the list: the apply form's texts, else the profile page's. */
  const label = (id: string): string => {
    const text = apply[id] ?? (t as Record<string, unknown>)[id];
    if (typeof text !== 'string') throw new Error(`The profile form has no text ${id}`);
    return escapeHtml(text);
  };
  const problemOf = (field: string) => problems.find((problem) => problem.field === field);
  const hintOf = (field: ProfileFormField) =>
    field.hint ? `<p class="hint" id="${field.name}-hint">${label(field.hint)}</p>` : '';
  const problemHtml = (name: string) =>
    problemOf(name)
      ? `<p class="field-problem" id="${name}-problem">${escapeHtml(problemOf(name)!.text)}</p>`
      : '';
  /** What describes a field (its hint, its problem), and whether it was refused. */
  const described = (field: ProfileFormField) => {
    const ids = [
      field.hint ? `${field.name}-hint` : '',
      problemOf(field.name) ? `${field.name}-problem` : '',
    ];
    const joined = ids.filter(Boolean).join(' ');
    return `${joined ? ` aria-describedby="${joined}"` : ''}${problemOf(field.name) ? ' aria-invalid="true"' : ''}`;
  };
  const value = (name: string) => values[name as keyof ProfileFields] ?? '';
  const labelled = (
    field: ProfileFormField,
    control: string,
    after = `${hintOf(field)}${problemHtml(field.name)}`,
  ) => `<label for="${field.name}">${label(field.label)}</label>\n${control}\n${after}`;
  const choices = (field: ProfileFormField) => [
    ...(field.placeholder ? [{ value: '', label: field.placeholder.label }] : []),
    ...(field.options ?? []),
  ];
  /** Each kind of the list's fields as the form renders it. */
  const fieldHtml = (field: ProfileFormField): string => {
    const limit = field.maxLength ? ` maxlength="${maxLengthOf(field.maxLength)}"` : '';
    const autocomplete = field.autoComplete ? ` autocomplete="${field.autoComplete}"` : '';
    switch (field.kind) {
      case 'text':
      case 'date':
        return labelled(
          field,
          `<input type="${field.kind}" id="${field.name}" name="${field.name}"${autocomplete}${limit} value="${escapeHtml(value(field.name))}"${described(field)}>`,
        );
      case 'select':
        return labelled(
          field,
          `<select id="${field.name}" name="${field.name}"${described(field)}>${choices(field)
            .map(
              (option) =>
                `<option value="${option.value}"${value(field.name) === option.value ? ' selected' : ''}>${label(option.label)}</option>`,
            )
            .join('')}</select>`,
        );
      case 'textarea':
        return labelled(
          field,
          `<textarea id="${field.name}" name="${field.name}"${limit}${described(field)}>${escapeHtml(value(field.name))}</textarea>`,
        );
      case 'radio':
        return `<fieldset${described(field)}><legend>${label(field.label)}</legend>${choices(field)
          .map(
            (option) =>
              `<label><input type="radio" name="${field.name}" value="${option.value}"${value(field.name) === option.value ? ' checked' : ''}> ${label(option.label)}</label>`,
          )
          .join('')}</fieldset>${hintOf(field)}${problemHtml(field.name)}`;
      case 'file': {
        // The stored resume is named; a new file replaces it.
        const storedText = stored?.resume
          ? t.storedResume(stored.resume_name || 'resume.pdf')
          : t.noStoredResume;
        const describedBy = [
          `${field.name}-stored`,
          `${field.name}-hint`,
          problemOf(field.name) ? `${field.name}-problem` : '',
        ];
        return labelled(
          field,
          `<p id="${field.name}-stored">${escapeHtml(storedText)}</p>
<input type="file" id="${field.name}" name="${field.name}" accept="${field.accept}" aria-describedby="${describedBy.filter(Boolean).join(' ')}">`,
          `${hintOf(field)}\n${problemHtml(field.name)}`,
        );
      }
      default:
        throw new Error(`The profile form draws no ${field.kind} field`);
    }
  };
  const fields = `
<p>${escapeHtml(t.intro)}</p>
${problems.length > 0 ? sentence('problem', t.problems) : ''}
${PROFILE_FORM.map(fieldHtml).join('\n')}
`;
  return `${formHtml({
    action: languagePath(language, `${PAGE}/profile`),
    className: 'card',
    multipart: true,
    fields,
    submit: t.save,
  })}
<p><a href="${languagePath(language, PAGE)}">${escapeHtml(t.back)}</a></p>`;
}

/** A profile's values as the form shows them. */
const profileValues = (profile: ProfileRow | undefined): Partial<Record<keyof ProfileFields, string>> =>
  profile ?? {};

/** Values staff or the system wrote in English (a job's facts, file paths, browsers, notice versions). */
const ENGLISH_VALUES = new Set([
  'job_title',
  'experience',
  'career_level',
  'category',
  'resume',
  'resume_name',
  'user_agent',
  'consent_version',
]);

/**
 * A record's fields as a definition list, the names in the page's language; what the person typed is shown
 * as typed, coded values (status, gender, language, passport) in words, timestamps as days in India.
 */
function recordHtml(texts: CandidatePageTexts, record: Record<string, unknown>, language: Language): string {
  const apply = applyFormTexts[language] ?? applyFormTexts.en;
  const coded: Record<string, Record<string, string>> = {
    gender: { Male: apply.male, Female: apply.female, Other: apply.other },
    language: LANGUAGE_NAMES,
    work_abroad: { yes: texts.profile.yes, no: texts.profile.no },
    passport: { ECR: 'ECR', ECNR: 'ECNR', none: texts.profile.passportNone },
  };
  const rows = Object.entries(record)
    .filter(([name]) => name !== 'category')
    .filter(([, value]) => value !== null && value !== undefined && value !== '' && typeof value !== 'object')
    .map(([name, value]) => {
      const label = texts.dataPage.fields[name] ?? name;
      const text = String(value);
      const shown =
        name === 'status'
          ? statusName(text as CandidateApplication['status'], language)
          : /_at$/.test(name)
            ? agencyDayText(text)
            : (coded[name]?.[text] ?? text);
      const lang = ENGLISH_VALUES.has(name) ? ' lang="en"' : name === 'language' ? ` lang="${text}"` : '';
      return `<dt${texts.dataPage.fields[name] ? '' : ' lang="en"'}>${escapeHtml(label)}</dt><dd${lang}>${escapeHtml(shown)}</dd>`;
    })
    .join('');
  return `<dl>${rows}</dl>`;
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
    const alertLanguageAction = languagePath(language, `${PAGE}/alerts/language`);
    const alertItems =
      alerts.length === 0
        ? `<p class="muted">${escapeHtml(texts.noAlerts)}</p>`
        : `<ul class="plain">${alerts
            .map((alert) => {
              const choices = LANGUAGES.map(
                (code) =>
                  `<option value="${code}" lang="${code}"${code === alert.language ? ' selected' : ''}>${LANGUAGE_NAMES[code]}</option>`,
              ).join('');
              const change = formHtml({
                action: alertLanguageAction,
                hidden: { alert: alert.id },
                fields: `<label for="alert-${alert.id}-language">${escapeHtml(texts.alertLanguage)}</label><select id="alert-${alert.id}-language" name="language">${choices}</select>`,
                submit: texts.alertChange,
                quiet: true,
              });
              const stop = formHtml({
                action: alertsAction,
                hidden: { alert: alert.id },
                submit: texts.alertStop,
                quiet: true,
              });
              return `<li>${escapeHtml(texts.alertTo(alert.email))}${alert.confirmed_at ? '' : ` ${escapeHtml(texts.alertUnconfirmed)}`}
${change}${stop}</li>`;
            })
            .join('')}</ul>`;
    const list =
      applications.length === 0
        ? `<p class="card">${escapeHtml(texts.noApplications)}</p>`
        : applications.map((application) => applicationHtml(application, language, texts)).join('\n');
    const sessionsAction = languagePath(language, `${PAGE}/sessions/end`);
    const sessionItems = sessions
      .map((row) => {
        const mine = row.id === session.id ? ` (${escapeHtml(texts.thisDevice)})` : '';
        return `<li><span lang="en">${escapeHtml(deviceOf(row.user_agent))}</span>${mine}, ${escapeHtml(texts.since)} ${day(row.created_at)}, ${escapeHtml(texts.lastUsed)} ${day(row.last_seen_at)}
${formHtml({ action: sessionsAction, hidden: { session: row.id }, submit: row.id === session.id ? texts.signOut : texts.endSession, quiet: true })}</li>`;
      })
      .join('');
    const body = `<p>${escapeHtml(texts.signedInAs(contactText(session.contact)))}</p>
${notice ? sentence(notice.kind, notice.text) : ''}
<p class="card"><a href="${languagePath(language, `${PAGE}/profile`)}">${escapeHtml(texts.profile.link)}</a></p>
${list}
<section class="card" aria-labelledby="alerts"><h2 id="alerts">${escapeHtml(texts.alerts)}</h2>${alertItems}</section>
<section class="card" aria-labelledby="data"><h2 id="data">${escapeHtml(texts.yourData)}</h2>
<p><a href="${languagePath(language, `${PAGE}/data.json`)}" download>${escapeHtml(texts.download)}</a></p>
<p><a href="${languagePath(language, `${PAGE}/data.html`)}">${escapeHtml(texts.dataPage.link)}</a></p>
${formHtml({ method: 'get', action: languagePath(language, `${PAGE}/erase`), submit: texts.erase, quiet: true })}
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
      const body = formHtml({
        action: languagePath(language, `${PAGE}/withdraw`),
        className: 'card',
        fields: `<p>${question}</p>`,
        hidden: { reference: application.reference },
        submit: texts.withdrawYes,
        after: `<a href="${base}">${escapeHtml(texts.withdrawNo)}</a>`,
      });
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

    /** The same data as a page to read or print. */
    app.get(`${base}/data.html`, async (request, reply) => {
      if (await overLimit(request, reply, language, false)) return reply;
      const session = await sessionOf(request);
      if (!session) return reply.code(303).header('cache-control', 'no-store').redirect(base, 303);
      const data = await candidateData(app.db, session.contact, app.clock());
      const d = texts.dataPage;
      const list = <T>(items: T[], item: (entry: T) => string) =>
        items.length === 0 ? `<p class="muted">${escapeHtml(d.none)}</p>` : items.map(item).join('\n');
      const applications = list(data.applications, (application) => {
        const { history, messages: _messages, ...fields } = application;
        const changes = history
          .map(
            (entry) =>
              `<li>${day(entry.created_at)}: ${escapeHtml(statusName(entry.to_status, language))}</li>`,
          )
          .join('');
        return `<section class="card"><h3>${escapeHtml(fields.reference ?? '')}</h3>${recordHtml(texts, fields, language)}<h4>${escapeHtml(d.history)}</h4><ul class="plain">${changes}</ul></section>`;
      });
      const profile = data.profile
        ? `<section class="card">${recordHtml(texts, data.profile, language)}</section>`
        : `<p class="muted">${escapeHtml(d.none)}</p>`;
      const body = `<p>${escapeHtml(d.exportedAt)} ${day(data.exported_at)}. ${escapeHtml(d.signedInWith)} ${escapeHtml(contactText(session.contact))}.</p>
<p><a href="${languagePath(language, `${PAGE}/data.json`)}" download>${escapeHtml(texts.download)}</a></p>
<h2>${escapeHtml(d.profile)}</h2>
${profile}
<h2>${escapeHtml(d.applications)}</h2>
${applications}
<h2>${escapeHtml(d.jobAlerts)}</h2>
${list(data.job_alerts, (alert) => `<section class="card">${recordHtml(texts, alert, language)}</section>`)}
<h2>${escapeHtml(d.sessions)}</h2>
${list(data.sessions, (row) => `<section class="card">${recordHtml(texts, row, language)}</section>`)}
<p><a href="${base}">${escapeHtml(texts.profile.back)}</a></p>`;
      return sendPage(reply, 200, documentHtml(language, texts, body, d.title, `${PAGE}/data.html`));
    });

    /** The profile: the form, filled with what is kept. */
    app.get(`${base}/profile`, async (request, reply) => {
      if (await overLimit(request, reply, language, false)) return reply;
      const session = await sessionOf(request);
      if (!session) return reply.code(303).header('cache-control', 'no-store').redirect(base, 303);
      const profile = await candidateProfile(app.db, session.contact);
      return sendPage(
        reply,
        200,
        documentHtml(
          language,
          texts,
          profileFormHtml(language, texts, profileValues(profile), profile),
          texts.profile.title,
          `${PAGE}/profile`,
        ),
      );
    });

    /** Saves the profile (a multipart post: the resume may come with it), or shows the form with its problems. */
    app.post(`${base}/profile`, async (request, reply) => {
      if (await overLimit(request, reply, language, true)) return reply;
      if (await refusedPost(request, reply, language)) return reply;
      const session = await sessionOf(request);
      if (!session) return reply.code(303).header('cache-control', 'no-store').redirect(base, 303);
      let body: Record<string, unknown>;
      try {
        body = request.isMultipart() ? await collectMultipartBody(request, ['resume']) : formBody(request);
      } catch (error) {
        // A resume over the limit (413) is read to its end first; the form comes back with the apply
        // form's sentence (what was typed with it is not kept: the stored profile is shown).
        if ((error as { statusCode?: number }).statusCode !== 413) throw error;
        const stored = await candidateProfile(app.db, session.contact);
        const apply = applyFormTexts[language] ?? applyFormTexts.en;
        const problem: ProfileProblem = {
          field: 'resume',
          text: apply.resumeTooLarge.replace('{resumeMegabytes}', String(megabytes(MAX_RESUME_BYTES))),
        };
        return sendPage(
          reply,
          413,
          documentHtml(
            language,
            texts,
            profileFormHtml(language, texts, profileValues(stored), stored, [problem]),
            texts.profile.title,
            `${PAGE}/profile`,
          ),
        );
      }
      const typed: Record<string, string> = {};
      for (const [name, value] of Object.entries(body)) if (typeof value === 'string') typed[name] = value;
      const now = app.clock();
      const { fields, problems } = profileFieldsFrom(typed, language, now);
      const { resume, problem } = profileResumeFrom(body.resume, language);
      if (problem) problems.push(problem);
      if (problems.length > 0) {
        const stored = await candidateProfile(app.db, session.contact);
        return sendPage(
          reply,
          400,
          documentHtml(
            language,
            texts,
            profileFormHtml(language, texts, fields, stored, problems),
            texts.profile.title,
            `${PAGE}/profile`,
          ),
        );
      }
      await saveCandidateProfile(app.db, session.contact, fields, resume, now);
      const saved = await candidateProfile(app.db, session.contact);
      return sendPage(
        reply,
        200,
        documentHtml(
          language,
          texts,
          sentence('notice', texts.profile.saved) +
            profileFormHtml(language, texts, profileValues(saved), saved),
          texts.profile.title,
          `${PAGE}/profile`,
        ),
      );
    });

    /** Changes the language of one of their job alerts (never another person's). */
    app.post(`${base}/alerts/language`, async (request, reply) => {
      if (await overLimit(request, reply, language, true)) return reply;
      if (await refusedPost(request, reply, language)) return reply;
      const session = await sessionOf(request);
      if (!session) return reply.code(303).header('cache-control', 'no-store').redirect(base, 303);
      const body = formBody(request);
      const id = Number(body.alert);
      const chosen = LANGUAGES.find((code) => code === body.language);
      const alert = Number.isInteger(id) ? await candidateAlertOf(app.db, session.contact, id) : undefined;
      const changed = Boolean(alert && chosen && (await setSubscriberLanguage(app.db, id, chosen)));
      return sendPage(
        reply,
        changed ? 200 : alert ? 400 : 404,
        await accountHtml(session, language, {
          kind: changed ? 'notice' : 'problem',
          text: changed ? texts.alertChanged : texts.notFound,
        }),
      );
    });

    /** The confirmation before an erasure request (a GET: it changes nothing). */
    app.get(`${base}/erase`, async (request, reply) => {
      if (await overLimit(request, reply, language, false)) return reply;
      const session = await sessionOf(request);
      if (!session) return reply.code(303).header('cache-control', 'no-store').redirect(base, 303);
      const body = formHtml({
        action: languagePath(language, `${PAGE}/erase`),
        className: 'card',
        fields: `<p>${escapeHtml(texts.eraseQuestion)}</p>`,
        submit: texts.eraseYes,
        after: `<a href="${base}">${escapeHtml(texts.withdrawNo)}</a>`,
      });
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
