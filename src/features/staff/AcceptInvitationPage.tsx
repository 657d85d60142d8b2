import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { messages } from '../../api/messages';
import { isApiError } from '../../api/baseApi';
import { BusySubmit, NewPasswordFields } from '../../components/admin/PasswordFields';
import { SignInFrame } from '../../components/admin/SignInFrame';
import { requestFailureText } from '../../components/admin/requestFailure';
import { paths } from '../../routes/paths';
import { useAcceptInvitationMutation, useCheckInvitationMutation } from './staffApi';
import { PageLoading } from '../../components/PageLoading';
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

/**
 * /accept-invitation?token=… (public, without the site's header and footer): the invited person chooses a
 * password (twice). The link is checked first: a link that is not valid, used or expired says so instead
 * of the form. The server applies the password rules. Once the password is set, the person sets up the second factor on the same page (QR code,
 * key, a code to confirm), sees their recovery codes once, and is signed in (then /jobs).
 */
export default function AcceptInvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [check] = useCheckInvitationMutation();
  /** The link's state before the form: checking, usable, or the sentence why it is not. */
  const [linkState, setLinkState] = useState<'checking' | 'usable' | 'refused'>(
    token ? 'checking' : 'refused',
  );
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

  useEffect(() => {
    if (!token) return;
    let current = true;
    check({ token })
      .unwrap()
      .then(
        () => current && setLinkState('usable'),
        (error: unknown) => {
          if (!current) return;
          // A refusal (400) says why; anything else lets the form try, and the answer to it will say.
          if (isApiError(error) && error.status === 400) {
            setFailure(requestFailureText(error));
            setLinkState('refused');
          } else setLinkState('usable');
        },
      );
    return () => {
      current = false;
    };
  }, [check, token]);

  const onEnrol = async (code: string) => {
    setCodeFailure(null);
    try {
      const { recovery_codes: codes, userdata, roll } = await enrol({ code }).unwrap();
      setSignedIn({ codes, session: { userdata, roll } });
    } catch (error) {
      if (isApiError(error) && error.status === 401 && error.message === messages.signInTimedOut) {
        setEnrolment(null);
      }
      setCodeFailure(requestFailureText(error));
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
      setFailure(requestFailureText(error));
    }
  };

  return (
    <SignInFrame title="Choose your password">
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
      ) : linkState === 'checking' ? (
        <PageLoading />
      ) : linkState === 'refused' ? (
        <>
          <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
            {failure ?? messages.invitationInvalid}
          </Alert>
          <Button component={RouterLink} to={paths.login} variant="outlined" size="large" fullWidth>
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
            <NewPasswordFields
              password={password}
              repeated={repeated}
              onPassword={setPassword}
              onRepeated={setRepeated}
            />
            <BusySubmit busy={isLoading} disabled={!token}>
              Set password
            </BusySubmit>
          </Box>
        </>
      )}
    </SignInFrame>
  );
}
