import { screen, within } from '@testing-library/react';
import { PaymentsPanel } from '../../../../src/features/invoices/admin/PaymentsPanel';
import type { Invoice } from '../../../../src/features/invoices/invoicesApi';
import { fakeApi, fakePayment } from '../../../utils/fakeApi';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { adminState, allowSlowRendering, fill } from '../../../utils/adminTestUtils';

allowSlowRendering();

/** The panel reads only the invoice's id and number; the rest of an invoice plays no part here. */
const invoice = { id: 31, number: 'SMS/26-27/0003' } as Invoice;

/**
 * Reversing a payment recorded by mistake (issue 41): each counted payment has a Reverse action that
 * asks for the reason; a reversed payment stays listed, struck through and labelled with its reason,
 * and what is due goes back up; the server's sentence is shown when the payment was reversed meanwhile.
 */
describe('reversing a payment on the Payments panel', () => {
  beforeEach(() => {
    fakeApi.seed({
      invoices: [
        {
          id: 31,
          number: 'SMS/26-27/0003',
          client_id: 7,
          client_name: 'Sanand Forgings',
          invoice_date: '2026-04-20',
          total_paise: 1_180_000,
          credited_total_paise: 0,
          payments: [
            fakePayment({
              id: 1,
              invoice_id: 31,
              amount_paise: 500_000,
              tds_section: '194C',
              tds_paise: 20_000,
              reference: 'UTR HDFC0001234',
            }),
            fakePayment({
              id: 2,
              invoice_id: 31,
              payment_date: '2026-04-22',
              amount_paise: 660_000,
              mode: 'cheque',
              reversed_at: '2026-04-25 06:00:00',
              reversed_by: 'Kavita Shah',
              reversal_reason: 'Cheque bounced',
            }),
          ],
        },
      ],
    });
  });

  const settlement = async () => {
    const table = await screen.findByRole('table', { name: 'Settlement' });
    return Object.fromEntries(
      within(table)
        .getAllByRole('row')
        .map((row) => [
          within(row).getByRole('rowheader').textContent,
          within(row).getByRole('cell').textContent,
        ]),
    );
  };

  it('reverses a payment with a reason: kept, marked Reversed, and what is due goes back up', async () => {
    const { user } = renderWithProviders(<PaymentsPanel invoice={invoice} />, {
      preloadedState: adminState('accounts'),
    });
    expect(await settlement()).toMatchObject({
      Paid: '₹5,000.00',
      'TDS deducted': '₹200.00',
      Due: '₹6,600.00',
    });
    const payments = screen.getByRole('table', { name: 'Payments' });
    // The bounced cheque is listed, struck through, with its reason; it has no Reverse action.
    const bounced = within(payments).getByRole('row', { name: /2026-04-22/ });
    expect(within(bounced).getByText('Reversed')).toBeInTheDocument();
    expect(within(bounced).getByText(/Cheque bounced \(Kavita Shah\)/)).toBeInTheDocument();
    expect(within(bounced).getByText('₹6,600.00')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(bounced).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reverse the payment ₹5,200.00 of 2026-04-20' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reverse the payment ₹5,200.00 of 2026-04-20?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    // The reason is required (the browser's own check aside, the dialog says so).
    expect(fakeApi.requests('reversePayment')).toEqual([]);
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Recorded against the wrong invoice',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(
      await screen.findByText(
        'The payment of ₹5,200.00 on 2026-04-20 against SMS/26-27/0003 was reversed; it no longer counts towards what is paid.',
      ),
    ).toBeInTheDocument();
    expect(fakeApi.requests('reversePayment')).toEqual([
      expect.objectContaining({
        params: { id: '1' },
        body: { reason: 'Recorded against the wrong invoice' },
      }),
    ]);
    expect(await screen.findByText(/Recorded against the wrong invoice \(Asha Admin\)/)).toBeInTheDocument();
    expect(await settlement()).toMatchObject({ Paid: '₹0.00', 'TDS deducted': '₹0.00', Due: '₹11,800.00' });
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reverse the payment/ })).not.toBeInTheDocument();
  });

  it('shows the server’s sentence when the payment was reversed meanwhile (409)', async () => {
    const sentence = 'This payment was already reversed on 2026-05-01 by Kavita Shah: Recorded twice';
    fakeApi.failNext('reversePayment', 409, sentence);
    const { user } = renderWithProviders(<PaymentsPanel invoice={invoice} />, {
      preloadedState: adminState('accounts'),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Reverse the payment ₹5,200.00 of 2026-04-20' }),
    );
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'Recorded twice');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sentence);
    // The dialog stays open with the reason typed.
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Recorded twice');
  });
});
