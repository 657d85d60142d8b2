import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import TeamForm from '../../../../src/features/team/admin/TeamForm';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { apiUrl, server } from '../../../utils/msw';
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

const member = {
  id: 3,
  name: 'Ravi Patel',
  position: 'Director',
  description: 'Founder',
  photo: '/files/t3.png',
};

describe('TeamForm', () => {
  it('on create checks only the photo, posts name/position/description and says "Team Inserted Successfully"', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(apiUrl('/team/store'), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ data: member });
      }),
    );
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
    expect(sent?.get('name')).toBe('Meera Shah');
    expect(sent?.get('position')).toBe('Recruiter');
    expect(sent?.get('description')).toMatch(/^Line one\r?\nLine two$/);
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
    let answer: object = { data: member };
    server.use(
      http.get(apiUrl('/team/3'), () => HttpResponse.json({ data: member })),
      http.put(apiUrl('/team/3'), () => HttpResponse.json(answer)),
    );
    const { user } = renderWithProviders(<TeamForm />, {
      preloadedState: adminState(),
      route: '/edit-team/3',
      path: '/edit-team/:id',
    });
    expect(await screen.findByRole('img', { name: 'Current photo' })).toHaveAttribute(
      'src',
      '/api/files/t3.png',
    );
    answer = {};
    await user.click(screen.getByRole('button', { name: 'Update Team' }));
    expect(await screen.findByText('Team Updated failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    answer = { data: member };
    await user.click(screen.getByRole('button', { name: 'Update Team', hidden: true }));
    expect(await screen.findByText('Team Updated Successfully')).toBeInTheDocument();
  });
});
