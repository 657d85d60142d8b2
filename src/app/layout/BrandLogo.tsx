import { Link as RouterLink } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import { useAgency } from '../../shared/agency/agencyApi';
import { paths } from '../../routes/paths';
import layoutText from '../../i18n/compiled/en/layout';
import { useT } from '../../i18n';

/* Plain elements under one class: the mark is in the header of every public page. */
const LogoLink = styled(RouterLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  textDecoration: 'none',
  color: theme.palette.primary.dark,
  '&.bl-light': { color: theme.palette.common.white },
  '& .bl-name': { display: 'flex', flexDirection: 'column', lineHeight: 1.05 },
  '& .bl-first': { fontWeight: 800, fontSize: '1.15rem', letterSpacing: 0.2 },
  '& .bl-rest': {
    fontSize: '0.72rem',
    fontWeight: 600,
    letterSpacing: 1.6,
    textTransform: 'uppercase',
    opacity: 0.85,
  },
}));

/** The agency's mark and name, linking home. */
export default function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const name = useAgency()?.name;
  const t = useT(layoutText);
  return (
    <LogoLink
      to={paths.home}
      aria-label={name ? t('brandHome', { name }) : t('home')}
      className={tone === 'light' ? 'bl-light' : undefined}
    >
      <svg width="40" height="40" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={tone === 'light' ? '#ffffff' : '#0b3d91'} />
        <path
          d="M20 44c4 4 20 4 24-3s-4-10-12-12-13-6-10-12 18-5 22 0"
          fill="none"
          stroke={tone === 'light' ? '#0b3d91' : '#ffffff'}
          strokeWidth="6"
          strokeLinecap="round"
        />
      </svg>
      <span className="bl-name">
        <span className="bl-first">Sahyog</span>
        <span className="bl-rest">Manpower Services</span>
      </span>
    </LogoLink>
  );
}
