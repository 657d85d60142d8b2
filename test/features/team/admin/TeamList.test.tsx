import { screen, waitFor, within } from '@testing-library/react';
import TeamList from '../../../../src/features/team/admin/TeamList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi } from '../../../utils/fakeApi';
import { makeTeamMember } from '../../../utils/publicFixtures';
import { adminState, allowSlowRendering, gridRows, rowTexts } from '../../../utils/adminTestUtils';

allowSlowRendering();

const member = (id: number, name: string, position: string) => makeTeamMember({ id, name, position });

describe('TeamList', () => {
  it('lists members, searches by name only, and deletes with the Team texts', async () => {
    fakeApi.seed({
      team: [
        member(1, 'Ravi Patel', 'Director'),
        member(2, 'Meera Shah', 'Recruiter'),
        member(3, 'Anil Desai', 'Ravi’s assistant'),
      ],
    });
    const { user } = renderWithProviders(<TeamList />, { preloadedState: adminState(), route: '/team' });
    await waitFor(() => expect(gridRows()).toHaveLength(3));
    for (const name of ['Index', 'Photo', 'Name', 'Action']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Edit Meera Shah' })).toHaveAttribute('href', '/edit-team/2');
    expect(screen.getByRole('link', { name: 'Create Team' })).toHaveAttribute('href', '/create-team');

    // The position mentions Ravi too, but only names are searched.
    await user.type(screen.getByRole('searchbox', { name: 'Search team members' }), 'ravi');
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringMatching(/^1Ravi Patel/)]));

    await user.click(screen.getByRole('button', { name: 'Delete Ravi Patel' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('You want to delete this Team.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('This Team has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No data available')).toBeInTheDocument());
    expect(fakeApi.store.team.map(({ id }) => id)).toEqual([2, 3]);
  });

  it('says "Team deletion failed." when the server refuses', async () => {
    fakeApi.seed({ team: [member(1, 'Ravi Patel', 'Director')] });
    const { user } = renderWithProviders(<TeamList />, { preloadedState: adminState(), route: '/team' });
    await user.click(await screen.findByRole('button', { name: 'Delete Ravi Patel' }));
    // Someone else deleted the member meanwhile: the server answers 404.
    fakeApi.store.team = [];
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete it!' }),
    );
    expect(await screen.findByText('Team deletion failed.')).toBeInTheDocument();
  });
});
