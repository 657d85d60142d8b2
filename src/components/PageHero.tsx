import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The coloured title band at the top of the inner public pages. */
export default function PageHero({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        background: 'linear-gradient(135deg, #072a66 0%, #0b3d91 60%, #1d56b8 100%)',
        color: 'common.white',
        py: { xs: 5, md: 7 },
        '&::after': {
          content: '""',
          position: 'absolute',
          right: -80,
          top: -80,
          width: 280,
          height: 280,
          borderRadius: '50%',
          background: 'rgba(255,255,255,0.07)',
        },
      }}
    >
      <Container maxWidth="lg" sx={{ position: 'relative', zIndex: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography sx={{ mt: 1.5, maxWidth: 680, opacity: 0.92, fontSize: { md: '1.1rem' } }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
