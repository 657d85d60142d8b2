import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ApplicationList from '../../../../src/features/applications/admin/ApplicationList';
import ApplicationView from '../../../../src/features/applications/admin/ApplicationView';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi } from '../../../utils/fakeApi';
import { makeApplication, makeJob } from '../../../utils/publicFixtures';
import { adminState, allowSlowRendering, gridRows, rowTexts } from '../../../utils/adminTestUtils';

allowSlowRendering();

/** The query strings the SPA sent for the applications list. */
const listQueries = () =>
  fakeApi.requests('listApplications').map(({ query }) => new URLSearchParams(query).toString());

describe('Applications grid: pipeline', () => {
  it('shows status and reference, marks repeat candidates, filters by status and job in the URL, searches the reference', async () => {
    fakeApi.seed({
      jobs: [makeJob({ id: 7, title: 'Welder' }), makeJob({ id: 8, title: 'Cook' })],
      // Kiran applied twice (the same e-mail address); the API lists the newest first.
      applications: [
        makeApplication({ id: 1, name: 'Kiran', email: 'kiran@example.com', status: 'Rejected' }),
        makeApplication({ id: 2, name: 'Zoya', status: 'New', reference: 'SMS-2026-000777' }),
        makeApplication({
          id: 3,
          name: 'Kiran',
          email: 'Kiran@Example.com',
          status: 'Interview',
          reference: 'SMS-2026-000121',
          job_id: 8,
        }),
      ],
    });
    const { user, history } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(3));
    for (const name of ['Reference', 'Status']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(rowTexts()[0]).toContain('SMS-2026-000121');
    expect(rowTexts()[0]).toContain('Kiranapplied 2 times');
    expect(rowTexts()[0]).toContain('Interview');
    expect(rowTexts()[1]).not.toContain('applied');
    expect(rowTexts()[2]).toContain('Kiranapplied 2 times');

    // The reference is searchable (from three characters on).
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), '000777');
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('Zoya')]));
    await user.clear(screen.getByRole('searchbox', { name: 'Search applications' }));

    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/applications/export',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Interview');
    await waitFor(() => expect(history.location.search).toBe('?status=Interview'));
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('Kiran')]));
    expect(listQueries()).toContain('status=Interview');

    // Every job's option only once the filter is used (thousands of them at an agency's volume).
    const jobFilter = await screen.findByRole('combobox', { name: 'Job' });
    expect(
      within(jobFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All jobs']);
    await user.click(jobFilter);
    await waitFor(() => expect(within(jobFilter).getByRole('option', { name: 'Cook' })).toBeInTheDocument());
    await user.selectOptions(jobFilter, 'Cook');
    await waitFor(() => expect(history.location.search).toBe('?status=Interview&job=8'));
    await waitFor(() => expect(listQueries()).toContain('status=Interview&job_id=8'));
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('SMS-2026-000121')]));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/applications/export?status=Interview&job_id=8',
    );
  });

  it("names the job of a shared link's Job filter before the filter's other options are made", async () => {
    fakeApi.seed({
      jobs: [makeJob({ id: 7, title: 'Welder' }), makeJob({ id: 8, title: 'Cook' })],
      applications: [makeApplication({ id: 3, name: 'Kiran', job_id: 8 })],
    });
    const { user } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application?job=8',
    });
    const jobFilter = await screen.findByRole('combobox', { name: 'Job' });
    await waitFor(() => expect(jobFilter).toHaveDisplayValue('Cook'));
    expect(within(jobFilter).getAllByRole('option')).toHaveLength(2);
    await user.click(jobFilter);
    await waitFor(() =>
      expect(
        within(jobFilter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All jobs', 'Cook', 'Welder']),
    );
    expect(jobFilter).toHaveDisplayValue('Cook');
  });

  it('changes the status of the selected rows, with the template message when asked', async () => {
    fakeApi.seed({
      applications: [makeApplication({ id: 1, name: 'Kiran' }), makeApplication({ id: 2, name: 'Zoya' })],
    });
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
    const received = fakeApi.requests('changeApplicationStatus')[0].body as { ids: number[] };
    expect({ ...received, ids: [...received.ids].sort() }).toEqual({
      ids: [1, 2],
      status: 'Interview',
      send_message: true,
    });
    expect(fakeApi.store.applications.map(({ status }) => status)).toEqual(['Interview', 'Interview']);
    expect(fakeApi.store.outbox.map(({ kind, to_address }) => `${kind} ${to_address}`).sort()).toEqual([
      'status-change p1@example.com',
      'status-change p2@example.com',
    ]);
  });
});

describe('View Application: pipeline', () => {
  it('keeps the spec fields, adds reference, status change, history, notes, other applications and erasure', async () => {
    const candidate = { name: 'Kiran', email: 'p5@example.com', phone: '987650005' };
    fakeApi.seed({
      // Application 3 is the same candidate's earlier one.
      applications: [
        makeApplication({ id: 3, ...candidate, resume: '/files/cv-3.pdf' }),
        makeApplication({ id: 5, ...candidate, job_id: 7, status: 'Screening', resume: '/files/cv-5.pdf' }),
      ],
      history: {
        5: [
          {
            id: 1,
            from_status: null,
            to_status: 'New',
            changed_by: null,
            message_sent: false,
            messages: [],
            created_at: '2026-05-01 10:00:00',
          },
          {
            id: 2,
            from_status: 'New',
            to_status: 'Screening',
            changed_by: 'Asha Admin <admin@agency.test>',
            message_sent: true,
            messages: [
              { channel: 'email', state: 'sent' },
              { channel: 'whatsapp', state: 'failed' },
            ],
            created_at: '2026-05-02 10:00:00',
          },
        ],
      },
      notes: {
        5: [
          { id: 1, body: 'Called, speaks Gujarati', author: 'Asha Admin', created_at: '2026-05-02 09:00:00' },
        ],
      },
    });
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
    expect(history).toHaveTextContent(
      'New → Screening (e-mail sent to the applicant; WhatsApp message not sent: sending failed and was given up)',
    );
    expect(history).toHaveTextContent('Asha Admin <admin@agency.test>');

    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    expect(within(dialog).getByRole('combobox', { name: 'New status' })).toHaveValue('Screening');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New status' }), 'Interview');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('1 application moved to Interview.')).toBeInTheDocument();
    expect(fakeApi.requests('changeApplicationStatus')[0].body).toEqual({
      ids: [5],
      status: 'Interview',
      send_message: false,
    });
    await waitFor(() =>
      expect(screen.queryByText('1 application moved to Interview.')).not.toBeInTheDocument(),
    );

    expect(await screen.findByText('Called, speaks Gujarati')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'New note' }), 'Second call booked');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Second call booked')).toBeInTheDocument();
    expect(fakeApi.requests('addApplicationNote')[0].body).toEqual({ body: 'Second call booked' });
    expect(fakeApi.store.notes[5].at(-1)).toMatchObject({
      body: 'Second call booked',
      author: 'Asha Admin <admin@agency.test>',
    });

    expect(screen.getByText('applied 2 times')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Application 3' })).toHaveAttribute(
      'href',
      '/view-application/3',
    );

    // Erasing says what goes and waits for the candidate's e-mail or phone to be typed.
    await user.click(screen.getByRole('button', { name: 'Erase this candidate' }));
    const ask = await screen.findByRole('dialog', { name: 'Erase this candidate?' });
    const erasedList = await within(ask).findByRole('list', { name: 'What will be erased' });
    expect(
      within(erasedList)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 applications',
      '2 resumes and files',
      '3 status history entries',
      '2 staff notes',
      '0 outbox messages',
      '0 enquiries',
      '0 job-alert subscriptions',
    ]);
    expect(ask).toHaveTextContent('p5@example.com / 987650005');
    const eraseButton = within(ask).getByRole('button', { name: 'Erase' });
    expect(eraseButton).toBeDisabled();
    const typed = within(ask).getByRole('textbox', {
      name: "Type the candidate's e-mail address or phone number",
    });
    await user.type(typed, 'p6@example.com');
    expect(eraseButton).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, '98765 0005');
    expect(eraseButton).toBeEnabled();
    const readsBefore = fakeApi.requests('getApplication').length;
    await user.click(eraseButton);
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(fakeApi.requests('eraseCandidate')[0].body).toEqual({
      email: 'p5@example.com',
      phone: '987650005',
      confirmation: '98765 0005',
    });
    // The erased record is not read again (no 404 after the erasure).
    expect(fakeApi.requests('getApplication')).toHaveLength(readsBefore);
    expect(fakeApi.requests('getApplicationHistory').length).toBeGreaterThan(0);
    expect(fakeApi.store.applications).toEqual([]);
  });
});

describe('View Application: what became of a status message', () => {
  it('says a message is queued, then sent, as the outbox handles it', async () => {
    fakeApi.seed({
      applications: [makeApplication({ id: 8, name: 'Meena', email: 'meena@example.com' })],
      mailTemplates: [
        {
          status: 'Interview',
          subject: 'Interview for {job}',
          body: 'Dear {name}',
          updated_at: '2026-05-01 10:00:00',
          translations: [],
        },
      ],
    });
    const { user } = renderWithProviders(<ApplicationView />, {
      preloadedState: adminState(),
      route: '/view-application/8',
      path: '/view-application/:id',
    });
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New status' }), 'Interview');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    const history = await screen.findByRole('list', { name: 'Status history' });
    await waitFor(() => expect(history).toHaveTextContent('New → Interview (e-mail queued, not sent yet)'));
    expect(history).not.toHaveTextContent('sent to the applicant');

    // The outbox sends it: the next reading of the history says so.
    const queued = fakeApi.store.outbox.find((row) => row.kind === 'status-change');
    if (!queued) throw new Error('No status message queued');
    queued.status = 'sent';
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const again = await screen.findByRole('dialog', { name: 'Change status' });
    await user.selectOptions(within(again).getByRole('combobox', { name: 'New status' }), 'Offered');
    await user.click(within(again).getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Status history' })).toHaveTextContent('Interview → Offered'),
    );
    expect(screen.getByRole('list', { name: 'Status history' })).toHaveTextContent(
      'New → Interview (e-mail sent to the applicant)',
    );
  });

  it("records the candidate's agreement to share with employers for an application sent before the form asked", async () => {
    fakeApi.seed({
      applications: [
        makeApplication({ id: 5, job_id: 7 }),
        makeApplication({ id: 6, job_id: 7, employer_consent: { how: 'apply_form', on: '2026-05-01' } }),
      ],
    });
    const { user } = renderWithProviders(<ApplicationView />, {
      preloadedState: adminState(),
      route: '/view-application/5',
      path: '/view-application/:id',
    });
    const consent = await screen.findByTestId('employer-consent');
    expect(consent).toHaveTextContent('Not agreed yet');
    const form = screen.getByRole('form', { name: 'Sharing with employers' });
    // A day before the application is refused with the server's sentence.
    fireEvent.change(within(form).getByLabelText('On'), { target: { value: '2026-04-30' } });
    await user.click(within(form).getByRole('button', { name: 'Record agreement' }));
    expect(
      await screen.findByText('The candidate cannot have agreed before they applied (2026-05-01).'),
    ).toBeVisible();
    await user.click(within(form).getByRole('combobox', { name: 'Agreed' }));
    await user.click(screen.getByRole('option', { name: 'in person' }));
    fireEvent.change(within(form).getByLabelText('On'), { target: { value: '2026-05-01' } });
    await user.click(within(form).getByRole('button', { name: 'Record agreement' }));
    expect(
      await screen.findByText("The candidate's agreement to share their resume with employers is recorded."),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('employer-consent')).toHaveTextContent(
        'The candidate agreed in person on 2026-05-01.',
      ),
    );
    expect(fakeApi.requests('recordEmployerConsent').map(({ body }) => body)).toEqual([
      { how: 'phone', on: '2026-04-30' },
      { how: 'in_person', on: '2026-05-01' },
    ]);
  });
});

describe('View Application: the job seeker’s account', () => {
  it('says whether the candidate has an account and a profile, and reads the profile only when asked', async () => {
    fakeApi.seed({
      jobs: [makeJob({ id: 7, title: 'Welder' })],
      applications: [
        makeApplication({ id: 5, name: 'Asha', job_id: 7, resume_source: 'profile' }),
        makeApplication({ id: 6, name: 'Zoya', job_id: 7 }),
      ],
      candidateProfiles: {
        5: {
          name: 'Asha Patel',
          gender: 'Female',
          date_of_birth: '1996-04-12',
          languages: 'Gujarati, Hindi',
          location: 'Naroda',
          qualification: 'ITI Welder',
          experience: '4 years',
          skills: 'MIG welding',
          resume: '/files/profile.pdf',
          work_abroad: 'yes',
          passport: 'ECNR',
          updated_at: '2026-05-02 10:00:00',
        },
      },
    });
    const { user } = renderWithProviders(<ApplicationView />, {
      preloadedState: adminState(),
      route: '/view-application/5',
      path: '/view-application/:id',
    });
    expect(await screen.findByTestId('candidate-account')).toHaveTextContent('Has an account and a profile');
    expect(screen.getByText('The resume was sent from their saved profile.')).toBeInTheDocument();
    // Reading the profile is an audited read: nothing is asked before the button.
    expect(fakeApi.requests('getApplicationCandidateProfile')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show the profile' }));
    const profile = await screen.findByTestId('candidate-profile');
    expect(profile).toHaveTextContent('ITI Welder');
    expect(profile).toHaveTextContent('ECNR (Emigration Check Not Required)');
    expect(fakeApi.requests('getApplicationCandidateProfile')).toHaveLength(1);
  });

  it('says so when the candidate has no account', async () => {
    fakeApi.seed({
      jobs: [makeJob({ id: 7, title: 'Welder' })],
      applications: [makeApplication({ id: 6, name: 'Zoya', job_id: 7 })],
    });
    renderWithProviders(<ApplicationView />, {
      preloadedState: adminState(),
      route: '/view-application/6',
      path: '/view-application/:id',
    });
    expect(await screen.findByTestId('candidate-account')).toHaveTextContent('No account');
    expect(screen.queryByRole('button', { name: 'Show the profile' })).not.toBeInTheDocument();
  });
});
