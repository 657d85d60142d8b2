import { screen } from '@testing-library/react';
import NotFoundPage from '../../src/components/NotFoundPage';
import { sanitizeHtml } from '../../src/components/RichText';
import { renderWithProviders } from '../utils/renderWithProviders';

describe('not found page', () => {
  it('says the page was not found and links back', () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^Page not found/);
  });
});

describe('RichText sanitising', () => {
  it('keeps formatting and drops scripts, handlers and unsafe URLs', () => {
    const html = sanitizeHtml(
      '<h2>Title</h2><p style="color:red" onclick="x()">Text <a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a></p><script>alert(1)</script><iframe src="https://x"></iframe><img src="/api/files/a.png">',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('style="color:red"');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('<img src="/api/files/a.png">');
  });
});
