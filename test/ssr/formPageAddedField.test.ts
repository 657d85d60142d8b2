// jsdom only parses the page as a browser would (the render module runs in plain Node, as in the bundle).
import { JSDOM } from 'jsdom';
import {
  APPLY_FIELDS,
  CONTACT_FIELDS,
  postedTextValues,
  SUBSCRIBE_FIELDS,
  type PublicFormName,
} from '../../src/domain/publicForms';
import { renderFormPage, type FormPageInput } from '../../src/ssr/formPage';
import { addedOf, ADDED_LABEL_TEXTS } from '../utils/addedField';
import { expectFormFields, typedValues } from '../utils/formFieldWalk';

/*
 * The field lists drive the no-JavaScript pages and their post handler (issue 39 item 3): a text field added to
 * each list, and to nothing else (test/utils/addedField.ts), is on its page in every language (labelled, holding
 * what was typed when the form comes back) and is read from a post. The post handler sending it on to the API:
 * test/server/formPostsAddedField.test.ts; the SPA's forms: test/features/publicForms/addedField.test.tsx.
 */
jest.mock('../../src/domain/publicForms', () =>
  jest
    .requireActual<typeof import('../utils/addedField')>('../utils/addedField')
    .withAddedField(jest.requireActual('../../src/domain/publicForms')),
);

const LISTS = { apply: APPLY_FIELDS, contact: CONTACT_FIELDS, subscribe: SUBSCRIBE_FIELDS } as const;
const job = { id: 7, title: 'Welder', title_gu: null, title_hi: null, closed: false };
const refused = (values: Record<string, string>) => ({ ok: false as const, sentence: 'Refused', values });

async function formOf(input: FormPageInput) {
  const { document } = new JSDOM(await renderFormPage(input)).window;
  return document.querySelector('form') as HTMLFormElement;
}

const pageInput = (form: PublicFormName, locale: 'en' | 'gu' | 'hi', values: Record<string, string>) =>
  form === 'apply'
    ? ({ locale, siteName: 'Site', kind: form, job, outcome: refused(values) } as const)
    : ({ locale, siteName: 'Site', kind: form, outcome: refused(values) } as const);

describe('a field added to a public form’s list', () => {
  it('is in each list (the module’s own lists)', () => {
    for (const fields of Object.values(LISTS)) expect(addedOf(fields)).toHaveLength(1);
  });

  it.each(
    (['apply', 'contact', 'subscribe'] as const).flatMap((form) =>
      (['en', 'gu', 'hi'] as const).map((locale) => [form, locale] as const),
    ),
  )('is on the %s page (%s), labelled, with what was typed', async (form, locale) => {
    const values = { ...typedValues(LISTS[form]), consent: '' };
    const page = await formOf(pageInput(form, locale, values));
    expectFormFields(page, addedOf(LISTS[form]), values);
    if (locale === 'en')
      expect(page.querySelector('label[for="added-field"]')?.textContent).toBe(ADDED_LABEL_TEXTS[form]);
  });

  it.each(['apply', 'contact', 'subscribe'] as const)('is read from a post of the %s form', (form) => {
    expect(postedTextValues(form, { added_field: 'typed', stray: 'x' })).toEqual({ added_field: 'typed' });
  });
});
