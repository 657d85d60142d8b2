import { screen, within } from '@testing-library/react';
import DashboardScreen from '../../../src/features/dashboard/admin/Dashboard';
import { fakeApi, fakePayment } from '../../utils/fakeApi';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { adminState, allowSlowRendering } from '../../utils/adminTestUtils';

allowSlowRendering();

/**
 * The dashboard's outstanding and ageing (issue 41 item 4): Accounts and Administrators see what each
 * client owes by age; a Recruiter sees the recruitment figures only, and the SPA never asks for amounts
 * owed on its behalf. The fake API's receivables count the seeded invoices by the server's rules
 * (a reversed payment does not count) on the fake clock's India day, 1 May 2026.
 */
describe('the outstanding and ageing card', () => {
  beforeEach(() => {
    fakeApi.seed({
      invoices: [
        {
          id: 31,
          number: 'SMS/26-27/0003',
          client_id: 7,
          client_name: 'Sanand Forgings',
          invoice_date: '2026-04-20',
          total_paise: 2_298_624,
          credited_total_paise: 0,
          payments: [
            fakePayment({ id: 1, invoice_id: 31, amount_paise: 1_000_000 }),
            // Recorded by mistake and reversed: what is due is not lowered by it.
            fakePayment({
              id: 2,
              invoice_id: 31,
              amount_paise: 500_000,
              reversed_at: '2026-04-21 06:00:00',
              reversed_by: 'Kavita Shah',
              reversal_reason: 'Cheque bounced',
            }),
          ],
        },
        {
          id: 12,
          number: 'SMS/25-26/0140',
          client_id: 7,
          client_name: 'Sanand Forgings',
          invoice_date: '2026-01-15',
          total_paise: 1_180_000,
          credited_total_paise: 0,
          payments: [],
        },
        {
          id: 30,
          number: 'SMS/26-27/0002',
          client_id: 8,
          client_name: 'Naroda Textiles',
          invoice_date: '2026-04-10',
          total_paise: 590_000,
          credited_total_paise: 0,
          payments: [fakePayment({ id: 3, invoice_id: 30, amount_paise: 590_000 })],
        },
      ],
    });
  });

  it('shows Accounts each client’s outstanding by days past the invoice date, not the placement figures', async () => {
    renderWithProviders(<DashboardScreen />, {
      preloadedState: adminState('accounts'),
      route: '/dashboard',
      path: '/dashboard',
    });
    const table = await screen.findByRole('table', { name: 'Outstanding and ageing' });
    const row = within(table).getByRole('row', { name: /Sanand Forgings/ });
    // ₹22,986.24 less ₹10,000 paid (0–30 days) and ₹11,800 of 15 January (106 days: over 90).
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '₹12,986.24', '₹0.00', '₹0.00', '₹11,800.00', '₹24,786.24']);
    // A paid invoice's client owes nothing and is not listed.
    expect(within(table).queryByRole('row', { name: /Naroda Textiles/ })).not.toBeInTheDocument();
    expect(screen.getByText(/as of 2026-05-01/)).toBeInTheDocument();
    expect(fakeApi.requests('getReceivables')).toHaveLength(1);
    expect(fakeApi.requests('getClientFigures')).toEqual([]);
  });

  it('shows a Recruiter no amounts owed and never asks for them', async () => {
    renderWithProviders(<DashboardScreen />, {
      preloadedState: adminState('recruiter'),
      route: '/dashboard',
      path: '/dashboard',
    });
    expect(await screen.findByRole('heading', { name: 'Pipeline funnel' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Outstanding and ageing' })).not.toBeInTheDocument();
    expect(fakeApi.requests('getReceivables')).toEqual([]);
  });
});
