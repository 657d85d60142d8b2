import { BusySubmit } from './PasswordFields';
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Print from '@mui/icons-material/Print';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { components } from '../../api/schema';

type TotpEnrolment = components['schemas']['TotpEnrolment'];

export const CODE_LABEL = 'Code';
export const CODE_HINT = 'The 6-digit code your authenticator app shows, or one of your recovery codes.';
export const ENROL_HEADING = 'Set up your second factor';
export const ENROL_INTRO =
  'Scan this QR code with an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or FreeOTP), or type the key below into it. On the phone itself, open the key in the app with "Open in authenticator app", or copy the key. Then type the 6-digit code the app shows.';
export const OPEN_IN_APP = 'Open in authenticator app';
export const COPIED_TEXT = 'Copied.';
export const COPY_FAILED_TEXT =
  'This browser did not let the page copy: select the text and copy it yourself.';
/** The name of the recovery codes' download. */
export const RECOVERY_FILE_NAME = 'recovery-codes.txt';
export const RECOVERY_HEADING = 'Your recovery codes';
export const RECOVERY_INTRO =
  'Keep these ten codes somewhere safe, away from your phone (printed, or in a password manager). Each works once instead of a code from the app, if you lose your phone. They are shown only now.';

/**
 * A button that copies `text` to the clipboard and says in words (a live region) that it did, or that the
 * browser would not (the clipboard needs HTTPS or localhost).
 */
function CopyButton({ text, label }: { text: string; label: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(COPIED_TEXT);
    } catch {
      setSaid(COPY_FAILED_TEXT);
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" size="small" startIcon={<ContentCopy />} onClick={() => void copy()}>
        {label}
      </Button>
      <Typography component="span" variant="body2" role="status">
        {said}
      </Typography>
    </Box>
  );
}

/** The secret in groups of four characters, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  helperText?: string;
  /** TOTP codes only (set-up), or TOTP and recovery codes. */
  totpOnly?: boolean;
  autoFocus?: boolean;
}

/** A field for a second-factor code. */
export function CodeField({
  value,
  onChange,
  label = CODE_LABEL,
  helperText = CODE_HINT,
  totpOnly,
  autoFocus,
}: CodeFieldProps) {
  return (
    <TextField
      label={label}
      name="code"
      required
      fullWidth
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      inputProps={{
        maxLength: totpOnly ? 6 : 32,
        inputMode: totpOnly ? 'numeric' : 'text',
        pattern: totpOnly ? '[0-9]{6}' : undefined,
        spellCheck: false,
      }}
    />
  );
}

interface StepFormProps {
  busy: boolean;
  failure: string | null;
  onSubmit: (code: string) => void;
}

/** The code step of signing in. */
export function CodeStepForm({ busy, failure, onSubmit }: StepFormProps) {
  const [code, setCode] = useState('');
  return (
    <Box
      component="form"
      aria-label="Second factor"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(code.trim());
      }}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography>Type the code from your authenticator app to finish signing in.</Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <CodeField value={code} onChange={setCode} autoFocus />
      <BusySubmit busy={busy}>Verify</BusySubmit>
    </Box>
  );
}

/** Setting up the second factor: the QR code, the key as text, and a code to confirm. */
export function EnrolmentForm({
  enrolment,
  busy,
  failure,
  onSubmit,
}: StepFormProps & { enrolment: TotpEnrolment }) {
  const [code, setCode] = useState('');
  return (
    <Box
      component="form"
      aria-labelledby="enrol-heading"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(code.trim());
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="h2" id="enrol-heading" sx={{ fontSize: '1.3rem', fontWeight: 600 }}>
        {ENROL_HEADING}
      </Typography>
      <Typography>{ENROL_INTRO}</Typography>
      <Box>
        <Button variant="contained" color="secondary" href={enrolment.uri} startIcon={<OpenInNew />}>
          {OPEN_IN_APP}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Box
          component="img"
          src={enrolment.qr}
          alt="QR code of your second-factor key, for an authenticator app"
          width={220}
          height={220}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
        />
      </Box>
      <Box>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          Key (to type in by hand)
        </Typography>
        <Typography
          component="p"
          data-testid="totp-secret"
          sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all', userSelect: 'all' }}
        >
          {grouped(enrolment.secret)}
        </Typography>
        <CopyButton text={enrolment.secret} label="Copy the key" />
      </Box>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <CodeField
        value={code}
        onChange={setCode}
        label="Code from the app"
        helperText="The 6-digit code the app shows for this account."
        totpOnly
      />
      <BusySubmit busy={busy}>Confirm</BusySubmit>
    </Box>
  );
}

/** The codes as the copy, the download and the print give them: one a line, after a line saying what they are. */
export const recoveryCodesText = (codes: string[]) =>
  `${RECOVERY_HEADING} (each works once instead of a code from the app):\n${codes.join('\n')}\n`;

/** Saves the codes as a text file (a link to a Blob, clicked). */
function downloadCodes(codes: string[]) {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** While this attribute is on `<body>`, a print shows the recovery codes alone. */
const PRINTING_CODES = 'data-printing-recovery-codes';
const PRINT_STYLES = {
  '@media print': {
    [`body[${PRINTING_CODES}] *`]: { visibility: 'hidden' },
    [`body[${PRINTING_CODES}] .recovery-codes, body[${PRINTING_CODES}] .recovery-codes *`]: {
      visibility: 'visible',
    },
    [`body[${PRINTING_CODES}] .recovery-codes`]: { position: 'absolute', left: 0, top: 0 },
    [`body[${PRINTING_CODES}] .recovery-codes-actions`]: { display: 'none' },
  },
};

/** Prints the codes alone (the rest of the page is hidden from the print). */
function printCodes() {
  document.body.setAttribute(PRINTING_CODES, '');
  const done = () => document.body.removeAttribute(PRINTING_CODES);
  window.addEventListener('afterprint', done, { once: true });
  window.print();
}

/** The ten recovery codes, shown once, with Copy, Download (.txt) and Print. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <Box className="recovery-codes" sx={{ display: 'grid', gap: 1.5 }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 600 }}>
        {RECOVERY_HEADING}
      </Typography>
      <Typography>{RECOVERY_INTRO}</Typography>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          pl: 5,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 4,
          rowGap: 0.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box
        className="recovery-codes-actions"
        role="group"
        aria-label="Keep the recovery codes"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        <CopyButton text={recoveryCodesText(codes)} label="Copy" />
        <Button variant="outlined" size="small" startIcon={<Download />} onClick={() => downloadCodes(codes)}>
          Download (.txt)
        </Button>
        <Button variant="outlined" size="small" startIcon={<Print />} onClick={printCodes}>
          Print
        </Button>
      </Box>
    </Box>
  );
}
