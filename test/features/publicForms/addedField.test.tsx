import { screen, waitFor, within } from '@testing-library/react';
import ContactForm from '../../../src/features/contact/ContactForm';
import ApplyDialog from '../../../src/features/jobs/ApplyDialog';
import SubscribeForm from '../../../src/features/subscribers/SubscribeForm';
import { APPLY_FIELDS, CONTACT_FIELDS, SUBSCRIBE_FIELDS } from '../../../src/domain/publicForms';
import { addedOf, ADDED_LABEL_TEXTS } from '../../utils/addedField';
import { expectFormFields } from '../../utils/formFieldWalk';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi } from '../../utils/fakeApi';

/*
 * The field lists drive the SPA's forms (issue 39 item 3): a text field added to each list, and to nothing else
 * (test/utils/addedField.ts), is drawn by its MUI form under its name with its label, and the contact and
 * subscribe forms send it. The no-JavaScript pages and the post handler: test/ssr/formPageAddedField.test.ts
 * and test/server/formPostsAddedField.test.ts.
 */
jest.mock('../../../src/domain/publicForms', () =>
  jest
    .requireActual<typeof import('../../utils/addedField')>('../../utils/addedField')
    .withAddedField(jest.requireActual('../../../src/domain/publicForms')),
);
jest.setTimeout(30_000);

/**
 * The contract's input schema is the other place a new field is written: until it is, the fake API (which holds
 * every request to the contract) finds the added field the one thing off it.
 */
function expectOffContractOnly(operationId: string) {
  expect(fakeApi.violations()).toEqual([
    `${operationId} request body is off the contract: / must NOT have additional properties`,
  ]);
  fakeApi.reset();
}

describe('a field added to a public form’s list is in its MUI form', () => {
  it('each list has the added field (the module’s own lists)', () => {
    for (const fields of [APPLY_FIELDS, CONTACT_FIELDS, SUBSCRIBE_FIELDS])
      expect(addedOf(fields)).toHaveLength(1);
  });

  it('the apply dialog draws it', async () => {
    renderWithProviders(<ApplyDialog job={{ id: 5, title: 'Welder' }} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expectFormFields(dialog.querySelector('form') as HTMLElement, addedOf(APPLY_FIELDS));
    expect(within(dialog).getByLabelText(ADDED_LABEL_TEXTS.apply)).toHaveAttribute('name', 'added_field');
  });

  it('the contact form draws it and sends it', async () => {
    const { container, user } = renderWithProviders(<ContactForm />);
    await screen.findByLabelText('Name');
    expectFormFields(container.querySelector('form') as HTMLElement, addedOf(CONTACT_FIELDS));
    await user.type(screen.getByLabelText(/Email/), 'asha@example.in');
    await user.type(screen.getByLabelText(/Phone number/), '9876543210');
    await user.selectOptions(screen.getByLabelText(/Purpose/), 'employer');
    await user.type(screen.getByLabelText(ADDED_LABEL_TEXTS.contact), 'added text');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fakeApi.requests('createEnquiry')).toHaveLength(1));
    expect(fakeApi.requests('createEnquiry')[0].body).toMatchObject({ added_field: 'added text' });
    expectOffContractOnly('createEnquiry');
  });

  it('the footer’s subscribe form draws it and sends it', async () => {
    const { container, user } = renderWithProviders(<SubscribeForm />);
    expectFormFields(container.querySelector('form') as HTMLElement, addedOf(SUBSCRIBE_FIELDS));
    await user.type(screen.getByLabelText('Your e-mail'), 'asha@example.in');
    await user.type(screen.getByLabelText(ADDED_LABEL_TEXTS.subscribe), 'added text');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(fakeApi.requests('createSubscriber')).toHaveLength(1));
    expect(fakeApi.requests('createSubscriber')[0].body).toMatchObject({ added_field: 'added text' });
    expectOffContractOnly('createSubscriber');
  });
});
