import { screen } from '@testing-library/react';
import BlogListPage from '../../../src/features/blog/BlogListPage';
import BlogDetailPage from '../../../src/features/blog/BlogDetailPage';
import { formatBlogDate } from '../../../src/features/blog/blogDate';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi } from '../../utils/fakeApi';
import { makeBlogPost } from '../../utils/publicFixtures';

const post = (id: number, title: string, created_at: string) =>
  makeBlogPost({ id, title, created_at, description: `<h2>About ${title}</h2><p>Body of ${title}</p>` });

describe('blog', () => {
  it('formats created_at as a long US-English date in UTC', () => {
    expect(formatBlogDate('2026-11-21 10:00:00')).toBe('November 21, 2026');
    expect(formatBlogDate('2025-01-01 00:30:00')).toBe('January 1, 2025');
    expect(formatBlogDate('2024-12-31 23:59:59')).toBe('December 31, 2024');
  });

  it('lists posts as cards with image, title, long date and a link to the detail page', async () => {
    fakeApi.seed({
      blogPosts: [
        post(3, 'How to spot a fake job offer', '2026-03-05 08:15:00'),
        post(4, 'Payroll basics', '2025-12-31 23:59:59'),
      ],
    });
    renderWithProviders(<BlogListPage />, { route: '/blog' });

    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /How to spot a fake job offer/ });
    expect(link).toHaveAttribute('href', '/blog-detail/3');
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('December 31, 2025')).toBeInTheDocument();
    const image = link.querySelector('img');
    expect(image).toHaveAttribute('src', '/api/files/blog-3.png');
    expect(image).toHaveAttribute('height', '280');
    expect(screen.getByRole('heading', { name: 'Begin your new journey with us.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('shows Coming Soon when there are no posts', async () => {
    renderWithProviders(<BlogListPage />, { route: '/blog' });
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
  });

  it('only logs a failed load and shows Coming Soon', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi.failNext('listBlogPosts', 503);
    renderWithProviders(<BlogListPage />, { route: '/blog' });
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows a post: title, date, photo and rich HTML', async () => {
    fakeApi.seed({ blogPosts: [post(3, 'Working in the Gulf', '2026-11-21 10:00:00')] });
    renderWithProviders(<BlogDetailPage />, { route: '/blog-detail/3', path: '/blog-detail/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Working in the Gulf' })).toBeInTheDocument();
    expect(screen.getByText('November 21, 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Working in the Gulf' })).toHaveAttribute(
      'src',
      '/api/files/blog-3.png',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About Working in the Gulf' })).toBeInTheDocument();
  });
});
