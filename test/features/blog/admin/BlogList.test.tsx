import { screen, waitFor, within } from '@testing-library/react';
import BlogList from '../../../../src/features/blog/admin/BlogList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { fakeApi } from '../../../utils/fakeApi';
import { makeBlogPost } from '../../../utils/publicFixtures';
import { adminState, allowSlowRendering, gridRows, rowTexts } from '../../../utils/adminTestUtils';

allowSlowRendering();

const post = (id: number, title: string) => makeBlogPost({ id, title, photo: `/files/p${id}.png` });

// The API lists the newest post (highest id) first.

describe('BlogList', () => {
  it('lists posts with poster and title, searches titles only, and deletes with the Blog texts', async () => {
    fakeApi.seed({
      blogPosts: [post(1, 'Hiring in Dubai'), post(2, 'Payroll tips'), post(3, 'Interview tips')],
    });
    const { user } = renderWithProviders(<BlogList />, { preloadedState: adminState(), route: '/blog-list' });
    await waitFor(() => expect(gridRows()).toHaveLength(3));
    for (const name of ['Index', 'Poster', 'Title', 'Action']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'Payroll tips poster' })).toHaveAttribute(
      'src',
      '/api/files/p2.png',
    );
    expect(screen.getByRole('link', { name: 'Edit Payroll tips' })).toHaveAttribute('href', '/edit-blog/2');
    expect(screen.getByRole('link', { name: 'Create Blog' })).toHaveAttribute('href', '/create-blog');

    await user.type(screen.getByRole('searchbox', { name: 'Search blog posts' }), 'TIPS');
    await waitFor(() =>
      expect(rowTexts()).toEqual([
        expect.stringMatching(/^1Interview tips/),
        expect.stringMatching(/^2Payroll tips/),
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Interview tips' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('You want to delete this Blog.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('This Blog has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    expect(fakeApi.store.blogPosts.map(({ id }) => id)).toEqual([1, 2]);
  });

  it('says "Blog deletion failed." when the server refuses', async () => {
    fakeApi.seed({ blogPosts: [post(1, 'Only post')] });
    const { user } = renderWithProviders(<BlogList />, { preloadedState: adminState(), route: '/blog-list' });
    await user.click(await screen.findByRole('button', { name: 'Delete Only post' }));
    // Someone else deleted the post meanwhile: the server answers 404.
    fakeApi.store.blogPosts = [];
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete it!' }),
    );
    expect(await screen.findByText('Deletion failed!')).toBeInTheDocument();
    expect(screen.getByText('Blog deletion failed.')).toBeInTheDocument();
  });
});
