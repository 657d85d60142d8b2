import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAgency } from '../../shared/agency/agencyApi';

/** The agency's mark (the favicon drawing, inline so it costs no request) with an optional name beside it. */
export function BrandMark({
  size = 36,
  showName = true,
  inverted = false,
}: {
  size?: number;
  showName?: boolean;
  inverted?: boolean;
}) {
  const name = useAgency()?.name;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 64 64"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
        sx={{ flexShrink: 0, display: 'block' }}
      >
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0b3d91'} />
        <path
          d="M20 44c4 4 20 4 24-3s-4-10-12-12-13-6-10-12 18-5 22 0"
          fill="none"
          stroke={inverted ? '#0b3d91' : '#ffffff'}
          strokeWidth="6"
          strokeLinecap="round"
        />
      </Box>
      {showName && name && (
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.1, color: 'inherit' }}
        >
          {name}
        </Typography>
      )}
    </Box>
  );
}
