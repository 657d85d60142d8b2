import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumb trail, the page's one h1 and optional actions on the right (wrapping below on phones). */
export function AdminPageHeader({
  crumbs,
  title,
  actions,
  separator = '/',
}: {
  crumbs: Crumb[];
  title: string;
  actions?: ReactNode;
  /** Drawn between crumbs; empty when a crumb's own text already ends with one. */
  separator?: ReactNode;
}) {
  return (
    <Box sx={{ mb: 2.5 }}>
      <Breadcrumbs aria-label="Breadcrumb" separator={separator} sx={{ mb: 0.5, fontSize: '0.9rem' }}>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Link key={crumb.label} component={RouterLink} to={crumb.to} color="inherit">
              {crumb.label}
            </Link>
          ) : (
            <Typography
              key={crumb.label}
              color="text.primary"
              aria-current="page"
              sx={{ fontSize: 'inherit' }}
            >
              {crumb.label}
            </Typography>
          ),
        )}
      </Breadcrumbs>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '1.9rem' } }}>
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
    </Box>
  );
}
