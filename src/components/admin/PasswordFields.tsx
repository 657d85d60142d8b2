import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { PASSWORD_HINT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwordRules';

/** A new password and its repetition, with the contract's length and the hint (choose, reset, change). */
export function NewPasswordFields({
  password,
  repeated,
  onPassword,
  onRepeated,
  repeatLabel = 'Repeat the password',
  fullWidth = true,
}: {
  password: string;
  repeated: string;
  onPassword: (value: string) => void;
  onRepeated: (value: string) => void;
  repeatLabel?: string;
  fullWidth?: boolean;
}) {
  return (
    <>
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        fullWidth={fullWidth}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        helperText={PASSWORD_HINT}
        inputProps={{ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }}
      />
      <TextField
        label={repeatLabel}
        name="repeated"
        type="password"
        autoComplete="new-password"
        required
        fullWidth={fullWidth}
        value={repeated}
        onChange={(event) => onRepeated(event.target.value)}
        inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
      />
    </>
  );
}

/** A form's submit button, disabled with a spinner while its request runs. */
export function BusySubmit({
  busy,
  disabled = false,
  children,
  ...props
}: { busy: boolean; disabled?: boolean; children: ReactNode } & Omit<ButtonProps, 'type' | 'disabled'>) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
