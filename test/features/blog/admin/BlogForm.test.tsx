import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import BlogForm from '../../../../src/features/blog/admin/BlogForm';
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

const post = {
  id: 4,
  title: 'Old title',
  description: '<p>Body</p>',
  photo: '/files/b4.png',
  created_at: '2025-01-01 00:00:00',
};

describe('BlogForm', () => {
  it('on create checks only the photo ("Please enter data"), then posts and says "Blog Inserted Successfully"', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post(apiUrl('/blog/store'), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ data: { ...post, id: 5 } });
      }),
    );
    const { user } = renderWithProviders(<BlogForm />, {
      preloadedState: adminState(),
      route: '/create-blog',
      path: '/create-blog',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Blog' })).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Title/, { selector: 'input' }), 'Hiring now');
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    expect(await screen.findByText('Please enter data')).toBeInTheDocument();
    await waitForDialogToClose();
    expect(sent).toBeUndefined();

    await user.upload(screen.getByLabelText('Photo'), imageFile(2048, 'poster.png'));
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    expect(await screen.findByText('Blog Inserted Successfully')).toBeInTheDocument();
    expect(sent?.get('title')).toBe('Hiring now');
    expect((sent?.get('photo') as Blob).size).toBe(2048);
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('on create sends even without a title (only the image is checked) and shows "Blog Inserted failed" without data', async () => {
    server.use(http.post(apiUrl('/blog/store'), () => HttpResponse.json({ message: 'ok' })));
    const { user } = renderWithProviders(<BlogForm />, {
      preloadedState: adminState(),
      route: '/create-blog',
      path: '/create-blog',
    });
    await user.upload(screen.getByLabelText('Photo'), imageFile());
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    expect(await screen.findByText('Blog Inserted failed')).toBeInTheDocument();
  });

  it('on edit shows the existing photo, saves without a new one and says "Blog Updated Successfully"', async () => {
    server.use(
      http.get(apiUrl('/blog/4'), () => HttpResponse.json({ data: post })),
      http.put(apiUrl('/blog/4'), () => HttpResponse.json({ data: post })),
    );
    const { user } = renderWithProviders(<BlogForm />, {
      preloadedState: adminState(),
      route: '/edit-blog/4',
      path: '/edit-blog/:id',
    });
    expect(await screen.findByRole('img', { name: 'Current photo' })).toHaveAttribute(
      'src',
      '/api/files/b4.png',
    );
    expect(screen.getByLabelText(/^Title/, { selector: 'input' })).toHaveValue('Old title');
    await user.click(screen.getByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByText('Blog Updated Successfully')).toBeInTheDocument();
  });

  it('on edit warns "This Data Already Exists" on a 400', async () => {
    server.use(
      http.get(apiUrl('/blog/4'), () => HttpResponse.json({ data: post })),
      http.put(apiUrl('/blog/4'), () =>
        HttpResponse.json({ message: 'This Data Already Exists' }, { status: 400 }),
      ),
    );
    const { user } = renderWithProviders(<BlogForm />, {
      preloadedState: adminState(),
      route: '/edit-blog/4',
      path: '/edit-blog/:id',
    });
    await user.click(await screen.findByRole('button', { name: 'Update Blog' }));
    expect(await screen.findByText('This Data Already Exists')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
