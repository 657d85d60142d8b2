/**
 * The pages of the public forms that work without JavaScript (no script at all, so they work on any
 * phone, before the site's code has arrived or with JavaScript off): the apply page of a job
 * (`/job-detail/{id}/apply`, linked from the job page's Apply button), and the answers to a form posted
 * to the server (apply, contact, subscribe): the form again with the spec's failure sentence and what
 * was typed, or the spec's success sentence (with the application's reference). The server posts the
 * form's fields to the API's own operations (src/server/web/formPosts.ts); this module only renders.
 *
 * In the page's language, never indexed, in the site's colours; the same texts the SPA's forms show.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { paths } from '../routes/paths';
import { CONSENT_NOTICE_VERSION } from '../features/jobs/consentNotice';
import { maxLength } from '../api/limits';
import {
  APPLY_FIELDS,
  CONTACT_FIELDS,
  formField,
  isTypedField,
  SUBSCRIBE_FIELDS,
  type PublicFormField,
  type TypedField,
} from '../domain/publicForms';
import applyText from '../i18n/compiled/en/apply';
import contactText from '../i18n/compiled/en/contact';
import errorsText from '../i18n/compiled/en/errors';
import jobsText from '../i18n/compiled/en/jobs';
import layoutText from '../i18n/compiled/en/layout';
import receiptText from '../i18n/compiled/en/receipt';
import serverText from '../i18n/compiled/en/server';
import { translateSentence } from '../i18n/serverSentence';
import { localizedTitle } from '../domain/contentLanguage';
import { DEFAULT_LOCALE, loadLocale, localizedPath, translator, type Locale } from '../i18n';

/** What the visitor's post came to: the sentence to show, and (failure) what they typed. */
export type FormOutcome =
  | { ok: true; sentence: string; reference?: string }
  | { ok: false; sentence: string; values: Record<string, string> };

export type FormPageInput = { locale: Locale; siteName: string } & (
  | {
      kind: 'apply';
      /** The job: its English `title` (what the application records) and staff's translations of it. */
      job: { id: number; title: string; title_gu?: string | null; title_hi?: string | null; closed: boolean };
      outcome?: FormOutcome;
      /** A signed-in job seeker's profile: the form's values, and the name of the stored resume (one tap). */
      prefill?: { values: Record<string, string>; storedResume?: string };
    }
  | { kind: 'contact'; outcome: FormOutcome }
  | { kind: 'subscribe'; outcome: FormOutcome }
);

/** The form posts' addresses in a language (each page's form posts to where it is). */
export const formActions = (locale: Locale) => ({
  apply: (jobId: number) => localizedPath(locale, paths.jobApply(jobId)),
  contact: localizedPath(locale, paths.contact),
  subscribe: localizedPath(locale, paths.subscribe),
});

const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Gujarati","Noto Sans Devanagari",sans-serif;background:#f5f7fb;color:#061f4d;margin:0;line-height:1.5}
header{background:#0b3d91;color:#fff;padding:.9rem 1rem}
header a{color:#fff;font-weight:700;text-decoration:none}
main{max-width:40rem;margin:1.5rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px rgba(6,31,77,.12)}
h1{font-size:1.5rem;margin:0 0 1rem}h2{font-size:1.05rem;margin:0 0 .25rem}
a{color:#0b4fb3}
label{display:block;font-weight:600;margin:.9rem 0 .3rem}
input[type=text],input[type=email],input[type=tel],select,textarea{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #6b7a99;border-radius:8px;background:#fff;color:inherit}
input[type=file]{font:inherit;max-width:100%}
textarea{min-height:7rem}
.consent{background:#eef1f6;border-radius:8px;padding:.9rem;margin-top:1rem;font-size:.95rem}
.consent label{display:flex;gap:.5rem;align-items:flex-start;font-weight:600}
.consent input{width:1.25rem;height:1.25rem;flex-shrink:0;margin-top:.15rem}
button{font:inherit;font-weight:700;background:#0b3d91;color:#fff;border:0;border-radius:8px;padding:.75rem 2rem;margin-top:1.25rem;cursor:pointer;min-height:48px}
.ok,.fail{border-radius:8px;padding:.75rem 1rem;font-weight:600;color:#fff}
.ok{background:#1b6e2a}.fail{background:#b3261e}
.reference{font-size:1.6rem;font-weight:800;letter-spacing:.04em;margin:.25rem 0 1rem}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
`;

/**
 * The fields a visitor types or picks in, from the form's list (src/domain/publicForms.ts), in order: each
 * labelled, holding what the visitor typed when the form comes back.
 */
function TypedFields({
  fields,
  label,
  values,
}: {
  fields: readonly PublicFormField[];
  /** The form's translator of message ids. */
  label: (id: string) => string;
  values: Record<string, string>;
}) {
  return (
    <>
      {fields
        .filter((field): field is TypedField => isTypedField(field))
        .map((field) => (
          <TypedInput key={field.name} field={field} label={label} values={values} />
        ))}
    </>
  );
}

function TypedInput({
  field,
  label,
  values,
}: {
  field: TypedField;
  label: (id: string) => string;
  values: Record<string, string>;
}) {
  const value = values[field.name] ?? '';
  const limit = field.maxLength && maxLength[field.maxLength];
  // The attributes in the order the page always wrote them.
  return (
    <>
      <label htmlFor={field.id}>{field.label && label(field.label)}</label>
      {field.kind === 'select' ? (
        <select id={field.id} name={field.name} required={field.required} defaultValue={value}>
          {field.placeholder && (
            <option value="" disabled={field.placeholder.disabled}>
              {label(field.placeholder.label)}
            </option>
          )}
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {label(option.label)}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' ? (
        <textarea id={field.id} name={field.name} maxLength={limit} defaultValue={value} />
      ) : (
        <input
          id={field.id}
          type={field.kind}
          name={field.name}
          required={field.required}
          autoComplete={field.autoComplete}
          maxLength={limit}
          defaultValue={value}
        />
      )}
    </>
  );
}

function Document({
  locale,
  title,
  siteName,
  children,
}: {
  locale: Locale;
  title: string;
  siteName: string;
  children: ReactNode;
}) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content="#0b3d91" />
        <title>{`${title} | ${siteName}`}</title>
        <link rel="icon" href="/favicon.svg" />
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <header>
          <a href={localizedPath(locale, paths.home)}>{siteName}</a>
        </header>
        <main id="main">{children}</main>
      </body>
    </html>
  );
}

/** The anti-bot field and the page's language, as every public form of the SPA carries them. */
function HiddenFields({ locale }: { locale: Locale }) {
  return (
    <>
      <div className="hp" aria-hidden="true" lang="en">
        <label htmlFor="form-website">Website</label>
        <input
          id="form-website"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name="language" value={locale} />
    </>
  );
}

function Status({ outcome }: { outcome: FormOutcome }) {
  return (
    <p className={outcome.ok ? 'ok' : 'fail'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.sentence}
    </p>
  );
}

function applyPage(input: Extract<FormPageInput, { kind: 'apply' }>, sentence: (text: string) => string) {
  const { locale, job } = input;
  const t = translator(locale, applyText);
  const tJobs = translator(locale, jobsText);
  const tReceipt = translator(locale, receiptText);
  const outcome = input.outcome && { ...input.outcome, sentence: sentence(input.outcome.sentence) };
  const values = outcome && !outcome.ok ? outcome.values : (input.prefill?.values ?? {});
  const storedResume = input.prefill?.storedResume;
  const label = (id: string) => t(id as keyof typeof applyText.messages);
  const resumeField = formField('apply', 'resume');
  const storedField = formField('apply', 'use_stored_resume');
  const consentField = formField('apply', 'consent');
  const jobLink = localizedPath(locale, paths.jobDetail(job.id));
  // The job's title in the page's language when staff translated it, else the English one, marked so.
  const shown = localizedTitle(job, locale);
  const jobName = <span lang={shown.lang === locale ? undefined : shown.lang}>{shown.text}</span>;
  if (outcome?.ok) {
    return {
      title: tReceipt('title'),
      body: (
        <>
          <h1>{tReceipt('title')}</h1>
          <Status outcome={outcome} />
          {outcome.reference && (
            <>
              <h2>{tReceipt('reference')}</h2>
              <p className="reference" data-testid="reference">
                {outcome.reference}
              </p>
            </>
          )}
          <p>
            {tReceipt('job')}: <a href={jobLink}>{jobName}</a>
          </p>
          <p>{tReceipt('nextFee')}</p>
          <p>
            <a href={localizedPath(locale, paths.applicationStatus)}>{tReceipt('statusLink')}</a>
          </p>
        </>
      ),
    };
  }
  const title = t('applyFor', { title: shown.text });
  if (job.closed) {
    return {
      title,
      body: (
        <>
          <h1>{title}</h1>
          <p role="status">{tJobs('closedTitle')}</p>
          <p>
            <a href={jobLink}>{jobName}</a>
          </p>
        </>
      ),
    };
  }
  return {
    title,
    body: (
      <>
        <h1>{title}</h1>
        {outcome && <Status outcome={outcome} />}
        {!outcome && input.prefill && <p role="status">{t('prefilled')}</p>}
        <form
          method="post"
          action={formActions(locale).apply(job.id)}
          encType="multipart/form-data"
          data-apply-form=""
        >
          <input type="hidden" name={formField('apply', 'job_id').name} value={String(job.id)} />
          <input type="hidden" name={formField('apply', 'title').name} value={job.title} />
          <TypedFields fields={APPLY_FIELDS} label={label} values={values} />
          <label htmlFor={resumeField.id}>{t(resumeField.label)}</label>
          <input id={resumeField.id} type="file" name={resumeField.name} accept={resumeField.accept} />
          {storedResume && (
            <div className="consent">
              <label>
                <input
                  type="checkbox"
                  name={storedField.name}
                  value="true"
                  defaultChecked={outcome ? values[storedField.name] === 'true' : true}
                />
                <span>{t(storedField.label, { name: storedResume })}</span>
              </label>
            </div>
          )}
          <section className="consent" aria-labelledby="apply-notice-title">
            <h2 id="apply-notice-title">{t('consentTitle')}</h2>
            <p id="apply-notice">{t('consentText')}</p>
            <label>
              <input
                type="checkbox"
                name={consentField.name}
                value={CONSENT_NOTICE_VERSION}
                aria-describedby="apply-notice"
                defaultChecked={values[consentField.name] === CONSENT_NOTICE_VERSION}
              />
              <span>{t(consentField.label)}</span>
            </label>
          </section>
          <HiddenFields locale={locale} />
          <button type="submit">{t('submit')}</button>
        </form>
        <p>
          <a href={jobLink}>{jobName}</a>
        </p>
      </>
    ),
  };
}

function contactPage(input: Extract<FormPageInput, { kind: 'contact' }>, outcome: FormOutcome) {
  const { locale } = input;
  const t = translator(locale, contactText);
  const label = (id: string) => t(id as keyof typeof contactText.messages);
  const values = outcome.ok ? {} : outcome.values;
  return {
    title: t('formTitle'),
    body: (
      <>
        <h1>{t('formTitle')}</h1>
        <Status outcome={outcome} />
        {outcome.ok ? (
          <p>
            <a href={localizedPath(locale, paths.contact)}>{translator(locale, layoutText)('contact')}</a>
          </p>
        ) : (
          <form method="post" action={formActions(locale).contact} encType="multipart/form-data">
            <TypedFields fields={CONTACT_FIELDS} label={label} values={values} />
            <HiddenFields locale={locale} />
            <button type="submit">{t('submit')}</button>
          </form>
        )}
      </>
    ),
  };
}

function subscribePage(input: Extract<FormPageInput, { kind: 'subscribe' }>, outcome: FormOutcome) {
  const { locale } = input;
  const t = translator(locale, layoutText);
  const label = (id: string) => t(id as keyof typeof layoutText.messages);
  const values = outcome.ok ? {} : outcome.values;
  return {
    title: t('jobAlerts'),
    body: (
      <>
        <h1>{t('jobAlerts')}</h1>
        <Status outcome={outcome} />
        {!outcome.ok && (
          <form method="post" action={formActions(locale).subscribe} encType="multipart/form-data">
            <TypedFields fields={SUBSCRIBE_FIELDS} label={label} values={values} />
            <HiddenFields locale={locale} />
            <button type="submit">{t('subscribe')}</button>
          </form>
        )}
        <p>
          <a href={localizedPath(locale, paths.home)}>{t('home')}</a>
        </p>
      </>
    ),
  };
}

/**
 * The whole HTML document of a form page. Contact and subscribe show the spec's own sentences
 * (`submissionReceived`, `submissionFailed`), the apply page the API's answer, each in the page's language.
 */
export async function renderFormPage(input: FormPageInput): Promise<string> {
  const { locale } = input;
  await loadLocale(locale);
  const tServer = translator(locale, serverText);
  const tErrors = translator(locale, errorsText);
  const sentence = (text: string) => (locale === DEFAULT_LOCALE ? text : translateSentence(text, tServer));
  /** The contact and subscribe forms' two sentences, as their SPA forms show them. */
  const submission = (outcome: FormOutcome): FormOutcome =>
    locale === DEFAULT_LOCALE
      ? outcome
      : { ...outcome, sentence: tErrors(outcome.ok ? 'submissionReceived' : 'submissionFailed') };
  const page =
    input.kind === 'apply'
      ? applyPage(input, sentence)
      : input.kind === 'contact'
        ? contactPage(input, submission(input.outcome))
        : subscribePage(input, submission(input.outcome));
  return `<!doctype html>\n${renderToStaticMarkup(
    <Document locale={locale} title={page.title} siteName={input.siteName}>
      {page.body}
    </Document>,
  )}`;
}
