import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import TeamList from '../../../../src/features/team/admin/TeamList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { apiUrl, server } from '../../../utils/msw';
import { adminState, allowSlowRendering, gridRows, rowTexts } from '../../../utils/adminTestUtils';
import type { TeamMember } from '../../../../src/features/team/teamApi';

allowSlowRendering();

const member = (id: number, name: string, position: string): TeamMember => ({
  id,
  name,
  position,
  description: 'Bio',
  photo: `/files/t${id}.png`,
});

describe('TeamList', () => {
  it('lists members, searches by name only, and deletes with the Team texts', async () => {
    let members = [
      member(1, 'Ravi Patel', 'Director'),
      member(2, 'Meera Shah', 'Recruiter'),
      member(3, 'Anil Desai', 'Ravi’s assistant'),
    ];
    server.use(
      http.get(apiUrl('/team'), () => HttpResponse.json({ data: members })),
      http.delete(apiUrl('/team/delete/:id'), ({ params }) => {
        members = members.filter((m) => m.id !== Number(params.id));
        return HttpResponse.json({ message: 'Deleted' });
      }),
    );
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
  });

  it('says "Team deletion failed." when the server refuses', async () => {
    server.use(
      http.get(apiUrl('/team'), () => HttpResponse.json({ data: [member(1, 'Ravi Patel', 'Director')] })),
      http.delete(apiUrl('/team/delete/:id'), () => HttpResponse.json({ message: 'Nope' }, { status: 404 })),
    );
    const { user } = renderWithProviders(<TeamList />, { preloadedState: adminState(), route: '/team' });
    await user.click(await screen.findByRole('button', { name: 'Delete Ravi Patel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete it!' }),
    );
    expect(await screen.findByText('Team deletion failed.')).toBeInTheDocument();
  });
});
