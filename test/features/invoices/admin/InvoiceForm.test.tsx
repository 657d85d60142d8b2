import { File as NodeFile } from 'node:buffer';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import InvoiceForm from '../../../../src/features/invoices/admin/InvoiceForm';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { adminState, allowSlowRendering, fill } from '../../../utils/adminTestUtils';
import { apiUrl, contractJson, server } from '../../../utils/msw';

allowSlowRendering();

const csvFile = (text: string, name = 'register.csv'): File =>
  new NodeFile([text], name, { type: 'text/csv' }) as unknown as File;

/**
 * A month's deployment register imported from CSV on a new invoice (issue 41 item 2): the rows become
 * lines after the ones typed; a wrong file shows every wrong row by its line and changes nothing.
 */
describe('the deployment register import', () => {
  it('keeps the typed lines and names the wrong rows on an error, then adds the rows of a right file', async () => {
    const sent: string[] = [];
    server.use(
      // The form opens on "A placement's fee" (the fake API has no invoices).
      http.get(apiUrl('/invoices/placements'), () => contractJson('listBillablePlacements', { data: [] })),
      http.post(apiUrl('/invoices/deployment-register'), async ({ request }) => {
        const { csv } = (await request.json()) as { csv: string };
        sent.push(csv);
        return csv.includes('twenty')
          ? contractJson(
              'importDeploymentRegister',
              {
                message:
                  'The register was not imported; nothing was changed. Line 3: the days "twenty" are not a number of days (whole or half, like 24.5).',
              },
              400,
            )
          : contractJson('importDeploymentRegister', {
              data: [
                { line: 2, worker_name: 'Geeta Vaghela', days: '26', rate_paise: 71_250 },
                { line: 3, worker_name: 'Hina Rathod', days: '24.5', rate_paise: 71_250 },
              ],
            });
      }),
    );
    const { user } = renderWithProviders(<InvoiceForm />, {
      preloadedState: adminState('accounts'),
      route: '/create-invoice',
      path: '/create-invoice',
    });
    await user.click(screen.getByRole('radio', { name: /By hand/ }));
    await fill(user, screen.getByLabelText(/^Description, line 1/, { selector: 'input' }), 'Supervisor');
    await fill(user, screen.getByLabelText(/^Rate \(₹\), line 1/, { selector: 'input' }), '25000');

    const input = screen.getByLabelText('Deployment register CSV file');
    await user.upload(
      input,
      csvFile('Worker,Days,Rate\nGeeta Vaghela,26,712.50\nHina Rathod,twenty,712.50\n'),
    );
    expect(await screen.findByText(/Line 3: the days "twenty" are not a number of days/)).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByLabelText(/^Description, line 1/, { selector: 'input' })).toHaveValue('Supervisor');
    expect(screen.queryByLabelText(/^Description, line 2/, { selector: 'input' })).not.toBeInTheDocument();

    await user.upload(input, csvFile('Worker,Days,Rate\nGeeta Vaghela,26,712.50\nHina Rathod,24.5,712.50\n'));
    expect(await screen.findByText('2 rows of register.csv added as lines.')).toBeInTheDocument();
    expect(screen.queryByText(/Line 3:/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Description, line 1/, { selector: 'input' })).toHaveValue('Supervisor');
    expect(screen.getByLabelText(/^Description, line 2/, { selector: 'input' })).toHaveValue(
      'Deployment: Geeta Vaghela, 26 days',
    );
    expect(screen.getByLabelText(/^Quantity, line 3/, { selector: 'input' })).toHaveValue('24.5');
    expect(screen.getByLabelText(/^Rate \(₹\), line 3/, { selector: 'input' })).toHaveValue('712.50');
    expect(sent).toHaveLength(2);
  });
});
