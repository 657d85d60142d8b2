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

/** The columns a phone shows: the state, the subject and the Read button. */
const PHONE_FIELDS = ['status', 'subject', 'read'];

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

  const columns = useMemo<GridColDef<OutboxMessage>[]>(
    () => [
      {
        field: 'status',
        headerName: 'State',
        width: 140,
        valueGetter: (_value, row) => stateLabel(row),
        renderCell: ({ row }) => <ColourChip label={stateLabel(row)} colour={STATE_COLOURS[row.status]} />,
      },
      { field: 'to_address', headerName: 'Recipient', flex: 1.2, minWidth: 190 },
      { field: 'subject', headerName: 'Subject', flex: 1.6, minWidth: 110 },
      {
        field: 'kind',
        headerName: 'Kind',
        minWidth: 170,
        flex: 0.9,
        valueGetter: (_value, row) => kindLabel(row.kind),
      },
      { field: 'attempts', headerName: 'Attempts', width: 90 },
      {
        field: 'next_attempt_at',
        headerName: 'Next attempt',
        minWidth: 160,
        flex: 0.8,
        valueGetter: (_value, row) =>
          row.status === 'pending' || row.status === 'sending' ? formatDateTime(row.next_attempt_at) : '',
      },
      {
        field: 'sent_at',
        headerName: 'Sent',
        minWidth: 160,
        flex: 0.8,
        valueGetter: (_value, row) => (row.sent_at ? formatDateTime(row.sent_at) : ''),
      },
      {
        field: 'last_error',
        headerName: 'Last error',
        minWidth: 180,
        flex: 1,
        valueGetter: (_v, row) => row.last_error ?? '',
      },
      {
        field: 'read',
        headerName: 'Message',
        width: 80,
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
        rowHeight={56}
        phoneFields={PHONE_FIELDS}
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
