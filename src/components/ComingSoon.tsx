import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import pagesText from '../i18n/compiled/en/pages';
import { useT } from '../i18n';

/** The empty state of the public lists. */
export default function ComingSoon({
  text = 'comingSoonJobs',
}: {
  /** The sentence's key in the `pages` texts. */
  text?: 'comingSoonJobs' | 'comingSoonBlog' | 'comingSoonTeam';
}) {
  const t = useT(pagesText);
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 8 }, px: 2 }}>
      <HourglassEmpty aria-hidden sx={{ fontSize: 56, color: 'secondary.main', mb: 1 }} />
      <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
        {t('comingSoon')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t(text)}
      </Typography>
    </Box>
  );
}
