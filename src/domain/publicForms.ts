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
 * `hidden` fields carry what the form adds itself (the job, the page's language).
 */

/** A contract text schema whose `maxLength` bounds a field (keys of `maxLength` in src/api/limits.ts). */
export type TextLimit = 'ShortText' | 'LongText';

export type PublicFormField = {
  /** The name the field is posted under. */
  readonly name: string;
  /** `honeypot`: the anti-bot text field, out of sight, that a person leaves empty. */
  readonly kind:
    'text' | 'email' | 'tel' | 'select' | 'textarea' | 'file' | 'checkbox' | 'hidden' | 'honeypot';
  readonly required: boolean;
  readonly maxLength?: TextLimit;
  /** The label's message id in the form's catalogue. */
  readonly label?: string;
  /** The input's id on the no-JavaScript page (and in the SPA's form where it sets one). */
  readonly id?: string;
  readonly autoComplete?: string;
  /** A select's first, empty choice (its message id) and whether it can be chosen again once left. */
  readonly placeholder?: { readonly label: string; readonly disabled: boolean };
  /** A select's choices: the value posted and its label's message id. */
  readonly options?: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  /** A file input's `accept`. */
  readonly accept?: string;
};

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
    options: [
      { value: 'Male', label: 'male' },
      { value: 'Female', label: 'female' },
      { value: 'Other', label: 'other' },
    ],
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
