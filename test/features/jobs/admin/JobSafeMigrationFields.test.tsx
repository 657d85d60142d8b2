import { screen, waitFor } from '@testing-library/react';
import JobForm from '../../../../src/features/jobs/admin/JobForm';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi } from '../../../utils/fakeApi';
import { makeJob } from '../../../utils/publicFixtures';
import {
  adminState,
  allowSlowRendering,
  fill,
  imageFile,
  stubObjectUrls,
} from '../../../utils/adminTestUtils';

allowSlowRendering();
stubObjectUrls();

const sentFields = (operationId: string) => fakeApi.requests(operationId)[0].body as Record<string, unknown>;
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const select = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'select' });
const contractBox = () =>
  screen.getByRole('checkbox', { name: 'Worker sees and signs the contract before paying or travelling' });

const renderCreate = () =>
  renderWithProviders(<JobForm />, {
    preloadedState: adminState(),
    route: '/create-jobs',
    path: '/create-jobs',
  });
type User = ReturnType<typeof renderCreate>['user'];

async function fillRequired(user: User) {
  for (const [label, value] of [
    ['Title', 'Welder'],
    ['Location', 'Dubai, UAE'],
    ['Salary', '₹95,000 per month'],
    ['Career Level', 'Skilled worker'],
    ['Experience', '3-5 years'],
    ['Qualification', 'ITI'],
  ]) {
    await fill(user, input(label), value);
  }
  await user.selectOptions(select('Category'), 'International');
  await user.upload(screen.getByLabelText('Logo'), imageFile());
}

describe('job form: safe-migration details', () => {
  it('sends the foreign employer, the visa and the contract promise', async () => {
    const { user } = renderCreate();
    expect([...select('Visa').querySelectorAll('option')].map((option) => option.value)).toEqual([
      '',
      'employment',
      'visit',
      'tourist',
      'student',
      'other',
    ]);
    expect(contractBox()).not.toBeChecked();
    await fillRequired(user);
    await fill(user, input('Foreign employer'), 'Gulf Star Construction LLC, Dubai');
    await user.selectOptions(select('Visa'), 'employment');
    await user.click(contractBox());
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(await screen.findByText('Job Inserted Successfully')).toBeInTheDocument();
    expect(sentFields('createJob')).toMatchObject({
      foreign_employer: 'Gulf Star Construction LLC, Dubai',
      visa_type: 'employment',
      contract_before_departure: 'true',
    });
    expect(fakeApi.store.jobs[0]).toMatchObject({
      foreign_employer: 'Gulf Star Construction LLC, Dubai',
      visa_type: 'employment',
      contract_before_departure: true,
    });
  });

  it('warns staff when a job abroad is not on an employment visa', async () => {
    const { user } = renderCreate();
    await fillRequired(user);
    expect(screen.queryByText(/Only an employment visa is lawful/)).not.toBeInTheDocument();
    await user.selectOptions(select('Visa'), 'tourist');
    expect(select('Visa')).toHaveValue('tourist');
    expect(screen.getByText(/Only an employment visa is lawful for work abroad/)).toBeInTheDocument();
  });

  it('shows a job’s details when editing and clears the ones emptied', async () => {
    fakeApi.seed({
      jobs: [
        makeJob({
          id: 7,
          foreign_employer: 'Al Noor Hospitality W.L.L., Doha',
          visa_type: 'employment',
          contract_before_departure: true,
        }),
      ],
    });
    const { user } = renderWithProviders(<JobForm />, {
      preloadedState: adminState(),
      route: '/edit-jobs/7',
      path: '/edit-jobs/:id',
    });
    await waitFor(() => expect(input('Foreign employer')).toHaveValue('Al Noor Hospitality W.L.L., Doha'));
    expect(select('Visa')).toHaveValue('employment');
    expect(contractBox()).toBeChecked();
    await user.clear(input('Foreign employer'));
    await user.selectOptions(select('Visa'), '');
    await user.click(contractBox());
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText('Job Updated Successfully')).toBeInTheDocument();
    const sent = sentFields('updateJob');
    expect(sent).not.toHaveProperty('foreign_employer');
    expect(sent).not.toHaveProperty('visa_type');
    expect(sent.contract_before_departure).toBe('false');
    expect(fakeApi.store.jobs[0]).toMatchObject({
      foreign_employer: null,
      visa_type: null,
      contract_before_departure: false,
    });
  });
});
