import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
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
import { useAcceptInvitationMutation } from './staffApi';
import { DIALOG_MS } from '../../shared/constants';
import { useDialogs } from '../../components/dialogs/DialogProvider';

import { useEnrolSecondFactorMutation, type SessionUser, type TotpEnrolment } from '../session';
import { EnrolmentForm, RecoveryCodesList } from '../../components/admin/SecondFactorSteps';
import {
  PASSWORD_HINT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORDS_DIFFER_TEXT,
} from '../../components/admin/passwordRules';

export { PASSWORD_HINT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORDS_DIFFER_TEXT };
const NETWORK_FAILURE_TEXT = 'The server could not be reached. Check your internet connection and try again.';

/**
 * /accept-invitation?token=… (public, without the site's header and footer): the invited person chooses a
 * password (twice). The server applies the password rules and says when the link is not valid, used or
 * expired. Once the password is set, the person sets up the second factor on the same page (QR code,
 * key, a code to confirm), sees their recovery codes once, and is signed in (then /jobs).
 */
export default function AcceptInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [failure, setFailure] = useState<string | null>(token ? null : messages.invitationInvalid);
  const [done, setDone] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [enrol, { isLoading: enrolling }] = useEnrolSecondFactorMutation();
  const [codeFailure, setCodeFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState<{ codes: string[]; session: SessionUser } | null>(null);
  const navigate = useNavigate();
  const { notify } = useDialogs();

  const onEnrol = async (code: string) => {
    setCodeFailure(null);
    try {
      const { recovery_codes: codes, userdata, roll } = await enrol({ code }).unwrap();
      setSignedIn({ codes, session: { userdata, roll } });
    } catch (error) {
      if (isApiError(error) && error.status === 401 && error.message === messages.signInTimedOut) {
        setEnrolment(null);
      }
      setCodeFailure(
        isApiError(error) && error.status !== NETWORK_ERROR_STATUS && error.status < 500
          ? error.message
          : NETWORK_FAILURE_TEXT,
      );
    }
  };

  const finish = async (session: SessionUser) => {
    await notify({
      kind: 'success',
      title: session.roll === 'admin' ? messages.loginSucceededAdmin : messages.loginSucceeded,
      timerMs: DIALOG_MS,
    });
    void navigate(paths.jobs);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (password !== repeated) {
      setFailure(PASSWORDS_DIFFER_TEXT);
      return;
    }
    try {
      const result = await accept({ token, password }).unwrap();
      setDone(result.message);
      setEnrolment(result.enrolment);
    } catch (error) {
      if (isApiError(error) && error.status !== NETWORK_ERROR_STATUS && error.status < 500 && error.message)
        setFailure(error.message);
      else setFailure(isApiError(error) && error.status >= 500 ? messages.serverFault : NETWORK_FAILURE_TEXT);
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
          Choose your password
        </Typography>
        {signedIn ? (
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <RecoveryCodesList codes={signedIn.codes} />
            <Button variant="contained" size="large" onClick={() => void finish(signedIn.session)}>
              I have saved my recovery codes
            </Button>
          </Box>
        ) : done && enrolment ? (
          <>
            <Alert severity="success" sx={{ mb: 2.5 }}>
              {done}
            </Alert>
            <EnrolmentForm
              enrolment={enrolment}
              busy={enrolling}
              failure={codeFailure}
              onSubmit={(code) => void onEnrol(code)}
            />
          </>
        ) : done ? (
          <>
            {codeFailure && (
              <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
                {codeFailure}
              </Alert>
            )}
            <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
              Go to sign-in
            </Button>
          </>
        ) : (
          <>
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
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isLoading || !token}
                startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              >
                Set password
              </Button>
            </Box>
          </>
        )}
      </Paper>
    </Box>
  );
}
