import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ComingSoon from '../../components/ComingSoon';
import { useLoggedError } from '../../components/public/useLoggedError';
import { useNearViewport } from '../../components/public/useNearViewport';
import { useListJobsQuery } from '../jobs';
import jobsText from '../../i18n/compiled/en/jobs';
import { useT } from '../../i18n';

/* The carousel (and framer-motion under it) is fetched only when its section comes into view. */
const JobsCarousel = lazy(() => import(/* webpackChunkName: "home-carousel" */ './JobsCarousel'));

const CAROUSEL_MIN_HEIGHT = 300;

function CarouselPlaceholder() {
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: 3, minHeight: CAROUSEL_MIN_HEIGHT, px: { xs: 6, sm: 7 } }}>
      {[0, 1, 2].map((index) => (
        <Skeleton
          key={index}
          variant="rounded"
          height={CAROUSEL_MIN_HEIGHT - 40}
          sx={{
            flex: 1,
            display: { xs: index === 0 ? 'block' : 'none', sm: index < 2 ? 'block' : 'none', md: 'block' },
          }}
        />
      ))}
    </Box>
  );
}

/** "Latest job opportunities": the job carousel, loaded when scrolled near. */
export default function LatestJobs() {
  const t = useT(jobsText);
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data: jobs, isLoading, error } = useListJobsQuery(undefined, { skip: !near });
  useLoggedError(error, 'the latest jobs');
  const list = error ? [] : (jobs ?? []);

  return (
    <Box component="section" ref={ref} aria-labelledby="latest-jobs-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography
          id="latest-jobs-title"
          variant="h2"
          sx={{ textAlign: 'center', fontSize: { xs: '1.7rem', md: '2.1rem' } }}
        >
          {t('latestTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 4 }}>
          {t('latestText')}
        </Typography>
        {!near || isLoading ? (
          <CarouselPlaceholder />
        ) : list.length === 0 ? (
          <ComingSoon />
        ) : (
          <Suspense fallback={<CarouselPlaceholder />}>
            <JobsCarousel jobs={list} />
          </Suspense>
        )}
      </Container>
    </Box>
  );
}
