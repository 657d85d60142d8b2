import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../../src/app/router';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi } from '../../utils/fakeApi';
import { makeJob } from '../../utils/publicFixtures';
import { adminState, allowSlowRendering, gridRows } from '../../utils/adminTestUtils';

allowSlowRendering();

describe('the back office by role (x-roles of the contract)', () => {
  it('shows an Editor the jobs without Create, Edit or Delete, and only the sections the role may use', async () => {
    fakeApi.seed({ jobs: [makeJob({ id: 7, title: 'Cook' })] });
    renderWithProviders(<AppRoutes />, { route: '/jobs', preloadedState: adminState('editor') });
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Create Job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Cook' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Cook' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .slice(1)
        .map((link) => link.textContent),
    ).toEqual(['Jobs', 'Blog', 'Team', 'My account']);
    // No client anywhere: neither the grid's Client column nor its filter.
    expect(screen.queryByRole('columnheader', { name: 'Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    expect(fakeApi.requests('listClients')).toHaveLength(0);
  });

  it('shows an Editor "Not allowed" on the clients, and a Recruiter the Clients section with its filter', async () => {
    const editor = renderWithProviders(<AppRoutes />, {
      route: '/clients',
      preloadedState: adminState('editor'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(fakeApi.requests('listClients')).toHaveLength(0);
    editor.unmount();
    fakeApi.seed({ jobs: [makeJob({ id: 7, title: 'Cook' })] });
    renderWithProviders(<AppRoutes />, { route: '/jobs', preloadedState: adminState('recruiter') });
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/clients');
    expect(screen.getByRole('combobox', { name: 'Client' })).toBeInTheDocument();
  });

  it('shows an Editor "Not allowed" on the placements, and a Recruiter the Placements section', async () => {
    const editor = renderWithProviders(<AppRoutes />, {
      route: '/placements',
      preloadedState: adminState('editor'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(fakeApi.requests('listPlacements')).toHaveLength(0);
    editor.unmount();
    renderWithProviders(<AppRoutes />, { route: '/placements', preloadedState: adminState('recruiter') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Placements' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Placements' })).toHaveAttribute('href', '/placements');
    await waitFor(() => expect(fakeApi.requests('listPlacements')).toHaveLength(1));
  });

  it('shows "Not allowed" for a page typed by URL that the role may not use, and calls nothing for it', async () => {
    renderWithProviders(<AppRoutes />, { route: '/application', preloadedState: adminState('editor') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your role (Editor) does not give access to this page. Ask an Administrator if you need it.',
      ),
    ).toBeInTheDocument();
    expect(fakeApi.requests('listApplications')).toHaveLength(0);
  });

  it('shows a Recruiter the Create, Edit and Delete of jobs', async () => {
    fakeApi.seed({ jobs: [makeJob({ id: 7, title: 'Cook' })] });
    renderWithProviders(<AppRoutes />, { route: '/jobs', preloadedState: adminState('recruiter') });
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Create Job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Cook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Cook' })).toBeInTheDocument();
  });
});
