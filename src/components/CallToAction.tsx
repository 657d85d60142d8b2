import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '../routes/paths';
import pagesText from '../i18n/compiled/en/pages';
import { useT } from '../i18n';

/** The closing titles the specification gives the job pages and the blog pages (SPEC §2): `pages` texts. */
export const CALL_TO_ACTION_TITLES = { jobs: 'ctaJobs', blog: 'ctaBlog' } as const;

/** The closing band of the public pages: a sentence and a Contact Us button to /contact. */
export default function CallToAction({
  title,
  text = 'ctaText',
}: {
  /** The title's key in the `pages` texts. */
  title: 'ctaJobs' | 'ctaBlog' | 'ctaAbout';
  /** The sentence's key in the `pages` texts. */
  text?: 'ctaText' | 'ctaAboutText';
}) {
  const t = useT(pagesText);
  return (
    <Box
      component="section"
      aria-labelledby="cta-title"
      sx={{
        background: 'linear-gradient(120deg, #072a66 0%, #0b3d91 55%, #3d63b3 100%)',
        color: 'common.white',
        py: { xs: 6, md: 8 },
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          id="cta-title"
          variant="h2"
          component="h2"
          sx={{ mb: 1.5, fontSize: { xs: '1.6rem', md: '2.1rem' } }}
        >
          {t(title)}
        </Typography>
        <Typography sx={{ opacity: 0.9, mb: 3 }}>{t(text)}</Typography>
        <Button
          component={RouterLink}
          to={paths.contact}
          variant="contained"
          size="large"
          sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: '#e8eefb' }, px: 4 }}
        >
          {t('ctaButton')}
        </Button>
      </Container>
    </Box>
  );
}
