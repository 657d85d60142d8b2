import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ResourceList } from '../../../components/admin/ResourceList';
import { formatDateTime } from '../../../components/admin/formatDate';
import { ColourChip } from './StatusChip';
import { useListOutboxQuery, type OutboxMessage, type OutboxStatus } from '../applicationsApi';

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['pending', 'sending', 'sent', 'failed'];

/** How a message goes: e-mail, or a WhatsApp template message. */
const CHANNEL_LABELS: Record<OutboxMessage['channel'], string> = { email: 'E-mail', whatsapp: 'WhatsApp' };
const channelLabel = (channel: string | undefined): string =>
  channel && channel in CHANNEL_LABELS ? CHANNEL_LABELS[channel as OutboxMessage['channel']] : 'E-mail';

export const SENDING_OFF_TITLE = 'Mail sending is not set up yet';
export const SENDING_OFF_TEXT =
  'Messages are kept here and not sent. Ask the person who runs the server to set up mail sending; every message waiting here goes out once it is. Until then you can read each message below.';

/** The states as words people read. */
export const STATE_WORDS: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** A message's state with its channel, e.g. "Waiting · E-mail". */
export const stateLabel = (message: Pick<OutboxMessage, 'status' | 'channel'>) =>
  `${STATE_WORDS[message.status]} · ${channelLabel(message.channel)}`;

/** On a phone each message is a card: its subject as the title, the Read button at its foot. */
const PHONE_CARDS = { main: 'subject', action: 'read' };

/** When a message was sent, or when it is tried next (waiting or sending); empty for a failed one. */
const whenText = (row: OutboxMessage) =>
  row.sent_at
    ? `Sent ${formatDateTime(row.sent_at)}`
    : row.status === 'pending' || row.status === 'sending'
      ? `Next attempt ${formatDateTime(row.next_attempt_at)}`
      : '';

/** "After 2 attempts: 550 mailbox unavailable"; empty without an error. */
const lastErrorText = (row: OutboxMessage) =>
  row.last_error
    ? `After ${row.attempts} ${row.attempts === 1 ? 'attempt' : 'attempts'}: ${row.last_error}`
    : '';

const STATE_COLOURS: Record<OutboxStatus, string> = {
  pending: '#8a4b00',
  sending: '#01579b',
  sent: '#1b5e20',
  failed: '#b71c1c',
};

const KIND_LABELS: Record<OutboxMessage['kind'], string> = {
  'staff-application': 'New application (staff)',
  'applicant-confirmation': 'Confirmation (applicant)',
  'status-change': 'Status change (applicant)',
  'staff-enquiry': 'New enquiry (staff)',
  'subscriber-confirmation': 'Job alerts: confirm (subscriber)',
  'job-alert': 'Job alerts: new openings',
  'staff-invitation': 'Invitation (staff)',
  'erasure-link': 'Erasure link (applicant)',
  'password-reset': 'Password reset link (staff)',
  'account-security': 'Security notice (staff)',
  'shortlist-link': 'Shortlist link (client)',
  'shortlist-answer': "Client's shortlist answer (staff)",
  'candidate-code': 'Sign-in code (job seeker)',
  invoice: 'Invoice or credit note (client)',
  'payment-reminder': 'Payment reminder (client)',
};

const kindLabel = (kind: string): string =>
  kind in KIND_LABELS ? KIND_LABELS[kind as OutboxMessage['kind']] : kind;

/** Search: recipient, subject, kind and state. */
const searchValues = (message: OutboxMessage) => [
  message.to_address,
  message.subject,
  kindLabel(message.kind),
  channelLabel(message.channel),
  STATE_WORDS[message.status],
];

const isOutboxStatus = (value: string | null): value is OutboxStatus =>
  value !== null && (OUTBOX_STATUSES as readonly string[]).includes(value);

function MessageDialog({ message, onClose }: { message: OutboxMessage | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{message?.subject}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          To {message?.to_address} · {message ? formatDateTime(message.created_at) : ''}
          {message ? ` · ${stateLabel(message)}` : ''}
        </Typography>
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
          {message?.text_body}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** /outbox: every message the site has queued, with its state; a banner says when sending is off. */
export default function OutboxList() {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = isOutboxStatus(stateParam) ? stateParam : undefined;
  const { data, isLoading, isError } = useListOutboxQuery(state);
  const [reading, setReading] = useState<OutboxMessage | null>(null);

  // Six columns that fit beside the menu at 1280 px, their text wrapping: the kind under the subject, the
  // attempts with the last error, and one time (sent, or the next attempt). A phone shows cards.
  const columns = useMemo<GridColDef<OutboxMessage>[]>(
    () => [
      {
        field: 'status',
        headerName: 'State',
        width: 140,
        valueGetter: (_value, row) => stateLabel(row),
        renderCell: ({ row }) => <ColourChip label={stateLabel(row)} colour={STATE_COLOURS[row.status]} />,
      },
      {
        field: 'to_address',
        headerName: 'Recipient',
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => <span className="grid-wrap">{row.to_address}</span>,
      },
      {
        field: 'subject',
        headerName: 'Subject',
        flex: 2,
        minWidth: 200,
        renderCell: ({ row }) => (
          <span className="grid-wrap">
            {row.subject}
            <br />
            <Typography component="span" variant="body2" color="text.secondary">
              {kindLabel(row.kind)}
            </Typography>
          </span>
        ),
      },
      {
        field: 'sent_at',
        headerName: 'When',
        width: 150,
        valueGetter: (_value, row) => whenText(row),
        renderCell: ({ value }) => <span className="grid-wrap">{String(value)}</span>,
      },
      {
        field: 'last_error',
        headerName: 'Last error',
        flex: 1,
        minWidth: 140,
        valueGetter: (_v, row) => lastErrorText(row),
        renderCell: ({ value }) => <span className="grid-wrap">{String(value)}</span>,
      },
      {
        field: 'read',
        headerName: 'Message',
        width: 90,
        renderCell: ({ row }) => (
          <Button
            size="small"
            onClick={() => setReading(row)}
            aria-label={`Read "${row.subject}" to ${row.to_address}`}
          >
            Read
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <ResourceList
        title="Outbox"
        noun="messages"
        rows={data?.data}
        loading={isLoading}
        loadFailed={isError}
        columns={columns}
        searchValues={searchValues}
        autoRowHeight
        phoneCards={PHONE_CARDS}
        notice={
          data &&
          !data.sending_enabled && (
            <Alert severity="info" sx={{ mb: 2 }}>
              <AlertTitle>{SENDING_OFF_TITLE}</AlertTitle>
              {SENDING_OFF_TEXT}
            </Alert>
          )
        }
        filters={
          <Box>
            <TextField
              select
              size="small"
              label="State"
              value={state ?? ''}
              onChange={(event) =>
                setParams(event.target.value === '' ? {} : { state: event.target.value }, { replace: true })
              }
              SelectProps={{ native: true }}
              InputLabelProps={{ shrink: true }}
              sx={{ width: 150 }}
            >
              <option value="">All states</option>
              {OUTBOX_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {STATE_WORDS[option]}
                </option>
              ))}
            </TextField>
          </Box>
        }
      />
      <MessageDialog message={reading} onClose={() => setReading(null)} />
    </>
  );
}
