import { screen, within } from '@testing-library/react';
import HomePage from '../../../src/features/home/HomePage';
import { buildSlides } from '../../../src/features/home/JobsCarousel';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi } from '../../utils/fakeApi';
import { makeJob } from '../../utils/publicFixtures';
import { testAgency } from '../../app/agency/agencyFixture';

jest.setTimeout(30_000);

describe('home page', () => {
  it('builds carousel slides as windows over the jobs, moving one card at a time and wrapping', () => {
    expect(buildSlides([1, 2, 3, 4], 3)).toEqual([
      [1, 2, 3],
      [2, 3, 4],
      [3, 4, 1],
      [4, 1, 2],
    ]);
    expect(buildSlides([1, 2], 3)).toEqual([[1, 2]]);
    expect(buildSlides([], 2)).toEqual([]);
  });

  it('has the hero placeholders, category tiles, steps, brands and the job carousel', async () => {
    fakeApi.seed({
      jobs: [
        makeJob({ id: 1, title: 'Welder' }),
        makeJob({ id: 2, title: 'Chef' }),
        makeJob({ id: 3, title: 'Driver' }),
      ],
    });
    const { user } = renderWithProviders(<HomePage />);
    expect(screen.getByLabelText('Location')).toBeDisabled();
    expect(screen.getByLabelText('Browse by')).toBeDisabled();
    expect(screen.getByRole('link', { name: /International Jobs/ })).toHaveAttribute(
      'href',
      '/international',
    );
    expect(screen.getByRole('link', { name: /Domestic Jobs/ })).toHaveAttribute('href', '/domestic');
    expect(screen.getByRole('link', { name: 'View all jobs' })).toHaveAttribute('href', '/international');
    expect(screen.getByRole('link', { name: 'Join our community' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('Sign up and build a profile')).toBeInTheDocument();
    expect(screen.getByText('Search and apply')).toBeInTheDocument();
    expect(screen.getByText('Connect and get hired')).toBeInTheDocument();
    // The sections below the first screen load their code apart.
    const brands = (await screen.findByRole('heading', { name: 'Associate Brands/Industries' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(brands).getAllByRole('img')).toHaveLength(20);
    const follow = (await screen.findByRole('heading', { name: 'Follow Us' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(follow).getByRole('link', { name: /^X @sahyogmanpower/ })).toHaveAttribute(
      'href',
      'https://x.com/sahyogmanpower',
    );

    // Configured feeds (Facebook, YouTube; not Instagram) wait behind click-to-load facades.
    const feeds = await within(follow).findByRole('list', { name: 'Social feeds' });
    expect(feeds.querySelector('iframe')).toBeNull();
    expect(within(feeds).queryByRole('button', { name: /Instagram/ })).not.toBeInTheDocument();
    await user.click(within(feeds).getByRole('button', { name: 'Show YouTube videos' }));
    expect(within(feeds).getByTitle('Our YouTube videos')).toHaveAttribute('src', testAgency.feeds?.youtube);
    expect(within(feeds).getAllByRole('button', { name: /^Show/ })).toHaveLength(1);

    // The API lists the newest job first, so the first slide starts with it.
    const carousel = await screen.findByTestId('jobs-carousel');
    expect(within(carousel).getAllByRole('link', { name: /Apply now: Driver/ })[0]).toHaveAttribute(
      'href',
      '/job-detail/3',
    );
  });

  it('leaves out Follow Us when the agency has no social profile and no feed', async () => {
    fakeApi.seed({ agency: { name: 'Example Staffing' } });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText(/Example Staffing connects job seekers/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Follow Us' })).not.toBeInTheDocument();
  });
});
