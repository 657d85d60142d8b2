import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '../../api/messages';
import { isApiError, NETWORK_ERROR_STATUS } from '../../api/baseApi';
import { BrandMark } from '../../components/admin/BrandMark';
import { paths } from '../../routes/paths';
import {
  PASSWORD_HINT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORDS_DIFFER_TEXT,
} from '../../components/admin/passwordRules';
import { useRequestPasswordResetMutation, useResetPasswordMutation } from './sessionApi';
import { CodeField } from '../../components/admin/SecondFactorSteps';

export const FORGOT_HEADING = 'Forgot password';
export const FORGOT_INTRO =
  'Type the e-mail address of your staff account. We will send it a link to choose a new password; you will also need a code from your authenticator app or a recovery code.';
const NETWORK_FAILURE_TEXT = 'The server could not be reached. Check your internet connection and try again.';

/** The sentence of a failed request: the server's for a 4xx, else a fault or an unreachable server. */
const failureOf = (error: unknown) =>
  isApiError(error) && error.status !== NETWORK_ERROR_STATUS && error.status < 500 && error.message
    ? error.message
    : isApiError(error) && error.status >= 500
      ? messages.serverFault
      : NETWORK_FAILURE_TEXT;

function Frame({ children }: { children: ReactNode }) {
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
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
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
          {FORGOT_HEADING}
        </Typography>
        {children}
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.login}>
            Back to sign-in
          </Link>
        </Box>
      </Paper>
    </Box>
  );
}

/** Without a link: the e-mail address, and the same answer whether or not it has an account. */
function RequestForm() {
  const [request, { isLoading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      setAnswer((await request({ email: email.trim() }).unwrap()).message);
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  if (answer)
    return (
      <Alert severity="success" role="status">
        {answer}
      </Alert>
    );
  return (
    <Box
      component="form"
      onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography>{FORGOT_INTRO}</Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
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
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isLoading}
        startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        Send the link
      </Button>
    </Box>
  );
}

/** With a link: the new password (twice) and a code of the second factor. */
function ResetForm({ token }: { token: string }) {
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (password !== repeated) {
      setFailure(PASSWORDS_DIFFER_TEXT);
      return;
    }
    try {
      setDone((await reset({ token, password, code: code.trim() }).unwrap()).message);
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  if (done)
    return (
      <>
        <Alert severity="success" role="status" sx={{ mb: 2.5 }}>
          {done}
        </Alert>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
          Go to sign-in
        </Button>
      </>
    );
  return (
    <Box
      component="form"
      onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography>Choose a new password. All your sessions end when it is set.</Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        fullWidth
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        helperText={PASSWORD_HINT}
        inputProps={{ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }}
      />
      <TextField
        label="Repeat the password"
        name="repeated"
        type="password"
        autoComplete="new-password"
        required
        fullWidth
        value={repeated}
        onChange={(event) => setRepeated(event.target.value)}
        inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
      />
      <CodeField value={code} onChange={setCode} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isLoading}
        startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        Set the new password
      </Button>
    </Box>
  );
}

/**
 * /forgot-password (public, without the site's header and footer): without a `token` the person asks for
 * a link by e-mail; the link brings them back here with one, to choose a new password with a code of
 * their second factor.
 */
export default function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return <Frame>{token ? <ResetForm token={token} /> : <RequestForm />}</Frame>;
}
