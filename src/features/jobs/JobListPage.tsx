import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import CallToAction, { CALL_TO_ACTION_TITLES } from '../../components/CallToAction';
import ComingSoon from '../../components/ComingSoon';
import JobCard from './JobCard';
import PageHero from '../../components/PageHero';
import { useLoggedError } from '../../components/public/useLoggedError';
import { usePageTitle } from '../../components/public/usePageTitle';
import { useListJobsByCategoryQuery, type Category } from './jobsApi';
import { HydrationBoundary } from '../../shared/hydration';
import pagesText from '../../i18n/compiled/en/pages';
import { useT } from '../../i18n';

/** A public job list of one category: cards from the API, "Coming Soon" when empty (or on failure, logged). */
export default function JobListPage({
  category,
  title,
  subtitle,
}: {
  category: Category;
  title: string;
  subtitle: string;
}) {
  const t = useT(pagesText);
  usePageTitle(title);
  const { data, isLoading, error } = useListJobsByCategoryQuery(category);
  useLoggedError(error, `${title.toLowerCase()}`);
  const jobs = error ? [] : (data ?? []);

  return (
    <>
      <PageHero title={title} subtitle={subtitle} />
      <HydrationBoundary>
        <Container
          maxWidth="lg"
          component="section"
          aria-label={t('listLabel', { title })}
          sx={{ py: { xs: 5, md: 8 } }}
        >
          {isLoading ? (
            <Grid container spacing={3} aria-busy="true">
              {[0, 1, 2].map((index) => (
                <Grid item xs={12} sm={6} md={4} key={index}>
                  <Skeleton variant="rounded" height={250} />
                </Grid>
              ))}
            </Grid>
          ) : jobs.length === 0 ? (
            <ComingSoon />
          ) : (
            <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, mb: 0 }}>
              {jobs.map((job) => (
                <Grid item xs={12} sm={6} md={4} key={job.id} component="li">
                  <JobCard job={job} headingLevel="h2" />
                </Grid>
              ))}
            </Grid>
          )}
        </Container>
      </HydrationBoundary>
      <HydrationBoundary>
        <CallToAction title={CALL_TO_ACTION_TITLES.jobs} />
      </HydrationBoundary>
    </>
  );
}
