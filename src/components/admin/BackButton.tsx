import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';

/** The form screens' "Back" link to their list. */
export function BackButton({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" startIcon={<ArrowBack />}>
      Back
    </Button>
  );
}
