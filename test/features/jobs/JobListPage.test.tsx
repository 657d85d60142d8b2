import { screen } from '@testing-library/react';
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
    expect(fakeApi.requests('listJobsByCategory').map(({ params }) => params)).toEqual([{ category: '2' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Domestic Jobs' })).toBeInTheDocument();
  });

  it('only logs a failed load and shows Coming Soon', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.failNext('listJobsByCategory', 500);
    renderWithProviders(<InternationalJobsPage />, { route: '/international' });

    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('Failed to load'),
      expect.objectContaining({ status: 500 }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
