import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../routes/paths';
import { usePageTitle } from './public/usePageTitle';
import { usePageMeta } from '../shared/pageMeta';
import pagesText from '../i18n/compiled/en/pages';
import { useT } from '../i18n';

/** Unknown routes: a real "page not found" page with ways back. */
export default function NotFoundPage() {
  const t = useT(pagesText);
  const meta = usePageMeta();
  usePageTitle(meta.notFound.title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: '5rem', md: '7rem' },
          fontWeight: 800,
          lineHeight: 1,
          color: 'primary.main',
          opacity: 0.9,
        }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 2, fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
        {t('notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t('notFoundText')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center" sx={{ mt: 4 }}>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('goHome')}
        </Button>
        <Button component={RouterLink} to={paths.international} variant="outlined">
          {t('browseJobs')}
        </Button>
        <Button component={RouterLink} to={paths.contact} variant="outlined">
          {t('contactUs')}
        </Button>
      </Stack>
      <Box sx={{ height: 24 }} />
    </Container>
  );
}
