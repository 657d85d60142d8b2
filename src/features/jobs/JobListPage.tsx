import { useMemo, type ComponentProps } from 'react';
import { useLocation } from 'react-router-dom';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import CallToAction, { CALL_TO_ACTION_TITLES } from '../../components/CallToAction';
import ComingSoon from '../../components/ComingSoon';
import JobCard from './JobCard';
import PageHero from '../../components/PageHero';
import { useLoggedError } from '../../components/public/useLoggedError';
import { usePageTitle } from '../../components/public/usePageTitle';
import { useSearchJobsQuery, type Category } from './jobsApi';
import { deferredPart, HydrationBoundary } from '../../shared/hydration';
import pagesText from '../../i18n/compiled/en/pages';
import { useT } from '../../i18n';
import { isFiltered } from '../../domain/jobSearch';
import type {
  JobCount as JobCountPart,
  NoJobs as NoJobsPart,
  Pagination as PaginationPart,
} from './JobListFilters';
import { listPageSearch, searchArgs } from './jobSearchParams';

/*
 * The filters: a plain GET form the server renders, which works before its code arrives (it loads apart
 * from the page's first scripts, see deferredPart).
 */
const FilterForm = deferredPart(
  () => import(/* webpackChunkName: "job-filters" */ './JobListFilters'),
  'job-filters',
);
/* The count, the page links and the empty search's sentence: real links and text, their code loaded with the filters. */
const JobCount = deferredPart<ComponentProps<typeof JobCountPart>>(() =>
  import(/* webpackChunkName: "job-filters" */ './JobListFilters').then((module) => ({
    default: module.JobCount,
  })),
);
const Pagination = deferredPart<ComponentProps<typeof PaginationPart>>(() =>
  import(/* webpackChunkName: "job-filters" */ './JobListFilters').then((module) => ({
    default: module.Pagination,
  })),
);
const NoJobs = deferredPart<ComponentProps<typeof NoJobsPart>>(() =>
  import(/* webpackChunkName: "job-filters" */ './JobListFilters').then((module) => ({
    default: module.NoJobs,
  })),
);

/**
 * The cards of a page: one column, two from 600 px, three from 900 px, 24 px apart (the layout of MUI's
 * Grid with spacing 3, styled once for the list rather than per card).
 */
const CardList = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  boxSizing: 'border-box',
  width: `calc(100% + ${theme.spacing(3)})`,
  listStyle: 'none',
  margin: 0,
  marginTop: `-${theme.spacing(3)}`,
  marginLeft: `-${theme.spacing(3)}`,
  padding: 0,
  '& > li': {
    boxSizing: 'border-box',
    margin: 0,
    paddingTop: theme.spacing(3),
    paddingLeft: theme.spacing(3),
    flexBasis: '100%',
    maxWidth: '100%',
    [theme.breakpoints.up('sm')]: { flexBasis: '50%', maxWidth: '50%' },
    [theme.breakpoints.up('md')]: { flexBasis: '33.333333%', maxWidth: '33.333333%' },
  },
}));

/**
 * A public job list of one category: the filters (country, city, employment type, salary, posted within),
 * 20 cards a page from `GET /job/search` with page links, "Coming Soon" when the category has no open job
 * (or on failure, logged), and a way back when a search finds nothing.
 */
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
  const { search: queryString } = useLocation();
  const search = useMemo(() => listPageSearch(queryString), [queryString]);
  const { data, isLoading, error } = useSearchJobsQuery(searchArgs(category, search));
  useLoggedError(error, `${title.toLowerCase()}`);
  const jobs = error ? [] : (data?.items ?? []);
  const total = error ? 0 : (data?.total ?? 0);
  const nothingOpen = !error && data !== undefined && data.facets.categories.length === 0;
  const firstPlainPage = !isFiltered(search) && (search.page ?? 1) === 1;

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
          {(nothingOpen && firstPlainPage) || (error && firstPlainPage) ? (
            <ComingSoon />
          ) : (
            <>
              <FilterForm key={queryString} search={search} facets={data?.facets} />
              {isLoading ? (
                <CardList aria-busy="true">
                  {[0, 1, 2].map((index) => (
                    <li key={index}>
                      <Skeleton variant="rounded" height={250} />
                    </li>
                  ))}
                </CardList>
              ) : jobs.length === 0 ? (
                <NoJobs search={search} />
              ) : (
                <>
                  <JobCount search={search} total={total} />
                  <CardList>
                    {jobs.map((job) => (
                      <li key={job.id}>
                        <JobCard job={job} headingLevel="h2" />
                      </li>
                    ))}
                  </CardList>
                  <Pagination search={search} total={total} />
                </>
              )}
            </>
          )}
        </Container>
      </HydrationBoundary>
      <HydrationBoundary>
        <CallToAction title={CALL_TO_ACTION_TITLES.jobs} />
      </HydrationBoundary>
    </>
  );
}
