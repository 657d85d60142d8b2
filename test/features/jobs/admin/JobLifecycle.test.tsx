import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import JobForm from '../../../../src/features/jobs/admin/JobForm';
import JobList from '../../../../src/features/jobs/admin/JobList';
import JobDetailPage from '../../../../src/features/jobs/JobDetailPage';
import type { Job } from '../../../../src/features/jobs/jobsApi';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi } from '../../../utils/fakeApi';
import { makeJob } from '../../../utils/publicFixtures';
import { closingDateRange } from '../../../../src/api/codes';
import {
  adminState,
  allowSlowRendering,
  fill,
  gridRows,
  imageFile,
  rowTexts,
  stubObjectUrls,
  waitForDialogToClose,
} from '../../../utils/adminTestUtils';

allowSlowRendering();
stubObjectUrls();

const postedJob = (overrides: Partial<Job> = {}) => makeJob({ id: 7, title: 'Welder', ...overrides });
/** A day relative to today (`YYYY-MM-DD`, UTC): closing dates must lie in the contract's window around it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const sentFields = (operationId: string) => fakeApi.requests(operationId)[0].body as Record<string, unknown>;

const renderCreate = () =>
  renderWithProviders(<JobForm />, {
    preloadedState: adminState(),
    route: '/create-jobs',
    path: '/create-jobs',
  });

type User = ReturnType<typeof renderCreate>['user'];

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const select = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'select' });

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

describe('job form: posting details', () => {
  it('offers Google employment types, named countries, currencies (INR first) and salary periods', async () => {
    renderCreate();
    // Plain DOM reads: role queries over some 250 country options are slow under jsdom.
    const options = (element: HTMLElement) => [...element.querySelectorAll('option')];
    const optionValues = (element: HTMLElement) => options(element).map((option) => option.value);
    expect(optionValues(select('Employment type'))).toEqual([
      '',
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'TEMPORARY',
      'INTERN',
      'VOLUNTEER',
      'PER_DIEM',
      'OTHER',
    ]);
    const countries = select('Country');
    expect(optionValues(countries).slice(0, 4)).toEqual(['', 'IN', 'AE', 'SA']);
    expect(optionValues(countries).length).toBeGreaterThan(200);
    const names = options(countries).map((option) => option.textContent);
    expect(names).toContain('United Arab Emirates (AE)');
    expect(names).toContain('Germany (DE)');
    expect(select('Salary currency')).toHaveValue('INR');
    expect(select('Salary per')).toHaveValue('MONTH');
    expect(input('Closing date')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('checkbox', { name: 'Position filled' })).not.toBeChecked();
  });

  it('sends the posting details with the job, currency and period only with an amount', async () => {
    const { user } = renderCreate();
    await fillRequired(user);
    await fill(user, input('Employer name'), 'Gulf Star Construction');
    await user.selectOptions(select('Employment type'), 'CONTRACTOR');
    await fill(user, input('City'), 'Dubai');
    await user.selectOptions(select('Country'), 'AE');
    await fill(user, input('Minimum salary'), '95000');
    await fill(user, input('Maximum salary'), '120000');
    await user.selectOptions(select('Salary currency'), 'AED');
    await user.selectOptions(select('Salary per'), 'YEAR');
    await fill(user, input('Closing date'), inDays(26));
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(await screen.findByText('Job Inserted Successfully')).toBeInTheDocument();
    expect(sentFields('createJob')).toMatchObject({
      employer_name: 'Gulf Star Construction',
      employment_type: 'CONTRACTOR',
      city: 'Dubai',
      country: 'AE',
      salary_min: '95000',
      salary_max: '120000',
      salary_currency: 'AED',
      salary_period: 'YEAR',
      valid_through: inDays(26),
      filled: 'false',
    });
    expect(fakeApi.store.jobs[0]).toMatchObject({
      employer_name: 'Gulf Star Construction',
      country: 'AE',
      salary_min: 95000,
      salary_max: 120000,
      closed: false,
    });
  });

  it('leaves out empty details, and currency and period when no amount is given', async () => {
    const { user } = renderCreate();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(await screen.findByText('Job Inserted Successfully')).toBeInTheDocument();
    const sent = sentFields('createJob');
    for (const field of [
      'employer_name',
      'employment_type',
      'city',
      'country',
      'salary_min',
      'salary_max',
      'salary_currency',
      'salary_period',
      'valid_through',
    ])
      expect(sent).not.toHaveProperty(field);
    expect(sent.filled).toBe('false');
  });

  it('names a reversed salary range and sends nothing', async () => {
    const { user } = renderCreate();
    await fillRequired(user);
    await fill(user, input('Minimum salary'), '50000');
    await fill(user, input('Maximum salary'), '40000');
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(
      await screen.findByText('The minimum salary must not be more than the maximum salary.'),
    ).toBeInTheDocument();
    await waitForDialogToClose();
    expect(fakeApi.requests('createJob')).toEqual([]);
  });

  it('reopens a filled job: the edit shows its details and sends filled=false with the new closing date', async () => {
    const filled = postedJob({
      employer_name: 'Gulf Star Construction',
      employment_type: 'FULL_TIME',
      city: 'Dubai',
      country: 'AE',
      salary_min: 95000,
      salary_max: 120000,
      salary_currency: 'INR',
      salary_period: 'MONTH',
      valid_through: '2026-01-31',
      filled: true,
      closed: true,
    });
    fakeApi.seed({ jobs: [filled] });
    const { user } = renderWithProviders(<JobForm />, {
      preloadedState: adminState(),
      route: '/edit-jobs/7',
      path: '/edit-jobs/:id',
    });
    await waitFor(() => expect(input('Employer name')).toHaveValue('Gulf Star Construction'));
    expect(select('Employment type')).toHaveValue('FULL_TIME');
    expect(select('Country')).toHaveValue('AE');
    expect(input('Minimum salary')).toHaveValue(95000);
    expect(input('Closing date')).toHaveValue('2026-01-31');
    const box = screen.getByRole('checkbox', { name: 'Position filled' });
    expect(box).toBeChecked();

    await user.click(box);
    fireEvent.change(input('Closing date'), { target: { value: inDays(120) } });
    await user.clear(input('City'));
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText('Job Updated Successfully')).toBeInTheDocument();
    const sent = sentFields('updateJob');
    expect(sent.filled).toBe('false');
    expect(sent.valid_through).toBe(inDays(120));
    expect(sent).not.toHaveProperty('city');
    expect(sent.country).toBe('AE');
    expect(fakeApi.store.jobs[0]).toMatchObject({ filled: false, closed: false, city: null });
  });
});

describe('Job form: the closing-date window', () => {
  it('offers and accepts closing dates from a year ago to five years ahead only, as the server does', async () => {
    const { earliest, latest } = closingDateRange();
    const { user } = renderCreate();
    await fillRequired(user);
    expect(input('Closing date')).toHaveAttribute('min', earliest);
    expect(input('Closing date')).toHaveAttribute('max', latest);
    fireEvent.change(input('Closing date'), { target: { value: '2001-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(
      await screen.findByText(`The closing date must be between ${earliest} and ${latest}.`),
    ).toBeInTheDocument();
    expect(fakeApi.requests('createJob')).toHaveLength(0);
  });
});

describe('Jobs grid: state', () => {
  it('lists open and closed jobs from /job/manage with their state', async () => {
    // Newest first: the fake lists by id, highest first, as the server lists by creation.
    fakeApi.seed({
      jobs: [
        makeJob({ id: 1, title: 'Fitter' }),
        makeJob({ id: 2, title: 'Driver', valid_through: '2026-11-21', closed: true }),
        makeJob({ id: 3, title: 'Cook', filled: true, closed: true }),
        makeJob({ id: 4, title: 'Welder', valid_through: '2099-12-31' }),
      ],
    });
    const { user } = renderWithProviders(<JobList />, { preloadedState: adminState(), route: '/jobs' });
    await waitFor(() => expect(gridRows()).toHaveLength(4));
    expect(screen.getByRole('columnheader', { name: 'State' })).toBeInTheDocument();
    const texts = rowTexts();
    expect(texts[0]).toContain('Welder');
    expect(texts[0]).toContain('Open');
    expect(texts[1]).toContain('Filled');
    expect(texts[2]).toContain('Closed on 21 Nov 2026');
    expect(texts[3]).toContain('Open');
    expect(screen.getByRole('link', { name: 'Edit Cook' })).toHaveAttribute('href', '/edit-jobs/3');

    // What staff read is what they can find.
    // Pasted, not typed key by key: each keystroke filters the DataGrid again, which is slow under jsdom.
    await user.click(screen.getByRole('searchbox'));
    await user.paste('filled');
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    expect(rowTexts()[0]).toContain('Cook');
  });
});

describe('job page: closed state and posting facts', () => {
  const renderJob = (job: Job) => {
    fakeApi.seed({ jobs: [job] });
    return renderWithProviders(<JobDetailPage />, {
      route: `/job-detail/${job.id}`,
      path: '/job-detail/:id',
    });
  };

  it('shows the facts a job has, the salary range in its currency and the closing date', async () => {
    renderJob(
      postedJob({
        employer_name: 'Gulf Star Construction',
        employment_type: 'FULL_TIME',
        city: 'Dubai',
        country: 'AE',
        salary_min: 95000,
        salary_max: 120000,
        salary_currency: 'INR',
        salary_period: 'MONTH',
        valid_through: '2099-12-21',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welder' })).toBeInTheDocument();
    // The page's body (overview, Apply) is a part of its own that arrives after the heading.
    const overview = (await screen.findByRole('heading', { name: 'Overview' })).parentElement as HTMLElement;
    expect(screen.getByRole('button', { name: 'Apply Jobs' })).toBeInTheDocument();
    for (const [label, value] of [
      ['Employer', 'Gulf Star Construction'],
      ['Employment Type', 'Full time'],
      ['City and Country', 'Dubai, United Arab Emirates'],
      ['Salary Range', '₹95,000 – ₹1,20,000 per month'],
      ['Apply By', '21 December 2099'],
    ]) {
      const item = within(overview).getByText(label, { exact: true }).closest('li') as HTMLElement;
      expect(item).toHaveTextContent(value);
    }
    // The salary once: the range stands in for the salary as typed.
    expect(within(overview).queryByText('Salary', { exact: true })).not.toBeInTheDocument();
    expect(overview).not.toHaveTextContent(makeJob().salary);
    expect(screen.queryByText('This job is closed')).not.toBeInTheDocument();
  });

  it('leaves out the facts a job does not have', async () => {
    renderJob(postedJob());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welder' })).toBeInTheDocument();
    // Once the overview is there, the facts the job lacks are not.
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Career Level', { exact: true })).toBeInTheDocument();
    for (const label of ['Employer', 'Employment Type', 'City and Country', 'Salary Range', 'Apply By'])
      expect(screen.queryByText(label, { exact: true })).not.toBeInTheDocument();
  });

  it('says a closed job is closed, with links to the other openings and no Apply button', async () => {
    renderJob(postedJob({ valid_through: '2026-01-31', closed: true }));
    expect(await screen.findByText('This job is closed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Jobs' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'international' })).toHaveAttribute('href', '/international');
    expect(screen.getByRole('link', { name: 'domestic' })).toHaveAttribute('href', '/domestic');
    expect(screen.getByText('Closed On', { exact: true }).closest('li')).toHaveTextContent('31 January 2026');
  });
});
