import { act, screen } from '@testing-library/react';
import { AppRoutes } from '../../src/app/router';
import { sessionEnded } from '../../src/shared/sessionSlice';
import { renderWithProviders } from '../utils/renderWithProviders';
import { adminState } from '../utils/adminTestUtils';

jest.setTimeout(60_000);

describe('app shell', () => {
  it('never shows the scam notice to staff, not even right after they sign out', async () => {
    // Signed in on the server too: the back office's own calls (the backup warning) find the session.
    const { store } = renderWithProviders(<AppRoutes />, { route: '/contact', preloadedState: adminState() });
    // The admin layout and the page load their code first (slow when the whole suite shares the machine).
    expect(await screen.findByRole('button', { name: 'Logout' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Beware of job scams/ })).not.toBeInTheDocument();

    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Beware of job scams/ })).not.toBeInTheDocument();
  });
});
