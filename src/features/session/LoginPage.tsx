import { messages } from '../../api/messages';
import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useDialogs } from '../../components/dialogs/DialogProvider';
import { BusySubmit } from '../../components/admin/PasswordFields';
import { SignInFrame } from '../../components/admin/SignInFrame';
import { NETWORK_FAILURE_TEXT } from '../../components/admin/requestFailure';
import { isApiError, NETWORK_ERROR_STATUS } from '../../api/baseApi';
import { DIALOG_MS } from '../../shared/constants';
import { useAppSelector } from '../../shared/hooks';
import { roleAllows } from '../../api/roles';
import { paths } from '../../routes/paths';
import { selectSessionExpired, selectUser } from '../../shared/sessionSlice';
import {
  useEnrolSecondFactorMutation,
  useLoginMutation,
  useVerifySignInCodeMutation,
  type SessionUser,
  type TotpEnrolment,
} from './sessionApi';
import { CodeStepForm, EnrolmentForm, RecoveryCodesList } from '../../components/admin/SecondFactorSteps';

export const WRONG_CREDENTIALS_TEXT = messages.wrongCredentials;
export const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again.';
export const SERVER_FAULT_TEXT =
  'The server could not sign you in because of a fault on our side. Please try again in a few minutes.';
export { NETWORK_FAILURE_TEXT };
const TOO_MANY_TEXT = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** What a failed sign-in tells the user, by status: only a 401 means the credentials are wrong. */
function failureText(status: number, serverMessage: string): string {
  if (status === NETWORK_ERROR_STATUS) return NETWORK_FAILURE_TEXT;
  if (status === 429) return serverMessage || TOO_MANY_TEXT;
  if (status >= 500) return SERVER_FAULT_TEXT;
  return serverMessage;
}

/** Where a sign-in stands: the password, then a code (or setting up the second factor, then its recovery codes). */
type Stage =
  | { step: 'password' }
  | { step: 'code' }
  | { step: 'enrol'; enrolment: TotpEnrolment }
  | { step: 'codes'; codes: string[]; session: SessionUser };

/**
 * Staff sign-in (SPEC §2 Login, §4), in two steps: the password, then a code of the second factor (a
 * first sign-in sets the second factor up instead and shows the recovery codes once). When sign-in
 * completes the store keeps the user (the store's listener), a 1.5 s "Admin Login successfully" (role
 * admin) or "Login successfully", then /jobs. Wrong credentials (401): warning the wrong-credentials
 * message (messages.wrongCredentials) for 1.5 s. Anything else says what happened instead of blaming the
 * password: the server's 429 sentence (when to try again), a server fault, an unreachable server, or the
 * server's 400 sentence. A wrong or replayed code shows the server's sentence above the code field.
 * Someone already signed in is sent on to /jobs; after the server ended the session, the page says so.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const { notify } = useDialogs();
  const [login, { isLoading }] = useLoginMutation();
  const [verifyCode, { isLoading: verifying }] = useVerifySignInCodeMutation();
  const [enrol, { isLoading: enrolling }] = useEnrolSecondFactorMutation();
  const user = useAppSelector(selectUser);
  const sessionExpired = useAppSelector(selectSessionExpired);
  const [signedInOnArrival] = useState(() => user !== null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [codeFailure, setCodeFailure] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'password' });

  if (signedInOnArrival)
    return <Navigate to={roleAllows(user?.roll, 'listManagedJobs') ? paths.jobs : paths.invoices} replace />;

  const finish = async (session: SessionUser) => {
    await notify({
      kind: 'success',
      title: session.roll === 'admin' ? messages.loginSucceededAdmin : messages.loginSucceeded,
      timerMs: DIALOG_MS,
    });
    // Accounts staff have no jobs screen: their work starts at the invoices.
    void navigate(roleAllows(session.roll, 'listManagedJobs') ? paths.jobs : paths.invoices);
  };

  /** A failed code step: the server's sentence; a sign-in that took too long starts again. */
  const codeFailed = (error: unknown) => {
    if (isApiError(error) && error.status === 401 && error.message === messages.signInTimedOut) {
      setStage({ step: 'password' });
      setPassword('');
      setFailure(error.message);
      return;
    }
    if (!isApiError(error) || error.status >= 500) console.error('Sign-in code failed', error);
    setCodeFailure(
      isApiError(error)
        ? failureText(error.status, error.message) || messages.wrongCode
        : NETWORK_FAILURE_TEXT,
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setCodeFailure(null);
    try {
      const next = await login({ email: email.trim(), password }).unwrap();
      setStage(
        next.step === 'enrol' && next.enrolment
          ? { step: 'enrol', enrolment: next.enrolment }
          : { step: 'code' },
      );
    } catch (error) {
      // A disabled account's right password is told so (it stays on the page); anything else is a typo.
      if (isApiError(error) && error.status === 401 && error.message === messages.accountDisabled) {
        setFailure(error.message);
        return;
      }
      if (isApiError(error) && error.status === 401) {
        await notify({ kind: 'warning', title: WRONG_CREDENTIALS_TEXT, timerMs: DIALOG_MS });
        return;
      }
      console.error('Login failed', error);
      setFailure(isApiError(error) ? failureText(error.status, error.message) : NETWORK_FAILURE_TEXT);
    }
  };

  const onCode = async (code: string) => {
    setCodeFailure(null);
    try {
      await finish(await verifyCode({ code }).unwrap());
    } catch (error) {
      codeFailed(error);
    }
  };

  const onEnrol = async (code: string) => {
    setCodeFailure(null);
    try {
      const { recovery_codes: codes, userdata, roll } = await enrol({ code }).unwrap();
      setStage({ step: 'codes', codes, session: { userdata, roll } });
    } catch (error) {
      codeFailed(error);
    }
  };

  return (
    <SignInFrame title="Login" maxWidth={stage.step === 'password' ? 420 : 480}>
      {sessionExpired && !failure && stage.step === 'password' && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {SESSION_ENDED_TEXT}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
          {failure}
        </Alert>
      )}
      {stage.step === 'code' && (
        <CodeStepForm busy={verifying} failure={codeFailure} onSubmit={(code) => void onCode(code)} />
      )}
      {stage.step === 'enrol' && (
        <EnrolmentForm
          enrolment={stage.enrolment}
          busy={enrolling}
          failure={codeFailure}
          onSubmit={(code) => void onEnrol(code)}
        />
      )}
      {stage.step === 'codes' && (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <RecoveryCodesList codes={stage.codes} />
          <Button variant="contained" size="large" onClick={() => void finish(stage.session)}>
            I have saved my recovery codes
          </Button>
        </Box>
      )}
      {stage.step === 'password' && (
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
          <BusySubmit busy={isLoading}>Login</BusySubmit>
          <Link component={RouterLink} to={paths.forgotPassword} sx={{ justifySelf: 'center' }}>
            Forgot password?
          </Link>
        </Box>
      )}
    </SignInFrame>
  );
}
