import Box from '@mui/material/Box';
import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ResourceList } from '../../../components/admin/ResourceList';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { isApiError } from '../../../api/baseApi';
import { agencyDate } from '../../../domain/agencyTime';
import { paiseOfRupees, rupeesText } from '../../../domain/feeTerms';
import { DIALOG_MS } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import { useListClientsQuery } from '../../clients';
import {
  useListPlacementsQuery,
  useMarkPlacementLeftMutation,
  useUpdatePlacementFeeMutation,
  type Placement,
} from '../placementsApi';
import { feeText, stateText } from './placementTexts';

type Editing = { kind: 'fee' | 'left'; placement: Placement } | null;

/** The dialog that edits a placement's fee (with its reason) or records that its candidate left. */
function PlacementDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(agencyDate());
  const [updateFee, fee] = useUpdatePlacementFeeMutation();
  const [markLeft, left] = useMarkPlacementLeftMutation();
  const { notify } = useDialogs();
  if (!editing) return null;
  const { placement, kind } = editing;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      let message: string;
      if (kind === 'fee') {
        const paise = paiseOfRupees(amount);
        if (paise === undefined) {
          await notify({ kind: 'warning', title: 'The agreed fee is not an amount in rupees.' });
          return;
        }
        message = (
          await updateFee({ id: placement.id, body: { fee_paise: paise, fee_reason: reason } }).unwrap()
        ).message;
      } else
        message = (
          await markLeft({ id: placement.id, body: { left_date: date, left_reason: reason } }).unwrap()
        ).message;
      onClose();
      await notify({ kind: 'success', title: message, timerMs: DIALOG_MS });
    } catch (error) {
      if (isApiError(error) && error.status === 400) await notify({ kind: 'warning', title: error.message });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="placement-dialog-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="placement-dialog-title">
          {kind === 'fee' ? `Fee of ${placement.candidate_name}` : `${placement.candidate_name} left`}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {kind === 'fee' ? (
              <TextField
                label={`Agreed fee (₹); the terms give ${rupeesText(placement.computed_fee_paise)}`}
                required
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                inputProps={{ inputMode: 'decimal' }}
              />
            ) : (
              <TextField
                type="date"
                label="Left on"
                required
                value={date}
                onChange={(event) => setDate(event.target.value)}
                InputLabelProps={{ shrink: true }}
                helperText={`Joined ${placement.joining_date}; guarantee until ${placement.guarantee_end_date ?? 'none'}`}
              />
            )}
            <TextField
              label={kind === 'fee' ? 'Reason for the change' : 'Reason'}
              required={kind === 'left'}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={fee.isLoading || left.isLoading}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const searchValues = (placement: Placement) => [
  placement.client_name,
  placement.job_title,
  placement.candidate_name,
  placement.joining_date,
];

/** /placements: the placements, filtered by client; edit a fee, record that a candidate left, place a replacement. */
/** A cell whose text wraps onto more lines rather than being cut (the row grows to fit). */
const wrapped = ({ value }: { value?: unknown }) => (
  <Box component="span" sx={{ whiteSpace: 'normal', lineHeight: 1.35 }}>
    {value === null || value === undefined ? '' : String(value)}
  </Box>
);

/** On a phone each placement is a card: the candidate as its title, the actions at its foot. */
const PHONE_CARDS = { main: 'candidate_name', action: 'actions' };

export default function PlacementList() {
  const [params, setParams] = useSearchParams();
  const clientParam = params.get('client');
  const clientId = clientParam && /^\d+$/.test(clientParam) ? Number(clientParam) : undefined;
  const { data, isLoading, isError } = useListPlacementsQuery(
    clientId === undefined ? {} : { client_id: clientId },
  );
  const { data: clients } = useListClientsQuery();
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo<GridColDef<Placement>[]>(
    () => [
      // Within the 950 px a 1280 px window leaves the grid (rows grow to fit wrapped text); on a phone the
      // rows are cards.
      { field: 'client_name', headerName: 'Client', flex: 1, minWidth: 90, renderCell: wrapped },
      { field: 'job_title', headerName: 'Job', flex: 1, minWidth: 90, renderCell: wrapped },
      { field: 'candidate_name', headerName: 'Candidate', flex: 1, minWidth: 90, renderCell: wrapped },
      { field: 'joining_date', headerName: 'Joined', width: 100 },
      {
        field: 'fee_paise',
        headerName: 'Fee',
        width: 100,
        valueGetter: (_value, row) => feeText(row),
        renderCell: wrapped,
      },
      {
        field: 'guarantee_end_date',
        headerName: 'Guarantee until',
        width: 130,
        valueGetter: (_value, row) => row.guarantee_end_date ?? '—',
      },
      {
        field: 'state',
        headerName: 'Status',
        width: 130,
        // Whether an issued invoice bills it (its amounts are for Accounts, on the Invoices screen).
        valueGetter: (_value, row) => `${stateText(row)}${row.invoiced ? ' · invoiced' : ''}`,
        renderCell: wrapped,
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Button size="small" onClick={() => setEditing({ kind: 'fee', placement: row })}>
              Edit fee
            </Button>
            {row.left_date === null && (
              <Button size="small" onClick={() => setEditing({ kind: 'left', placement: row })}>
                Mark left
              </Button>
            )}
            {row.replacement_due && (
              <Button
                size="small"
                component={RouterLink}
                to={`${paths.applications}?job=${row.job_id}`}
                aria-label={`Place a replacement for ${row.candidate_name}`}
              >
                Place a replacement
              </Button>
            )}
          </Stack>
        ),
      },
    ],
    [],
  );

  const filter = (
    <TextField
      select
      size="small"
      label="Client"
      value={clientId === undefined ? '' : String(clientId)}
      onChange={(event) => {
        const next = new URLSearchParams(params);
        if (event.target.value === '') next.delete('client');
        else next.set('client', event.target.value);
        setParams(next);
      }}
      SelectProps={{ native: true }}
      InputLabelProps={{ shrink: true }}
      sx={{ minWidth: 200 }}
    >
      <option value="">All clients</option>
      {(clients ?? []).map((client) => (
        <option key={client.id} value={String(client.id)}>
          {client.name}
        </option>
      ))}
    </TextField>
  );

  return (
    <>
      <ResourceList
        title="Placements"
        noun="placements"
        rows={data}
        loading={isLoading}
        loadFailed={isError}
        columns={columns}
        searchValues={searchValues}
        filters={filter}
        autoRowHeight
        phoneCards={PHONE_CARDS}
      />
      <PlacementDialog
        key={editing ? `${editing.kind}-${editing.placement.id}` : 'none'}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
