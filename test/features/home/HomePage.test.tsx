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

  it('offers the places, categories and employment types of the open jobs in the hero and opens the fitting list', async () => {
    fakeApi.seed({
      jobs: [
        makeJob({ id: 1, title: 'Welder', country: 'AE', city: 'Dubai', employment_type: 'FULL_TIME' }),
        makeJob({ id: 2, title: 'Chef', country: 'QA', city: 'Doha', employment_type: 'CONTRACTOR' }),
        makeJob({ id: 3, title: 'Clerk', category: '2', country: 'IN', city: 'Ahmedabad' }),
        makeJob({ id: 4, title: 'Filled', country: 'SA', city: 'Riyadh', filled: true }),
      ],
    });
    const { user, history } = renderWithProviders(<HomePage />);
    const location = screen.getByLabelText('Location');
    const browse = screen.getByLabelText('Browse by');
    expect(location).toBeEnabled();
    // The facets come with the first search's answer (slow on a busy machine: more than the default 1 s).
    await within(location).findByRole('option', { name: 'Dubai' }, { timeout: 10_000 });
    expect(
      within(location)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All locations', 'United Arab Emirates', 'India', 'Qatar', 'Dubai', 'Ahmedabad', 'Doha']);
    // Each country's cities are grouped under its name.
    expect(within(location).getByRole('group', { name: 'Qatar' })).toContainElement(
      within(location).getByRole('option', { name: 'Doha' }),
    );
    expect(
      within(browse)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All jobs', 'International', 'Domestic', 'Contract', 'Full time']);
    // The search asks for the facets only.
    expect(fakeApi.requests('searchJobs').map(({ query }) => query)).toContainEqual({ pageSize: '0' });

    await user.selectOptions(location, 'Dubai');
    await user.selectOptions(browse, 'Full time');
    await user.click(screen.getByRole('button', { name: 'Find jobs' }));
    expect(history.location.pathname + history.location.search).toBe(
      '/international?country=AE&city=Dubai&type=FULL_TIME',
    );

    // A place in India, or the Domestic category, opens the domestic list.
    await user.selectOptions(screen.getByLabelText('Location'), 'India');
    await user.selectOptions(screen.getByLabelText('Browse by'), 'All jobs');
    await user.click(screen.getByRole('button', { name: 'Find jobs' }));
    expect(history.location.pathname + history.location.search).toBe('/domestic?country=IN');
    await user.selectOptions(screen.getByLabelText('Location'), 'All locations');
    await user.selectOptions(screen.getByLabelText('Browse by'), 'Domestic');
    await user.click(screen.getByRole('button', { name: 'Find jobs' }));
    expect(history.location.pathname + history.location.search).toBe('/domestic');
  });

  it('sends the hero search to /job/search as a plain form before its script runs', () => {
    renderWithProviders(<HomePage />);
    const form = screen.getByRole('search', { name: 'Job search' });
    expect(form).toHaveAttribute('method', 'get');
    // The server answers it with a redirect to the fitting list (src/server/web/jobSearchForm.ts).
    expect(form).toHaveAttribute('action', '/job/search');
    expect(screen.getByLabelText('Location')).toHaveAttribute('name', 'location');
    expect(screen.getByLabelText('Browse by')).toHaveAttribute('name', 'browse');
  });

  it('has the hero search, category tiles, steps, brands and the job carousel', async () => {
    fakeApi.seed({
      jobs: [
        makeJob({ id: 1, title: 'Welder' }),
        makeJob({ id: 2, title: 'Chef' }),
        makeJob({ id: 3, title: 'Driver' }),
      ],
    });
    const { user } = renderWithProviders(<HomePage />);
    expect(screen.getByLabelText('Location')).toBeEnabled();
    expect(screen.getByLabelText('Browse by')).toBeEnabled();
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

    // The API lists the newest job first, so the first slide starts with it. The carousel plays by
    // itself: on a slow machine it may have moved on (and hidden slide 1) by now, so slide 1 is read
    // whether shown or not.
    const carousel = await screen.findByTestId('jobs-carousel');
    const [firstSlide] = within(carousel).getAllByTestId('carousel-slide');
    expect(firstSlide).toHaveAccessibleName(/^1 of /);
    expect(
      within(firstSlide).getAllByRole('link', { name: /Apply now: /, hidden: true })[0],
    ).toHaveAccessibleName(/Apply now: Driver/);
    expect(
      within(firstSlide).getAllByRole('link', { name: /Apply now: Driver/, hidden: true })[0],
    ).toHaveAttribute('href', '/job-detail/3');
  });

  it('leaves out Follow Us when the agency has no social profile and no feed', async () => {
    fakeApi.seed({ agency: { name: 'Example Staffing' } });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText(/Example Staffing connects job seekers/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Follow Us' })).not.toBeInTheDocument();
  });
});
