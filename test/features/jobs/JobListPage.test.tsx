import { screen, within } from '@testing-library/react';
import InternationalJobsPage from '../../../src/features/jobs/InternationalJobsPage';
import DomesticJobsPage from '../../../src/features/jobs/DomesticJobsPage';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi } from '../../utils/fakeApi';
import { makeJob } from '../../utils/publicFixtures';

describe('public job lists', () => {
  it('lists the international jobs (category 1) as cards with Apply now links', async () => {
    fakeApi.seed({
      jobs: [
        makeJob({ id: 7, title: 'Heavy Truck Driver' }),
        makeJob({ id: 8, title: 'Commis Chef' }),
        makeJob({ id: 9, title: 'Housekeeper', category: '2' }),
      ],
    });
    renderWithProviders(<InternationalJobsPage />, { route: '/international' });

    expect(screen.getByRole('heading', { level: 1, name: 'International Jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Heavy Truck Driver' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Commis Chef' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply now: Heavy Truck Driver' })).toHaveAttribute(
      'href',
      '/job-detail/7',
    );
    expect(screen.queryByRole('heading', { name: 'Housekeeper' })).not.toBeInTheDocument();
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Begin your new journey with us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('asks for the domestic jobs (category 2) and shows Coming Soon when there are none', async () => {
    fakeApi.seed({ jobs: [makeJob({ id: 7, category: '1' })] });
    renderWithProviders(<DomesticJobsPage />, { route: '/domestic' });

    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(fakeApi.requests('searchJobs').map(({ query }) => query)).toEqual([{ category: '2' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Domestic Jobs' })).toBeInTheDocument();
  });

  it('only logs a failed load and shows Coming Soon', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.failNext('searchJobs', 500);
    renderWithProviders(<InternationalJobsPage />, { route: '/international' });

    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('Failed to load'),
      expect.objectContaining({ status: 500 }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('filters by the choices of the open jobs with a plain GET form, keeping the choice in the URL', async () => {
    fakeApi.seed({
      jobs: [
        makeJob({ id: 1, title: 'Welder', country: 'AE', city: 'Dubai', employment_type: 'FULL_TIME' }),
        makeJob({ id: 2, title: 'Rigger', country: 'AE', city: 'Abu Dhabi', employment_type: 'CONTRACTOR' }),
        makeJob({ id: 3, title: 'Chef', country: 'QA', city: 'Doha', employment_type: 'FULL_TIME' }),
      ],
    });
    const { user, history } = renderWithProviders(<InternationalJobsPage />, { route: '/international' });
    await screen.findByRole('heading', { name: 'Welder' });
    const form = screen.getByRole('search', { name: 'Filter jobs' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/international');
    expect(screen.getByTestId('job-count')).toHaveTextContent('3 jobs');
    const country = screen.getByLabelText('Country');
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any country', 'United Arab Emirates (2)', 'Qatar (1)']);

    await user.selectOptions(country, 'United Arab Emirates (2)');
    await user.selectOptions(screen.getByLabelText('Employment type'), 'Full time (2)');
    await user.click(screen.getByRole('button', { name: 'Show jobs' }));
    expect(history.location.search).toBe('?country=AE&type=FULL_TIME');
    expect(await screen.findByText('1 job')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welder' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Chef' })).not.toBeInTheDocument();
    // The form shows the search it made; the city choices are the chosen country's.
    expect(screen.getByLabelText('Country')).toHaveValue('AE');
    expect(
      within(screen.getByLabelText('City'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any city', 'Abu Dhabi (1)', 'Dubai (1)']);
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/international');
  });

  it('says when nothing matches, offers to clear the filters, and ignores values it cannot use', async () => {
    fakeApi.seed({ jobs: [makeJob({ id: 1, title: 'Welder', country: 'AE' })] });
    renderWithProviders(<InternationalJobsPage />, {
      route: '/international?country=QA&type=NOPE&posted=3&minSalary=abc',
    });
    expect(await screen.findByText('No jobs match these filters.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('no-jobs')).getByRole('link', { name: 'Clear filters' }),
    ).toHaveAttribute('href', '/international');
    // Only the usable value was sent.
    expect(fakeApi.requests('searchJobs').map(({ query }) => query)).toEqual([
      { category: '1', country: 'QA' },
    ]);
  });

  it('shows 20 jobs a page with numbered, previous and next page links', async () => {
    fakeApi.seed({
      jobs: Array.from({ length: 45 }, (_, index) =>
        makeJob({ id: index + 1, title: `Job ${index + 1}`, country: 'AE' }),
      ),
    });
    renderWithProviders(<InternationalJobsPage />, { route: '/international?country=AE&page=2' });
    expect(await screen.findByRole('heading', { name: 'Job 25' })).toBeInTheDocument();
    expect(screen.getAllByTestId('job-card')).toHaveLength(20);
    expect(screen.getByTestId('job-count')).toHaveTextContent('45 jobs · Page 2 of 3');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/international?country=AE',
    );
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/international?country=AE&page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/international?country=AE',
    );
    expect(within(pages).getByText('2')).toHaveAttribute('aria-current', 'page');
  });
});
