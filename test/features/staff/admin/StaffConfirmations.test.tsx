import { screen, waitFor, within } from '@testing-library/react';
import StaffList from '../../../../src/features/staff/admin/StaffList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi } from '../../../utils/fakeApi';
import { fakeStaffUser } from '../../../utils/fakeApi/store';
import { adminState, allowSlowRendering, gridRows } from '../../../utils/adminTestUtils';

allowSlowRendering();

const seedStaff = () =>
  fakeApi.seed({
    users: [
      fakeStaffUser,
      { id: 2, name: 'Ravi', email: 'ravi@agency.test', role: 'recruiter', password: 'x', sessions: 2 },
      { id: 3, name: 'Meena', email: 'meena@agency.test', role: 'editor', password: 'x' },
    ],
  });

const staffUpdates = () => fakeApi.requests('updateStaffMember');

describe('Staff: a role change and disabling are confirmed first', () => {
  it('asks "Make Ravi an Administrator?" before the role is saved, and keeps the role on Cancel', async () => {
    seedStaff();
    const { user } = renderWithProviders(<StaffList />, { preloadedState: adminState(), route: '/staff' });
    await waitFor(() => expect(gridRows()).toHaveLength(3));
    const role = screen.getByRole('combobox', { name: 'Role of Ravi' });

    await user.selectOptions(role, 'admin');
    let dialog = await screen.findByRole('alertdialog', { name: 'Make Ravi an Administrator?' });
    expect(dialog).toHaveTextContent('Ravi is a Recruiter now. As an Administrator they may use everything');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(staffUpdates()).toHaveLength(0);
    expect(role).toHaveValue('recruiter');

    await user.selectOptions(role, 'admin');
    dialog = await screen.findByRole('alertdialog', { name: 'Make Ravi an Administrator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, make them an Administrator' }));
    await waitFor(() => expect(staffUpdates()).toHaveLength(1));
    expect(staffUpdates()[0].body).toEqual({ role: 'admin', enabled: true });
  });

  it('asks "Disable Ravi?" saying it ends their 2 sessions now; enabling again is not asked', async () => {
    seedStaff();
    const { user } = renderWithProviders(<StaffList />, { preloadedState: adminState(), route: '/staff' });
    await waitFor(() => expect(gridRows()).toHaveLength(3));
    const ravi = screen.getByRole('checkbox', { name: 'Ravi may sign in' });

    await user.click(ravi);
    let dialog = await screen.findByRole('alertdialog', { name: 'Disable Ravi?' });
    expect(dialog).toHaveTextContent('This ends their 2 sessions now, and they can no longer sign in.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(staffUpdates()).toHaveLength(0);
    expect(ravi).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Meena may sign in' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Disable Meena?' });
    expect(dialog).toHaveTextContent('They have no session open now, and they can no longer sign in.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, disable' }));
    await waitFor(() => expect(staffUpdates()).toHaveLength(1));
    expect(staffUpdates()[0].body).toEqual({ role: 'editor', enabled: false });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Meena may sign in' })).not.toBeChecked(),
    );

    // Enabling again saves at once.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Meena may sign in' }));
    await waitFor(() => expect(staffUpdates()).toHaveLength(2));
    expect(staffUpdates()[1].body).toEqual({ role: 'editor', enabled: true });
  });

  it('says at once that the last enabled Administrator must stay one, without a question or a request', async () => {
    seedStaff();
    const { user } = renderWithProviders(<StaffList />, { preloadedState: adminState(), route: '/staff' });
    await waitFor(() => expect(gridRows()).toHaveLength(3));

    await user.click(screen.getByRole('checkbox', { name: 'Asha Admin may sign in' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent(
      'At least one enabled Administrator must remain. Enable or promote another Administrator first.',
    );
    expect(warning).not.toHaveTextContent('Disable');
    await user.click(within(warning).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Asha Admin' }), 'editor');
    const again = await screen.findByRole('alertdialog');
    expect(again).toHaveTextContent('At least one enabled Administrator');
    await user.click(within(again).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(staffUpdates()).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'Asha Admin may sign in' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Role of Asha Admin' })).toHaveValue('admin');
  });
});
