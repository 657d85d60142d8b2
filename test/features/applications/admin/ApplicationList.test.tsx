import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import ApplicationList from '../../../../src/features/applications/admin/ApplicationList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { apiUrl, server } from '../../../utils/msw';
import { adminState, allowSlowRendering, gridRows, rowTexts } from '../../../utils/adminTestUtils';
import type { ApplicationSummary } from '../../../../src/features/applications/applicationsApi';

allowSlowRendering();

const application = (id: number, overrides: Partial<ApplicationSummary>): ApplicationSummary => ({
  id,
  logo: `/files/j${id}.png`,
  job_title: `Job ${id}`,
  name: `Person ${id}`,
  email: `p${id}@example.com`,
  phone: `98765000${id}`,
  category: '1',
  title: `Typed title ${id}`,
  reference: `SMS-2026-00000${id}`,
  status: 'New',
  created_at: '2026-05-01 10:00:00',
  applied_count: 1,
  other_application_ids: [],
  ...overrides,
});

describe('ApplicationList', () => {
  beforeEach(() => server.use(http.get(apiUrl('/job/manage'), () => HttpResponse.json({ data: [] }))));

  it('shows the columns and searches title, raw category, the Type label and name (not email or job)', async () => {
    server.use(
      http.get(apiUrl('/applications'), () =>
        HttpResponse.json([
          application(1, { name: 'Kiran', title: 'Welder', category: '1', email: 'zed@example.com' }),
          application(2, { name: 'Zoya', title: 'Cook', category: '2', logo: null }),
          application(3, { name: 'Amit', title: 'Driver', category: '1', job_title: 'Zebra keeper' }),
        ]),
      ),
    );
    const { user } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(3));
    for (const name of ['Index', 'Logo', 'Job', 'Name', 'Email', 'Phone', 'Type', 'Action']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(rowTexts()[1]).toContain('Domestic');
    expect(screen.getByRole('link', { name: 'View application from Kiran' })).toHaveAttribute(
      'href',
      '/view-application/1',
    );
    expect(screen.queryByRole('link', { name: /Create/ })).not.toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search applications' });
    await user.type(search, 'z');
    // Zoya by name; not Kiran (email) nor Amit (job title).
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringMatching(/^1.*Zoya/)]));
    await user.clear(search);
    await user.type(search, 'WELD');
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringMatching(/^1.*Kiran/)]));
    await user.clear(search);
    await user.type(search, '2');
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringMatching(/^1.*Zoya/)]));
    await user.clear(search);
    await user.type(search, 'Domestic');
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringMatching(/^1.*Zoya/)]));
    await user.clear(search);
    await user.type(search, 'international');
    await waitFor(() =>
      expect(rowTexts()).toEqual([expect.stringMatching(/^1.*Kiran/), expect.stringMatching(/^2.*Amit/)]),
    );
  });

  it('asks the spec question before deleting and confirms with the Application texts', async () => {
    let list = [application(1, { name: 'Kiran' })];
    server.use(
      http.get(apiUrl('/applications'), () => HttpResponse.json(list)),
      http.delete(apiUrl('/applications/delete/:id'), () => {
        list = [];
        return HttpResponse.json({ message: 'Deleted' });
      }),
    );
    const { user } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application',
    });
    await user.click(await screen.findByRole('button', { name: 'Delete application from Kiran' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText('Are you sure? You want to delete this Application.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
    expect(screen.getByText('This Application has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No data available')).toBeInTheDocument());
  });

  it('says "Application deletion failed." when the server refuses', async () => {
    server.use(
      http.get(apiUrl('/applications'), () => HttpResponse.json([application(1, { name: 'Kiran' })])),
      http.delete(apiUrl('/applications/delete/:id'), () =>
        HttpResponse.json({ message: 'Nope' }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application',
    });
    await user.click(await screen.findByRole('button', { name: 'Delete application from Kiran' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete it!' }),
    );
    expect(await screen.findByText('Deletion failed!')).toBeInTheDocument();
    expect(screen.getByText('Application deletion failed.')).toBeInTheDocument();
  });
});
