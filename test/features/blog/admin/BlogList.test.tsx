import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import BlogList from '../../../../src/features/blog/admin/BlogList';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { apiUrl, server } from '../../../utils/msw';
import { adminState, allowSlowRendering, gridRows, rowTexts } from '../../../utils/adminTestUtils';
import type { BlogPost } from '../../../../src/features/blog/blogApi';

allowSlowRendering();

const post = (id: number, title: string): BlogPost => ({
  id,
  title,
  description: '<p>Text</p>',
  photo: `/files/p${id}.png`,
  created_at: '2025-02-01 09:00:00',
});

describe('BlogList', () => {
  it('lists posts with poster and title, searches titles only, and deletes with the Blog texts', async () => {
    let posts = [post(1, 'Hiring in Dubai'), post(2, 'Payroll tips'), post(3, 'Interview tips')];
    server.use(
      http.get(apiUrl('/blog'), () => HttpResponse.json({ data: posts })),
      http.delete(apiUrl('/blog/delete/:id'), ({ params }) => {
        posts = posts.filter((p) => p.id !== Number(params.id));
        return HttpResponse.json({ message: 'Deleted' });
      }),
    );
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
        expect.stringMatching(/^1Payroll tips/),
        expect.stringMatching(/^2Interview tips/),
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Interview tips' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('You want to delete this Blog.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('This Blog has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(gridRows()).toHaveLength(1));
  });

  it('says "Blog deletion failed." when the server refuses', async () => {
    server.use(
      http.get(apiUrl('/blog'), () => HttpResponse.json({ data: [post(1, 'Only post')] })),
      http.delete(apiUrl('/blog/delete/:id'), () => HttpResponse.json({ message: 'Nope' }, { status: 404 })),
    );
    const { user } = renderWithProviders(<BlogList />, { preloadedState: adminState(), route: '/blog-list' });
    await user.click(await screen.findByRole('button', { name: 'Delete Only post' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete it!' }),
    );
    expect(await screen.findByText('Deletion failed!')).toBeInTheDocument();
    expect(screen.getByText('Blog deletion failed.')).toBeInTheDocument();
  });
});
