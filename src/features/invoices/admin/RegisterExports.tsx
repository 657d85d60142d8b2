import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { agencyDate } from '../../../domain/agencyTime';
import { MONTH_PATTERN } from '../../../domain/receivables';
import { registerUrl } from '../invoicesApi';

/** The previous calendar month in India (`YYYY-MM`): the month an accountant files. */
function lastMonth(): string {
  const [year, month] = agencyDate().split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** For the accountant: a month's GSTR-1 invoice register and its payments, as CSV or XLSX downloads. */
export function RegisterExports() {
  const [month, setMonth] = useState(lastMonth());
  const valid = MONTH_PATTERN.test(month);
  const link = (kind: 'invoices' | 'payments', format: 'csv' | 'xlsx', label: string) => (
    <Button
      component="a"
      href={valid ? registerUrl(kind, month, format) : undefined}
      download
      disabled={!valid}
      variant="outlined"
      size="small"
      startIcon={<Download />}
    >
      {label}
    </Button>
  );
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mt: 3 }} aria-labelledby="exports-title">
      <Typography id="exports-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        For the accountant
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The month&apos;s invoice register in the columns of GSTR-1 (B2B, B2C; credit notes as CDNR/CDNUR with
        negative amounts) and the payments received, with TDS.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
      >
        <TextField
          label="Month"
          type="month"
          size="small"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          InputLabelProps={{ shrink: true }}
          error={!valid}
        />
        {link('invoices', 'csv', 'GSTR-1 register CSV')}
        {link('invoices', 'xlsx', 'GSTR-1 register XLSX')}
        {link('payments', 'csv', 'Payments CSV')}
        {link('payments', 'xlsx', 'Payments XLSX')}
      </Stack>
    </Paper>
  );
}
