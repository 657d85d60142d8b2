// jsdom only parses the page as a browser would (the render module runs in plain Node, as in the bundle).
import { JSDOM } from 'jsdom';
import {
  APPLY_FIELDS,
  CONTACT_FIELDS,
  postedTextValues,
  SUBSCRIBE_FIELDS,
  type PublicFormField,
} from '../../src/domain/publicForms';
import { renderFormPage, type FormPageInput } from '../../src/ssr/formPage';
import { expectFormFields as expectFields, typedValues } from '../utils/formFieldWalk';

/*
 * The single source of the public forms' fields (src/domain/publicForms.ts), on the no-JavaScript pages and
 * in the post handler's reading: every field of each list is on its page under its posted name, with the
 * list's kind, requirement and length limit, holds what was typed when the form comes back, and is read
 * from a post. A field added to a list and not to the page fails here (the SPA's forms:
 * test/features/publicForms/fieldLists.test.tsx).
 */
const job = { id: 7, title: 'Welder', title_gu: null, title_hi: null, closed: false };

async function formOf(input: FormPageInput) {
  const { document } = new JSDOM(await renderFormPage(input)).window;
  return document.querySelector('form') as HTMLFormElement;
}

const refused = (values: Record<string, string>) => ({ ok: false as const, sentence: 'Refused', values });

describe('the public forms’ field lists drive the no-JavaScript pages', () => {
  it.each(['en', 'gu', 'hi'] as const)(
    'the apply page has every field of APPLY_FIELDS (%s)',
    async (locale) => {
      const values = { ...typedValues(APPLY_FIELDS), consent: '', use_stored_resume: 'true' };
      const form = await formOf({
        locale,
        siteName: 'Site',
        kind: 'apply',
        job,
        outcome: refused(values),
        prefill: { values, storedResume: 'cv.pdf' },
      });
      expectFields(form, APPLY_FIELDS, values);
    },
  );

  it('the contact page has every field of CONTACT_FIELDS', async () => {
    const values = typedValues(CONTACT_FIELDS);
    expectFields(
      await formOf({ locale: 'en', siteName: 'Site', kind: 'contact', outcome: refused(values) }),
      CONTACT_FIELDS,
      values,
    );
  });

  it('the subscribe page has every field of SUBSCRIBE_FIELDS', async () => {
    const values = typedValues(SUBSCRIBE_FIELDS);
    expectFields(
      await formOf({ locale: 'en', siteName: 'Site', kind: 'subscribe', outcome: refused(values) }),
      SUBSCRIBE_FIELDS,
      values,
    );
  });

  it('a field the page does not render fails the check', async () => {
    const extra: PublicFormField = { name: 'added_field', kind: 'text', required: false };
    const values = typedValues(SUBSCRIBE_FIELDS);
    const form = await formOf({
      locale: 'en',
      siteName: 'Site',
      kind: 'subscribe',
      outcome: refused(values),
    });
    expect(() => expectFields(form, [...SUBSCRIBE_FIELDS, extra], values)).toThrow();
  });
});

describe('the post handler reads the lists’ fields', () => {
  it.each([
    ['apply', APPLY_FIELDS],
    ['contact', CONTACT_FIELDS],
    ['subscribe', SUBSCRIBE_FIELDS],
  ] as const)('every text field of the %s list is read from a post, and nothing else', (form, fields) => {
    const posted: Record<string, unknown> = {
      ...typedValues(fields),
      stray: 'not a field',
      resume: { kind: 'uploaded-file' },
    };
    const read = postedTextValues(form, posted);
    for (const field of fields)
      if (field.kind !== 'file')
        expect([field.name, read[field.name]]).toEqual([field.name, posted[field.name]]);
    expect(read).not.toHaveProperty('stray');
    expect(read).not.toHaveProperty('resume');
  });
});
