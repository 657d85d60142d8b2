import { keyframes, styled } from '@mui/material/styles';
import statusText from '../i18n/compiled/en/status';
import { useT } from '../i18n';

const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });

/*
 * The indicator: a ring in the primary colour, turning, drawn by one class. It is the router's fallback, so
 * it is in every page's first scripts: MUI's CircularProgress weighed about 1 KB gz more there.
 */
const Loading = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  padding: '64px 0',
  '& .pl-ring': {
    display: 'inline-block',
    boxSizing: 'border-box',
    width: 40,
    height: 40,
    borderRadius: '50%',
    border: `3.6px solid ${theme.palette.primary.main}`,
    borderRightColor: 'transparent',
    animation: `${spin} 0.9s linear infinite`,
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
}));

/** Shown while a page's code or data loads. */
export function PageLoading() {
  const t = useT(statusText);
  return (
    <Loading role="status" aria-live="polite">
      <span className="pl-ring" role="progressbar" aria-label={t('loading')} />
    </Loading>
  );
}
