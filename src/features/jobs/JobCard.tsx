import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CurrencyRupee from '@mui/icons-material/CurrencyRupee';
import Place from '@mui/icons-material/Place';
import WorkOutline from '@mui/icons-material/WorkOutline';
import { CATEGORY } from '../../shared/constants';
import { paths } from '../../routes/paths';
import { fileUrl } from '../../shared/fileUrl';
import { visuallyHidden } from '../../components/public/visuallyHidden';
import type { JobSummary } from './jobsApi';
import { Img } from '../../components/public/Img';
import jobsText from '../../i18n/compiled/en/jobs';
import layoutText from '../../i18n/compiled/en/layout';
import { useT, withTags } from '../../i18n';
import { useContentLanguage } from '../../components/public/useContentLanguage';

/** One job in the public lists and the home carousel; Apply now opens the job's page. */
export default function JobCard({
  job,
  headingLevel = 'h3',
}: {
  /** A job, or a search result without its descriptions (the card shows none). */
  job: JobSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT(jobsText);
  const layout = useT(layoutText);
  const titleId = useId();
  const labelId = useId();
  const { title } = useContentLanguage({
    description: '',
    description_gu: null,
    description_hi: null,
    ...job,
  });
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      data-testid="job-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { boxShadow: '0 10px 30px rgba(11,61,145,0.14)', transform: 'translateY(-2px)' },
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <Img
            src={fileUrl(job.logo)}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            sx={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              objectFit: 'cover',
              border: 1,
              borderColor: 'divider',
              bgcolor: 'grey.100',
              flexShrink: 0,
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={titleId}
              variant="h6"
              component={headingLevel}
              lang={title.lang}
              sx={{ fontSize: '1.1rem', lineHeight: 1.3, fontWeight: 700 }}
            >
              {title.text}
            </Typography>
            <Chip
              label={layout(job.category === CATEGORY.international ? 'international' : 'domestic')}
              size="small"
              sx={{
                mt: 0.5,
                bgcolor: job.category === CATEGORY.international ? '#e3ebfa' : '#fdeee3',
                color: job.category === CATEGORY.international ? 'primary.dark' : 'secondary.dark',
                fontWeight: 600,
              }}
            />
          </Box>
        </Stack>
        <Stack spacing={0.75} sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Place fontSize="small" aria-hidden />
            <span>
              <Box component="span" sx={visuallyHidden}>
                {t('location')}:{' '}
              </Box>
              <span lang="en">{job.location}</span>
            </span>
          </Stack>
          <Stack direction="row" spacing={1} alignItems="center">
            <CurrencyRupee fontSize="small" aria-hidden />
            <span>
              <Box component="span" sx={visuallyHidden}>
                {t('salary')}:{' '}
              </Box>
              <span lang="en">{job.salary}</span>
            </span>
          </Stack>
          <Stack direction="row" spacing={1} alignItems="center">
            <WorkOutline fontSize="small" aria-hidden />
            <span>
              <Box component="span" sx={visuallyHidden}>
                {t('experience')}:{' '}
              </Box>
              <span lang="en">{job.experience}</span>
            </span>
          </Stack>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={paths.jobDetail(job.id)}
          variant="contained"
          fullWidth
          aria-labelledby={labelId}
        >
          {t('applyNow')}
        </Button>
        {/* The link's name ("Apply now: Welder"), with the job's title marked in its own language. */}
        <span id={labelId} hidden>
          {withTags(t('applyNowFor', { title: '<title>title</title>' }), {
            title: (_chunk, key) => (
              <span key={key} lang={title.lang}>
                {title.text}
              </span>
            ),
          })}
        </span>
      </CardActions>
    </Card>
  );
}
