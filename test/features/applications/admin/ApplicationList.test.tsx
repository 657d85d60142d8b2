import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ApplicationList from '../../../../src/features/applications/admin/ApplicationList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi, type StoredApplication } from '../../../utils/fakeApi';
import { makeApplication, makeJob } from '../../../utils/publicFixtures';
import { adminState, allowSlowRendering, gridRows, rowTexts } from '../../../utils/adminTestUtils';

allowSlowRendering();

const application = (id: number, overrides: Partial<StoredApplication>) =>
  makeApplication({ id, logo: `/files/j${id}.png`, ...overrides });

// The API lists the newest application (highest id) first.
describe('ApplicationList', () => {
  it('shows the columns and searches title, raw category, the Type label, name and job (not email)', async () => {
    fakeApi.seed({
      applications: [
        application(1, { name: 'Kiran', title: 'Welder', category: '1', email: 'zed@example.com' }),
        application(2, { name: 'Zoya', title: 'Cook', category: '2', logo: null }),
        application(3, { name: 'Amit', title: 'Driver', category: '1', job_title: 'Zebra keeper' }),
      ],
    });
    const { user } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(3));
    // The spec's Logo, Job, Email, Phone and Type, in fewer columns that fit a laptop (issue 38): the
    // job's logo, title, type and language in one cell, the e-mail with the phone under it.
    for (const name of ['Index', 'Job', 'Name', 'Email and phone', 'Action']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(rowTexts()[1]).toContain('Domestic · English');
    expect(rowTexts()[1]).toContain('p2@example.com987650002');
    expect(screen.getByRole('img', { name: 'Job 1 logo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Job 2 logo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View application from Kiran' })).toHaveAttribute(
      'href',
      '/view-application/1',
    );
    expect(screen.queryByRole('link', { name: /Create/ })).not.toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search applications' });
    await user.type(search, 'z');
    // Amit by the job shown, Zoya by name; not Kiran (email).
    await waitFor(() =>
      expect(rowTexts()).toEqual([expect.stringMatching(/^1.*Amit/), expect.stringMatching(/^2.*Zoya/)]),
    );
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
      expect(rowTexts()).toEqual([expect.stringMatching(/^1.*Amit/), expect.stringMatching(/^2.*Kiran/)]),
    );
  });

  it("finds applications by the job's current title after staff renamed the job", async () => {
    fakeApi.seed({
      jobs: [makeJob({ id: 7, title: 'Senior welder fabricator' })],
      applications: [
        application(1, { name: 'Kiran', title: 'Helper', job_id: 7, job_title: 'Welder' }),
        application(2, { name: 'Zoya', title: 'Cook', job_id: null, job_title: 'Cook' }),
      ],
    });
    const { user } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    const search = screen.getByRole('searchbox', { name: 'Search applications' });
    await user.type(search, 'fabricator');
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringMatching(/^1.*Kiran/)]));
    await user.clear(search);
    await user.type(search, 'welder');
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringMatching(/^1.*Kiran/)]));
  });

  it('asks the spec question before deleting and confirms with the Application texts', async () => {
    fakeApi.seed({ applications: [application(1, { name: 'Kiran' })] });
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
    expect(fakeApi.store.applications).toEqual([]);
  });

  it('says "Application deletion failed." when the server refuses', async () => {
    fakeApi.seed({ applications: [application(1, { name: 'Kiran' })] });
    const { user } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application',
    });
    await user.click(await screen.findByRole('button', { name: 'Delete application from Kiran' }));
    // Someone else deleted it meanwhile: the server answers 404.
    fakeApi.store.applications = [];
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete it!' }),
    );
    expect(await screen.findByText('Deletion failed!')).toBeInTheDocument();
    expect(screen.getByText('Application deletion failed.')).toBeInTheDocument();
  });

  it('"My jobs" shows only the applications to the jobs the signed-in person owns, kept in the URL', async () => {
    fakeApi.seed({
      jobs: [
        { ...makeJob({ id: 7, title: 'Welder' }), owner_id: 1 } as ReturnType<typeof makeJob>,
        makeJob({ id: 8, title: 'Cook' }),
      ],
      applications: [
        application(1, { name: 'Kiran', job_id: 7 }),
        application(2, { name: 'Zoya', job_id: 8 }),
        application(3, { name: 'Amit', job_id: 7 }),
      ],
    });
    const { user } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(3));
    const mine = screen.getByRole('checkbox', { name: 'My jobs' });
    expect(mine).not.toBeChecked();
    await user.click(mine);
    await waitFor(() =>
      expect(rowTexts()).toEqual([expect.stringMatching(/^1.*Amit/), expect.stringMatching(/^2.*Kiran/)]),
    );
    expect(fakeApi.requests('listApplications').at(-1)?.query).toEqual({ owner_id: '1' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/applications/export?owner_id=1',
    );
    await user.click(mine);
    await waitFor(() => expect(gridRows()).toHaveLength(3));
  });

  it("the Client filter shows only the applications to the client's requirements, kept in the URL", async () => {
    fakeApi.seed({
      clients: [
        {
          id: 4,
          name: 'Zenith Forgings',
          gstin: null,
          pan: null,
          billing_address: 'Changodar',
          billing_state: '24',
          billing_state_name: 'Gujarat',
          contacts: [],
          requirements: 0,
          created_at: '2026-05-01 10:00:00',
          updated_at: '2026-05-01 10:00:00',
        },
      ],
      jobs: [
        { ...makeJob({ id: 7, title: 'Welder' }), client_id: 4 } as ReturnType<typeof makeJob>,
        makeJob({ id: 8, title: 'Cook' }),
      ],
      applications: [
        application(1, { name: 'Kiran', job_id: 7 }),
        application(2, { name: 'Zoya', job_id: 8 }),
      ],
    });
    const { user } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    const client = screen.getByRole('combobox', { name: 'Client' });
    await waitFor(() =>
      expect(within(client).getByRole('option', { name: 'Zenith Forgings' })).toBeInTheDocument(),
    );
    await user.selectOptions(client, '4');
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringMatching(/^1.*Kiran/)]));
    expect(fakeApi.requests('listApplications').at(-1)?.query).toEqual({ client_id: '4' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/applications/export?client_id=4',
    );
  });

  it('"My jobs" is on when the URL says so', async () => {
    fakeApi.seed({
      jobs: [{ ...makeJob({ id: 7, title: 'Welder' }), owner_id: 1 } as ReturnType<typeof makeJob>],
      applications: [
        application(1, { name: 'Kiran', job_id: 7 }),
        application(2, { name: 'Zoya', job_id: null }),
      ],
    });
    renderWithProviders(<ApplicationList />, { preloadedState: adminState(), route: '/application?mine=1' });
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringMatching(/^1.*Kiran/)]));
    expect(screen.getByRole('checkbox', { name: 'My jobs' })).toBeChecked();
  });

  describe('from the server threshold on', () => {
    const many = () =>
      Array.from({ length: 12 }, (_, i) =>
        application(i + 1, {
          name: `Applicant ${String(i + 1).padStart(2, '0')}`,
          title: i % 2 ? 'Cook' : 'Welder',
          category: i % 2 ? '2' : '1',
        }),
      );

    it('pages, sorts and searches on the server, and keeps page, sort and search in the URL', async () => {
      fakeApi.seed({ applications: many(), applicationsPagingThreshold: 10 });
      const { user, history } = renderWithProviders(<ApplicationList />, {
        preloadedState: adminState(),
        route: '/application',
      });
      await waitFor(() => expect(gridRows()).toHaveLength(10));
      // Never the whole list: a page of ten, newest first, and the total.
      expect(fakeApi.requests('listApplications')).toEqual([]);
      expect(rowTexts()[0]).toMatch(/^1.*Applicant 12/);
      expect(screen.getByText('1–10 of 12')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() =>
        expect(rowTexts()).toEqual([
          expect.stringMatching(/^11.*Applicant 02/),
          expect.stringMatching(/^12.*Applicant 01/),
        ]),
      );
      expect(new URLSearchParams(history.location.search).get('page')).toBe('2');
      expect(fakeApi.requests('listApplicationsPage').at(-1)?.query).toMatchObject({
        page: '2',
        page_size: '10',
      });

      // Sorting by a column asks the server and starts again at page 1.
      await user.click(screen.getByRole('columnheader', { name: 'Name' }));
      await waitFor(() => expect(rowTexts()[0]).toMatch(/^1.*Applicant 01/));
      const sorted = new URLSearchParams(history.location.search);
      expect([sorted.get('sort'), sorted.get('order'), sorted.get('page')]).toEqual(['name', 'asc', null]);

      // The search goes to the server (the Type label too) and into the URL: the first key at once, then
      // the text typed meanwhile once SEARCH_DEBOUNCE_MS are up.
      await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'domestic');
      await waitFor(() => expect(rowTexts()).toHaveLength(6));
      expect(rowTexts().every((text) => text.includes('Domestic'))).toBe(true);
      expect(new URLSearchParams(history.location.search).get('q')).toBe('domestic');
      expect(fakeApi.requests('listApplicationsPage').at(-1)?.query).toMatchObject({
        q: 'domestic',
        sort: 'name',
        order: 'asc',
        page: '1',
      });
      const searched = fakeApi
        .requests('listApplicationsPage')
        .map((request) => request.query.q)
        .filter((q) => q !== undefined);
      expect(searched[0]).toBe('d');
      expect(searched.at(-1)).toBe('domestic');
    });

    it('says "more than" when a search matches more than the server counts, and still pages on', async () => {
      fakeApi.seed({
        applications: Array.from({ length: 1_012 }, (_, i) =>
          application(i + 1, { name: `Applicant ${i + 1}`, title: 'Welder', category: '1' }),
        ),
        applicationsPagingThreshold: 10,
      });
      const { user } = renderWithProviders(<ApplicationList />, {
        preloadedState: adminState(),
        route: '/application?q=welder',
      });
      await waitFor(() => expect(screen.getByText('1–10 of more than 1000')).toBeInTheDocument());
      expect(screen.getByText('Page 1 of more than 100')).toBeInTheDocument();
      expect(rowTexts()[0]).toMatch(/^1.*Applicant 1012/);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(screen.getByText('11–20 of more than 1010')).toBeInTheDocument());
      // Without a search the count is exact.
      await user.clear(screen.getByRole('searchbox', { name: 'Search applications' }));
      await waitFor(() => expect(screen.getByText('1–10 of 1012')).toBeInTheDocument());
      expect(screen.getByText('Page 1 of 102')).toBeInTheDocument();
    });

    it("sends a search's request in the key's own event, and the URL and rows follow", async () => {
      fakeApi.seed({ applications: many(), applicationsPagingThreshold: 10 });
      const { store, history } = renderWithProviders(<ApplicationList />, {
        preloadedState: adminState(),
        route: '/application?sort=name&order=asc',
      });
      await waitFor(() => expect(gridRows()).toHaveLength(10));
      const search = screen.getByRole('searchbox', { name: 'Search applications' });
      // The page queries the store has started, by their search text.
      const asked = () =>
        Object.values(store.getState().api.queries)
          .filter((entry) => entry?.endpointName === 'listApplicationsPage')
          .map((entry) => (entry?.originalArgs as { q?: string } | undefined)?.q);
      // The clock stands still until the second key: it comes within SEARCH_DEBOUNCE_MS of the first.
      const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
      await act(async () => {
        fireEvent.change(search, { target: { value: 'cook' } });
        // Still in the key's event (no render, effect or timer has run yet): the request is under way
        // and the URL says the search.
        expect(asked()).toContain('cook');
        expect(new URLSearchParams(history.location.search).get('q')).toBe('cook');
      });
      await waitFor(() => expect(rowTexts()).toHaveLength(6));
      expect(rowTexts().every((text) => text.includes('Domestic'))).toBe(true);
      expect(new URLSearchParams(history.location.search).get('q')).toBe('cook');
      // One request for it: the list's own query found the early one under way.
      const cook = fakeApi.requests('listApplicationsPage').filter((request) => request.query.q === 'cook');
      expect(cook).toHaveLength(1);
      expect(cook[0].query).toMatchObject({ page: '1', page_size: '10', sort: 'name', order: 'asc' });

      // Within SEARCH_DEBOUNCE_MS of it, a key waits for the pause's end (no request in its event).
      await act(async () => {
        fireEvent.change(search, { target: { value: 'cooks' } });
        expect(asked()).not.toContain('cooks');
      });
      clock.mockRestore();
      await waitFor(() => expect(screen.getByText('No data available')).toBeInTheDocument());
      expect(new URLSearchParams(history.location.search).get('q')).toBe('cooks');
    });

    it('opens on the page, sort and search of its URL', async () => {
      fakeApi.seed({ applications: many(), applicationsPagingThreshold: 10 });
      renderWithProviders(<ApplicationList />, {
        preloadedState: adminState(),
        route: '/application?page=2&sort=name&order=desc',
      });
      await waitFor(() =>
        expect(rowTexts()).toEqual([
          expect.stringMatching(/^11.*Applicant 02/),
          expect.stringMatching(/^12.*Applicant 01/),
        ]),
      );
      expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    });

    it('opens on the search of its URL, and on its last page when the URL asks for one past it', async () => {
      fakeApi.seed({ applications: many(), applicationsPagingThreshold: 10 });
      const { history } = renderWithProviders(<ApplicationList />, {
        preloadedState: adminState(),
        route: '/application?page=3&q=welder',
      });
      await waitFor(() => expect(rowTexts()).toHaveLength(6));
      expect(screen.getByText('1–6 of 6')).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search applications' })).toHaveValue('welder');
      expect(new URLSearchParams(history.location.search).get('q')).toBe('welder');
      expect(new URLSearchParams(history.location.search).get('page')).toBeNull();
    });
  });
});
