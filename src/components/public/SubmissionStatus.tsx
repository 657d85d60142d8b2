import { messages } from '../../api/messages';
import Box from '@mui/material/Box';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';

export const SUBMIT_SUCCESS_TEXT = messages.submissionReceived;
export const SUBMIT_FAILURE_TEXT = messages.submissionFailed;

export type SubmissionState = 'idle' | 'success' | 'failure';

/** The inline "form done" / "form failed" block of the contact and subscribe forms. */
export function SubmissionStatus({ state }: { state: SubmissionState }) {
  if (state === 'idle') return null;
  const success = state === 'success';
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
      <span>{success ? SUBMIT_SUCCESS_TEXT : SUBMIT_FAILURE_TEXT}</span>
    </Box>
  );
}
