import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../api/baseApi';
import { roleNames } from '../../api/roles';
import { DIALOG_MS } from '../../shared/constants';
import { useAppSelector } from '../../shared/hooks';
import { paths } from '../../routes/paths';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { ResponsiveRows } from '../../components/admin/ResponsiveRows';
import { NewPasswordFields } from '../../components/admin/PasswordFields';
import { requestFailureText } from '../../components/admin/requestFailure';
import { useDialogs } from '../../components/dialogs/DialogProvider';
import { PASSWORDS_DIFFER_TEXT } from '../../components/admin/passwordRules';
import {
  useChangePasswordMutation,
  useEndMyOtherSessionsMutation,
  useEndMySessionMutation,
  useGetMyAccountQuery,
  useRegenerateRecoveryCodesMutation,
} from './sessionApi';
import { selectUser } from '../../shared/sessionSlice';
import { CodeField, RecoveryCodesList } from '../../components/admin/SecondFactorSteps';

/** "1 minute", "30 minutes". */
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

const failureOf = (error: unknown) => requestFailureText(error);

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography variant="h2" id={id} sx={{ fontSize: '1.3rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function SessionsSection() {
  const { data, isLoading, isError } = useGetMyAccountQuery();
  const [endOne, { isLoading: endingOne }] = useEndMySessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndMyOtherSessionsMutation();
  const { notify } = useDialogs();
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current).length;

  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      await notify({ kind: 'success', title: (await action()).message, timerMs: DIALOG_MS });
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      await notify({ kind: 'warning', title: failureOf(error) });
    }
  };

  return (
    <Section id="sessions-heading" title="Sessions">
      <Typography>
        Where you are signed in.
        {data &&
          ` A session ends after ${plural(data.session_idle_minutes, 'minute')} without use, and ${plural(
            data.session_max_hours,
            'hour',
          )} after signing in.`}
      </Typography>
      {isLoading && <CircularProgress size={24} aria-label="Loading sessions" />}
      {isError && <Alert severity="error">The sessions could not be loaded.</Alert>}
      {data && (
        <ResponsiveRows
          label="Sessions"
          rows={sessions}
          fields={[
            { label: 'Device', value: (session) => session.device, main: true },
            { label: 'Address', value: (session) => session.address },
            { label: 'Last used (UTC)', value: (session) => session.last_seen_at },
            { label: 'Signed in (UTC)', value: (session) => session.created_at },
          ]}
          action={{
            label: 'Action',
            value: (session) =>
              session.current ? (
                <Chip label="This session" size="small" color="primary" variant="outlined" />
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={endingOne}
                  aria-label={`End the session of ${session.device} at ${session.address}`}
                  onClick={() => void run(() => endOne({ id: session.id }).unwrap())}
                >
                  End
                </Button>
              ),
          }}
        />
      )}
      <Box>
        <Button
          variant="outlined"
          // The theme's saffron (MUI's warning orange is 3:1 on white: too faint for a button's text).
          color="secondary"
          disabled={endingOthers || others === 0}
          onClick={() => void run(() => endOthers().unwrap())}
        >
          End all other sessions
        </Button>
      </Box>
    </Section>
  );
}

function PasswordSection() {
  const [change, { isLoading }] = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    if (password !== repeated) {
      setFailure(PASSWORDS_DIFFER_TEXT);
      return;
    }
    try {
      const result = await change({ current_password: current, password, code: code.trim() }).unwrap();
      setDone(result.message);
      setCurrent('');
      setPassword('');
      setRepeated('');
      setCode('');
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      setFailure(failureOf(error));
    }
  };

  return (
    <Section id="password-heading" title="Change password">
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box
        component="form"
        aria-labelledby="password-heading"
        onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
        sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
      >
        <TextField
          label="Current password"
          name="current-password"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <NewPasswordFields
          password={password}
          repeated={repeated}
          onPassword={setPassword}
          onRepeated={setRepeated}
          repeatLabel="Repeat the new password"
          fullWidth={false}
        />
        <CodeField value={code} onChange={setCode} />
        <Box>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Change password
          </Button>
        </Box>
      </Box>
    </Section>
  );
}

function RecoveryCodesSection() {
  const { data } = useGetMyAccountQuery();
  const [regenerate, { isLoading }] = useRegenerateRecoveryCodesMutation();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      setCodes((await regenerate({ code: code.trim() }).unwrap()).recovery_codes);
      setCode('');
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      setFailure(failureOf(error));
    }
  };

  return (
    <Section id="recovery-heading" title="Recovery codes">
      {data && (
        <Typography>
          You have {data.recovery_codes_left} unused recovery{' '}
          {data.recovery_codes_left === 1 ? 'code' : 'codes'}. Making new ones stops the earlier ones from
          working.
        </Typography>
      )}
      {codes && <RecoveryCodesList codes={codes} />}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box
        component="form"
        aria-labelledby="recovery-heading"
        onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
        sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
      >
        <CodeField value={code} onChange={setCode} />
        <Box>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Make new recovery codes
          </Button>
        </Box>
      </Box>
    </Section>
  );
}

/**
 * /account (every role): the signed-in person's own sessions (end any or all others), their password
 * (the current one and a code) and their recovery codes (new ones shown once).
 */
export default function MyAccountPage() {
  const user = useAppSelector(selectUser);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <AdminPageHeader
        crumbs={[{ label: 'Back office', to: paths.jobs }, { label: 'My account' }]}
        title="My account"
      />
      {user && (
        <Typography>
          {user.userdata.name} · {user.userdata.email} · {roleNames[user.roll]}
        </Typography>
      )}
      <SessionsSection />
      <PasswordSection />
      <RecoveryCodesSection />
    </Box>
  );
}
