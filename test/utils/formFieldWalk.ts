import { maxLength } from '../../src/api/limits';
import { isTypedField, type PublicFormField } from '../../src/domain/publicForms';

/**
 * The walk over a public form's field list (src/domain/publicForms.ts) that holds a rendered form to it, for the
 * SPA's MUI forms (test/features/publicForms) and the no-JavaScript pages (test/ssr/formPageFields.test.ts):
 * every listed field is in the form under its posted name, with the list's kind; a typed field with its
 * requirement, its length limit and a label; a hidden field hidden and the honeypot out of sight. With `values`,
 * each typed field also holds what was typed (a form that comes back refused).
 */
export function expectFormFields(
  form: Element,
  fields: readonly PublicFormField[],
  values?: Record<string, string>,
): void {
  for (const field of fields) {
    const element = form.querySelector<HTMLInputElement>(`[name="${field.name}"]`);
    expect([field.name, element]).toEqual([field.name, expect.anything()]);
    if (!element) continue;
    if (isTypedField(field)) {
      const tag = element.tagName.toLowerCase();
      if (field.kind === 'select' || field.kind === 'textarea')
        expect([field.name, tag]).toEqual([field.name, field.kind]);
      else expect([field.name, element.type]).toEqual([field.name, field.kind]);
      expect([field.name, element.required]).toEqual([field.name, field.required]);
      if (field.maxLength)
        expect([field.name, element.maxLength]).toEqual([field.name, maxLength[field.maxLength]]);
      expect([field.name, form.querySelector(`label[for="${element.id}"]`)?.textContent]).toEqual([
        field.name,
        expect.stringMatching(/\S/),
      ]);
      if (values) expect([field.name, element.value]).toEqual([field.name, values[field.name]]);
    } else if (field.kind === 'file' || field.kind === 'checkbox' || field.kind === 'hidden') {
      expect([field.name, element.type]).toEqual([field.name, field.kind]);
    } else if (field.kind === 'honeypot') {
      expect([field.name, element.type, element.closest('[aria-hidden="true"]')]).toEqual([
        field.name,
        'text',
        expect.anything(),
      ]);
    }
  }
}

/** A typed value for each field of a list (its name, so each is told apart; a select's first choice). */
export const typedValues = (fields: readonly PublicFormField[]): Record<string, string> =>
  Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === 'select' ? (field.options?.[0]?.value ?? '') : `typed ${field.name}`,
    ]),
  );

/**
 * A text field to add to a list in a test (the added-field tests): its label a message id `label` that the
 * form's catalogue has, so the form can draw it in every language.
 */
export const addedTextField = (label: string): PublicFormField => ({
  name: 'added_field',
  kind: 'text',
  required: false,
  maxLength: 'ShortText',
  label,
  id: 'added-field',
});
