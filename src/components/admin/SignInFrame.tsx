import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../routes/paths';
import { BrandMark } from './BrandMark';

/**
 * The page of the sign-in screens (Login, Forgot password, Choose your password): the agency's mark
 * linking home, the heading and one card in the middle of a full-height page.
 */
export function SignInFrame({
  title,
  maxWidth = 460,
  children,
}: {
  title: string;
  maxWidth?: number;
  children: ReactNode;
}) {
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
      <Paper elevation={3} sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2, color: 'primary.main' }}>
          <Link
            component={RouterLink}
            to={paths.home}
            aria-label="Home"
            sx={{ display: 'inline-flex', color: 'inherit' }}
          >
            <BrandMark size={56} showName={false} />
          </Link>
        </Box>
        <Typography variant="h1" align="center" sx={{ fontSize: '1.9rem', mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
