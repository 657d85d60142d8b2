import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { BackButton } from './BackButton';

/** The submit button (with a spinner while saving) and the Back link under every admin form. */
export function FormActions({
  busy,
  submitLabel,
  backTo,
}: {
  busy: boolean;
  submitLabel: string;
  backTo: string;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {submitLabel}
      </Button>
      <BackButton to={backTo} />
    </Box>
  );
}
