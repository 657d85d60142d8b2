import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../../api/baseApi';
import { LANGUAGE_LIST, type Language } from '../../../domain/languages';
import { useGetClientQuery } from '../../clients';
import { useGetApplicationQuery } from '../../applications';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { useCreateShortlistMutation, type ShortlistCreated } from '../shortlistsApi';

export interface ShareShortlistDialogProps {
  open: boolean;
  jobId: number;
  clientId: number;
  /** The applications chosen on the grid (all of this job). */
  applications: { id: number; name: string }[];
  onClose: () => void;
  onShared?: () => void;
}

interface ItemFields {
  qualification: string;
  current_location: string;
  note: string;
}

const DEFAULT_DAYS = 14;

/**
 * Whether the candidate agreed to their resume going to employers (src/domain/employerConsent.ts): said
 * under their name when they did not, with the way to record it; `onKnown` hears the answer.
 */
function EmployerConsentState({
  application,
  onKnown,
}: {
  application: { id: number; name: string };
  onKnown: (id: number, agreed: boolean) => void;
}) {
  const { data } = useGetApplicationQuery(application.id);
  const agreed = data === undefined ? undefined : data.employer_consent !== null;
  useEffect(() => {
    if (agreed !== undefined) onKnown(application.id, agreed);
  }, [agreed, application.id, onKnown]);
  if (agreed !== false) return null;
  return (
    <Alert severity="warning" sx={{ py: 0 }}>
      {application.name} applied before the apply form said resumes go to employers, and no agreement is
      recorded: it cannot be shared.{' '}
      <Link component={RouterLink} to={paths.viewApplication(application.id)} underline="always">
        Record their agreement on the application
      </Link>{' '}
      or leave them out.
    </Alert>
  );
}

/**
 * Shares the chosen applications of a requirement with one of its client's contacts: the page's language,
 * how many days the link works, and for each candidate what the client reads (qualification, current
 * location, a note). The link is shown once, to copy or send on WhatsApp; with "E-mail the link" it also
 * goes to the contact's e-mail address through the outbox.
 */
export function ShareShortlistDialog({
  open,
  jobId,
  clientId,
  applications,
  onClose,
  onShared,
}: ShareShortlistDialogProps) {
  const titleId = useId();
  const { data: client } = useGetClientQuery(clientId, { skip: !open });
  const [share, { isLoading }] = useCreateShortlistMutation();
  const [contactId, setContactId] = useState('');
  const [language, setLanguage] = useState<Language>('en');
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [sendEmail, setSendEmail] = useState(true);
  const [items, setItems] = useState<Record<number, ItemFields>>({});
  const [problem, setProblem] = useState('');
  const [shared, setShared] = useState<ShortlistCreated | undefined>();
  const [copied, setCopied] = useState(false);
  // Each candidate's agreement to share with employers, as their record says (absent until it has loaded).
  const [agreed, setAgreed] = useState<Record<number, boolean>>({});
  const onConsentKnown = useCallback(
    (id: number, given: boolean) =>
      setAgreed((current) => (current[id] === given ? current : { ...current, [id]: given })),
    [],
  );
  const withoutAgreement = applications.filter((application) => agreed[application.id] === false);

  useEffect(() => {
    if (!open) return;
    setShared(undefined);
    setProblem('');
    setCopied(false);
    setItems({});
    setDays(String(DEFAULT_DAYS));
    setSendEmail(true);
  }, [open]);
  useEffect(() => {
    if (client && contactId === '' && client.contacts.length > 0) setContactId(String(client.contacts[0].id));
  }, [client, contactId]);

  const fieldsOf = (id: number): ItemFields =>
    items[id] ?? { qualification: '', current_location: '', note: '' };
  const setField = (id: number, field: keyof ItemFields, value: string) =>
    setItems((current) => ({ ...current, [id]: { ...fieldsOf(id), [field]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      const result = await share({
        job_id: jobId,
        contact_id: Number(contactId),
        language,
        expiry_days: Number(days),
        send_email: sendEmail,
        items: applications.map((application) => ({
          application_id: application.id,
          ...fieldsOf(application.id),
        })),
      }).unwrap();
      setShared(result);
      onShared?.();
    } catch (error) {
      setProblem(isApiError(error) && error.message ? error.message : 'The shortlist could not be shared.');
    }
  };

  const copy = async () => {
    if (!shared) return;
    await navigator.clipboard?.writeText(shared.link).catch(() => undefined);
    setCopied(true);
  };

  const contacts = client?.contacts ?? [];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {shared ? (
        <>
          <DialogTitle id={titleId}>Shortlist shared</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {shared.message}{' '}
              {shared.emailed
                ? 'The link was also e-mailed to the contact.'
                : 'The link was not e-mailed: send it yourself.'}{' '}
              This is the only time the link is shown.
            </DialogContentText>
            <TextField
              fullWidth
              label="Link for the client"
              value={shared.link}
              InputProps={{ readOnly: true }}
              onFocus={(event) => event.target.select()}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 2 }} flexWrap="wrap" useFlexGap>
              <Button variant="outlined" onClick={() => void copy()}>
                {copied ? 'Copied' : 'Copy link'}
              </Button>
              <Button
                variant="outlined"
                component="a"
                href={shared.whatsapp_url}
                target="_blank"
                rel="noopener noreferrer"
              >
                Share on WhatsApp
              </Button>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <DialogTitle id={titleId}>Share with client</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {client ? `${client.name}: ` : ''}
              {applications.length === 1 ? 'one candidate. ' : `${applications.length} candidates. `}
              The client sees their name, experience, what you write below and their resume (stamped
              confidential), never their phone or e-mail.
            </DialogContentText>
            <Stack spacing={2}>
              <TextField
                select
                required
                label="Contact"
                value={contactId}
                onChange={(event) => setContactId(event.target.value)}
                SelectProps={{ native: true }}
                InputLabelProps={{ shrink: true }}
              >
                {contacts.length === 0 && <option value="">This client has no contact</option>}
                {contacts.map((contact) => (
                  <option key={contact.id} value={String(contact.id)}>
                    {contact.name}
                    {contact.email ? ` (${contact.email})` : ''}
                  </option>
                ))}
              </TextField>
              <Stack direction="row" spacing={2}>
                <TextField
                  select
                  label="Page language"
                  value={language}
                  onChange={(event) => setLanguage(event.target.value as Language)}
                  SelectProps={{ native: true }}
                  InputLabelProps={{ shrink: true }}
                  sx={{ flex: 1 }}
                >
                  {LANGUAGE_LIST.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.englishName}
                    </option>
                  ))}
                </TextField>
                <TextField
                  label="Link works for (days)"
                  type="number"
                  value={days}
                  onChange={(event) => setDays(event.target.value)}
                  inputProps={{ min: 1, max: 90 }}
                  sx={{ flex: 1 }}
                />
              </Stack>
              <FormControlLabel
                control={
                  <Checkbox checked={sendEmail} onChange={(event) => setSendEmail(event.target.checked)} />
                }
                label="E-mail the link to the contact"
              />
              {applications.map((application) => (
                <Stack key={application.id} spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <Typography component="legend" variant="subtitle2">
                    {application.name}
                  </Typography>
                  <EmployerConsentState application={application} onKnown={onConsentKnown} />
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <TextField
                      size="small"
                      label={`Qualification of ${application.name}`}
                      value={fieldsOf(application.id).qualification}
                      onChange={(event) => setField(application.id, 'qualification', event.target.value)}
                      inputProps={{ maxLength: 256 }}
                      sx={{ flex: 1 }}
                    />
                    <TextField
                      size="small"
                      label={`Current location of ${application.name}`}
                      value={fieldsOf(application.id).current_location}
                      onChange={(event) => setField(application.id, 'current_location', event.target.value)}
                      inputProps={{ maxLength: 256 }}
                      sx={{ flex: 1 }}
                    />
                  </Stack>
                  <TextField
                    size="small"
                    label={`Note on ${application.name}`}
                    value={fieldsOf(application.id).note}
                    onChange={(event) => setField(application.id, 'note', event.target.value)}
                    inputProps={{ maxLength: 5000 }}
                    multiline
                  />
                </Stack>
              ))}
              {problem && (
                <Alert severity="warning" role="alert">
                  {problem}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={
                isLoading || contactId === '' || applications.length === 0 || withoutAgreement.length > 0
              }
            >
              Share
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
