import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { maxLength } from '../../../../src/api/limits';
import JobForm from '../../../../src/features/jobs/admin/JobForm';
import { LEAVE_TEXT, LEAVE_TITLE } from '../../../../src/components/admin/useUnsavedChangesGuard';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { apiUrl, offContractJson, server } from '../../../utils/msw';
import { fakeApi, fakeStaffUser } from '../../../utils/fakeApi';
import { makeJob } from '../../../utils/publicFixtures';
import {
  adminState,
  allowSlowRendering,
  fill,
  imageFile,
  stubObjectUrls,
  waitForDialogToClose,
} from '../../../utils/adminTestUtils';

allowSlowRendering();
stubObjectUrls();

const renderCreate = () =>
  renderWithProviders(<JobForm />, {
    preloadedState: adminState(),
    route: '/create-jobs',
    path: '/create-jobs',
  });
const renderEdit = (id = 7) =>
  renderWithProviders(<JobForm />, {
    preloadedState: adminState(),
    route: `/edit-jobs/${id}`,
    path: '/edit-jobs/:id',
  });

type User = ReturnType<typeof renderCreate>['user'];

async function fillAll(user: User, { logo = true } = {}) {
  for (const [label, value] of [
    ['Title', 'Welder'],
    ['Location', 'Dubai'],
    ['Salary', '45000'],
    ['Career Level', 'Senior'],
    ['Experience', '5 years'],
    ['Qualification', 'ITI'],
  ]) {
    await fill(user, screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), value);
  }
  await user.selectOptions(screen.getByLabelText(/^Category/, { selector: 'select' }), 'International');
  if (logo) await user.upload(screen.getByLabelText('Logo'), imageFile());
}

describe('JobForm (create)', () => {
  it('offers the category placeholder and both categories, and a Back link to /jobs', async () => {
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Job' })).toBeInTheDocument();
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => [o.textContent, (o as HTMLOptionElement).value]),
    ).toEqual([
      ['Select Category', ''],
      ['International', '1'],
      ['Domestic', '2'],
    ]);
    expect(screen.getAllByRole('link', { name: 'Back' })[0]).toHaveAttribute('href', '/jobs');
    expect(await screen.findByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    // The alignment control shows an icon before it is ever used.
    const align = document.querySelector('[class*="MenuSelectTextAlign-root"]') as HTMLElement;
    expect(within(align).getByLabelText('Align left').tagName.toLowerCase()).toBe('svg');
  });

  it('warns "Please enter data" when a required field or the logo is missing, and sends nothing', async () => {
    const { user } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(await screen.findByText('Please enter data')).toBeInTheDocument();
    await waitForDialogToClose();

    await fillAll(user, { logo: false });
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(await screen.findByText('Please enter data')).toBeInTheDocument();
    expect(fakeApi.requests('createJob')).toEqual([]);
  });

  it('refuses an image over 5 MB with "File size exceeds 5 MB" and ignores it', async () => {
    const { user } = renderCreate();
    await user.upload(screen.getByLabelText('Logo'), imageFile(5_242_881, 'huge.png'));
    expect(await screen.findByText('File size exceeds 5 MB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
    expect(screen.queryByText('huge.png')).not.toBeInTheDocument();
  });

  it('accepts an image of exactly 5 MB and previews it', async () => {
    const { user } = renderCreate();
    await user.upload(screen.getByLabelText('Logo'), imageFile(5_242_880, 'exact.png'));
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('exact.png')).toBeInTheDocument();
  });

  it('posts every field as multipart, shows "Job Inserted Successfully" and returns to the list', async () => {
    const { user } = renderCreate();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(await screen.findByText('Job Inserted Successfully')).toBeInTheDocument();
    const sent = fakeApi.requests('createJob')[0].body as Record<string, unknown>;
    expect(sent.title).toBe('Welder');
    expect(sent.category).toBe('1');
    expect(sent.qualification).toBe('ITI');
    expect((sent.logo as Blob).size).toBe(1024);
    expect(fakeApi.store.jobs).toEqual([
      expect.objectContaining({ id: 1, title: 'Welder', salary: '45000' }),
    ]);
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes (Back, other links, closing the tab)', async () => {
    const { user, history } = renderCreate();
    const back = () => screen.getAllByRole('link', { name: 'Back' })[0];

    // Untouched: Back leaves at once, and the tab closes without a prompt.
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(true);

    await fill(user, screen.getByLabelText(/^Title/, { selector: 'input' }), 'Welder');
    await user.click(back());
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText(LEAVE_TITLE)).toBeInTheDocument();
    expect(within(ask).getByText(LEAVE_TEXT)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitForDialogToClose();
    expect(history.location.pathname).toBe('/create-jobs');
    expect(screen.getByLabelText(/^Title/, { selector: 'input' })).toHaveValue('Welder');

    // Closing or reloading the tab gets the browser's prompt.
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(false);

    // Any other way out (a sidebar link, a breadcrumb) asks too; Leave goes.
    act(() => history.push('/team'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('navigated-away')).toBeInTheDocument());
  });

  it('does not ask after a successful save', async () => {
    const { user, history } = renderCreate();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(await screen.findByText('Job Inserted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/jobs'));
    expect(screen.queryByText(LEAVE_TITLE)).not.toBeInTheDocument();
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(true);
  });

  it('says "Job Inserted failed" when a 2xx answer carries no data', async () => {
    // Off the contract on purpose (a 200 without the job): the SPA must not call it a success.
    server.use(http.post(apiUrl('/job/store'), () => offContractJson({ message: 'Stored?' })));
    const { user } = renderCreate();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(await screen.findByText('Job Inserted failed')).toBeInTheDocument();
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
  });

  it('warns "This Data Already Exists" with an OK button on a 400', async () => {
    // The same title, category and location as the form's: the server refuses it as a duplicate.
    fakeApi.seed({ jobs: [makeJob({ id: 3, title: 'welder', location: 'DUBAI', category: '1' })] });
    const { user } = renderCreate();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('This Data Already Exists')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitForDialogToClose();
    expect(fakeApi.store.jobs).toHaveLength(1);
  });

  it('shows the server sentence for other refusals (e.g. 413)', async () => {
    fakeApi.failNext('createJob', 413);
    const { user } = renderCreate();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(await screen.findByText('Job Inserted failed')).toBeInTheDocument();
    expect(screen.getByText('File size exceeds 5 MB')).toBeInTheDocument();
  });

  it('raises the server-down view on a 5xx instead of a dialog', async () => {
    fakeApi.failNext('createJob', 503);
    const { user, store } = renderCreate();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    await waitFor(() => expect(store.getState().ui.serverDown).toBe(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('JobForm (edit)', () => {
  it('loads the job, shows its logo, and puts the changes', async () => {
    fakeApi.seed({ jobs: [makeJob({ id: 7, title: 'Cook', category: '2' })] });
    const { user } = renderEdit();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeInTheDocument();
    expect(title).toHaveValue('Cook');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('2');
    expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', '/api/files/job-7.png');

    await user.clear(title);
    await fill(user, title, 'Head Cook');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText('Job Updated Successfully')).toBeInTheDocument();
    const sent = fakeApi.requests('updateJob')[0].body as Record<string, unknown>;
    expect(sent.title).toBe('Head Cook');
    expect(sent.salary).toBe(makeJob().salary);
    expect(sent.logo).toBeUndefined();
    expect(fakeApi.store.jobs[0]).toMatchObject({
      title: 'Head Cook',
      category: '2',
      logo: '/files/job-7.png',
    });
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('names a required field cleared on edit ("Please enter data: Salary") and sends nothing', async () => {
    fakeApi.seed({ jobs: [makeJob({ id: 7 })] });
    const { user } = renderEdit();
    await user.clear(await screen.findByRole('textbox', { name: 'Salary' }));
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText('Please enter data: Salary')).toBeInTheDocument();
    expect(screen.queryByText('This Data Already Exists')).not.toBeInTheDocument();
    // The server would refuse the blank field ("salary must not be empty."): nothing was sent.
    expect(fakeApi.requests('updateJob')).toEqual([]);
    expect(fakeApi.store.jobs).toEqual([makeJob({ id: 7 })]);
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
  });

  it('shows the server sentence, not the duplicate warning, for a 400 that is not a duplicate', async () => {
    // A title stored before the limit: the form sends it back unchanged and the server's check names it.
    fakeApi.seed({ jobs: [makeJob({ id: 7, title: 'W'.repeat(maxLength.ShortText + 1) })] });
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Update Job' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Job Updated failed')).toBeInTheDocument();
    expect(
      within(dialog).getByText(`title must be at most ${maxLength.ShortText} characters long.`),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('This Data Already Exists')).not.toBeInTheDocument();
  });

  it('says "Job Updated failed" when the answer carries no data', async () => {
    fakeApi.seed({ jobs: [makeJob({ id: 7 })] });
    // Off the contract on purpose (a 200 without the job).
    server.use(http.put(apiUrl('/job/7'), () => offContractJson({})));
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText('Job Updated failed')).toBeInTheDocument();
  });

  it('says the job was not found, with a way back, on a 404', async () => {
    fakeApi.seed({ jobs: [makeJob({ id: 8 })] });
    renderEdit();
    expect(await screen.findByText(/This job was not found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('offers the possible owners and keeps a former owner shown by name', async () => {
    fakeApi.seed({
      jobs: [{ ...makeJob({ id: 7 }), owner_id: 5 } as ReturnType<typeof makeJob>],
      users: [
        fakeStaffUser,
        { id: 2, name: 'Meera Joshi', email: 'meera@agency.test', role: 'recruiter', password: 'x' },
        { id: 3, name: 'Esha Editor', email: 'esha@agency.test', role: 'editor', password: 'x' },
        {
          id: 5,
          name: 'Gone Gupta',
          email: 'gone@agency.test',
          role: 'recruiter',
          password: 'x',
          enabled: false,
        },
      ],
    });
    renderEdit();
    const owner = await screen.findByRole('combobox', { name: 'Owner' });
    await waitFor(() =>
      expect(
        within(owner)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'No owner',
        'Gone Gupta (current owner)',
        'Asha Admin (Administrator)',
        'Meera Joshi (Recruiter)',
      ]),
    );
    expect(owner).toHaveValue('5');
  });
});
