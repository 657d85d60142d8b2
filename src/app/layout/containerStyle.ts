import type { Theme } from '@mui/material/styles';

/** The styles of MUI's `<Container maxWidth="lg">`, for the plain header and footer to share. */
export const containerStyle = (theme: Theme) =>
  ({
    width: '100%',
    maxWidth: theme.breakpoints.values.lg,
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: '0 16px',
    [theme.breakpoints.up('sm')]: { padding: '0 24px' },
  }) as const;
