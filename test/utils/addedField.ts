import type * as PublicForms from '../../src/domain/publicForms';

/**
 * The added-field tests' seam (issue 39 item 3: a field added to a list appears in each form path). Called from
 * a `jest.mock` factory of src/domain/publicForms with the module's own exports, it adds one text field to each
 * form's list, before the honeypot and the language (where a field written after the typed ones would be),
 * and answers the module: every reader, `PUBLIC_FORM_FIELDS`, `formField` and `postedTextValues` included, sees
 * the lists as if the field were written there. Its label is a message id each form's catalogue has
 * (`ADDED_LABELS`). Imports nothing at run time: a mock factory runs before the modules it stands in for.
 */
export function withAddedField(actual: typeof PublicForms): typeof PublicForms {
  for (const [form, label] of Object.entries(ADDED_LABELS) as [PublicForms.PublicFormName, string][]) {
    const fields = actual.PUBLIC_FORM_FIELDS[form] as readonly PublicForms.PublicFormField[];
    (fields as PublicForms.PublicFormField[]).splice(fields.length - 2, 0, { ...ADDED_FIELD, label });
  }
  return actual;
}

export const ADDED_FIELD = {
  name: 'added_field',
  kind: 'text',
  required: false,
  maxLength: 'ShortText',
  id: 'added-field',
} as const satisfies PublicForms.PublicFormField;

/** The added field's label in each form's catalogue (apply, contact, layout) and its English text. */
export const ADDED_LABELS = { apply: 'noFile', contact: 'callUs', subscribe: 'jobAlerts' } as const;
export const ADDED_LABEL_TEXTS = {
  apply: 'No file chosen',
  contact: 'Call us',
  subscribe: 'Job alerts',
} as const;

/** The added field of a list (one, when the seam is in place). */
export const addedOf = (fields: readonly PublicForms.PublicFormField[]): PublicForms.PublicFormField[] =>
  fields.filter((field) => field.name === ADDED_FIELD.name);
