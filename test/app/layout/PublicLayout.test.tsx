import { screen, waitFor, within } from '@testing-library/react';
import PublicLayout from '../../../src/app/layout/PublicLayout';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi } from '../../utils/fakeApi';
import { testAgency } from '../agency/agencyFixture';

jest.setTimeout(30_000);

const page = (
  <PublicLayout>
    <h1>Page body</h1>
  </PublicLayout>
);

describe('public layout', () => {
  it('has the navigation with the Jobs menu and the footer links', async () => {
    const { user } = renderWithProviders(page);
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    await user.click(within(nav).getByRole('button', { name: 'Jobs' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Domestic' })).toHaveAttribute('href', '/domestic');
    expect(within(menu).getByRole('menuitem', { name: 'International' })).toHaveAttribute(
      'href',
      '/international',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Home', '/'],
      ['About Us', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Domestic Jobs', '/domestic'],
      ['International Jobs', '/international'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The agency's own profiles (from GET /api/agency), not the networks' home pages.
    await within(footer).findByRole('link', { name: /on Facebook/ });
    expect(
      within(footer)
        .getAllByRole('link', { name: /opens in a new tab/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(Object.values(testAgency.social ?? {}));
    expect(within(footer).getAllByRole('link', { name: /^\+91/ })).toHaveLength(3);
    expect(within(footer).getByText('Ahmedabad')).toBeInTheDocument();
    expect(within(footer).getByText('Gujarat 380015, India')).toBeInTheDocument();
    expect(within(footer).getByText(/MSME \(Udyam\) registration UDYAM-GJ-01-0012345/)).toHaveTextContent(
      'valid until 31 March 2030',
    );
  });

  it('hides the footer blocks the agency has no data for', async () => {
    fakeApi.seed({
      agency: { name: 'Example Staffing', social: { linkedin: 'https://www.linkedin.com/company/example/' } },
    });
    renderWithProviders(page);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(/Example Staffing, Ahmedabad/)).toBeInTheDocument();
    expect(within(footer).getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(1);
    expect(within(footer).queryByRole('heading', { name: 'Get in touch' })).not.toBeInTheDocument();
    expect(within(footer).queryByText(/registration/)).not.toBeInTheDocument();
  });

  it('opens the phone drawer from the menu button', async () => {
    const { user } = renderWithProviders(page);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('link', { name: 'International' })).toHaveAttribute(
      'href',
      '/international',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
  });

  it('subscribes an email and thanks the visitor', async () => {
    const { user } = renderWithProviders(page);
    const email = screen.getByLabelText('Your e-mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('maxLength', '256');
    await user.type(email, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your submission has been received!',
    );
    expect(fakeApi.requests('createSubscriber').map(({ body }) => body)).toEqual([
      { 'Footer-Email': 'reader@example.com', website: '', language: 'en' },
    ]);
    expect(fakeApi.store.subscribers).toEqual([
      expect.objectContaining({ email: 'reader@example.com', state: 'unconfirmed' }),
    ]);
  });

  it('reports a failed subscription', async () => {
    fakeApi.failNext('createSubscriber', 429);
    const { user } = renderWithProviders(page);
    await user.type(screen.getByLabelText('Your e-mail'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops! Something went wrong while submitting the form.',
    );
  });

  it('hides the footer while a staff user is stored', () => {
    renderWithProviders(page, {
      preloadedState: {
        session: {
          user: { userdata: { id: 1, name: 'Admin', email: 'a@b.c', role: 'admin' }, roll: 'admin' },
        } as never,
      },
    });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page body' })).toBeInTheDocument();
  });
});
