import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteForever from '@mui/icons-material/DeleteForever';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { formatDateTime } from '../../../components/admin/formatDate';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../api/baseApi';
import { DIALOG_MS } from '../../../shared/constants';
import { paths } from '../../../routes/paths';
import {
  useAddApplicationNoteMutation,
  useEraseCandidateMutation,
  useGetApplicationHistoryQuery,
  useListApplicationNotesQuery,
  type ApplicationDetail,
  type EraseCandidateInput,
  type StatusEvent,
  type StatusEventMessage,
} from '../applicationsApi';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { StatusChip } from './StatusChip';
import { ChannelField } from './ChannelField';
import { EmployerConsentField } from './EmployerConsentField';
import { EraseCandidateDialog } from './EraseCandidateDialog';
import { useRoleAllows } from '../../session';
import { maxLength } from '../../../api/limits';

/** Whether a refusal is one to show here (401, 5xx and network failures are handled app-wide). */
const shownHere = (error: unknown) => {
  const status = isApiError(error) ? error.status : NETWORK_ERROR_STATUS;
  return !(status === 401 || status === NETWORK_ERROR_STATUS || status >= 500);
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** How often the history is read again while one of its messages is still queued. */
const HISTORY_POLL_MS = 20_000;

const CHANNEL_WORDS: Record<StatusEventMessage['channel'], string> = {
  email: 'e-mail',
  whatsapp: 'WhatsApp message',
};

const STATE_WORDS: Record<StatusEventMessage['state'], string> = {
  queued: 'queued, not sent yet',
  sent: 'sent to the applicant',
  failed: 'not sent: sending failed and was given up',
};

/**
 * What became of the messages a status change queued for the applicant, in words, from their outbox
 * rows now: e.g. " (e-mail queued, not sent yet)" or " (e-mail sent to the applicant; WhatsApp message
 * queued, not sent yet)". A message the outbox no longer holds is only said to have been queued.
 */
export function messageNote(event: StatusEvent): string {
  if (event.messages.length > 0)
    return ` (${event.messages
      .map((message) => `${CHANNEL_WORDS[message.channel]} ${STATE_WORDS[message.state]}`)
      .join('; ')})`;
  return event.message_sent ? ' (a message to the applicant was queued)' : '';
}

function StatusSection({ application }: { application: ApplicationDetail }) {
  const [changing, setChanging] = useState(false);
  const [polling, setPolling] = useState(false);
  // While a message waits in the outbox, the history is read again now and then, so it says when it is sent.
  const { data: history, isError } = useGetApplicationHistoryQuery(application.id, {
    pollingInterval: polling ? HISTORY_POLL_MS : 0,
  });
  const waiting = (history ?? []).some((event) => event.messages.some(({ state }) => state === 'queued'));
  if (waiting !== polling) setPolling(waiting);
  return (
    <Section title="Status">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography component="span">Current status:</Typography>
        <StatusChip status={application.status} size="medium" />
        <Button variant="outlined" startIcon={<SwapHoriz />} onClick={() => setChanging(true)}>
          Change status
        </Button>
      </Box>
      <ChannelField application={application} />
      <EmployerConsentField application={application} />
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        History
      </Typography>
      {isError && <Alert severity="error">The history could not be loaded.</Alert>}
      <List dense aria-label="Status history">
        {(history ?? []).map((event) => (
          <ListItem key={event.id} disableGutters divider>
            <ListItemText
              primary={
                event.from_status === null
                  ? `Received as ${event.to_status}`
                  : event.detail
                    ? // An entry that keeps the status and says what happened (a client's shortlist answer).
                      event.detail
                    : `${event.from_status} → ${event.to_status}${messageNote(event)}`
              }
              secondary={`${formatDateTime(event.created_at)} · ${event.changed_by ?? 'the applicant'}`}
            />
          </ListItem>
        ))}
      </List>
      <ChangeStatusDialog
        open={changing}
        ids={[application.id]}
        initialStatus={application.status}
        onClose={() => setChanging(false)}
      />
    </Section>
  );
}

function NotesSection({ applicationId }: { applicationId: number }) {
  const { data: notes, isError } = useListApplicationNotesQuery(applicationId);
  const [addNote, { isLoading }] = useAddApplicationNoteMutation();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await addNote({ id: applicationId, body }).unwrap();
      setBody('');
    } catch (error) {
      if (shownHere(error))
        setProblem(isApiError(error) && error.message ? error.message : 'The note could not be saved.');
    }
  };

  return (
    <Section title="Notes">
      {isError && <Alert severity="error">The notes could not be loaded.</Alert>}
      {notes && notes.length === 0 && <Typography color="text.secondary">No notes yet.</Typography>}
      <List dense aria-label="Notes">
        {(notes ?? []).map((note) => (
          <ListItem key={note.id} disableGutters divider>
            <ListItemText
              primary={note.body}
              primaryTypographyProps={{ sx: { whiteSpace: 'pre-wrap' } }}
              secondary={`${note.author} · ${formatDateTime(note.created_at)}`}
            />
          </ListItem>
        ))}
      </List>
      <Box component="form" onSubmit={(event) => void submit(event)} sx={{ mt: 2 }}>
        <TextField
          label="New note"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          inputProps={{ maxLength: maxLength.LongText }}
          error={problem !== null}
          helperText={problem ?? ' '}
        />
        <Button type="submit" variant="contained" disabled={isLoading || body.trim() === ''} sx={{ mt: 1 }}>
          Add note
        </Button>
      </Box>
    </Section>
  );
}

/**
 * Erasing the candidate from View Application: the screen first stops reading the application (its
 * record, history and notes), so nothing refetches a record that is gone; then the erasure; then the
 * list. A refusal puts the screen back and says why.
 */
export function useCandidateErasure() {
  const [erasing, setErasing] = useState(false);
  const [erase] = useEraseCandidateMutation();
  const { notify } = useDialogs();
  const navigate = useNavigate();

  const eraseCandidate = async (candidate: EraseCandidateInput) => {
    flushSync(() => setErasing(true));
    try {
      const result = await erase(candidate).unwrap();
      void navigate(paths.applications);
      await notify({ kind: 'success', title: result.message, timerMs: DIALOG_MS });
    } catch (error) {
      setErasing(false);
      if (shownHere(error))
        await notify({
          kind: 'warning',
          title: isApiError(error) && error.message ? error.message : 'The candidate could not be erased.',
        });
    }
  };
  return { erasing, eraseCandidate };
}

function CandidateSection({
  application,
  onErase,
}: {
  application: ApplicationDetail;
  onErase: (candidate: EraseCandidateInput) => void;
}) {
  const [asking, setAsking] = useState(false);
  const others = application.other_application_ids;
  const canErase = useRoleAllows('eraseCandidate');

  return (
    <Section title="Candidate">
      <Typography sx={{ mb: 1 }}>
        {application.applied_count === 1 ? 'applied 1 time' : `applied ${application.applied_count} times`}
      </Typography>
      {others.length > 0 && (
        <List dense aria-label="Other applications of this candidate">
          {others.map((id) => (
            <ListItem key={id} disableGutters>
              <Link component={RouterLink} to={paths.viewApplication(id)}>
                Application {id}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
      {canErase && (
        <>
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteForever />}
            onClick={() => setAsking(true)}
            sx={{ mt: 1 }}
          >
            Erase this candidate
          </Button>
          <EraseCandidateDialog
            applicationId={application.id}
            open={asking}
            onClose={() => setAsking(false)}
            onErase={(candidate) => {
              setAsking(false);
              onErase(candidate);
            }}
          />
        </>
      )}
    </Section>
  );
}

/** View Application's pipeline: status with change and history, notes, the candidate's other applications and erasure. */
export function ApplicationPipeline({
  application,
  onErase,
}: {
  application: ApplicationDetail;
  onErase: (candidate: EraseCandidateInput) => void;
}) {
  return (
    <>
      <StatusSection application={application} />
      <NotesSection applicationId={application.id} />
      <CandidateSection application={application} onErase={onErase} />
    </>
  );
}
