import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import statusText from '../i18n/compiled/en/status';
import { useT } from '../i18n';

/** Shown while a page's code or data loads. */
export function PageLoading() {
  const t = useT(statusText);
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
