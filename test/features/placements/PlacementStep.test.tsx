import { screen, within } from '@testing-library/react';
import ApplicationView from '../../../src/features/applications/admin/ApplicationView';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi, type Job } from '../../utils/fakeApi';
import { makeApplication, makeJob } from '../../utils/publicFixtures';
import { adminState, allowSlowRendering } from '../../utils/adminTestUtils';

allowSlowRendering();

const client = {
  id: 4,
  name: 'Sanand Forgings',
  gstin: null,
  pan: null,
  billing_address: 'GIDC Sanand',
  billing_state: '24',
  billing_state_name: 'Gujarat',
  contacts: [],
  requirements: 0,
  created_at: '2026-05-01 10:00:00',
  updated_at: '2026-05-01 10:00:00',
};

describe('moving an application of a client requirement to Placed', () => {
  it('asks for the placement in the same step, shows the fee from the terms, and places with an agreed fee and reason', async () => {
    fakeApi.seed({
      clients: [client],
      jobs: [
        {
          ...makeJob({ id: 7, title: 'CNC Operator' }),
          client_id: 4,
          fee_type: 'percent_ctc',
          fee_percent_bp: 833,
          guarantee_days: 90,
        } as Job,
      ],
      applications: [makeApplication({ id: 5, job_id: 7, status: 'Offered' })],
    });
    const { user } = renderWithProviders(<ApplicationView />, {
      preloadedState: adminState('recruiter'),
      route: '/view-application/5',
      path: '/view-application/:id',
    });
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New status' }), 'Placed');
    const joining = await within(dialog).findByLabelText(/Joining date/);
    await user.clear(joining);
    await user.type(joining, '2026-01-15');
    await user.type(within(dialog).getByRole('textbox', { name: /Annual CTC/ }), '3,60,000');
    // ₹3,60,000 at 8.33 % is ₹29,988 (src/domain/placements.ts), shown as it is typed.
    expect(within(dialog).getByText('Fee from the terms: ₹29,988')).toBeInTheDocument();
    expect(within(dialog).getByText('Guarantee until 2026-04-15 (90 days).')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Agreed fee/ }), '25000');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the agreed fee/ }),
      'Second hire',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Placement recorded. Fee: ₹25,000.')).toBeInTheDocument();
    expect(fakeApi.requests('placeApplication').map((request) => request.body)).toEqual([
      {
        joining_date: '2026-01-15',
        ctc_paise: 36_000_000,
        fee_paise: 2_500_000,
        fee_reason: 'Second hire',
        send_message: false,
      },
    ]);
    expect(fakeApi.requests('changeApplicationStatus')).toHaveLength(0);
  });
});
