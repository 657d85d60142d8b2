import { screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '../../../src/app/router';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi } from '../../utils/fakeApi';
import { makeJob } from '../../utils/publicFixtures';
import { adminState, allowSlowRendering, gridRows } from '../../utils/adminTestUtils';

/*
 * A file of its own: it renders the whole back office (grid, then the job form), and run after the other
 * session tests in one jsdom it took 60-170 s instead of 8.
 */
allowSlowRendering();

describe('the back office header', () => {
  it('shows the search only on lists, where it filters the rows on screen', async () => {
    fakeApi.seed({ jobs: [makeJob({ id: 1, title: 'Welder' }), makeJob({ id: 2, title: 'Cook' })] });
    const { user } = renderWithProviders(<AppRoutes />, { route: '/jobs', preloadedState: adminState() });
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    // Pasted, not typed key by key: each keystroke filters the DataGrid again, which is slow under jsdom.
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('weld');
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('weld');

    await user.click(screen.getByRole('link', { name: 'Create Job' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Job' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search' })).not.toBeInTheDocument();
    // The grid and then the job form with its editor and ~250 countries: 8 s alone, far longer in a
    // busy full run (the suite shares 2 cores), so this test gets more than the file's 60 s.
  });
});
