import { messages } from '../../api/messages';
import Box from '@mui/material/Box';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import errorsText from '../../i18n/compiled/en/errors';
import { DEFAULT_LOCALE, useLocale, useT } from '../../i18n';

export const SUBMIT_SUCCESS_TEXT = messages.submissionReceived;
export const SUBMIT_FAILURE_TEXT = messages.submissionFailed;

export type SubmissionState = 'idle' | 'success' | 'failure';

/** The inline "form done" / "form failed" block of the contact and subscribe forms. */
export function SubmissionStatus({ state }: { state: SubmissionState }) {
  const t = useT(errorsText);
  const english = useLocale() === DEFAULT_LOCALE;
  if (state === 'idle') return null;
  const success = state === 'success';
  // English shows the contract's own sentence; the other languages its translation.
  const text = success
    ? english
      ? SUBMIT_SUCCESS_TEXT
      : t('submissionReceived')
    : english
      ? SUBMIT_FAILURE_TEXT
      : t('submissionFailed');
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
