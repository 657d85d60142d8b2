import { useEffect, useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../api/baseApi';
import { DIALOG_MS } from '../../../shared/constants';
import {
  APPLICATION_STATUSES,
  useChangeApplicationStatusMutation,
  useGetApplicationQuery,
  type ApplicationStatus,
} from '../applicationsApi';
import { useGetManagedJobQuery } from '../../jobs';
import {
  emptyPlacementDraft,
  PlacementFields,
  placementInputOf,
  usePlaceApplicationMutation,
  type PlacementRequirement,
} from '../../placements';

/**
 * The requirement of the one application being moved to Placed (its job's client and terms), or null
 * when it is not a client's requirement, or undefined while it is read.
 */
function usePlacementRequirement(ids: number[], placing: boolean): PlacementRequirement | null | undefined {
  const one = placing && ids.length === 1;
  const application = useGetApplicationQuery(ids[0] ?? 0, { skip: !one });
  const jobId = application.data?.job_id ?? null;
  const job = useGetManagedJobQuery(jobId ?? 0, { skip: !one || jobId === null });
  if (!one) return null;
  if (application.isError || job.isError) return null;
  if (application.data && jobId === null) return null;
  if (!job.data) return undefined;
  if (job.data.client_id === null || job.data.fee_type === null) return null;
  return {
    job_id: job.data.id,
    fee_type: job.data.fee_type,
    fee_percent_bp: job.data.fee_percent_bp,
    fee_amount_paise: job.data.fee_amount_paise,
    guarantee_days: job.data.guarantee_days,
  };
}

export const SEND_MESSAGE_LABEL = 'Send the applicant the template message';

export interface ChangeStatusDialogProps {
  open: boolean;
  /** The applications to move. */
  ids: number[];
  /** The status the select starts on (the application's current one when there is one). */
  initialStatus?: ApplicationStatus;
  onClose: () => void;
  /** Called after the server accepted the change. */
  onChanged?: () => void;
}

/**
 * Moves one or several applications to a new status, optionally queueing each applicant the status's
 * template message. The server's answer is shown for 1.5 s; a refusal (4xx) shows its message. Moving one
 * application of a client's requirement to Placed asks for its placement in the same step
 * (`placeApplication`); several at once move without one, as before.
 */
export function ChangeStatusDialog({
  open,
  ids,
  initialStatus,
  onClose,
  onChanged,
}: ChangeStatusDialogProps) {
  const [status, setStatus] = useState<ApplicationStatus>(initialStatus ?? 'Screening');
  const [sendMessage, setSendMessage] = useState(false);
  const [changeStatus, { isLoading }] = useChangeApplicationStatusMutation();
  const [placeApplication, { isLoading: isPlacing }] = usePlaceApplicationMutation();
  const [draft, setDraft] = useState(emptyPlacementDraft);
  const requirement = usePlacementRequirement(ids, open && status === 'Placed');
  const { notify } = useDialogs();
  const titleId = useId();

  useEffect(() => {
    if (open) {
      setStatus(initialStatus ?? 'Screening');
      setSendMessage(false);
      setDraft(emptyPlacementDraft());
    }
  }, [open, initialStatus]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      let result: { message: string };
      if (requirement) {
        // A client's requirement: Placed and its placement in one step.
        const checked = placementInputOf(requirement, draft);
        if ('problem' in checked) {
          await notify({ kind: 'warning', title: checked.problem });
          return;
        }
        result = await placeApplication({
          id: ids[0],
          body: { ...checked.input, send_message: sendMessage },
        }).unwrap();
      } else result = await changeStatus({ ids, status, send_message: sendMessage }).unwrap();
      onClose();
      onChanged?.();
      await notify({ kind: 'success', title: result.message, timerMs: DIALOG_MS });
    } catch (error) {
      const code = isApiError(error) ? error.status : NETWORK_ERROR_STATUS;
      if (code === 401 || code === NETWORK_ERROR_STATUS || code >= 500) return;
      await notify({
        kind: 'warning',
        title: isApiError(error) && error.message ? error.message : 'The status could not be changed.',
      });
    }
  };

  const count = ids.length;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={requirement ? 'sm' : 'xs'}
    >
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Change status</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {count === 1
              ? 'Move this application to a new status.'
              : `Move ${count} applications to a new status.`}
          </DialogContentText>
          <TextField
            select
            fullWidth
            label="New status"
            value={status}
            onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
            SelectProps={{ native: true }}
            InputLabelProps={{ shrink: true }}
          >
            {APPLICATION_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </TextField>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox checked={sendMessage} onChange={(event) => setSendMessage(event.target.checked)} />
            }
            label={SEND_MESSAGE_LABEL}
          />
          {requirement && <PlacementFields requirement={requirement} draft={draft} onChange={setDraft} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isLoading || isPlacing || count === 0 || requirement === undefined}
          >
            Change status
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
