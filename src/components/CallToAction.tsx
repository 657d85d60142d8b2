import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '../app/paths';

/** The closing titles the specification gives the job pages and the blog pages (SPEC §2). */
export const CALL_TO_ACTION_TITLES = {
  jobs: 'Begin your new journey with us',
  blog: 'Begin your new journey with us.',
} as const;

/** The closing band of the public pages: a sentence and a Contact Us button to /contact. */
export default function CallToAction({
  title,
  text = 'Tell us what you are looking for and our recruiters will get back to you within one working day.',
  buttonText = 'Contact Us',
}: {
  title: string;
  text?: string;
  buttonText?: string;
}) {
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
          {title}
        </Typography>
        <Typography sx={{ opacity: 0.9, mb: 3 }}>{text}</Typography>
        <Button
          component={RouterLink}
          to={paths.contact}
          variant="contained"
          size="large"
          sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: '#e8eefb' }, px: 4 }}
        >
          {buttonText}
        </Button>
      </Container>
    </Box>
  );
}
