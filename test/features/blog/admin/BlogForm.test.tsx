import { screen } from '@testing-library/react';
import BlogForm from '../../../../src/features/blog/admin/BlogForm';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi } from '../../../utils/fakeApi';
import { makeBlogPost } from '../../../utils/publicFixtures';
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

const post = makeBlogPost({
  id: 4,
  title: 'Old title',
  description: '<p>Body</p>',
  photo: '/files/b4.png',
  created_at: '2025-01-01 00:00:00',
});

describe('BlogForm', () => {
  it('on create checks only the photo ("Please enter data"), then posts and says "Blog Inserted Successfully"', async () => {
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
    expect(fakeApi.requests('createBlogPost')).toEqual([]);

    await user.upload(screen.getByLabelText('Photo'), imageFile(2048, 'poster.png'));
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    expect(await screen.findByText('Blog Inserted Successfully')).toBeInTheDocument();
    const sent = fakeApi.requests('createBlogPost')[0].body as Record<string, unknown>;
    expect(sent.title).toBe('Hiring now');
    expect((sent.photo as Blob).size).toBe(2048);
    expect(fakeApi.store.blogPosts).toEqual([expect.objectContaining({ id: 1, title: 'Hiring now' })]);
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('on create sends even without a title (only the image is checked) and shows "Blog Inserted failed" with the server sentence', async () => {
    const { user } = renderWithProviders(<BlogForm />, {
      preloadedState: adminState(),
      route: '/create-blog',
      path: '/create-blog',
    });
    await user.upload(screen.getByLabelText('Photo'), imageFile());
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    expect(await screen.findByText('Blog Inserted failed')).toBeInTheDocument();
    // The server refuses the blank title and names the field; nothing is stored.
    expect(screen.getByText('title must not be empty.')).toBeInTheDocument();
    expect(fakeApi.requests('createBlogPost')).toHaveLength(1);
    expect(fakeApi.store.blogPosts).toEqual([]);
  });

  it('on edit shows the existing photo, saves without a new one and says "Blog Updated Successfully"', async () => {
    fakeApi.seed({ blogPosts: [post] });
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
    expect(fakeApi.requests('updateBlogPost')[0].body).toEqual({
      title: 'Old title',
      description: '<p>Body</p>',
      // No Gujarati or Hindi version was written: the post keeps none.
      title_gu: '',
      description_gu: '',
      title_hi: '',
      description_hi: '',
    });
  });

  it('on edit warns "This Data Already Exists" on a 400', async () => {
    // Another post has the same title (in other letter case): the server refuses a duplicate.
    fakeApi.seed({ blogPosts: [post, makeBlogPost({ id: 5, title: 'OLD TITLE' })] });
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
