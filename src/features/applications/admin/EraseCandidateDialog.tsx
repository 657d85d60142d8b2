import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailKey, phoneKey } from '../../../domain/candidates';
import { maxLength } from '../../../api/limits';
import { useGetCandidateErasurePreviewQuery, type ErasurePreview } from '../applicationsApi';

/** Whether the typed value names the candidate: the same e-mail address (any case), else the same phone number (as the server checks). */
export function confirmsCandidate(typed: string, candidate: { email: string; phone: string }): boolean {
  if (typed.includes('@')) {
    const key = emailKey(typed);
    return key !== '' && key === emailKey(candidate.email);
  }
  const key = phoneKey(typed);
  return key !== '' && key === phoneKey(candidate.phone);
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The records erasing would remove, as lines people read ("2 applications", "1 resume or file", …). */
export function erasureLines(preview: ErasurePreview): string[] {
  return [
    counted(preview.applications, 'application', 'applications'),
    counted(preview.files, 'resume or file', 'resumes and files'),
    counted(preview.history, 'status history entry', 'status history entries'),
    counted(preview.notes, 'staff note', 'staff notes'),
    counted(preview.messages, 'outbox message', 'outbox messages'),
    counted(preview.enquiries, 'enquiry', 'enquiries'),
    counted(preview.subscribers, 'job-alert subscription', 'job-alert subscriptions'),
  ];
}

interface EraseCandidateDialogProps {
  applicationId: number;
  open: boolean;
  onClose: () => void;
  /** Erases with what the staff member typed (the server checks it again). */
  onErase: (candidate: { email: string; phone: string; confirmation: string }) => void;
}

/**
 * "Erase this candidate?": says what will be erased (counted by the server now) and asks for the
 * candidate's e-mail address or phone number to be typed before Erase is enabled.
 */
export function EraseCandidateDialog({ applicationId, open, onClose, onErase }: EraseCandidateDialogProps) {
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const { data, isFetching, isError } = useGetCandidateErasurePreviewQuery(applicationId, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  const preview = isFetching ? undefined : data;
  const contacts = preview ? [preview.email, preview.phone].filter((value) => value.trim() !== '') : [];
  const confirmed = preview !== undefined && confirmsCandidate(typed, preview);

  const close = () => {
    setTyped('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!preview || !confirmed) return;
    const candidate = { email: preview.email, phone: preview.phone, confirmation: typed };
    setTyped('');
    onErase(candidate);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Erase this candidate?</DialogTitle>
        <DialogContent>
          {isError && (
            <Alert severity="error">What would be erased could not be counted. Please try again.</Alert>
          )}
          {!preview && !isError && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
              <CircularProgress aria-label="Counting the records" />
            </Box>
          )}
          {preview && (
            <>
              <Typography sx={{ mb: 1 }}>
                Everything below of {contacts.join(' / ')} is erased for good. This cannot be undone.
              </Typography>
              <Box component="ul" aria-label="What will be erased" sx={{ mt: 0, mb: 2, pl: 3 }}>
                {erasureLines(preview).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
              <TextField
                label="Type the candidate's e-mail address or phone number"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                fullWidth
                autoComplete="off"
                inputProps={{ maxLength: maxLength.ShortText }}
                helperText={`Type ${contacts.map((value) => `"${value}"`).join(' or ')} to enable Erase.`}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={!confirmed}>
            Erase
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
