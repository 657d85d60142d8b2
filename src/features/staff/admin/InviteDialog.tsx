import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { isApiError } from '../../../api/baseApi';
import { roleNames, staffRoles, type StaffRole } from '../../../api/roles';
import { DIALOG_MS } from '../../../shared/constants';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { useInviteStaffMemberMutation } from '../staffApi';
import type { HandedLink } from './LinkDialog';

const NOT_SENT_TEXT = 'The invitation could not be sent. Please try again.';

/**
 * Invites a person by name, e-mail and role; the server e-mails them the link to choose a password, or,
 * without a mail server, hands the link to this Administrator (`onHanded`) to pass on.
 */
export function InviteDialog({
  open,
  onClose,
  onHanded,
}: {
  open: boolean;
  onClose: () => void;
  onHanded: (handed: HandedLink) => void;
}) {
  const [invite, { isLoading }] = useInviteStaffMemberMutation();
  const { notify } = useDialogs();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('recruiter');
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setName('');
    setEmail('');
    setRole('recruiter');
    setFailure(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      const result = await invite({ name: name.trim(), email: email.trim(), role }).unwrap();
      close();
      if (result.link)
        onHanded({
          title: `Invitation link for ${result.data.name}`,
          message: result.message,
          link: result.link,
        });
      else await notify({ kind: 'success', title: result.message, timerMs: DIALOG_MS });
    } catch (error) {
      setFailure(isApiError(error) && error.status < 500 && error.message ? error.message : NOT_SENT_TEXT);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="invite-title" fullWidth maxWidth="xs">
      <form onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="invite-title">Invite a person</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            label="Name"
            name="name"
            required
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            select
            label="Role"
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            SelectProps={{ native: true }}
          >
            {staffRoles.map((value) => (
              <option key={value} value={value}>
                {roleNames[value]}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Send invitation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
