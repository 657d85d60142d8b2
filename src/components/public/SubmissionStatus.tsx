import Box from '@mui/material/Box';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import errorsText from '../../i18n/compiled/en/errors';
import { useT } from '../../i18n';

export type SubmissionState = 'idle' | 'success' | 'failure';

/** The inline "form done" / "form failed" block of the contact and subscribe forms. */
export function SubmissionStatus({ state }: { state: SubmissionState }) {
  const t = useT(errorsText);
  if (state === 'idle') return null;
  const success = state === 'success';
  // The `errors` namespace repeats the contract's sentences (in English word for word, a test keeps them
  // equal), so the page needs none of the contract's whole catalogue.
  const text = t(success ? 'submissionReceived' : 'submissionFailed');
  const Icon = success ? CheckCircleOutline : ErrorOutline;
  return (
    <Box
      role={success ? 'status' : 'alert'}
      sx={{
        mt: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        fontWeight: 600,
        color: 'common.white',
        bgcolor: success ? '#1b6e2a' : '#b3261e',
      }}
    >
      <Icon aria-hidden fontSize="small" />
      <span>{text}</span>
    </Box>
  );
}
