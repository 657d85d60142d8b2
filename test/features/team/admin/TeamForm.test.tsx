import { screen } from '@testing-library/react';
import { http } from 'msw';
import TeamForm from '../../../../src/features/team/admin/TeamForm';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { apiUrl, offContractJson, server } from '../../../utils/msw';
import { fakeApi } from '../../../utils/fakeApi';
import { makeTeamMember } from '../../../utils/publicFixtures';
import {
  adminState,
  allowSlowRendering,
  fill,
  imageFile,
  stubObjectUrls,
  waitForDialogToClose,
} from '../../../utils/adminTestUtils';

allowSlowRendering();
stubObjectUrls();

const member = makeTeamMember({
  id: 3,
  name: 'Ravi Patel',
  position: 'Director',
  description: 'Founder',
  photo: '/files/t3.png',
});

describe('TeamForm', () => {
  it('on create checks only the photo, posts name/position/description and says "Team Inserted Successfully"', async () => {
    const { user } = renderWithProviders(<TeamForm />, {
      preloadedState: adminState(),
      route: '/create-team',
      path: '/create-team',
    });
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    expect(await screen.findByText('Please enter data')).toBeInTheDocument();
    await waitForDialogToClose();

    await fill(user, screen.getByLabelText(/^Name/, { selector: 'input' }), 'Meera Shah');
    await fill(user, screen.getByLabelText(/^Position/, { selector: 'input' }), 'Recruiter');
    await fill(user, screen.getByLabelText(/^Description/, { selector: 'textarea' }), 'Line one\nLine two');
    await user.upload(screen.getByLabelText('Photo'), imageFile());
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    expect(await screen.findByText('Team Inserted Successfully')).toBeInTheDocument();
    const sent = fakeApi.requests('createTeamMember').map(({ body }) => body as Record<string, unknown>);
    expect(sent).toHaveLength(1);
    expect(sent[0].name).toBe('Meera Shah');
    expect(sent[0].position).toBe('Recruiter');
    expect(sent[0].description).toMatch(/^Line one\r?\nLine two$/);
    expect(fakeApi.store.team).toEqual([
      expect.objectContaining({ name: 'Meera Shah', position: 'Recruiter' }),
    ]);
  });

  it('refuses an image over 5 MB', async () => {
    const { user } = renderWithProviders(<TeamForm />, {
      preloadedState: adminState(),
      route: '/create-team',
      path: '/create-team',
    });
    await user.upload(screen.getByLabelText('Photo'), imageFile(6_000_000, 'big.jpg', 'image/jpeg'));
    expect(await screen.findByText('File size exceeds 5 MB')).toBeInTheDocument();
  });

  it('on edit says "Team Updated Successfully", or "Team Updated failed" without data', async () => {
    fakeApi.seed({ team: [member] });
    // The first save is answered off the contract on purpose (a 200 without the member).
    server.use(http.put(apiUrl('/team/3'), () => offContractJson({}), { once: true }));
    const { user } = renderWithProviders(<TeamForm />, {
      preloadedState: adminState(),
      route: '/edit-team/3',
      path: '/edit-team/:id',
    });
    expect(await screen.findByRole('img', { name: 'Current photo' })).toHaveAttribute(
      'src',
      '/api/files/t3.png',
    );
    await user.click(screen.getByRole('button', { name: 'Update Team' }));
    expect(await screen.findByText('Team Updated failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Update Team', hidden: true }));
    expect(await screen.findByText('Team Updated Successfully')).toBeInTheDocument();
    expect(fakeApi.requests('updateTeamMember')).toHaveLength(1);
    expect(fakeApi.store.team).toEqual([{ ...member, name: 'Ravi Patel', position: 'Director' }]);
  });
});
