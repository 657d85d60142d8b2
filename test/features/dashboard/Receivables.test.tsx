import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import DashboardScreen from '../../../src/features/dashboard/admin/Dashboard';
import { fakeApi } from '../../utils/fakeApi';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { adminState, allowSlowRendering } from '../../utils/adminTestUtils';
import { apiUrl, contractJson, server } from '../../utils/msw';

allowSlowRendering();

const figures = (outstanding: number, old: number) => ({
  outstanding_paise: outstanding,
  days_0_30_paise: outstanding - old,
  days_31_60_paise: 0,
  days_61_90_paise: 0,
  over_90_paise: old,
});

/**
 * The dashboard's outstanding and ageing (issue 41 item 4): Accounts and Administrators see what each
 * client owes by age; a Recruiter sees the recruitment figures only, and the SPA never asks for amounts
 * owed on its behalf.
 */
describe('the outstanding and ageing card', () => {
  const receivables = () => {
    let asked = 0;
    server.use(
      http.get(apiUrl('/receivables'), () => {
        asked += 1;
        return contractJson('getReceivables', {
          data: {
            as_of: '2026-05-04',
            clients: [
              { client_id: 7, client_name: 'Sanand Forgings', invoices: 2, ...figures(2_478_624, 1_180_000) },
            ],
            totals: figures(2_478_624, 1_180_000),
          },
        });
      }),
    );
    return () => asked;
  };

  it('shows Accounts each client’s outstanding by days past the invoice date, not the placement figures', async () => {
    const asked = receivables();
    renderWithProviders(<DashboardScreen />, {
      preloadedState: adminState('accounts'),
      route: '/dashboard',
      path: '/dashboard',
    });
    const table = await screen.findByRole('table', { name: 'Outstanding and ageing' });
    const row = within(table).getByRole('row', { name: /Sanand Forgings/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '₹12,986.24', '₹0.00', '₹0.00', '₹11,800.00', '₹24,786.24']);
    expect(screen.getByText(/as of 2026-05-04/)).toBeInTheDocument();
    expect(asked()).toBe(1);
    expect(fakeApi.requests('getClientFigures')).toEqual([]);
  });

  it('shows a Recruiter no amounts owed and never asks for them', async () => {
    const asked = receivables();
    renderWithProviders(<DashboardScreen />, {
      preloadedState: adminState('recruiter'),
      route: '/dashboard',
      path: '/dashboard',
    });
    expect(await screen.findByRole('heading', { name: 'Pipeline funnel' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Outstanding and ageing' })).not.toBeInTheDocument();
    expect(asked()).toBe(0);
  });
});
