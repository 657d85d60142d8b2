import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../routes/paths';
import jobsText from '../../i18n/compiled/en/jobs';
import { useT, withTags } from '../../i18n';

/** Said in place of the Apply button on a job that is filled or past its closing date. */
export default function ClosedNotice() {
  const t = useT(jobsText);
  return (
    <Alert
      severity="info"
      variant="outlined"
      role="status"
      sx={{
        bgcolor: 'common.white',
        color: 'text.primary',
        maxWidth: { md: 360 },
        '& .MuiAlert-icon': { color: 'primary.main' },
      }}
    >
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {t('closedTitle')}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
        {withTags(t('closedText'), {
          intl: (chunk, key) => (
            <Link key={key} component={RouterLink} to={paths.international} underline="always">
              {chunk}
            </Link>
          ),
          dom: (chunk, key) => (
            <Link key={key} component={RouterLink} to={paths.domestic} underline="always">
              {chunk}
            </Link>
          ),
        })}
      </Typography>
    </Alert>
  );
}
