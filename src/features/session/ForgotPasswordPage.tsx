import { useState, type FormEvent, type ReactNode } from 'react';
import { messages } from '../../api/messages';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BusySubmit, NewPasswordFields } from '../../components/admin/PasswordFields';
import { SignInFrame } from '../../components/admin/SignInFrame';
import { requestFailureText } from '../../components/admin/requestFailure';
import { paths } from '../../routes/paths';
import { PASSWORDS_DIFFER_TEXT } from '../../components/admin/passwordRules';
import { useRequestPasswordResetMutation, useResetPasswordMutation } from './sessionApi';
import { CodeField } from '../../components/admin/SecondFactorSteps';

export const FORGOT_HEADING = 'Forgot password';
export const FORGOT_INTRO =
  'Type the e-mail address of your staff account. We will send it a link to choose a new password; you will also need a code from your authenticator app or a recovery code.';
function Frame({ children }: { children: ReactNode }) {
  return (
    <SignInFrame title={FORGOT_HEADING}>
      {children}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login}>
          Back to sign-in
        </Link>
      </Box>
    </SignInFrame>
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
      setFailure(requestFailureText(error));
    }
  };

  if (answer)
    return (
      // Without a mail server the answer says to ask an Administrator for the link.
      <Alert severity={answer === messages.passwordResetMailOff ? 'info' : 'success'} role="status">
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
      <BusySubmit busy={isLoading}>Send the link</BusySubmit>
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
      setFailure(requestFailureText(error));
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
      <NewPasswordFields
        password={password}
        repeated={repeated}
        onPassword={setPassword}
        onRepeated={setRepeated}
      />
      <CodeField value={code} onChange={setCode} />
      <BusySubmit busy={isLoading}>Set the new password</BusySubmit>
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
