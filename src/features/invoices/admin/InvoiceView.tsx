import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { BackButton } from '../../../components/admin/BackButton';
import { RecordGate, parseRecordId } from '../../../components/admin/RecordGate';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { isApiError } from '../../../api/baseApi';
import { percentText } from '../../../domain/invoices';
import { DIALOG_MS } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import {
  invoicePdfUrl,
  useCreateCreditNoteMutation,
  useGetInvoiceQuery,
  useIssueInvoiceMutation,
  useSendInvoiceMutation,
  type Invoice,
} from '../invoicesApi';
import { amountText, documentKind, documentTitle, numberText } from './invoiceTexts';
import { PaymentsPanel } from './PaymentsPanel';

/** The dialog that issues a credit note of the whole invoice, with its reason (CGST rule 53). */
function CreditNoteDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [credit, { isLoading }] = useCreateCreditNoteMutation();
  const { notify } = useDialogs();
  const navigate = useNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const done = await credit({ id: invoice.id, body: { reason } }).unwrap();
      onClose();
      await notify({ kind: 'success', title: done.message, timerMs: DIALOG_MS });
      void navigate(paths.viewInvoice(done.data.id));
    } catch (error) {
      if (isApiError(error) && error.status < 500) await notify({ kind: 'warning', title: error.message });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="credit-note-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="credit-note-title">Credit note of {invoice.number}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Credits what is left of the invoice ({amountText(invoice.taxable_paise - invoice.credited_paise)}{' '}
            of taxable value) in the credit notes&apos; own series.
          </Typography>
          <TextField
            label="Reason"
            required
            fullWidth
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Issue credit note
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Label and value, one under the other. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </Box>
  );
}

function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const [issue, issuing] = useIssueInvoiceMutation();
  const [send, sending] = useSendInvoiceMutation();
  const [crediting, setCrediting] = useState(false);
  const { notify, confirm } = useDialogs();
  const intra = invoice.tax_split === 'intra';
  const issued = invoice.status === 'issued';
  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      await notify({ kind: 'success', title: (await action()).message, timerMs: DIALOG_MS });
    } catch (error) {
      if (isApiError(error) && error.status < 500) await notify({ kind: 'warning', title: error.message });
    }
  };
  const onIssue = async () => {
    const ok = await confirm({
      title: `Issue this invoice to ${invoice.recipient_name}?`,
      text: 'It takes the next number of the financial year and can never change afterwards; a credit note corrects it.',
      confirmText: 'Issue',
    });
    if (ok) await run(() => issue(invoice.id).unwrap());
  };
  const totals: [string, number][] = [
    ['Taxable value', invoice.taxable_paise],
    ...(intra
      ? ([
          ['CGST', invoice.cgst_paise],
          ['SGST', invoice.sgst_paise],
        ] as [string, number][])
      : ([['IGST', invoice.igst_paise]] as [string, number][])),
    ['Round off', invoice.round_off_paise],
    ['Total', invoice.total_paise],
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {!issued && (
          <Button variant="contained" onClick={() => void onIssue()} disabled={issuing.isLoading}>
            Issue invoice
          </Button>
        )}
        {issued && (
          <Button
            component="a"
            href={invoicePdfUrl(invoice.id)}
            download
            variant="contained"
            startIcon={<Download />}
          >
            Download PDF
          </Button>
        )}
        {issued && (
          <Button
            variant="outlined"
            onClick={() => void run(() => send(invoice.id).unwrap())}
            disabled={sending.isLoading}
          >
            Send to client
          </Button>
        )}
        {issued && invoice.kind === 'invoice' && invoice.credited_paise < invoice.taxable_paise && (
          <Button variant="outlined" color="warning" onClick={() => setCrediting(true)}>
            Credit note
          </Button>
        )}
      </Stack>
      {!issued && (
        <Alert severity="info">A draft is not a tax invoice yet: it has no number until it is issued.</Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            mb: 2,
          }}
        >
          <Fact label="Document">{`${documentKind(invoice)} ${numberText(invoice)}`}</Fact>
          <Fact label="Date">{invoice.invoice_date ?? 'Not issued'}</Fact>
          {invoice.credit_note_of_number && (
            <Fact label="Against invoice">{invoice.credit_note_of_number}</Fact>
          )}
          {invoice.reason && <Fact label="Reason">{invoice.reason}</Fact>}
          <Fact label="Bill to">{`${invoice.recipient_name}\n${invoice.recipient_address}`}</Fact>
          <Fact label="Client's GSTIN">{invoice.recipient_gstin ?? 'Unregistered'}</Fact>
          <Fact label="Place of supply">{`${invoice.place_of_supply_name} (${invoice.place_of_supply})`}</Fact>
          <Fact label="Reverse charge">{invoice.reverse_charge ? 'Yes' : 'No'}</Fact>
          {invoice.sent_at && <Fact label="Sent">{invoice.sent_at} UTC</Fact>}
        </Box>
        {/* Scrolls sideways on a phone: reachable by keyboard, named for a screen reader. */}
        <TableContainer tabIndex={0} role="region" aria-label="Lines of the invoice">
          <Table size="small" aria-label="Lines">
            <TableHead>
              <TableRow>
                <TableCell>Description</TableCell>
                <TableCell>SAC</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell align="right">Rate</TableCell>
                <TableCell align="right">Taxable value</TableCell>
                <TableCell align="right">{intra ? 'CGST + SGST' : 'IGST'}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoice.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.description}</TableCell>
                  <TableCell>{line.sac}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">{amountText(line.rate_paise)}</TableCell>
                  <TableCell align="right">{amountText(line.taxable_paise)}</TableCell>
                  <TableCell align="right">
                    {intra
                      ? `${percentText(line.tax_rate_bp / 2)} % + ${percentText(line.tax_rate_bp / 2)} %: ${amountText(line.cgst_paise + line.sgst_paise)}`
                      : `${percentText(line.tax_rate_bp)} %: ${amountText(line.igst_paise)}`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Table size="small" aria-label="Totals" sx={{ maxWidth: 340 }}>
            <TableBody>
              {totals.map(([label, paise]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: label === 'Total' ? 700 : 400 }}>
                    {label}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: label === 'Total' ? 700 : 400 }}>
                    {amountText(paise)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Typography variant="body2" sx={{ mt: 2, fontWeight: 600 }}>
          Amount in words: {invoice.amount_in_words}
        </Typography>
        {invoice.notes && (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {invoice.notes}
          </Typography>
        )}
      </Paper>
      {issued && invoice.kind === 'invoice' && <PaymentsPanel invoice={invoice} />}
      {crediting && <CreditNoteDialog invoice={invoice} onClose={() => setCrediting(false)} />}
    </Stack>
  );
}

/** /invoice/:id: a draft, invoice or credit note as its client will read it; issue, download, send, credit. */
export default function InvoiceView() {
  const { id } = useParams();
  const recordId = parseRecordId(id);
  const query = useGetInvoiceQuery(recordId ?? 0, { skip: recordId === null });
  const title = query.data ? documentTitle(query.data) : 'Invoice';
  return (
    <>
      <AdminPageHeader
        crumbs={[{ label: 'Invoices', to: paths.invoices }, { label: title }]}
        title={title}
        actions={<BackButton to={paths.invoices} />}
      />
      <RecordGate
        editing
        validId={recordId !== null}
        query={query}
        noun="invoice"
        listPath={paths.invoices}
        listLabel="Invoices"
      >
        {(invoice) => (invoice ? <InvoiceDocument invoice={invoice} /> : null)}
      </RecordGate>
    </>
  );
}
