import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import ApplicationList from '../../../../src/features/applications/admin/ApplicationList';
import ApplicationView from '../../../../src/features/applications/admin/ApplicationView';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { apiUrl, contractJson, server } from '../../../utils/msw';
import { adminState, allowSlowRendering, gridRows, makeJob, rowTexts } from '../../../utils/adminTestUtils';
import type {
  ApplicationDetail,
  ApplicationSummary,
} from '../../../../src/features/applications/applicationsApi';

allowSlowRendering();

const summary = (id: number, overrides: Partial<ApplicationSummary> = {}): ApplicationSummary => ({
  id,
  logo: null,
  job_title: `Job ${id}`,
  name: `Person ${id}`,
  email: `p${id}@example.com`,
  phone: `98765000${id}`,
  category: '1',
  title: `Typed title ${id}`,
  reference: `SMS-2026-00012${id}`,
  status: 'New',
  created_at: '2026-05-01 10:00:00',
  applied_count: 1,
  other_application_ids: [],
  ...overrides,
});

const detail = (id: number, overrides: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  ...summary(id),
  job_id: 7,
  career_level: 'Experienced',
  experience: '3 years',
  gender: 'Female',
  message: 'Hello',
  resume: null,
  consent_version: '2026-05',
  consent_at: '2026-05-01 10:00:00',
  ...overrides,
});

describe('Applications grid: pipeline', () => {
  it('shows status and reference, marks repeat candidates, filters by status and job in the URL, searches the reference', async () => {
    const queries: string[] = [];
    server.use(
      http.get(apiUrl('/job/manage'), () =>
        contractJson('listManagedJobs', {
          data: [makeJob(7, { title: 'Welder' }), makeJob(8, { title: 'Cook' })],
        }),
      ),
      http.get(apiUrl('/applications'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        const all = [
          summary(1, { name: 'Kiran', status: 'Interview', applied_count: 2, other_application_ids: [3] }),
          summary(2, { name: 'Zoya', status: 'New', reference: 'SMS-2026-000777' }),
        ];
        const status = query.get('status');
        return contractJson(
          'listApplications',
          status ? all.filter((application) => application.status === status) : all,
        );
      }),
    );
    const { user, router } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    for (const name of ['Reference', 'Status']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(rowTexts()[0]).toContain('SMS-2026-000121');
    expect(rowTexts()[0]).toContain('Kiranapplied 2 times');
    expect(rowTexts()[0]).toContain('Interview');
    expect(rowTexts()[1]).not.toContain('applied');

    // The reference is searchable (from three characters on).
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), '000777');
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('Zoya')]));
    await user.clear(screen.getByRole('searchbox', { name: 'Search applications' }));

    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/applications/export',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Interview');
    await waitFor(() => expect(router.state.location.search).toBe('?status=Interview'));
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('Kiran')]));
    expect(queries).toContain('status=Interview');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Job' }), 'Cook');
    await waitFor(() => expect(router.state.location.search).toBe('?status=Interview&job=8'));
    await waitFor(() => expect(queries).toContain('status=Interview&job_id=8'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/applications/export?status=Interview&job_id=8',
    );
  });

  it('changes the status of the selected rows, with the template message when asked', async () => {
    let received: unknown;
    server.use(
      http.get(apiUrl('/job/manage'), () => contractJson('listManagedJobs', { data: [] })),
      http.get(apiUrl('/applications'), () =>
        contractJson('listApplications', [summary(1, { name: 'Kiran' }), summary(2, { name: 'Zoya' })]),
      ),
      http.post(apiUrl('/applications/status'), async ({ request }) => {
        received = await request.json();
        return contractJson('changeApplicationStatus', {
          message: '2 applications moved to Interview. 2 messages queued for the applicants.',
          data: { changed: [1, 2], messages: 2 },
        });
      }),
    );
    const { user } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected rows' });
    expect(toolbar).toHaveTextContent('2 selected');
    await user.click(within(toolbar).getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New status' }), 'Interview');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Send the applicant the template message' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(
      await screen.findByText('2 applications moved to Interview. 2 messages queued for the applicants.'),
    ).toBeInTheDocument();
    expect(received).toEqual({ ids: [1, 2], status: 'Interview', send_message: true });
  });
});

describe('View Application: pipeline', () => {
  it('keeps the spec fields, adds reference, status change, history, notes, other applications and erasure', async () => {
    let statusBody: unknown;
    let noteBody: unknown;
    let eraseBody: unknown;
    const notes = [
      { id: 1, body: 'Called, speaks Gujarati', author: 'Asha Admin', created_at: '2026-05-02 09:00:00' },
    ];
    server.use(
      http.get(apiUrl('/applications/:id'), () =>
        contractJson('getApplication', {
          data: detail(5, {
            name: 'Kiran',
            applied_count: 2,
            other_application_ids: [3],
            status: 'Screening',
          }),
        }),
      ),
      http.get(apiUrl('/applications/history/:id'), () =>
        contractJson('getApplicationHistory', {
          data: [
            {
              id: 1,
              from_status: null,
              to_status: 'New',
              changed_by: null,
              message_sent: false,
              created_at: '2026-05-01 10:00:00',
            },
            {
              id: 2,
              from_status: 'New',
              to_status: 'Screening',
              changed_by: 'Asha Admin <admin@agency.test>',
              message_sent: true,
              created_at: '2026-05-02 10:00:00',
            },
          ],
        }),
      ),
      http.get(apiUrl('/applications/notes/:id'), () =>
        contractJson('listApplicationNotes', { data: notes }),
      ),
      http.post(apiUrl('/applications/notes/:id'), async ({ request }) => {
        noteBody = await request.json();
        const note = {
          id: 2,
          body: 'Second call booked',
          author: 'Asha Admin',
          created_at: '2026-05-03 09:00:00',
        };
        notes.push(note);
        return contractJson('addApplicationNote', { message: 'Note saved.', data: note });
      }),
      http.post(apiUrl('/applications/status'), async ({ request }) => {
        statusBody = await request.json();
        return contractJson('changeApplicationStatus', {
          message: '1 application moved to Interview.',
          data: { changed: [5], messages: 0 },
        });
      }),
      http.post(apiUrl('/applications/erase'), async ({ request }) => {
        eraseBody = await request.json();
        return contractJson('eraseCandidate', {
          message: 'Erased 2 applications and 3 messages.',
          data: { applications: 2, messages: 3, enquiries: 0, subscribers: 0 },
        });
      }),
    );
    const { user } = renderWithProviders(<ApplicationView />, {
      preloadedState: adminState(),
      route: '/view-application/5',
      path: '/view-application/:id',
    });
    expect(await screen.findByRole('textbox', { name: 'Reference' })).toHaveValue('SMS-2026-000125');
    for (const label of [
      'Job',
      'Career Level',
      'Experience',
      'Categorie',
      'Name',
      'Gender',
      'Phone Number',
      'Email',
      'Job Title',
      'message',
    ]) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByText('View Application', { selector: 'h1' })).toBeInTheDocument();

    const history = await screen.findByRole('list', { name: 'Status history' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    expect(history).toHaveTextContent('Received as New');
    expect(history).toHaveTextContent('New → Screening (message sent to the applicant)');
    expect(history).toHaveTextContent('Asha Admin <admin@agency.test>');

    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    expect(within(dialog).getByRole('combobox', { name: 'New status' })).toHaveValue('Screening');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New status' }), 'Interview');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('1 application moved to Interview.')).toBeInTheDocument();
    expect(statusBody).toEqual({ ids: [5], status: 'Interview', send_message: false });
    await waitFor(() =>
      expect(screen.queryByText('1 application moved to Interview.')).not.toBeInTheDocument(),
    );

    expect(await screen.findByText('Called, speaks Gujarati')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'New note' }), 'Second call booked');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Second call booked')).toBeInTheDocument();
    expect(noteBody).toEqual({ body: 'Second call booked' });

    expect(screen.getByText('applied 2 times')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Application 3' })).toHaveAttribute(
      'href',
      '/view-application/3',
    );

    await user.click(screen.getByRole('button', { name: 'Erase this candidate' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('p5@example.com / 987650005');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, erase' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(eraseBody).toEqual({ email: 'p5@example.com', phone: '987650005' });
  });
});
