import { messages } from '../../api/messages';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
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
import { paths } from '../../app/paths';
import { useLoginMutation } from './sessionApi';

export const WRONG_CREDENTIALS_TEXT = messages.wrongCredentials;

/**
 * Staff sign-in (SPEC §2 Login, §4): on 200 the store keeps the user (the store's listener), a 1.5 s
 * "Admin Login successfully" (role admin) or "Login successfully", then /jobs. Any other status: warning
 * the wrong-credentials message (messages.wrongCredentials) for 1.5 s. A network failure is only logged.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const { notify } = useDialogs();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const session = await login({ email: email.trim(), password }).unwrap();
      await notify({
        kind: 'success',
        title: session.roll === 'admin' ? messages.loginSucceededAdmin : messages.loginSucceeded,
        timerMs: DIALOG_MS,
      });
      void navigate(paths.jobs);
    } catch (error) {
      if (isApiError(error) && error.status !== NETWORK_ERROR_STATUS) {
        await notify({ kind: 'warning', title: WRONG_CREDENTIALS_TEXT, timerMs: DIALOG_MS });
      } else {
        console.error('Login failed', error);
      }
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
            aria-label="Sahyog Manpower Services home"
            sx={{ display: 'inline-flex', color: 'inherit' }}
          >
            <BrandMark size={56} showName={false} />
          </Link>
        </Box>
        <Typography variant="h1" align="center" sx={{ fontSize: '1.9rem', mb: 3 }}>
          Login
        </Typography>
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
