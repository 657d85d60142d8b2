import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import AdminLayout from '../../../src/app/layout/AdminLayout';
import { AppRoutes } from '../../../src/app/router';
import { makeStore } from '../../../src/app/store';
import { readStoredUser, storeSession } from '../../../src/app/persist';
import { decryptUser, encryptUser } from '../../../src/app/sessionPersist';
import { serverDownDetected } from '../../../src/shared/uiSlice';
import { sessionEnded, sessionStarted } from '../../../src/shared/sessionSlice';
import type { SessionUser } from '../../../src/features/session';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fakeApi } from '../../utils/fakeApi';
import { adminState, allowSlowRendering } from '../../utils/adminTestUtils';

allowSlowRendering();

const user: SessionUser = {
  userdata: { id: 1, name: 'Asha Admin', email: 'admin@agency.test', role: 'admin' },
  roll: 'admin',
};

function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

describe('the stored session (user_reg)', () => {
  it('encrypts the user: the record is not readable plaintext and decrypts back', () => {
    const stored = encryptUser(user);
    expect(stored).not.toContain('admin@agency.test');
    expect(stored).not.toContain('Asha');
    expect(decryptUser(stored)).toEqual(user);
  });

  it('treats a broken record as signed out and logs why', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(decryptUser('U2FsdGVkX1+not-really-aes')).toBeNull();
    expect(decryptUser(encryptUser(user).slice(0, 20))).toBeNull();
    expect(log).toHaveBeenCalledWith('Failed to decrypt or parse user data');
    log.mockRestore();
  });

  it('logs an empty user_reg entry like the other bad entries (issue 38)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(decryptUser('')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    window.localStorage.setItem('user_reg', '');
    expect(await readStoredUser()).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Failed to decrypt or parse user data');
    expect(decryptUser(null)).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    window.localStorage.removeItem('user_reg');
    log.mockRestore();
  });

  it('is written under exactly user_reg, encrypted, while signed in, and removed when signed out', async () => {
    const store = makeStore();
    const storage = storeSession(store);
    store.dispatch(sessionStarted(user));
    await storage.flush();
    const raw = window.localStorage.getItem('user_reg');
    expect(raw).not.toBeNull();
    expect(raw).not.toContain('admin@agency.test');
    expect(Object.keys(window.localStorage)).toEqual(['user_reg']);
    // Read back as the entry reads it before the first render.
    await expect(readStoredUser()).resolves.toEqual(user);

    store.dispatch(sessionEnded());
    await storage.flush();
    expect(window.localStorage.getItem('user_reg')).toBeNull();
    await expect(readStoredUser()).resolves.toBeNull();
    storage.stop();
  });

  it('reads a record stored in the former layout (with its _persist marker), and forgets an unreadable one', async () => {
    window.localStorage.setItem(
      'user_reg',
      JSON.stringify({
        user: JSON.stringify(encryptUser(user)),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    await expect(readStoredUser()).resolves.toEqual(user);

    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('user_reg', '{broken');
    await expect(readStoredUser()).resolves.toBeNull();
    const storage = storeSession(makeStore());
    await storage.flush();
    expect(window.localStorage.getItem('user_reg')).toBeNull();
    storage.stop();
    log.mockRestore();
  });
});

describe('protected routes', () => {
  it('send a visitor without user_reg to /login', async () => {
    renderWithProviders(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      { route: '/team' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('clear user_reg and go to /login when the API answers 401 (session ended on the server)', async () => {
    window.localStorage.setItem('user_reg', JSON.stringify({ user: JSON.stringify(encryptUser(user)) }));
    const preloadedState = adminState();
    // The server's session ended (expired or signed out elsewhere): staff operations answer 401.
    fakeApi.store.session = null;
    const { store } = renderWithProviders(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      // The enquiries are staff-only (the job list is public and would answer).
      { route: '/enquiries', preloadedState },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(window.localStorage.getItem('user_reg')).toBeNull();
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().ui.serverDown).toBe(false);
    // The sign-in page says why.
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });
});

describe('AdminLayout', () => {
  const renderLayout = (route = '/jobs') =>
    renderWithProviders(
      <>
        <AdminLayout>
          <p>Page content</p>
        </AdminLayout>
        <LocationProbe />
      </>,
      { route, preloadedState: adminState() },
    );

  it('has the sidebar sections of an Administrator and the two logos (with the configured agency name)', async () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    await within(nav).findByText('Sahyog Manpower Services');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sahyog Manpower Services', '/jobs'],
      ['Jobs', '/jobs'],
      ['Blog', '/blog-list'],
      ['Team', '/team'],
      ['Clients', '/clients'],
      ['Applications', '/application'],
      ['Placements', '/placements'],
      ['Invoices', '/invoices'],
      ['Dashboard', '/dashboard'],
      ['Enquiries', '/enquiries'],
      ['Subscribers', '/subscribers'],
      ['Outbox', '/outbox'],
      ['Mail templates', '/mail-templates'],
      ['Erasure requests', '/erasure-requests'],
      ['Staff', '/staff'],
      ['Audit', '/audit'],
      ['Backups', '/backups'],
      ['My account', '/account'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Public website home' })).toHaveAttribute('href', '/');
  });

  it('logs out after confirmation: POST /user/logout, user_reg removed, home page, "User Logout"', async () => {
    window.localStorage.setItem('user_reg', 'something');
    const { user, store } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure?')).toBeInTheDocument();
    expect(within(confirm).getByText('You want to logout?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, logout' }));
    expect(await screen.findByText('User Logout')).toBeInTheDocument();
    expect(fakeApi.requests('logout')).toHaveLength(1);
    expect(fakeApi.store.session).toBeNull();
    expect(window.localStorage.getItem('user_reg')).toBeNull();
    expect(store.getState().session.user).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('alerts "Error" when the logout is not answered with 200', async () => {
    fakeApi.failNext('logout', 403);
    const { user, store } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, logout' }),
    );
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(store.getState().session.user).not.toBeNull();
  });

  it('replaces the page with the server-down view, and Try again brings it back', async () => {
    const { user, store } = renderLayout();
    expect(screen.getByText('Page content')).toBeVisible();
    act(() => {
      store.dispatch(serverDownDetected());
    });
    expect(screen.getByRole('heading', { name: 'Server down' })).toBeInTheDocument();
    expect(screen.getByText('Page content')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('heading', { name: 'Server down' })).not.toBeInTheDocument();
    expect(screen.getByText('Page content')).toBeVisible();
  });
});
