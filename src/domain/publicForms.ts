/**
 * The public forms' fields, written once (issue 39, item 3): the apply form, the contact (enquiry) form
 * and the footer's subscribe (job alerts) form. The SPA's MUI forms (`features/jobs/ApplyDialog.tsx`,
 * `features/contact/ContactForm.tsx`, `features/subscribers/SubscribeForm.tsx`), the no-JavaScript pages
 * (`ssr/formPage.tsx`) and their post handler (`server/web/formPosts.ts`) render and read these lists.
 *
 * Each entry is a field as the browser posts it, in the form's order: its `name`, its input `kind`, whether
 * the browser asks for it (`required`), its length limit as the name of the contract's text schema
 * (`maxLength: 'ShortText'`, resolved through `src/api/limits.ts`, never a number here: src/domain imports
 * nothing of the project), and its label's message id in the form's catalogue (apply, contact, layout).
 * `hidden` fields carry what the form adds itself (the job, the page's language). The signed-in job seeker's
 * profile form (`server/web/candidatePages.ts`) is drawn from its list here too (`PROFILE_FIELDS`).
 */
import type { Language } from './languages';

/** A contract text schema whose `maxLength` bounds a field (keys of `maxLength` in src/api/limits.ts). */
export type TextLimit = 'ShortText' | 'LongText';

/** The kinds of input a form's field list names (`date` and `radio`: the job seeker's profile form only). */
export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'date'
  | 'select'
  | 'textarea'
  | 'radio'
  | 'file'
  | 'checkbox'
  | 'hidden'
  | 'honeypot';

/** A field of a form's list (a public form's, or the profile form's: `PROFILE_FIELDS`). */
export type FormField<Kind extends FieldKind = FieldKind> = {
  /** The name the field is posted under. */
  readonly name: string;
  /** `honeypot`: the anti-bot text field, out of sight, that a person leaves empty. */
  readonly kind: Kind;
  readonly required: boolean;
  readonly maxLength?: TextLimit;
  /** The label's message id in the form's catalogue (a radio group's legend). */
  readonly label?: string;
  /** A hint under the field: its message id in the form's catalogue. */
  readonly hint?: string;
  /** The input's id on the no-JavaScript page (and in the SPA's form where it sets one). */
  readonly id?: string;
  readonly autoComplete?: string;
  /** A select's first, empty choice (its message id) and whether it can be chosen again once left. */
  readonly placeholder?: { readonly label: string; readonly disabled: boolean };
  /** A select's or a radio group's choices: the value posted and its label's message id. */
  readonly options?: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  /** A file input's `accept`. */
  readonly accept?: string;
};

/** A public form's field (apply, contact, subscribe): any kind but the profile's date and radios. */
export type PublicFormField = FormField<Exclude<FieldKind, 'date' | 'radio'>>;

/** The genders of the apply form and the profile (the contract's `Gender`), labelled in the `apply` catalogue. */
const GENDER_OPTIONS = [
  { value: 'Male', label: 'male' },
  { value: 'Female', label: 'female' },
  { value: 'Other', label: 'other' },
] as const;

/** The apply form (`apply` catalogue); the consent checkbox posts the notice version it was shown. */
export const APPLY_FIELDS = [
  { name: 'job_id', kind: 'hidden', required: true },
  { name: 'title', kind: 'hidden', required: true },
  {
    name: 'name',
    kind: 'text',
    required: false,
    maxLength: 'ShortText',
    label: 'name',
    id: 'apply-name',
    autoComplete: 'name',
  },
  {
    name: 'email',
    kind: 'email',
    required: false,
    maxLength: 'ShortText',
    label: 'email',
    id: 'apply-email',
    autoComplete: 'email',
  },
  {
    name: 'phone',
    kind: 'tel',
    required: false,
    maxLength: 'ShortText',
    label: 'phone',
    id: 'apply-phone',
    autoComplete: 'tel',
  },
  {
    name: 'gender',
    kind: 'select',
    required: false,
    label: 'gender',
    id: 'apply-gender',
    placeholder: { label: 'selectGender', disabled: false },
    options: GENDER_OPTIONS,
  },
  {
    name: 'message',
    kind: 'textarea',
    required: false,
    maxLength: 'LongText',
    label: 'message',
    id: 'apply-message',
  },
  {
    name: 'resume',
    kind: 'file',
    required: false,
    label: 'resume',
    id: 'apply-resume',
    accept: '.pdf,application/pdf',
  },
  { name: 'use_stored_resume', kind: 'checkbox', required: false, label: 'useStoredResume' },
  { name: 'consent', kind: 'checkbox', required: true, label: 'consentLabel' },
  { name: 'website', kind: 'honeypot', required: false },
  { name: 'language', kind: 'hidden', required: false },
] as const satisfies readonly PublicFormField[];

/** The contact page's enquiry form (`contact` catalogue). */
export const CONTACT_FIELDS = [
  {
    name: 'name',
    kind: 'text',
    required: false,
    maxLength: 'ShortText',
    label: 'name',
    id: 'contact-name',
    autoComplete: 'name',
  },
  {
    name: 'email',
    kind: 'email',
    required: true,
    maxLength: 'ShortText',
    label: 'email',
    id: 'contact-email',
    autoComplete: 'email',
  },
  {
    name: 'Phone-no',
    kind: 'tel',
    required: true,
    maxLength: 'ShortText',
    label: 'phone',
    id: 'contact-phone',
    autoComplete: 'tel',
  },
  {
    name: 'purpose',
    kind: 'select',
    required: true,
    label: 'purpose',
    id: 'contact-purpose',
    placeholder: { label: 'selectOne', disabled: true },
    options: [
      { value: 'jobseeker', label: 'purposeJobseeker' },
      { value: 'employer', label: 'purposeEmployer' },
    ],
  },
  {
    name: 'Message',
    kind: 'textarea',
    required: false,
    maxLength: 'LongText',
    label: 'message',
    id: 'contact-message',
  },
  { name: 'website', kind: 'honeypot', required: false },
  { name: 'language', kind: 'hidden', required: false },
] as const satisfies readonly PublicFormField[];

/**
 * The footer's subscribe form (`layout` catalogue): the no-JavaScript page labels the email with the form's
 * name (`subscribeForm`); the footer, where the form is named so, with a visually hidden `yourEmail`.
 */
export const SUBSCRIBE_FIELDS = [
  {
    name: 'Footer-Email',
    kind: 'email',
    required: true,
    maxLength: 'ShortText',
    label: 'subscribeForm',
    id: 'Footer-Email',
    autoComplete: 'email',
  },
  { name: 'website', kind: 'honeypot', required: false },
  { name: 'language', kind: 'hidden', required: false },
] as const satisfies readonly PublicFormField[];

/**
 * The signed-in job seeker's profile form (`src/server/web/candidatePages.ts`, no JavaScript), in its order: a
 * field's id is its name; its label, hint and choices are message ids of the apply form's texts
 * (`applyFormTexts`: name, gender, resume) or else of the profile page's (`candidateTexts`' `profile`). Its
 * checks are the server's (`services/candidateProfiles.ts`).
 */
export const PROFILE_FIELDS = [
  {
    name: 'name',
    kind: 'text',
    required: false,
    maxLength: 'ShortText',
    label: 'name',
    autoComplete: 'name',
  },
  {
    name: 'gender',
    kind: 'select',
    required: false,
    label: 'gender',
    placeholder: { label: 'selectGender', disabled: false },
    options: GENDER_OPTIONS,
  },
  { name: 'date_of_birth', kind: 'date', required: false, label: 'dateOfBirth', autoComplete: 'bday' },
  {
    name: 'languages',
    kind: 'text',
    required: false,
    maxLength: 'ShortText',
    label: 'languages',
    hint: 'languagesHint',
    autoComplete: 'off',
  },
  {
    name: 'location',
    kind: 'text',
    required: false,
    maxLength: 'ShortText',
    label: 'location',
    autoComplete: 'address-level2',
  },
  {
    name: 'qualification',
    kind: 'text',
    required: false,
    maxLength: 'ShortText',
    label: 'qualification',
    autoComplete: 'off',
  },
  {
    name: 'experience',
    kind: 'text',
    required: false,
    maxLength: 'ShortText',
    label: 'experience',
    autoComplete: 'off',
  },
  { name: 'skills', kind: 'textarea', required: false, maxLength: 'LongText', label: 'skills' },
  {
    name: 'work_abroad',
    kind: 'radio',
    required: false,
    label: 'workAbroad',
    options: [
      { value: 'yes', label: 'yes' },
      { value: 'no', label: 'no' },
      { value: '', label: 'notSaid' },
    ],
  },
  {
    name: 'passport',
    kind: 'radio',
    required: false,
    label: 'passport',
    hint: 'passportHint',
    options: [
      { value: 'ECR', label: 'passportEcr' },
      { value: 'ECNR', label: 'passportEcnr' },
      { value: 'none', label: 'passportNone' },
      { value: '', label: 'notSaid' },
    ],
  },
  {
    name: 'resume',
    kind: 'file',
    required: false,
    label: 'resume',
    hint: 'resumeHint',
    accept: '.pdf,application/pdf',
  },
] as const satisfies readonly FormField[];

export const PUBLIC_FORM_FIELDS = {
  apply: APPLY_FIELDS,
  contact: CONTACT_FIELDS,
  subscribe: SUBSCRIBE_FIELDS,
} as const;

export type PublicFormName = keyof typeof PUBLIC_FORM_FIELDS;

/** The fields a visitor types or picks in (what the forms render in a loop, in order). */
export const TYPED_KINDS = ['text', 'email', 'tel', 'select', 'textarea'] as const;
export type TypedField = PublicFormField & { kind: (typeof TYPED_KINDS)[number] };
export const isTypedField = <F extends PublicFormField>(
  field: F,
): field is F & { kind: (typeof TYPED_KINDS)[number] } =>
  (TYPED_KINDS as readonly string[]).includes(field.kind);

/** A field of a form by its posted name (a typo is a type error). */
export function formField<F extends PublicFormName, N extends (typeof PUBLIC_FORM_FIELDS)[F][number]['name']>(
  form: F,
  name: N,
): Extract<(typeof PUBLIC_FORM_FIELDS)[F][number], { name: N }> {
  const found = (PUBLIC_FORM_FIELDS[form] as readonly PublicFormField[]).find((field) => field.name === name);
  if (!found) throw new Error(`The ${form} form has no field ${name}`);
  return found as Extract<(typeof PUBLIC_FORM_FIELDS)[F][number], { name: N }>;
}

/** The posted text values of a form's fields (other names left out: the handler reads only its fields). */
export function postedTextValues(
  form: PublicFormName,
  body: Record<string, unknown>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of PUBLIC_FORM_FIELDS[form] as readonly PublicFormField[]) {
    const value = body[field.name];
    if (field.kind !== 'file' && typeof value === 'string') values[field.name] = value;
  }
  return values;
}

/** What a visitor's post to a no-JavaScript form page came to: the sentence to show, and (failure) what they typed. */
export type FormOutcome =
  | { ok: true; sentence: string; reference?: string }
  | { ok: false; sentence: string; values: Record<string, string> };

/** A no-JavaScript form page as the server asks the render entry for it (src/ssr/formPage.tsx draws it). */
export type FormPageInput = { locale: Language; siteName: string } & (
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
