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
import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { paths } from '../routes/paths';
import { CONSENT_NOTICE_VERSION } from '../features/jobs/consentNotice';
import { maxLength } from '../api/limits';
import {
  APPLY_FIELDS,
  CONTACT_FIELDS,
  SUBSCRIBE_FIELDS,
  type FormOutcome,
  type FormPageInput,
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

/** What the page takes: the post's outcome and the page (src/domain/publicForms.ts, shared with the server). */
export type { FormOutcome, FormPageInput };

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

/** A form's translator of message ids (the label's values, for a label with placeholders). */
type Label = (id: string, values?: Record<string, string>) => string;

/**
 * A checkbox as its page shows it: the value it posts when ticked (`true` unless given), whether it starts
 * ticked, what describes it, its label's values, and what frames it (a `div.consent` unless given). `null`: not
 * on this page.
 */
type Checkbox = {
  value?: string;
  checked: boolean;
  describedBy?: string;
  labelValues?: Record<string, string>;
  frame?: (control: ReactNode) => ReactNode;
} | null;

/** What a page gives the fields of its form's list beyond the list: the values it holds and its checkboxes. */
type FieldContext = {
  label: Label;
  /** What the visitor typed (or the profile's prefill), by name. */
  values: Record<string, string>;
  /** The hidden fields' values the page sets (the job, the page's language), by name. */
  hidden: Record<string, string>;
  /** A checkbox's page-specific state, by name (unlisted: ticked when posted ticked, framed as a notice). */
  checkboxes?: Record<string, Checkbox>;
};

const typedInput = (field: TypedField, context: FieldContext) => <TypedInput field={field} {...context} />;

/** Each kind of field as the page renders it (a new kind of the list is a type error until it has one). */
const FIELD_RENDERERS: {
  [K in PublicFormField['kind']]: (field: PublicFormField & { kind: K }, context: FieldContext) => ReactNode;
} = {
  text: typedInput,
  email: typedInput,
  tel: typedInput,
  select: typedInput,
  textarea: typedInput,
  hidden: (field, { hidden, values }) => (
    <input type="hidden" name={field.name} value={hidden[field.name] ?? values[field.name] ?? ''} />
  ),
  file: (field, { label }) => (
    <>
      <label htmlFor={field.id}>{field.label && label(field.label)}</label>
      <input id={field.id} type="file" name={field.name} accept={field.accept} />
    </>
  ),
  checkbox: (field, { label, values, checkboxes }) => {
    const checkbox =
      checkboxes && field.name in checkboxes
        ? checkboxes[field.name]
        : { checked: values[field.name] === 'true' };
    if (!checkbox) return null;
    const control = (
      <label>
        <input
          type="checkbox"
          name={field.name}
          value={checkbox.value ?? 'true'}
          aria-describedby={checkbox.describedBy}
          defaultChecked={checkbox.checked}
        />
        <span>{field.label && label(field.label, checkbox.labelValues)}</span>
      </label>
    );
    return checkbox.frame ? checkbox.frame(control) : <div className="consent">{control}</div>;
  },
  // Written for bots, in English on every language's page.
  honeypot: (field) => (
    <div className="hp" aria-hidden="true" lang="en">
      <label htmlFor={`form-${field.name}`}>Website</label>
      <input
        id={`form-${field.name}`}
        type="text"
        name={field.name}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  ),
};

/**
 * The fields of a form's list (src/domain/publicForms.ts), in its order, each by its kind: the typed ones
 * labelled and holding what the visitor typed when the form comes back, the hidden ones with the page's
 * values, the file, the checkboxes and the anti-bot field.
 */
function FormFields({ fields, ...context }: FieldContext & { fields: readonly PublicFormField[] }) {
  return (
    <>
      {fields.map((field) => (
        <Fragment key={field.name}>
          {(FIELD_RENDERERS[field.kind] as (field: PublicFormField, context: FieldContext) => ReactNode)(
            field,
            context,
          )}
        </Fragment>
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
  label: Label;
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
  const label: Label = (id, labelValues) => t(id as keyof typeof applyText.messages, labelValues);
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
          <FormFields
            fields={APPLY_FIELDS}
            label={label}
            values={values}
            hidden={{ job_id: String(job.id), title: job.title, language: locale }}
            checkboxes={{
              // One tap: the signed-in job seeker's saved resume, ticked until they untick it.
              use_stored_resume: storedResume
                ? {
                    checked: outcome ? values.use_stored_resume === 'true' : true,
                    labelValues: { name: storedResume },
                  }
                : null,
              // The notice it agrees to, and the notice's version posted.
              consent: {
                value: CONSENT_NOTICE_VERSION,
                checked: values.consent === CONSENT_NOTICE_VERSION,
                describedBy: 'apply-notice',
                frame: (control) => (
                  <section className="consent" aria-labelledby="apply-notice-title">
                    <h2 id="apply-notice-title">{t('consentTitle')}</h2>
                    <p id="apply-notice">{t('consentText')}</p>
                    {control}
                  </section>
                ),
              },
            }}
          />
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
            <FormFields fields={CONTACT_FIELDS} label={label} values={values} hidden={{ language: locale }} />
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
            <FormFields
              fields={SUBSCRIBE_FIELDS}
              label={label}
              values={values}
              hidden={{ language: locale }}
            />
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
