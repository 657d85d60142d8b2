import { screen, within } from '@testing-library/react';
import ContactForm from '../../../src/features/contact/ContactForm';
import ApplyDialog from '../../../src/features/jobs/ApplyDialog';
import SubscribeForm from '../../../src/features/subscribers/SubscribeForm';
import {
  APPLY_FIELDS,
  CONTACT_FIELDS,
  SUBSCRIBE_FIELDS,
  type PublicFormField,
} from '../../../src/domain/publicForms';
import { expectFormFields as expectFields } from '../../utils/formFieldWalk';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi } from '../../utils/fakeApi';

/*
 * The single source of the public forms' fields (src/domain/publicForms.ts), in the SPA: every field of each
 * list is in its MUI form under its posted name, with the list's kind, requirement, length limit and a label
 * (the walk: test/utils/formFieldWalk.ts). A field added to a list and not to the form fails here (the no-JavaScript page and the post handler are held to
 * the same lists by test/ssr/formPageFields.test.ts and test/server/formPosts.test.ts).
 */
jest.setTimeout(30_000);

describe('the public forms’ field lists drive the SPA’s forms', () => {
  it('the apply dialog has every field of APPLY_FIELDS (the saved resume for a signed-in job seeker)', async () => {
    fakeApi.seed({
      candidate: {
        name: 'Asha Patel',
        gender: 'Female',
        email: '',
        phone: '9876543210',
        has_profile: true,
        has_resume: true,
        resume_name: 'asha-cv.pdf',
      },
    });
    renderWithProviders(<ApplyDialog job={{ id: 5, title: 'Welder' }} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: /asha-cv\.pdf/ });
    // The job's id and title are sent from the dialog's own props (the page's hidden fields hold them).
    const pageOnly = new Set(['job_id', 'title']);
    const form = dialog.querySelector('form') as HTMLElement;
    expectFields(
      form,
      APPLY_FIELDS.filter((field) => !pageOnly.has(field.name)),
    );
    expect(APPLY_FIELDS.filter((field) => pageOnly.has(field.name)).every((f) => f.kind === 'hidden')).toBe(
      true,
    );
  });

  it('the contact form has every field of CONTACT_FIELDS', async () => {
    const { container } = renderWithProviders(<ContactForm />);
    await screen.findByLabelText('Name');
    expectFields(container.querySelector('form') as HTMLElement, CONTACT_FIELDS);
  });

  it('the footer’s subscribe form has every field of SUBSCRIBE_FIELDS', () => {
    const { container } = renderWithProviders(<SubscribeForm />);
    expectFields(container.querySelector('form') as HTMLElement, SUBSCRIBE_FIELDS);
  });

  it('a field the form does not render fails the check', () => {
    const { container } = renderWithProviders(<SubscribeForm />);
    const extra: PublicFormField = { name: 'added_field', kind: 'text', required: false };
    expect(() =>
      expectFields(container.querySelector('form') as HTMLElement, [...SUBSCRIBE_FIELDS, extra]),
    ).toThrow();
  });
});
