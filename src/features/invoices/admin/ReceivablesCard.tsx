import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetReceivablesQuery, type Receivables } from '../invoicesApi';
import { amountText } from './invoiceTexts';

type Figures = Receivables['totals'];

const COLUMNS: [string, keyof Figures][] = [
  ['0–30 days', 'days_0_30_paise'],
  ['31–60 days', 'days_31_60_paise'],
  ['61–90 days', 'days_61_90_paise'],
  ['Over 90 days', 'over_90_paise'],
  ['Outstanding', 'outstanding_paise'],
];

/**
 * The dashboard's receivables (Accounts and Administrators; the caller checks `getReceivables`): each
 * client's outstanding on issued invoices (less credit notes, payments and TDS) and its ageing by days
 * past the invoice date, with the totals.
 */
export function ReceivablesCard() {
  const { data, isError } = useGetReceivablesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="receivables-title">
      <Typography id="receivables-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Outstanding and ageing
      </Typography>
      {isError && <Typography>What clients owe could not be loaded.</Typography>}
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          What each client owes on issued invoices, by days past the invoice date, as of {data.as_of}.
        </Typography>
      )}
      {data && data.clients.length === 0 && <Typography>Nothing is outstanding.</Typography>}
      {data && data.clients.length > 0 && (
        <TableContainer tabIndex={0} aria-label="Outstanding and ageing per client">
          <Table size="small" aria-label="Outstanding and ageing">
            <TableHead>
              <TableRow>
                <TableCell>Client</TableCell>
                <TableCell align="right">Invoices</TableCell>
                {COLUMNS.map(([label]) => (
                  <TableCell key={label} align="right">
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.clients.map((client) => (
                <TableRow key={`${client.client_id ?? ''}:${client.client_name}`}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {client.client_name}
                  </TableCell>
                  <TableCell align="right">{client.invoices}</TableCell>
                  {COLUMNS.map(([label, field]) => (
                    <TableCell key={label} align="right">
                      {amountText(client[field])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  Total
                </TableCell>
                <TableCell />
                {COLUMNS.map(([label, field]) => (
                  <TableCell key={label} align="right" sx={{ fontWeight: 700 }}>
                    {amountText(data.totals[field])}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
