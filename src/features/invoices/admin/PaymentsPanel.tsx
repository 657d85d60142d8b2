import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
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
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { isApiError } from '../../../api/baseApi';
import { messages } from '../../../api/messages';
import { agencyDate } from '../../../domain/agencyTime';
import { paiseOfRupees } from '../../../domain/feeTerms';
import {
  PAYMENT_MODE_NAMES,
  PAYMENT_MODES,
  PAYMENT_STATE_NAMES,
  type PaymentMode,
} from '../../../domain/receivables';
import { DIALOG_MS } from '../../../shared/constants';
import {
  useListInvoicePaymentsQuery,
  useRecordPaymentMutation,
  useReversePaymentMutation,
  useSendPaymentReminderMutation,
  type Invoice,
  type Payment,
  type PaymentState,
} from '../invoicesApi';
import { amountText } from './invoiceTexts';

// Dark enough for white text (WCAG AA), as the application status chips.
const STATE_COLOURS: Record<PaymentState, string> = {
  unpaid: '#b71c1c',
  'part-paid': '#8a4b00',
  paid: '#1b5e20',
};

/** Unpaid, Part-paid or Paid, as a chip. */
export function PaymentStateChip({ state }: { state: PaymentState }) {
  return (
    <Chip
      size="small"
      label={PAYMENT_STATE_NAMES[state]}
      sx={{ bgcolor: STATE_COLOURS[state], color: '#fff', fontWeight: 600 }}
    />
  );
}

/** Records a payment (and the TDS the client deducted) against an issued invoice. */
function RecordPaymentDialog({
  invoice,
  due,
  onClose,
}: {
  invoice: Invoice;
  due: number;
  onClose: () => void;
}) {
  const [date, setDate] = useState(agencyDate());
  const [amount, setAmount] = useState('');
  const [mode, setMode] = useState<PaymentMode>('bank-transfer');
  const [reference, setReference] = useState('');
  const [tdsSection, setTdsSection] = useState('');
  const [tds, setTds] = useState('');
  const [problem, setProblem] = useState('');
  const [record, { isLoading }] = useRecordPaymentMutation();
  const { notify } = useDialogs();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountPaise = paiseOfRupees(amount);
    const tdsPaise = tds.trim() === '' ? 0 : paiseOfRupees(tds);
    if (amountPaise === undefined || tdsPaise === undefined) {
      setProblem('Type the amounts in rupees, such as 10000 or 10,000.50.');
      return;
    }
    try {
      const done = await record({
        id: invoice.id,
        body: {
          payment_date: date,
          amount_paise: amountPaise,
          mode,
          reference,
          ...(tdsPaise > 0 ? { tds_section: tdsSection, tds_paise: tdsPaise } : {}),
        },
      }).unwrap();
      onClose();
      await notify({ kind: 'success', title: done.message, timerMs: DIALOG_MS });
    } catch (error) {
      // The dialog stays open with what was typed, and says what is wrong.
      if (isApiError(error) && error.status < 500) setProblem(error.message);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="record-payment-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="record-payment-title">Record a payment of {invoice.number}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Due now: {amountText(due)}. The amount received and the TDS the client deducted together settle
            the invoice.
          </Typography>
          <Stack spacing={2}>
            <TextField
              label="Payment date"
              type="date"
              required
              value={date}
              onChange={(event) => setDate(event.target.value)}
              InputLabelProps={{ shrink: true }}
            />
            <TextField
              label="Amount received (₹)"
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              inputProps={{ inputMode: 'decimal' }}
              helperText="0 when the client sends only its TDS certificate"
            />
            <TextField
              select
              label="Mode"
              value={mode}
              onChange={(event) => setMode(event.target.value as PaymentMode)}
            >
              {PAYMENT_MODES.map((value) => (
                <MenuItem key={value} value={value}>
                  {PAYMENT_MODE_NAMES[value]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Reference (UTR, cheque number…)"
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              inputProps={{ maxLength: 100 }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="TDS section"
                placeholder="194C"
                value={tdsSection}
                onChange={(event) => setTdsSection(event.target.value)}
                inputProps={{ maxLength: 8 }}
                helperText="194C contractors, 194J professional fees"
              />
              <TextField
                label="TDS deducted (₹)"
                value={tds}
                onChange={(event) => setTds(event.target.value)}
                inputProps={{ inputMode: 'decimal' }}
                helperText="For reconciliation with Form 26AS"
              />
            </Stack>
            {problem && (
              <Typography role="alert" color="error" variant="body2">
                {problem}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Record payment
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** What a payment row says: its amount and date, as the Reverse button and its dialog name it. */
const paymentLabel = (payment: Payment): string =>
  `${amountText(payment.amount_paise + payment.tds_paise)} of ${payment.payment_date}`;

/**
 * Reverses a payment recorded by mistake, with the reason the server requires. The payment is kept and
 * marked; the server's sentence (a payment reversed meanwhile: 409) is shown in the dialog.
 */
function ReversePaymentDialog({
  invoice,
  payment,
  onClose,
}: {
  invoice: Invoice;
  payment: Payment;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [reverse, { isLoading }] = useReversePaymentMutation();
  const { notify } = useDialogs();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem(messages.paymentReversalReason);
      return;
    }
    try {
      const done = await reverse({ invoiceId: invoice.id, paymentId: payment.id, reason }).unwrap();
      onClose();
      await notify({ kind: 'success', title: done.message, timerMs: DIALOG_MS });
    } catch (error) {
      if (isApiError(error) && error.status < 500) setProblem(error.message);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reverse-payment-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="reverse-payment-title">Reverse the payment {paymentLabel(payment)}?</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            The payment stays on record, marked reversed with your name and the reason, and no longer counts
            towards what {invoice.number} has been paid: what is due goes back up.
          </Typography>
          <TextField
            label="Reason"
            required
            fullWidth
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            inputProps={{ maxLength: 500 }}
            helperText="Such as: cheque bounced, recorded against the wrong invoice"
          />
          {problem && (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 2 }}>
              {problem}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" disabled={isLoading}>
            Reverse payment
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** An issued invoice's state, what was paid, deducted and credited, what is due, its payments and actions. */
export function PaymentsPanel({ invoice }: { invoice: Invoice }) {
  const { data, isError } = useListInvoicePaymentsQuery(invoice.id);
  const [recording, setRecording] = useState(false);
  const [reversing, setReversing] = useState<Payment | null>(null);
  const [remind, reminding] = useSendPaymentReminderMutation();
  const { notify, confirm } = useDialogs();
  const onRemind = async () => {
    const ok = await confirm({
      title: `Send a payment reminder for ${invoice.number}?`,
      text: "An English mail to the client's billing contact lists the invoice, what was paid and what is due.",
      confirmText: 'Send reminder',
    });
    if (!ok) return;
    try {
      await notify({
        kind: 'success',
        title: (await remind(invoice.id).unwrap()).message,
        timerMs: DIALOG_MS,
      });
    } catch (error) {
      if (isApiError(error) && error.status < 500) await notify({ kind: 'warning', title: error.message });
    }
  };
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-labelledby="payments-title"
    >
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
        <Typography id="payments-title" component="h2" variant="h6" sx={{ mr: 1 }}>
          Payments
        </Typography>
        {data && <PaymentStateChip state={data.state} />}
        <Box sx={{ flex: 1 }} />
        {data && data.due_paise > 0 && (
          <>
            <Button variant="contained" onClick={() => setRecording(true)}>
              Record payment
            </Button>
            <Button variant="outlined" onClick={() => void onRemind()} disabled={reminding.isLoading}>
              Send reminder
            </Button>
          </>
        )}
      </Stack>
      {isError && <Typography>The payments could not be loaded.</Typography>}
      {data && (
        <>
          <Table size="small" aria-label="Settlement" sx={{ maxWidth: 380, mb: 2 }}>
            <TableBody>
              {(
                [
                  ['Total', data.total_paise],
                  ...(data.credited_total_paise > 0
                    ? ([['Credit notes', data.credited_total_paise]] as [string, number][])
                    : []),
                  ['Paid', data.paid_paise],
                  ['TDS deducted', data.tds_paise],
                  ['Due', data.due_paise],
                ] as [string, number][]
              ).map(([label, paise]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: label === 'Due' ? 700 : 400 }}>
                    {label}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: label === 'Due' ? 700 : 400 }}>
                    {amountText(paise)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data.payments.length === 0 ? (
            <Typography variant="body2">No payment recorded yet.</Typography>
          ) : (
            <TableContainer tabIndex={0} role="region" aria-label="Payments received">
              <Table size="small" aria-label="Payments">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell>Mode</TableCell>
                    <TableCell>Reference</TableCell>
                    <TableCell align="right">Amount</TableCell>
                    <TableCell>TDS section</TableCell>
                    <TableCell align="right">TDS</TableCell>
                    <TableCell>Action</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.payments.map((payment) => {
                    const reversed = payment.reversed_at !== null;
                    // A reversed payment is struck through and says so (not by the line alone).
                    const struck = reversed
                      ? { textDecoration: 'line-through', color: 'text.secondary' }
                      : {};
                    return (
                      <TableRow key={payment.id}>
                        <TableCell sx={struck}>{payment.payment_date}</TableCell>
                        <TableCell sx={struck}>{PAYMENT_MODE_NAMES[payment.mode]}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere', ...struck }}>
                          {payment.reference}
                        </TableCell>
                        <TableCell align="right" sx={struck}>
                          {amountText(payment.amount_paise)}
                        </TableCell>
                        <TableCell sx={struck}>{payment.tds_section || '–'}</TableCell>
                        <TableCell align="right" sx={struck}>
                          {amountText(payment.tds_paise)}
                        </TableCell>
                        <TableCell>
                          {reversed ? (
                            <Stack direction="row" spacing={1} alignItems="center">
                              <Chip size="small" label="Reversed" />
                              <Typography variant="body2">
                                {payment.reversal_reason}
                                {payment.reversed_by ? ` (${payment.reversed_by})` : ''}
                              </Typography>
                            </Stack>
                          ) : (
                            <Button
                              size="small"
                              color="error"
                              onClick={() => setReversing(payment)}
                              aria-label={`Reverse the payment ${paymentLabel(payment)}`}
                            >
                              Reverse
                            </Button>
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
      {reversing && (
        <ReversePaymentDialog invoice={invoice} payment={reversing} onClose={() => setReversing(null)} />
      )}
      {recording && data && (
        <RecordPaymentDialog invoice={invoice} due={data.due_paise} onClose={() => setRecording(false)} />
      )}
    </Paper>
  );
}
