import { screen, waitFor, within } from '@testing-library/react';
import ApplicationList from '../../../../src/features/applications/admin/ApplicationList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi } from '../../../utils/fakeApi';
import { makeApplication, makeJob } from '../../../utils/publicFixtures';
import { adminState, allowSlowRendering, gridRows } from '../../../utils/adminTestUtils';

allowSlowRendering();

const client = {
  id: 4,
  name: 'Zenith Forgings',
  gstin: null,
  pan: null,
  billing_address: 'Changodar',
  billing_state: '24',
  billing_state_name: 'Gujarat',
  contacts: [
    {
      id: 9,
      name: 'Meera Patel',
      designation: 'HR',
      phone: '',
      email: 'meera@zenith.example',
      whatsapp: false,
    },
  ],
  requirements: 1,
  created_at: '2026-05-01 10:00:00',
  updated_at: '2026-05-01 10:00:00',
};

/** Agreed to their resume going to employers on the apply form. */
const AGREED = { how: 'apply_form', on: '2026-05-01' } as const;

describe('Share with client', () => {
  it('shares the selected applications of a requirement, shows the link once, lists the answers and revokes the link', async () => {
    fakeApi.seed({
      clients: [client],
      jobs: [{ ...makeJob({ id: 7, title: 'Welder' }), client_id: 4 } as ReturnType<typeof makeJob>],
      applications: [
        makeApplication({ id: 1, name: 'Kiran', job_id: 7, employer_consent: AGREED }),
        makeApplication({ id: 2, name: 'Zoya', job_id: 7, employer_consent: AGREED }),
      ],
    });
    const { user } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application?job=7',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected rows' });
    await user.click(await within(toolbar).findByRole('button', { name: 'Share with client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with client' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Contact' })).toHaveDisplayValue(
        'Meera Patel (meera@zenith.example)',
      ),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Page language' }), 'gu');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note on Kiran' }), 'Six years of TIG');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    const done = await screen.findByRole('dialog', { name: 'Shortlist shared' });
    expect(within(done).getByRole('textbox', { name: 'Link for the client' })).toHaveValue(
      `http://localhost/shortlist/${'x'.repeat(43)}`,
    );
    expect(within(done).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\?text=/),
    );
    expect(fakeApi.requests('createShortlist').at(-1)?.body).toMatchObject({
      job_id: 7,
      contact_id: 9,
      language: 'gu',
      expiry_days: 14,
      send_email: true,
      items: [
        expect.objectContaining({ application_id: 2 }),
        expect.objectContaining({ application_id: 1, note: 'Six years of TIG' }),
      ],
    });
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    const panel = await screen.findByRole('region', { name: 'Shortlists shared with the client' });
    expect(panel).toHaveTextContent('Meera Patel (Zenith Forgings)');
    expect(panel).toHaveTextContent('Kiran: No answer yet');
    await user.click(within(panel).getByRole('button', { name: /Revoke the link of Meera Patel/ }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(panel).toHaveTextContent('Link revoked'));
    expect(within(panel).queryByRole('button', { name: /Revoke the link/ })).not.toBeInTheDocument();
    expect(fakeApi.requests('revokeShortlist')).toHaveLength(1);
  });

  it('says which candidates have not agreed to their resume going to employers, and shares nothing then', async () => {
    fakeApi.seed({
      clients: [client],
      jobs: [{ ...makeJob({ id: 7, title: 'Welder' }), client_id: 4 } as ReturnType<typeof makeJob>],
      applications: [
        makeApplication({ id: 1, name: 'Kiran', job_id: 7, employer_consent: AGREED }),
        makeApplication({ id: 2, name: 'Ravi', job_id: 7 }),
      ],
    });
    const { user } = renderWithProviders(<ApplicationList />, {
      preloadedState: adminState(),
      route: '/application?job=7',
    });
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected rows' });
    await user.click(await within(toolbar).findByRole('button', { name: 'Share with client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with client' });
    expect(
      await within(dialog).findByText(/Ravi applied before the apply form said resumes go to employers/),
    ).toBeVisible();
    expect(within(dialog).queryByText(/Kiran applied before/)).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Record their agreement on the application' }),
    ).toHaveAttribute('href', '/view-application/2');
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeDisabled();
    expect(fakeApi.requests('createShortlist')).toEqual([]);
  });
});
