import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { useAppDispatch } from '../shared/hooks';
import { screenChanged } from '../shared/uiSlice';
import { baseApi } from '../api/baseApi';
import statusText from '../i18n/compiled/en/status';
import { useT } from '../i18n';

const ALL_TAGS = ['Job', 'Blog', 'Team', 'Application', 'Enquiry', 'Subscriber', 'Session'] as const;

/** A small drawing of a server rack with a broken cable, drawn inline so it shows even when nothing loads. */
function ServerIllustration({ label }: { label: string }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 220"
      role="img"
      aria-label={label}
      sx={{ width: { xs: 240, sm: 320 }, height: 'auto', display: 'block', mx: 'auto' }}
    >
      <ellipse cx="160" cy="200" rx="120" ry="10" fill="#e3e7ef" />
      <rect x="95" y="30" width="130" height="160" rx="12" fill="#0b3d91" />
      {[50, 92, 134].map((y) => (
        <g key={y}>
          <rect x="108" y={y} width="104" height="32" rx="6" fill="#1f56b3" />
          <circle cx="124" cy={y + 16} r="5" fill={y === 92 ? '#e53935' : '#7fb3ff'} />
          <rect x="140" y={y + 12} width="56" height="8" rx="4" fill="#3d6fd1" />
        </g>
      ))}
      <path
        d="M225 160 C 255 160, 255 120, 280 118"
        fill="none"
        stroke="#4a5163"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <rect x="276" y="108" width="20" height="20" rx="3" fill="#4a5163" />
      <path
        d="M60 150 C 40 150, 35 120, 20 118"
        fill="none"
        stroke="#4a5163"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <rect x="62" y="142" width="18" height="16" rx="3" fill="#4a5163" />
      <g stroke="#b34700" strokeWidth="4" strokeLinecap="round">
        <path d="M84 140 l8 -8" />
        <path d="M86 156 l10 0" />
        <path d="M84 170 l8 8" />
      </g>
      <g transform="translate(232 28)">
        <circle r="22" fill="#b34700" />
        <rect x="-3" y="-13" width="6" height="16" rx="3" fill="#fff" />
        <circle cy="10" r="3.5" fill="#fff" />
      </g>
    </Box>
  );
}

/**
 * The full-page "server down" view (SPEC §2, §8): shown instead of a page when the API fails with a 5xx or
 * cannot be reached. Retry clears the view and asks for every loaded list and record again.
 */
export function ServerDown() {
  const dispatch = useAppDispatch();
  const t = useT(statusText);
  const retry = () => {
    dispatch(screenChanged());
    dispatch(baseApi.util.invalidateTags([...ALL_TAGS]));
  };
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 2,
        py: 6,
        gap: 2,
      }}
    >
      <ServerIllustration label={t('serverDrawing')} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {t('serverDown')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
        {t('serverDownText')}
      </Typography>
      <Button variant="contained" startIcon={<Refresh />} onClick={retry}>
        {t('tryAgain')}
      </Button>
    </Box>
  );
}

export default ServerDown;
