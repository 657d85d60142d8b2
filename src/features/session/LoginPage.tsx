import { messages } from '../../api/messages';
import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDialogs } from '../../components/dialogs/DialogProvider';
import { BrandMark } from '../../components/admin/BrandMark';
import { isApiError, NETWORK_ERROR_STATUS } from '../../api/baseApi';
import { DIALOG_MS } from '../../app/constants';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { selectSessionExpired, selectUser } from './sessionSlice';
import { useLoginMutation } from './sessionApi';

export const WRONG_CREDENTIALS_TEXT = messages.wrongCredentials;
export const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again.';
export const SERVER_FAULT_TEXT =
  'The server could not sign you in because of a fault on our side. Please try again in a few minutes.';
export const NETWORK_FAILURE_TEXT =
  'The server could not be reached. Check your internet connection and try again.';
const TOO_MANY_TEXT = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** What a failed sign-in tells the user, by status: only a 401 means the credentials are wrong. */
function failureText(status: number, serverMessage: string): string {
  if (status === NETWORK_ERROR_STATUS) return NETWORK_FAILURE_TEXT;
  if (status === 429) return serverMessage || TOO_MANY_TEXT;
  if (status >= 500) return SERVER_FAULT_TEXT;
  return serverMessage;
}

/**
 * Staff sign-in (SPEC §2 Login, §4): on 200 the store keeps the user (the store's listener), a 1.5 s
 * "Admin Login successfully" (role admin) or "Login successfully", then /jobs. Wrong credentials (401):
 * warning the wrong-credentials message (messages.wrongCredentials) for 1.5 s. Anything else says what happened instead of blaming the
 * password: the server's 429 sentence (when to try again), a server fault, an unreachable server, or the
 * server's 400 sentence. Someone already signed in is sent on to /jobs; after the server ended the
 * session, the page says so.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const { notify } = useDialogs();
  const [login, { isLoading }] = useLoginMutation();
  const user = useAppSelector(selectUser);
  const sessionExpired = useAppSelector(selectSessionExpired);
  const [signedInOnArrival] = useState(() => user !== null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  if (signedInOnArrival) return <Navigate to={paths.jobs} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      const session = await login({ email: email.trim(), password }).unwrap();
      await notify({
        kind: 'success',
        title: session.roll === 'admin' ? messages.loginSucceededAdmin : messages.loginSucceeded,
        timerMs: DIALOG_MS,
      });
      void navigate(paths.jobs);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        await notify({ kind: 'warning', title: WRONG_CREDENTIALS_TEXT, timerMs: DIALOG_MS });
        return;
      }
      console.error('Login failed', error);
      setFailure(isApiError(error) ? failureText(error.status, error.message) : NETWORK_FAILURE_TEXT);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        background: 'linear-gradient(160deg, #e8eefb 0%, #f7f8fb 55%, #fbefe6 100%)',
      }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2, color: 'primary.main' }}>
          <Link
            component={RouterLink}
            to={paths.home}
            aria-label="Home"
            sx={{ display: 'inline-flex', color: 'inherit' }}
          >
            <BrandMark size={56} showName={false} />
          </Link>
        </Box>
        <Typography variant="h1" align="center" sx={{ fontSize: '1.9rem', mb: 3 }}>
          Login
        </Typography>
        {sessionExpired && !failure && (
          <Alert severity="info" sx={{ mb: 2.5 }}>
            {SESSION_ENDED_TEXT}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
            {failure}
          </Alert>
        )}
        <Box
          component="form"
          onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
          sx={{ display: 'grid', gap: 2.5 }}
        >
          <TextField
            label="E-mail"
            name="email"
            type="email"
            placeholder="Enter Email"
            autoComplete="username"
            required
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            placeholder="Enter Password"
            autoComplete="current-password"
            required
            fullWidth
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isLoading}
            startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            Login
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
