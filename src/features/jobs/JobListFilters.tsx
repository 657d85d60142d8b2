import type { FormEvent } from 'react';
import { Link as RouterLink, useHref, useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { JobSearchAnswer } from './jobsApi';
import searchText from '../../i18n/compiled/en/search';
import jobsText from '../../i18n/compiled/en/jobs';
import { useLocale, useT } from '../../i18n';
import {
  isFiltered,
  jobSearchQuery,
  pageCount,
  parseJobSearch,
  POSTED_WITHIN_DAYS,
  type JobSearch,
} from '../../domain/jobSearch';
import { EMPLOYMENT_TYPES, formValue } from './jobSearchParams';
import { placeText } from './jobFacts';

const fieldSx = {
  width: '100%',
  boxSizing: 'border-box',
  height: 42,
  border: '1px solid #c5cad6',
  borderRadius: 2,
  bgcolor: 'common.white',
  color: 'text.primary',
  font: 'inherit',
  px: 1.25,
  py: 1,
} as const;

const labelSx = { display: 'block', fontSize: '0.85rem', fontWeight: 600, mb: 0.5 } as const;

/**
 * The list's filters: a plain GET form, so it works before the page's scripts run (and without them);
 * once they have, sending it changes the URL without loading the page again.
 */
export default function FilterForm({
  search,
  facets,
}: {
  search: JobSearch;
  facets?: JobSearchAnswer['facets'];
}) {
  const t = useT(searchText);
  const jobs = useT(jobsText);
  const locale = useLocale();
  const { pathname } = useLocation();
  const action = useHref(pathname);
  const navigate = useNavigate();
  const countries = facets?.countries ?? [];
  const cities = (facets?.cities ?? []).filter((city) => !search.country || city.country === search.country);
  const types = facets?.types ?? [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = parseJobSearch(formValue(event.currentTarget), EMPLOYMENT_TYPES);
    void navigate(`${pathname}${jobSearchQuery({ ...next, category: undefined, page: undefined })}`);
  };

  return (
    <Box
      component="form"
      method="get"
      action={action}
      role="search"
      aria-label={t('filters')}
      onSubmit={submit}
      sx={{ mb: 4, p: { xs: 2, sm: 2.5 }, bgcolor: '#f3f5f9', borderRadius: 3 }}
    >
      <Grid container spacing={1.5} alignItems="flex-end">
        <Grid item xs={6} md={2}>
          <Box component="label" htmlFor="filter-country" sx={labelSx}>
            {t('country')}
          </Box>
          <Box
            component="select"
            id="filter-country"
            name="country"
            defaultValue={search.country ?? ''}
            sx={fieldSx}
          >
            <option value="">{t('anyCountry')}</option>
            {countries.map((country) => (
              <option key={country.value} value={country.value}>
                {placeText({ city: null, country: country.value }, locale)} ({country.count})
              </option>
            ))}
          </Box>
        </Grid>
        <Grid item xs={6} md={2}>
          <Box component="label" htmlFor="filter-city" sx={labelSx}>
            {t('city')}
          </Box>
          <Box component="select" id="filter-city" name="city" defaultValue={search.city ?? ''} sx={fieldSx}>
            <option value="">{t('anyCity')}</option>
            {cities.map((city) => (
              <option key={`${city.country ?? ''}:${city.city}`} value={city.city} lang="en">
                {city.city} ({city.count})
              </option>
            ))}
          </Box>
        </Grid>
        <Grid item xs={6} md={2}>
          <Box component="label" htmlFor="filter-type" sx={labelSx}>
            {t('type')}
          </Box>
          <Box component="select" id="filter-type" name="type" defaultValue={search.type ?? ''} sx={fieldSx}>
            <option value="">{t('anyType')}</option>
            {types.map((type) => (
              <option key={type.value} value={type.value}>
                {jobs(`type_${type.value}`)} ({type.count})
              </option>
            ))}
          </Box>
        </Grid>
        <Grid item xs={6} md={2}>
          <Box component="label" htmlFor="filter-posted" sx={labelSx}>
            {t('posted')}
          </Box>
          <Box
            component="select"
            id="filter-posted"
            name="posted"
            defaultValue={search.posted ?? ''}
            sx={fieldSx}
          >
            <option value="">{t('anyTime')}</option>
            {POSTED_WITHIN_DAYS.map((days) => (
              <option key={days} value={days}>
                {t(`posted${days}`)}
              </option>
            ))}
          </Box>
        </Grid>
        <Grid item xs={6} md={2}>
          <Box component="label" htmlFor="filter-min-salary" sx={labelSx}>
            {t('minSalary')}
          </Box>
          <Box
            component="input"
            id="filter-min-salary"
            name="minSalary"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            title={t('salaryHint')}
            defaultValue={search.minSalary ?? ''}
            sx={fieldSx}
          />
        </Grid>
        <Grid item xs={6} md={2}>
          <Box component="label" htmlFor="filter-max-salary" sx={labelSx}>
            {t('maxSalary')}
          </Box>
          <Box
            component="input"
            id="filter-max-salary"
            name="maxSalary"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            title={t('salaryHint')}
            defaultValue={search.maxSalary ?? ''}
            sx={fieldSx}
          />
        </Grid>
      </Grid>
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button type="submit" variant="contained" sx={{ px: 4, width: { xs: '100%', sm: 'auto' } }}>
          {t('show')}
        </Button>
        {isFiltered(search) && <RouterLink to={pathname}>{t('clear')}</RouterLink>}
      </Box>
    </Box>
  );
}

/** The page numbers to link: the first, the last, and two either side of the current one. */
function pageNumbers(current: number, last: number): Array<number | 'gap'> {
  const numbers: Array<number | 'gap'> = [];
  for (let page = 1; page <= last; page += 1) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) numbers.push(page);
    else if (numbers[numbers.length - 1] !== 'gap') numbers.push('gap');
  }
  return numbers;
}

/** Previous, numbered and next page links (real links: they work before the scripts run). */
export function Pagination({ search, total }: { search: JobSearch; total: number }) {
  const t = useT(searchText);
  const { pathname } = useLocation();
  const current = search.page ?? 1;
  const last = pageCount(total);
  if (last <= 1) return null;
  const href = (page: number) => `${pathname}${jobSearchQuery(search, { page })}`;
  const linkSx = {
    display: 'inline-block',
    minWidth: 40,
    px: 1.25,
    py: 0.75,
    borderRadius: 2,
    border: 1,
    borderColor: 'divider',
    textAlign: 'center',
    textDecoration: 'none',
    color: 'primary.main',
    fontWeight: 600,
  } as const;
  return (
    <Box component="nav" aria-label={t('pages')} sx={{ mt: 5 }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'center',
        }}
      >
        {current > 1 && (
          <li>
            <Box component={RouterLink} to={href(current - 1)} rel="prev" sx={linkSx}>
              {t('previous')}
            </Box>
          </li>
        )}
        {pageNumbers(current, last).map((page, index) =>
          page === 'gap' ? (
            <Box component="li" key={`gap-${index}`} aria-hidden sx={{ px: 0.5, py: 0.75 }}>
              …
            </Box>
          ) : (
            <li key={page}>
              {page === current ? (
                <Box
                  component="span"
                  aria-current="page"
                  aria-label={t('pageOf', { page, pages: last })}
                  sx={{
                    ...linkSx,
                    bgcolor: 'primary.main',
                    color: 'common.white',
                    borderColor: 'primary.main',
                  }}
                >
                  {page}
                </Box>
              ) : (
                <Box component={RouterLink} to={href(page)} aria-label={t('page', { page })} sx={linkSx}>
                  {page}
                </Box>
              )}
            </li>
          ),
        )}
        {current < last && (
          <li>
            <Box component={RouterLink} to={href(current + 1)} rel="next" sx={linkSx}>
              {t('next')}
            </Box>
          </li>
        )}
      </Box>
    </Box>
  );
}

/** What an empty page says: nothing matches the filters, or this page is past the last. */
export function NoJobs({ search }: { search: JobSearch }) {
  const t = useT(searchText);
  const { pathname } = useLocation();
  const filtered = isFiltered(search);
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 5, md: 7 }, px: 2 }} data-testid="no-jobs">
      <Typography variant="h3" component="p" sx={{ fontWeight: 700, fontSize: '1.5rem' }}>
        {filtered ? t('noMatch') : t('noPage')}
      </Typography>
      {filtered && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('noMatchText')}
        </Typography>
      )}
      <Button component={RouterLink} to={pathname} variant="outlined" sx={{ mt: 2 }}>
        {filtered ? t('clear') : t('firstPage')}
      </Button>
    </Box>
  );
}

/** How many jobs the search found, and which page of them this is. */
export function JobCount({ search, total }: { search: JobSearch; total: number }) {
  const t = useT(searchText);
  return (
    <Typography role="status" sx={{ mb: 2, fontWeight: 600 }} data-testid="job-count">
      {t('count', { total })}
      {pageCount(total) > 1 ? ` · ${t('pageOf', { page: search.page ?? 1, pages: pageCount(total) })}` : ''}
    </Typography>
  );
}
