import Alert from '@mui/material/Alert';

export const SUBMIT_SUCCESS_TEXT = 'Thank you! Your submission has been received!';
export const SUBMIT_FAILURE_TEXT = 'Oops! Something went wrong while submitting the form.';

export type SubmissionState = 'idle' | 'success' | 'failure';

/** The inline "form done" / "form failed" block of the contact and subscribe forms. */
export function SubmissionStatus({ state }: { state: SubmissionState }) {
  if (state === 'idle') return null;
  return state === 'success' ? (
    <Alert severity="success" role="status" variant="filled" sx={{ mt: 2 }}>
      {SUBMIT_SUCCESS_TEXT}
    </Alert>
  ) : (
    <Alert severity="error" role="alert" variant="filled" sx={{ mt: 2 }}>
      {SUBMIT_FAILURE_TEXT}
    </Alert>
  );
}
